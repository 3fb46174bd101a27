// Checks the VS Code extension's code (Editors/VSCode/extension.js) headless and offline, with node: `vscode` and
// `vscode-languageclient/node` are stand-ins recording what the extension asks of them. It checks that activating
// starts `clientgen lsp` for the `client` language, that the `clientgen.path` setting and the restart command start
// a new server after stopping the old one, what the user is told when vscode-languageclient is not installed or the
// server cannot start, and that package.json declares what the code uses.
// `--sabotage` expects a wrong command, so that the check must fail: a passing check means something.
"use strict";

const assert = require("node:assert/strict");
const Module = require("node:module");
const path = require("node:path");

const folder = path.join(__dirname, "..", "VSCode");
const sabotage = process.argv.includes("--sabotage");

/** What one activation did: the stand-ins' records. */
function standIns({ settings = {}, languageClientInstalled = true, startFails = false } = {}) {
  const record = { clients: [], warnings: [], errors: [], commands: {}, configurationListeners: [] };
  const vscode = {
    workspace: {
      getConfiguration: (section) => ({ get: (key) => settings[`${section}.${key}`] }),
      onDidChangeConfiguration: (listener) => {
        record.configurationListeners.push(listener);
        return { dispose() {} };
      },
    },
    window: {
      showWarningMessage: (message) => record.warnings.push(message),
      showErrorMessage: (message) => record.errors.push(message),
    },
    commands: {
      registerCommand: (name, callback) => {
        record.commands[name] = callback;
        return { dispose() {} };
      },
    },
  };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions, started: false, stopped: false });
      record.clients.push(this);
    }
    async start() {
      if (startFails) throw new Error("spawn clientgen ENOENT");
      this.started = true;
    }
    async stop() {
      this.stopped = true;
    }
  }
  return { record, modules: { vscode, "vscode-languageclient/node": languageClientInstalled ? { LanguageClient } : null } };
}

/** The stand-ins of the activation under check, which `require` gives the extension while the checks run. */
let current = {};
const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (!(request in current)) return load.call(this, request, parent, isMain);
  if (current[request] === null) {
    throw Object.assign(new Error(`Cannot find module '${request}'`), { code: "MODULE_NOT_FOUND" });
  }
  return current[request];
};

/** Loads a fresh copy of the extension with new stand-ins, activates it, and gives the records and the module. */
async function activate(options) {
  const { record, modules } = standIns(options);
  current = modules;
  const file = require.resolve(path.join(folder, "extension.js"));
  delete require.cache[file];
  const extension = require(file);
  const context = { subscriptions: [] };
  await extension.activate(context);
  return { record, extension, context };
}

const checks = {
  async "activating starts `clientgen lsp` for the client language"() {
    const { record, context } = await activate();
    assert.equal(record.clients.length, 1);
    const [client] = record.clients;
    assert.deepEqual(client.serverOptions, { command: sabotage ? "clientgen-wrong" : "clientgen", args: ["lsp"] });
    assert.deepEqual(client.clientOptions.documentSelector, [{ language: "client" }]);
    assert.ok(client.started);
    assert.equal(context.subscriptions.length, 2);
    assert.deepEqual(record.warnings.concat(record.errors), []);
  },
  async "the clientgen.path setting names the executable, and changing it restarts the server"() {
    const settings = { "clientgen.path": " /opt/bin/clientgen " };
    const { record } = await activate({ settings });
    assert.equal(record.clients[0].serverOptions.command, "/opt/bin/clientgen");
    settings["clientgen.path"] = "/usr/local/bin/clientgen";
    await record.configurationListeners[0]({ affectsConfiguration: (name) => name === "clientgen.editor" });
    assert.equal(record.clients.length, 1, "another setting restarts nothing");
    await record.configurationListeners[0]({ affectsConfiguration: (name) => name === "clientgen.path" });
    assert.equal(record.clients.length, 2);
    assert.ok(record.clients[0].stopped);
    assert.equal(record.clients[1].serverOptions.command, "/usr/local/bin/clientgen");
  },
  async "the restart command stops the server and starts another; deactivating stops it"() {
    const { record, extension } = await activate();
    await record.commands["clientgen.restartServer"]();
    assert.equal(record.clients.length, 2);
    assert.ok(record.clients[0].stopped && record.clients[1].started);
    await extension.deactivate();
    assert.ok(record.clients[1].stopped);
  },
  async "without vscode-languageclient the user is told to run npm install, and activation succeeds"() {
    const { record } = await activate({ languageClientInstalled: false });
    assert.equal(record.clients.length, 0);
    assert.equal(record.warnings.length, 1);
    assert.match(record.warnings[0], /npm install/);
  },
  async "a server that cannot start is reported with the setting that fixes it"() {
    const { record, extension } = await activate({ startFails: true });
    assert.equal(record.errors.length, 1);
    assert.match(record.errors[0], /could not start 'clientgen lsp' \(spawn clientgen ENOENT\).*"clientgen\.path"/);
    await extension.deactivate();  // Nothing running: nothing to stop.
    assert.ok(!record.clients[0].stopped);
  },
  async "package.json declares the code, its activation, its command, its setting and its dependency"() {
    const manifest = require(path.join(folder, "package.json"));
    assert.equal(manifest.main, "./extension.js");
    assert.deepEqual(manifest.activationEvents, ["onLanguage:client"]);
    assert.deepEqual(manifest.contributes.commands.map((command) => command.command), ["clientgen.restartServer"]);
    assert.equal(manifest.contributes.configuration.properties["clientgen.path"].default, "clientgen");
    assert.ok(manifest.dependencies["vscode-languageclient"]);
    assert.ok(manifest.contributes.languages.some((language) => language.id === "client"));
  },
};

(async () => {
  let failed = 0;
  for (const [name, check] of Object.entries(checks)) {
    try {
      await check();
      console.log(`ok: ${name}`);
    } catch (error) {
      failed += 1;
      console.log(`FAILED: ${name}\n${error.message}`);
    }
  }
  const total = Object.keys(checks).length;
  console.log(failed ? `check_vscode_extension: FAILED: ${failed} of ${total} checks` : `check_vscode_extension: ${total} passed`);
  process.exit(failed ? 1 : 0);
})();
