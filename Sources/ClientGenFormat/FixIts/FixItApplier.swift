import ClientGenCore

/// Applies fix-its to a spec, as an editor applies several edits at once: `clientgen lint --fix` applies every fix-it
/// of a run with it, and the language server each quick fix.
///
/// Fix-its are taken in the order given (the order diagnostics are reported in); one that overlaps a fix-it already
/// taken is skipped, and returned as such, since the two edits were computed against the same text and cannot both
/// apply. (Linting the result again offers it anew if it still applies.) Two edits overlap when their ranges share a
/// byte, or when both insert at the same place; the same edit offered twice is applied once. In a spec whose line
/// breaks are all CRLF, the line breaks a fix-it inserts are CRLF too, as the formatter writes them.
package enum FixItApplier {
    /// What applying fix-its gave.
    package struct Application: Sendable, Hashable {
        /// The spec's bytes with the applied fix-its.
        package var bytes: [UInt8]
        /// The fix-its applied, in the order given.
        package var applied: [FixIt]
        /// The fix-its skipped because they overlap an applied one, or fall outside the file.
        package var skipped: [FixIt]

        /// Whether the bytes changed.
        package var changedAnything: Bool { !applied.isEmpty }
    }

    /// Applies the fix-its that do not overlap one taken before them.
    package static func apply(_ fixIts: [FixIt], to source: SourceFile) -> Application {
        var applied: [FixIt] = []
        var skipped: [FixIt] = []
        for fixIt in fixIts {
            let range = fixIt.range
            guard range.start >= 0, range.start <= range.end, range.end <= source.bytes.count else {
                skipped.append(fixIt)
                continue
            }
            if applied.contains(where: { $0.range == range && $0.replacement == fixIt.replacement }) { continue }
            if applied.contains(where: { overlap($0.range, range) }) {
                skipped.append(fixIt)
            } else {
                applied.append(fixIt)
            }
        }
        var bytes = source.bytes
        let lineBreak = LineBreakStyle.lineBreak(for: bytes, keeping: [])
        // From the end backwards, so that each range is still where it was computed.
        for fixIt in applied.sorted(by: { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }) {
            bytes.replaceSubrange(
                fixIt.range.start..<fixIt.range.end,
                with: Self.replacement(fixIt.replacement, breakingLinesWith: lineBreak))
        }
        return Application(bytes: bytes, applied: applied, skipped: skipped)
    }

    /// A fix-it's text with each line feed (not already after a carriage return) written as `lineBreak`, a line
    /// feed or CRLF (``LineBreakStyle``).
    private static func replacement(_ text: String, breakingLinesWith lineBreak: [UInt8]) -> [UInt8] {
        guard lineBreak == LineBreakStyle.carriageReturnLineFeed else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), bytes.last != UInt8(ascii: "\r") { bytes.append(UInt8(ascii: "\r")) }
            bytes.append(byte)
        }
        return bytes
    }

    /// Whether two edits cannot both apply: their ranges share a byte, or they are the same range (two insertions
    /// at one place, whose order would be a guess).
    private static func overlap(_ lhs: SourceRange, _ rhs: SourceRange) -> Bool {
        (lhs.start < rhs.end && rhs.start < lhs.end) || lhs == rhs
    }
}
