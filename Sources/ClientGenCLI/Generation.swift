import ClientGenCore
import ClientGenOutput

/// `clientgen generate`: collect and read the specs, generate, then write (or, for `--dry-run` and `--check`, make
/// every check a write makes). Files are written before anything is printed, so a reader that stops reading (a closed
/// pipe) cannot keep generation from completing.
struct Generation {
    var options: GenerateOptions
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        let locations = try InputCollector.specs(options.inputs)
        let placed = try place(locations)
        let sources = try InputCollector.read(locations)
        let result = ClientGenerator(artifacts: options.artifacts, imports: options.imports)
            .generate(sources, context: try InputCollector.readContext(options.context, excluding: sources))
        guard !result.diagnostics.containsErrors else {
            report.diagnostics(result.diagnostics, in: result.sources)
            return ClientGenCommand.ExitCode.failure
        }
        let files = result.files.compactMap { placed[$0.sourcePath]?.with(contents: $0.utf8) }
        let changes: Result<[OutputFile], CommandFailure>
        switch options.mode {
        case .write:
            changes = Result { () throws(CommandFailure) in try OutputWriter.write(files, into: root, faults: faults) }
        case .dryRun, .check:
            changes = Result { () throws(CommandFailure) in try OutputWriter.changes(files, into: root) }
        }
        report.diagnostics(result.diagnostics, in: result.sources)
        return try finish(with: changes.get())
    }

    /// Lists what would change (`--dry-run`), or fails while anything would (`--check`).
    private func finish(with changes: [OutputFile]) -> Int32 {
        switch options.mode {
        case .write:
            return ClientGenCommand.ExitCode.success
        case .dryRun:
            for file in changes { report.output("would write \(file.displayPath)\n") }
            return ClientGenCommand.ExitCode.success
        case .check:
            guard !changes.isEmpty else { return ClientGenCommand.ExitCode.success }
            report.tool(.outOfDate)
            for file in changes { report.errors("  \(file.displayPath)\n") }
            return ClientGenCommand.ExitCode.failure
        }
    }

    /// The folder outputs are written into: the output directory, or the folder of the output file.
    private var root: String {
        switch options.destination {
        case .directory(let directory): return directory
        case .file(let file): return OutputTree.split(file).parent
        }
    }

    /// Where each spec's output goes, by the spec's display path. Outputs that would collide, and spec paths that
    /// cannot be written into a generated file's header comment, are failures before anything is read.
    private func place(_ locations: [SpecLocation]) throws(CommandFailure) -> [String: OutputFile] {
        var placed: [String: OutputFile] = [:]
        for location in locations {
            if ControlCharacters.occur(in: location.displayPath) {
                throw CommandFailure(.pathWithControlCharacter(PathText.shown(location.displayPath)))
            }
            let file: OutputFile
            switch options.destination {
            case .directory(let directory):
                let display = OutputTree.join(directory, location.outputPath)
                file = OutputFile(relativePath: location.outputPath, displayPath: display, contents: [])
            case .file(let path):
                file = OutputFile(relativePath: OutputTree.split(path).name, displayPath: path, contents: [])
            }
            placed[location.displayPath] = file
        }
        let outputs = locations.map {
            PlacedOutput(specPath: $0.displayPath, outputPath: placed[$0.displayPath]!.relativePath)
        }
        if let conflict = OutputPlacement.conflicts(among: outputs).first {
            throw CommandFailure(.outputsCollide(conflict))
        }
        return placed
    }
}

extension OutputFile {
    fileprivate func with(contents: [UInt8]) -> OutputFile {
        var file = self
        file.contents = contents
        return file
    }
}
