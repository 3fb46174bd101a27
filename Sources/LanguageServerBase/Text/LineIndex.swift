/// A document's UTF-8 bytes with the offsets where its lines start: converts between byte offsets and LSP
/// positions in any `PositionEncoding`.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as LSP counts them; the line break belongs to no line's characters.
/// Conversions never fail: a character past its line's end means the line's end, a line past the document's last
/// means the document's end, negative numbers mean 0, and a position or offset inside a character (between the two
/// UTF-16 units of an emoji, or inside a multi-byte UTF-8 sequence) means the start of that character.
public struct LineIndex: Sendable {
    /// The document's text in UTF-8.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    private let lineStarts: [Int]
    /// The checkpoints of each line holding a byte beyond ASCII, by line; a line of ASCII counts one unit a byte in
    /// every encoding and needs none.
    private var checkpoints: [Int: LineCheckpoints] = [:]

    /// The index of `bytes`, a document's UTF-8.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var wideLines: [Int] = []
        var isWide = false
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte >= 0x80 { isWide = true }
            if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if isWide { wideLines.append(starts.count - 1) }
                isWide = false
                starts.append(offset)
            }
        }
        if isWide { wideLines.append(starts.count - 1) }
        lineStarts = starts
        for line in wideLines {
            checkpoints[line] = LineCheckpoints(bounds: lineBounds(line)) { characterLength(at: $0, before: $1) }
        }
    }

    /// The index of `text`'s UTF-8.
    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The number of lines: one more than the number of line breaks.
    public var lineCount: Int { lineStarts.count }

    /// The byte offsets of `line`'s characters, without its line break; `line` is clamped to the document's lines.
    public func lineBounds(_ line: Int) -> Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        guard line + 1 < lineStarts.count else { return start..<bytes.count }
        var end = lineStarts[line + 1] - 1
        if end > start, bytes[end] == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The line break the document writes throughout (`\r\n` or a lone `\r` when every line break is one), else
    /// `\n`: what text inserted into the document should break its lines with, so as not to mix line breaks.
    public var lineBreak: String {
        var found: String?
        for line in 0..<(lineStarts.count - 1) {
            let lineBreak = String(decoding: bytes[lineBounds(line).upperBound..<lineStarts[line + 1]], as: UTF8.self)
            guard found == nil || found == lineBreak else { return "\n" }
            found = lineBreak
        }
        return found ?? "\n"
    }

    /// The byte offset of `position`, clamped into the document.
    public func offset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let bounds = lineBounds(position.line)
        guard let checkpoints = checkpoints[position.line] else {
            return bounds.lowerBound + min(max(position.character, 0), bounds.count)
        }
        let checkpoint = checkpoints.last(atOrBefore: position.character, in: encoding)
        var offset = checkpoint.offset
        var units = checkpoints.units(checkpoint, in: encoding)
        while offset < bounds.upperBound {
            let length = characterLength(at: offset, before: bounds.upperBound)
            units += encoding.units(forUTF8Length: length)
            guard units <= position.character else { break }
            offset += length
        }
        return offset
    }

    /// The position of the byte offset `offset`, clamped into the document.
    public func position(of offset: Int, in encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = self.line(containing: offset)
        let bounds = lineBounds(line)
        let target = min(offset, bounds.upperBound)
        guard let checkpoints = checkpoints[line] else {
            return Position(line: line, character: target - bounds.lowerBound)
        }
        let checkpoint = checkpoints.last(atOrBefore: target)
        var cursor = checkpoint.offset
        var units = checkpoints.units(checkpoint, in: encoding)
        while cursor < target {
            let length = characterLength(at: cursor, before: bounds.upperBound)
            guard cursor + length <= target else { break }
            units += encoding.units(forUTF8Length: length)
            cursor += length
        }
        return Position(line: line, character: units)
    }

    /// The range of byte offsets that `range` covers, clamped into the document (its ends put in order).
    public func offsets(of range: TextRange, in encoding: PositionEncoding) -> Range<Int> {
        let start = offset(of: range.start, in: encoding)
        let end = offset(of: range.end, in: encoding)
        return min(start, end)..<max(start, end)
    }

    /// The line whose start is the last at or before `offset`.
    private func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The length of the UTF-8 sequence starting at `offset` by its first byte (a stray byte counts as one), never
    /// past `limit`.
    private func characterLength(at offset: Int, before limit: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0xC0...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF7: length = 4
        default: length = 1
        }
        return min(length, limit - offset)
    }
}
