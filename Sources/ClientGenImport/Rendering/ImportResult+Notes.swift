import ClientGenCore

/// What an import did, and what it leaves to do, as notes: for each client, where it was imported to, and each
/// declaration of the inputs to delete once its spec builds, located there, so that an editor jumps to it.
extension ImportResult {
    /// The notes of the run, client by client: `import.imported` at the client's name, then one `import.delete` per
    /// declaration the generated code replaces, in file and position order. `writtenPath` gives the path to show for a
    /// file import writes (relative to the output directory).
    public func notes(writtenPath: (ImportedFile) -> String, isDryRun: Bool) -> [Diagnostic] {
        // Only the files holding declarations to delete need their line tables.
        let referenced = Set(clients.flatMap { $0.replaced.map(\.path) })
        let converters = Dictionary(
            sources.filter { referenced.contains($0.path) }.map { ($0.path, SourceLocationConverter($0)) },
            uniquingKeysWith: { first, _ in first })
        var notes: [Diagnostic] = []
        for client in clients {
            let written = ([client.spec] + (client.extras.map { [$0] } ?? [])).map(writtenPath)
            notes.append(
                Diagnostic(
                    .importImported(client.name, into: written, isDryRun: isDryRun), path: client.sourcePath,
                    range: client.origin))
            for declaration in client.replaced {
                guard let converter = converters[declaration.path] else { continue }
                let first = converter.location(of: declaration.range.start).line
                let last = converter.location(of: max(declaration.range.start, declaration.range.end - 1)).line
                notes.append(
                    Diagnostic(
                        .importDelete(declaration.kind, lines: first...last),
                        path: declaration.path, range: declaration.range))
            }
        }
        return notes
    }
}
