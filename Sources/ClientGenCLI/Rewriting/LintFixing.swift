import ClientGenCore
import ClientGenFormat

/// `clientgen lint --fix`: lint, apply the chosen fix-its, lint again, until no fix-it changes anything (or the specs
/// come back to a state they were in, or after ``maximumRounds``); then write the fixed specs in place, all or
/// nothing, and report what is left as `lint` reports it. Everything happens in memory before the one write.
struct LintFixing {
    /// The most rounds of fixes a run makes: a fix-it whose result offers it again cannot make the run loop.
    static let maximumRounds = 8

    var inputs: [String]
    var context: [String]
    var selection: FixItSelection
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        let locations = SpecRewriting.distinct(try InputCollector.specs(inputs))
        let originals = try InputCollector.read(locations)
        let context = try InputCollector.readContext(self.context, excluding: originals)
        let fixed = Self.fixed(originals, selection: selection) { ClientGenerator().lint($0, context: context) }
        let (sources, applied) = (fixed.sources, fixed.applied)
        let diagnostics = ClientGenerator().lint(sources, context: context)
        let rewrites = locations.indices.filter { sources[$0].bytes != originals[$0].bytes }.map { index in
            SpecRewrite(location: locations[index], original: originals[index].bytes, contents: sources[index].bytes)
        }
        try SpecRewriting.write(rewrites, faults: faults)
        if report.format == .text {
            for (index, location) in locations.enumerated() where sources[index].bytes != originals[index].bytes {
                report.tool(.appliedFixIts(applied[index], to: PathText.shown(location.displayPath)))
            }
        }
        report.diagnostics(diagnostics, in: sources)
        return diagnostics.containsErrors ? ClientGenCommand.ExitCode.failure : ClientGenCommand.ExitCode.success
    }

    /// Specs after rounds of fixes.
    struct Rounds {
        var sources: [SourceFile]
        /// How many fix-its each spec got.
        var applied: [Int]
    }

    /// The specs after rounds of fixes: each round lints (with `lint`) and applies the selected fix-its of every
    /// spec. The rounds end when a round changes nothing, when the specs come back to a
    /// state they were in (a fix-it that undoes another), or after ``maximumRounds``.
    static func fixed(
        _ originals: [SourceFile],
        selection: FixItSelection,
        lint: ([SourceFile]) -> [Diagnostic]
    ) -> Rounds {
        var sources = originals
        var applied = Array(repeating: 0, count: sources.count)
        var seen: Set<[[UInt8]]> = [sources.map(\.bytes)]
        for _ in 0..<maximumRounds {
            let diagnostics = Dictionary(grouping: lint(sources), by: \.path)
            var next = sources
            var counts = applied
            for (index, source) in sources.enumerated() {
                let application = FixItApplier.apply(selection.fixIts(of: diagnostics[source.path] ?? []), to: source)
                guard application.bytes != source.bytes else { continue }
                next[index] = SourceFile(path: source.path, bytes: application.bytes)
                counts[index] += application.applied.count
            }
            guard seen.insert(next.map(\.bytes)).inserted else { break }
            (sources, applied) = (next, counts)
        }
        return Rounds(sources: sources, applied: applied)
    }
}
