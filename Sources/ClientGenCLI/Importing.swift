import ClientGenKit

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
        let result = ClientImporter(clientNames: options.clients).importClients(from: sources)
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
        if options.isDryRun {
            _ = try OutputWriter.changes(files, into: options.output, policy: .newFilesOnly)
        } else {
            try OutputWriter.write(files, into: options.output, policy: .newFilesOnly, faults: faults)
        }
        report.diagnostics(result.diagnostics, in: result.sources)
        if options.isDryRun {
            for file in files {
                report.output("// \(file.displayPath)\n" + String(decoding: file.contents, as: UTF8.self))
            }
        }
        report.output(summary(of: result))
        return ClientGenCommand.ExitCode.success
    }

    /// What was imported, and each declaration to delete once the specs build, as compiler notes.
    private func summary(of result: ImportResult) -> String {
        let converters = Dictionary(
            result.sources.map { ($0.path, SourceLocationConverter($0)) }, uniquingKeysWith: { first, _ in first })
        var text = ""
        for client in result.clients {
            let written = [client.spec.path] + (client.extras.map { [$0.path] } ?? [])
            let verb = options.isDryRun ? "would import" : "imported"
            text +=
                "\(verb) '\(client.name)' into "
                + written.map { "'\(PathText.shown(OutputTree.join(options.output, $0)))'" }.joined(separator: " and ")
                + "\n"
            for declaration in client.replaced {
                guard let converter = converters[declaration.path] else { continue }
                let start = converter.location(of: declaration.range.start)
                let end = converter.location(of: max(declaration.range.start, declaration.range.end - 1))
                text +=
                    "\(PathText.shown(declaration.path)):\(start.line):\(start.column): note: delete "
                    + "\(declaration.description) (lines \(start.line)-\(end.line)): \(declaration.replacement) "
                    + "replaces it\n"
            }
        }
        return text
    }
}
