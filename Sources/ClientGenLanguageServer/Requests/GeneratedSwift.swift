import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// The command that opens the Swift a spec generates, as `workspace/executeCommand` runs it: its arguments are
    /// the spec's URI and, optionally, the name of the client to show first.
    static let showGeneratedSwiftCommand = "clientgen.showGeneratedSwift"

    /// `textDocument/codeLens`: above each client's name, "Show generated Swift", which runs
    /// ``showGeneratedSwiftCommand`` for it.
    func codeLenses(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return [] }
        let encoding = support.withLock { $0.positionEncoding }
        return .array(
            SpecOutline(spec.source(key)).clients.map { client in
                let name = client.declaration.name
                return [
                    "range": DiagnosticConversion.range(name.range, in: spec.lines, encoding: encoding),
                    "command": [
                        "title": "Show generated Swift", "command": .string(Self.showGeneratedSwiftCommand),
                        "arguments": [.string(uri), .string(name.name)],
                    ],
                ]
            })
    }

    /// `workspace/executeCommand` for ``showGeneratedSwiftCommand``: generates the spec with the workspace's other
    /// specs as its context, as the build plugin would (``previewGenerator(forSpecAt:)``), keeps the file in
    /// ``GeneratedSwiftFolder``, asks the editor to open it at the client's declaration (`window/showDocument`, where
    /// the editor can) and answers with its URI. A spec with errors generates nothing: the editor is told why, and
    /// the answer is `null`.
    func executeCommand(_ params: RequestParams) throws -> JSONValue {
        let command = params.params?["command"]?.string
        guard command == Self.showGeneratedSwiftCommand else {
            throw ResponseError.invalidParams("unknown command '\(command ?? "")'")
        }
        let arguments = params.params?["arguments"]?.array ?? []
        guard let uri = arguments.first?.string, let snapshot = workspace.snapshot(uri: uri) else {
            throw ResponseError.invalidParams("'\(Self.showGeneratedSwiftCommand)' needs the URI of a spec")
        }
        let result = previewGenerator(forSpecAt: snapshot.key).generate([snapshot.source], context: snapshot.context)
        guard let file = result.files.first else {
            showMessage(Self.notGeneratedMessage(snapshot.key, diagnostics: result.diagnostics), type: .warning)
            return .null
        }
        let path: String
        do {
            path = try generatedSwift.save(snapshot.key, Self.generatedFileName(snapshot.key), file.utf8)
        } catch {
            showMessage("clientgen could not keep the generated Swift: \(error.message)", type: .error)
            return .null
        }
        let fileURI = FileURI.uri(fromPath: path)
        if support.withLock({ $0.showDocument }) {
            var document: JSONObject = ["uri": .string(fileURI), "takeFocus": true]
            if let client = arguments.dropFirst().first?.string,
                let line = Self.declarationLine(of: client, in: GeneratedCode(file.contents))
            {
                let start: JSONValue = ["line": .integer(line), "character": 0]
                document["selection"] = ["start": start, "end": start]
            }
            connection.sendRequest("window/showDocument", params: .object(document))
        }
        return ["uri": .string(fileURI)]
    }

    /// The generator the build plugin would run for a spec: with the artifacts (`emit`) and `imports` of its target's
    /// `clientgen.json` (``SpecGroup/configuration(forSpecAt:reading:)``); every artifact without one, or with one the
    /// build would reject (the build says why).
    func previewGenerator(forSpecAt key: String) -> ClientGenerator {
        SpecGroup.configuration(forSpecAt: key, reading: workspace.files.read).flatMap(Self.generator(configuration:))
            ?? ClientGenerator()
    }

    /// The generator a `clientgen.json` asks for; `nil` when it is not an object of known artifacts and strings.
    static func generator(configuration bytes: [UInt8]) -> ClientGenerator? {
        guard let configuration = try? JSONValue(parsing: bytes), configuration.object != nil else { return nil }
        var generator = ClientGenerator()
        if let emit = configuration["emit"] {
            guard let names = emit.array?.compactMap(\.string), names.count == emit.array?.count else { return nil }
            let artifacts = names.compactMap(Artifact.init(rawValue:))
            guard artifacts.count == names.count else { return nil }
            generator.artifacts = Set(artifacts)
        }
        if let imports = configuration["imports"] {
            guard let names = imports.array?.compactMap(\.string), names.count == imports.array?.count else {
                return nil
            }
            generator.imports = names
        }
        return generator
    }

    /// The generated file's name: the spec's, ending in `.swift` (`Weather.client` → `Weather.swift`); for a document
    /// that is not a spec file (`untitled:Untitled-1`), `Generated.swift`.
    static func generatedFileName(_ key: String) -> String {
        guard key.hasPrefix("/"), key.hasSuffix(".client"),
            let name = ClientGenerator.outputPath(forSpecAt: key).split(separator: "/").last, name != ".swift"
        else { return "Generated.swift" }
        return String(name)
    }

    /// Why nothing was generated: the spec's errors, or a spec of its context that stops it.
    static func notGeneratedMessage(_ key: String, diagnostics: [Diagnostic]) -> String {
        let name = key.split(separator: "/").last.map(String.init) ?? key
        let errors = diagnostics.filter { $0.severity == .error }.count
        let count = errors == 1 ? "an error" : "\(errors) errors"
        return "\(name) has \(count): the Swift it generates shows once the spec checks without errors"
    }

    /// The line of the generated file that declares the client `name` (its protocol, or its struct).
    static func declarationLine(of name: String, in code: GeneratedCode) -> Int? {
        for kind in ["protocol", "struct"] {
            if let body = code.blocks(declaring: kind, named: name).first { return body.lowerBound - 1 }
        }
        return nil
    }

    /// Sends `window/showMessage`, which the editor shows the user.
    func showMessage(_ message: String, type: MessageType) {
        connection.sendNotification(
            "window/showMessage", params: ["type": .integer(type.rawValue), "message": .string(message)])
    }
}
