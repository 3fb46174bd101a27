import Foundation
import Testing

/// Golden files: expected output committed next to the tests, compared byte for byte.
///
/// Run `CLIENTGEN_RECORD=1 swift test` to rewrite every golden from the current output, then review the change with
/// `git diff` before committing it.
enum Golden {
    /// Whether this run rewrites goldens instead of comparing against them.
    static let isRecording = ProcessInfo.processInfo.environment["CLIENTGEN_RECORD"] == "1"

    /// The repository's root directory, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compares `actual` with the golden file at `url`, or rewrites it when recording. A mismatch is recorded as an
    /// issue showing a line diff.
    static func assertMatches(
        _ actual: String,
        golden url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file at \(url.path); run CLIENTGEN_RECORD=1 swift test to create it.",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(
            """
            Output differs from \(url.lastPathComponent) (- golden, + actual); \
            if the change is intended, run CLIENTGEN_RECORD=1 swift test and review the diff.
            \(LineDiff.render(expected: expected, actual: actual))
            """,
            sourceLocation: sourceLocation)
    }
}

/// A minimal line diff (longest common subsequence) for readable golden mismatches.
enum LineDiff {
    static func render(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: Substring)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i]))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append(("+", new[j]))
                j += 1
            } else {
                lines.append(("-", old[i]))
                i += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        return lines.indices.filter { index in changed.contains { abs($0 - index) <= context } }
            .map { "\(lines[$0].mark) \(lines[$0].text)" }
            .joined(separator: "\n")
    }
}
