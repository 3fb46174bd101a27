import ClientGenCore

/// Which line break the layout writes. A file whose line breaks are all CRLF keeps CRLF; any other file (LF, CR, a
/// mix, or none) gets LF. Line breaks inside what is copied as written (an expression the generated code copies,
/// such as a multiline string) stay as they are, and do not count: changing them would change the generated code.
enum LineBreakStyle {
    static let lineFeed: [UInt8] = [UInt8(ascii: "\n")]
    static let carriageReturnLineFeed: [UInt8] = [UInt8(ascii: "\r"), UInt8(ascii: "\n")]

    /// The line break to write for a file, given the byte ranges copied as written.
    static func lineBreak(for bytes: [UInt8], keeping copied: [SourceRange]) -> [UInt8] {
        let copied = copied.sorted { $0.start < $1.start }
        var next = 0
        var offset = 0
        var sawCRLF = false
        while offset < bytes.count {
            if next < copied.count, offset >= copied[next].start {
                offset = max(offset, copied[next].end)
                next += 1
                continue
            }
            let length = LineBreak.length(in: bytes, at: offset, limit: bytes.count)
            if length == 1 { return lineFeed }
            sawCRLF = sawCRLF || length == 2
            offset += max(length, 1)
        }
        return sawCRLF ? carriageReturnLineFeed : lineFeed
    }
}
