/// The part of a source line a diagnostic shows: the whole line when it is short, otherwise a window of about
/// ``SourceLineExcerpt/maximumWidth`` bytes around the caret with `...` where the line goes on, so that a huge line
/// (a minified or garbage file) is not echoed whole for every diagnostic in it.
struct SourceLineExcerpt {
    /// The most bytes of a line shown.
    static let maximumWidth = 200
    /// What marks a cut.
    static let cutMarker = "..."

    /// The shown bytes, a slice of the line (its indices are the line's).
    let bytes: ArraySlice<UInt8>
    /// `...` when the line was cut before the shown bytes, else empty.
    let leadingMarker: String
    /// `...` when the line was cut after the shown bytes, else empty.
    let trailingMarker: String

    /// The excerpt of `line` around the byte offset `caret`, cut only between UTF-8 scalars.
    init(line: ArraySlice<UInt8>, around caret: Int) {
        guard line.count > Self.maximumWidth else {
            self.init(bytes: line, cutBefore: false, cutAfter: false)
            return
        }
        let half = Self.maximumWidth / 2
        var start = max(line.startIndex, min(caret - half, line.endIndex - Self.maximumWidth))
        var end = min(line.endIndex, start + Self.maximumWidth)
        while start > line.startIndex, Self.isContinuationByte(line[start]) { start -= 1 }
        while end < line.endIndex, Self.isContinuationByte(line[end]) { end += 1 }
        self.init(bytes: line[start..<end], cutBefore: start > line.startIndex, cutAfter: end < line.endIndex)
    }

    private init(bytes: ArraySlice<UInt8>, cutBefore: Bool, cutAfter: Bool) {
        self.bytes = bytes
        self.leadingMarker = cutBefore ? Self.cutMarker : ""
        self.trailingMarker = cutAfter ? Self.cutMarker : ""
    }

    /// The line as printed.
    var text: String {
        leadingMarker + String(decoding: bytes, as: UTF8.self) + trailingMarker
    }

    /// A message that quotes source text (a name, a default value) cut to ``maximumMessageLength`` characters.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > maximumMessageLength else { return message }
        return String(message.prefix(maximumMessageLength)) + cutMarker
    }

    /// The most characters of a message shown.
    static let maximumMessageLength = 500

    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
