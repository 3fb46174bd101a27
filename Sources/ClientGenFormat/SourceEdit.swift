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
}
