import ClientGenCore
import ClientGenFormat

/// `clientgen format`: read the specs, format each on its own, then write those that changed in place, all or
/// nothing (or, with `--check`, list them and fail). A spec with syntax errors is left as it is and its errors are
/// reported; the others are still formatted. Files are written before anything is printed.
struct Formatting {
    var options: FormatOptions
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        let locations = SpecRewriting.distinct(try InputCollector.specs(options.inputs))
        let sources = try InputCollector.read(locations)
        let outcomes = sources.concurrentMap(SpecFormatter.format)
        var diagnostics: [Diagnostic] = []
        var rewrites: [SpecRewrite] = []
        for (location, (source, outcome)) in zip(locations, zip(sources, outcomes)) {
            switch outcome {
            case .formatted(let bytes) where bytes != source.bytes:
                rewrites.append(SpecRewrite(location: location, original: source.bytes, contents: bytes))
            case .formatted:
                break
            case .notFormatted(let found):
                diagnostics += found
            }
        }
        if !options.isCheck { try SpecRewriting.write(rewrites, faults: faults) }
        report.diagnostics(diagnostics, in: sources)
        if options.isCheck, !rewrites.isEmpty {
            report.tool(.notFormatted)
            for rewrite in rewrites { report.errors("  \(PathText.shown(rewrite.location.displayPath))\n") }
            return ClientGenCommand.ExitCode.failure
        }
        return diagnostics.containsErrors ? ClientGenCommand.ExitCode.failure : ClientGenCommand.ExitCode.success
    }
}
