import ClientGenCore
import ClientGenImport
import ClientGenOutput

/// `clientgen import`: collect and read the Swift files, import their clients, then write the specs and extras files
/// by the rules `generate` writes by (all checks first, all or nothing), except that no existing file is ever
/// replaced. `--dry-run` prints the files instead. What the generated code replaces is listed on standard output, one
/// `file:line:col: note:` per declaration, so editors can jump to each.
struct Importing {
    var options: ImportOptions
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        let locations = try InputCollector.collect(options.inputs, suffix: ".swift")
        let sources = try InputCollector.read(locations)
        let directory = OriginName.workingDirectory()
        let origins = Dictionary(
            locations.map { ($0.displayPath, OriginName.of($0, workingDirectory: directory)) },
            uniquingKeysWith: { first, _ in first })
        let result = ClientImporter(clientNames: options.clients, originNames: origins).importClients(from: sources)
        guard !result.diagnostics.containsErrors, !result.clients.isEmpty else {
            report.diagnostics(result.diagnostics, in: result.sources)
            return ClientGenCommand.ExitCode.failure
        }
        let files = result.clients.flatMap { client in
            ([client.spec] + (client.extras.map { [$0] } ?? [])).map { file in
                OutputFile(
                    relativePath: file.path, displayPath: OutputTree.join(options.output, file.path),
                    contents: Array(file.text.utf8))
            }
        }
        let placed = result.clients.flatMap { client in
            ([client.spec] + (client.extras.map { [$0] } ?? [])).map {
                PlacedOutput(specPath: client.sourcePath, outputPath: $0.path)
            }
        }
        if let conflict = OutputPlacement.conflicts(among: placed).first {
            throw CommandFailure(.outputsCollide(conflict))
        }
        if options.isDryRun {
            _ = try OutputWriter.changes(files, into: options.output, policy: .newFilesOnly)
        } else {
            try OutputWriter.write(files, into: options.output, policy: .newFilesOnly, faults: faults)
        }
        let notes = result.notes(
            writtenPath: { PathText.shown(OutputTree.join(options.output, $0.path)) }, isDryRun: options.isDryRun)
        if report.format == .json {
            // One JSON array: the warnings, then what was imported and what to delete.
            report.diagnostics(result.diagnostics + notes, in: result.sources)
            return ClientGenCommand.ExitCode.success
        }
        report.diagnostics(result.diagnostics, in: result.sources)
        if options.isDryRun {
            for file in files {
                report.output("// \(file.displayPath)\n" + String(decoding: file.contents, as: UTF8.self))
            }
        }
        report.output(summary(notes, sources: result.sources))
        return ClientGenCommand.ExitCode.success
    }

    /// What was imported, and each declaration to delete once the specs build, as compiler notes on one line each.
    private func summary(_ notes: [Diagnostic], sources: [SourceFile]) -> String {
        let referenced = Set(notes.map(\.path))
        let formatter = DiagnosticFormatter(sources: sources.filter { referenced.contains($0.path) })
        return notes.map { note in
            guard note.id != .importImported, let location = formatter.location(of: note) else {
                return note.message + "\n"
            }
            return "\(PathText.shown(note.path)):\(location.line):\(location.column): note: \(note.message)\n"
        }.joined()
    }
}
