// The clientgen spec extension's code: it starts the language server, `clientgen lsp`, for `.client` files through
// vscode-languageclient (`npm install` in this folder, then package it). Highlighting, comments and brackets come
// from package.json alone, so they work even when the server cannot start.
"use strict";

const vscode = require("vscode");

/** The running language client, if any. */
let client;

/** The command that runs clientgen: the `clientgen.path` setting, else `clientgen` on the PATH. */
function clientgenCommand() {
  const configured = vscode.workspace.getConfiguration("clientgen").get("path");
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim() : "clientgen";
}

/** Starts `clientgen lsp` for the workspace's specs, saying why when it cannot. */
async function start() {
  let languageClient;
  try {
    languageClient = require("vscode-languageclient/node");
  } catch {
    vscode.window.showWarningMessage(
      "clientgen: the language server needs vscode-languageclient: run `npm install` in the extension's folder " +
        "(Editors/VSCode), then reload. Highlighting works without it."
    );
    return;
  }
  const command = clientgenCommand();
  const candidate = new languageClient.LanguageClient(
    "clientgen",
    "clientgen",
    { command, args: ["lsp"] },
    { documentSelector: [{ language: "client" }] }
  );
  try {
    await candidate.start();
    client = candidate;
  } catch (error) {
    vscode.window.showErrorMessage(
      `clientgen: could not start '${command} lsp' (${error && error.message ? error.message : error}); ` +
        "build clientgen and put it on the PATH, or set \"clientgen.path\" to its full path."
    );
  }
}

/** Stops the running language server, if any. */
async function stop() {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}

exports.activate = async (context) => {
  context.subscriptions.push(
    vscode.commands.registerCommand("clientgen.restartServer", async () => {
      await stop();
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration("clientgen.path")) return;
      await stop();
      await start();
    })
  );
  await start();
};

exports.deactivate = () => stop();
