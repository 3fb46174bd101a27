import ClientGenKit

/// Importing small Swift sources written in a test, and reading what came out.
enum ImportCase {
    /// Imports one Swift file (or several), every client found or only those named.
    static func run(_ files: [String: String], clients: [String] = []) -> ImportResult {
        let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
        return ClientImporter(clientNames: clients).importClients(from: sources)
    }

    /// Imports one Swift file named `App.swift`.
    static func run(_ swift: String, clients: [String] = []) -> ImportResult {
        run(["App.swift": swift], clients: clients)
    }
}

extension ImportResult {
    /// The spec of a client, without its first line (the header naming the file it came from).
    func spec(_ client: String) -> String? {
        clients.first { $0.name == client }.map { String($0.spec.text.drop { $0 != "\n" }.dropFirst()) }
    }

    /// The extras file of a client.
    func extras(_ client: String) -> String? {
        clients.first { $0.name == client }?.extras?.text
    }

    /// The messages of the diagnostics, with their ids: `import.trapping: 'C.f' has no value…`.
    var messages: [String] {
        diagnostics.map { "\($0.id.rawValue): \($0.message)" }
    }

    /// What each client's generated code replaces, as `description, by replacement` lines.
    func replaced(_ client: String) -> [String] {
        (clients.first { $0.name == client }?.replaced ?? []).map { "\($0.description), by \($0.replacement)" }
    }
}
