/// The line terminators Swift recognises: a line feed, a carriage return, or both as one break (CRLF). A lone carriage
/// return ends a `//` comment, a single-line string and a line for Swift, so it must for every reader of a spec too:
/// text copied into generated code must end where Swift thinks it ends.
package enum LineBreak {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// Whether a byte ends a line (CRLF counts as one break: see ``length(in:at:limit:)``).
    package static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    /// The number of bytes of the line break at `offset`: 2 for CRLF, 1 for a lone CR or LF, 0 when no line break
    /// starts there.
    package static func length<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes,
        at offset: Int,
        limit: Int
    ) -> Int where Bytes.Index == Int {
        guard offset < limit else { return 0 }
        switch bytes[offset] {
        case lineFeed:
            return 1
        case carriageReturn:
            return offset + 1 < limit && bytes[offset + 1] == lineFeed ? 2 : 1
        default:
            return 0
        }
    }

    /// The lines of a byte sequence split at every line break, without the breaks.
    package static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard isLineBreak(bytes[index]) else {
                index += 1
                continue
            }
            lines.append(bytes[lineStart..<index])
            index += length(in: bytes, at: index, limit: bytes.endIndex)
            lineStart = index
        }
        lines.append(bytes[lineStart..<bytes.endIndex])
        return lines
    }
}
