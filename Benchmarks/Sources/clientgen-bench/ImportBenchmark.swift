import Foundation

/// `clientgen import` on a whole app: copies of the real-world corpus (Tests/Fixtures/RealWorld/Originals) until the
/// app has at least `lines` lines of Swift, each copy's client and model names made unique (`WebRepository` becomes
/// `WebRepository7` in the seventh copy), so that every client of every copy is found, drafted and checked. The target
/// is every Swift file of a 100,000-line app in under 1 s.
enum ImportBenchmark {
    static func run(clientgen: String, corpus: String, lines: Int, repetitions: Int, work: String) throws {
        let files = FileManager.default
        let app = "\(work)/import-app"
        try? files.removeItem(atPath: app)
        let sources = try swiftFiles(under: corpus)
        let names = try declaredNames(in: sources)
        let pattern = try NSRegularExpression(pattern: "\\b(" + names.joined(separator: "|") + ")\\b")
        var total = 0
        var copy = 0
        var fileCount = 0
        while total < lines {
            copy += 1
            for (relative, text) in sources {
                let range = NSRange(text.startIndex..., in: text)
                let renamed = pattern.stringByReplacingMatches(in: text, range: range, withTemplate: "$1\(copy)")
                let path = "\(app)/Module\(copy)/\(relative)"
                try files.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try renamed.write(toFile: path, atomically: false, encoding: .utf8)
                total += renamed.split(separator: "\n", omittingEmptySubsequences: false).count
                fileCount += 1
            }
        }
        let output = "\(work)/import-out"
        let log = "\(work)/import.log"
        let timing = Measure.best(of: repetitions, prepare: { try? files.removeItem(atPath: output) }) {
            Measure.run(clientgen, ["import", app, "--output", output, "--dry-run"], log: log)
        }
        let imported = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
            .split(separator: "\n").filter { $0.hasPrefix("would import ") }.count
        guard timing.best.status == 0, imported > 0 else {
            print("clientgen import failed on the synthetic app (exit \(timing.best.status)); see \(log)")
            exit(1)
        }
        print(
            String(
                format: "import: %ld lines in %ld Swift files (%ld copies of the corpus), %ld clients imported: "
                    + "%.3f s (median %.3f s), peak %.1f MB (target < 1 s for 100,000 lines)",
                total, fileCount, copy, imported, timing.best.seconds, timing.median, timing.best.peakMegabytes))
    }

    /// The Swift files under a folder, by relative path.
    private static func swiftFiles(under folder: String) throws -> [(String, String)] {
        let paths = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8)) }
    }

    /// The names the corpus declares at the top level of its files (protocols, structs, classes, enums), which each
    /// copy renames.
    private static func declaredNames(in sources: [(String, String)]) throws -> [String] {
        let declaration = try NSRegularExpression(
            pattern: "^(?:public |package |internal |private |fileprivate |final |open )*"
                + "(?:protocol|struct|class|enum|actor) ([A-Za-z_][A-Za-z0-9_]*)",
            options: [.anchorsMatchLines])
        var names: Set<String> = []
        for (_, text) in sources {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names.sorted { $0.count > $1.count }
    }
}
