import ClientGenCore

/// One change to a spec's bytes: replace ``range`` with ``replacement``, as an editor applies a text edit.
package struct SourceEdit: Sendable, Hashable {
    /// The replaced bytes of the original.
    package var range: SourceRange
    /// What replaces them (an insertion when the range is empty, a deletion when this is).
    package var replacement: [UInt8]

    package init(range: SourceRange, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// One edit replacing whole lines: from the start of the first line where `old` and `new` differ to the end of
    /// the last (after its line break), or none when they are equal. Line boundaries keep the edit off the middle of
    /// a character and of a CRLF.
    static func lineEdits(from old: [UInt8], to new: [UInt8]) -> [SourceEdit] {
        guard old != new else { return [] }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, !endsLine(old, at: prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        while suffix > 0, !endsLine(old, at: old.count - suffix) { suffix -= 1 }
        return [
            SourceEdit(
                range: SourceRange(start: prefix, end: old.count - suffix),
                replacement: Array(new[prefix..<(new.count - suffix)]))
        ]
    }

    /// Whether `offset` is the start of a line of `bytes` (just after a line break, not inside a CRLF).
    private static func endsLine(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset > 0, offset <= bytes.count else { return offset == 0 }
        let previous = bytes[offset - 1]
        guard LineBreak.isLineBreak(previous) else { return false }
        return !(previous == UInt8(ascii: "\r") && offset < bytes.count && bytes[offset] == UInt8(ascii: "\n"))
    }
}
