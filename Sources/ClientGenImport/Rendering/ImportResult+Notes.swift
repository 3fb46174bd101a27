import ClientGenCore

/// What an import did, and what it leaves to do, as notes: for each client, where it was imported to, and each
/// declaration of the inputs to delete once its spec builds (or to keep, though it looks replaced), located there, so
/// that an editor jumps to it.
extension ImportResult {
    /// The notes of the run, client by client: `import.imported` at the client's name, then one `import.delete` per
    /// declaration the generated code replaces and one `import.keep` per declaration the app still needs, in file and
    /// position order. `writtenPath` gives the path to show for a file import writes (relative to the output
    /// directory).
    public func notes(writtenPath: (ImportedFile) -> String, isDryRun: Bool) -> [Diagnostic] {
        // Only the files holding declarations to delete or keep need their line tables.
        let referenced = Set(clients.flatMap { $0.replaced.map(\.path) + $0.kept.map(\.path) })
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
            var located: [Diagnostic] = []
            for declaration in client.replaced {
                guard let lines = converters[declaration.path]?.lines(of: declaration.range) else { continue }
                located.append(
                    Diagnostic(
                        .importDelete(declaration.kind, lines: lines), path: declaration.path, range: declaration.range)
                )
            }
            for declaration in client.kept {
                guard let lines = converters[declaration.path]?.lines(of: declaration.range) else { continue }
                located.append(
                    Diagnostic(
                        .importKeep(declaration.kind, lines: lines), path: declaration.path, range: declaration.range))
            }
            notes += located.sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) }
        }
        return notes
    }
}

extension SourceLocationConverter {
    /// The first and last lines of a range.
    fileprivate func lines(of range: SourceRange) -> ClosedRange<Int> {
        location(of: range.start).line...location(of: max(range.start, range.end - 1)).line
    }
}
