/// The text of one `.client` spec and the path it is reported under.
///
/// Everything downstream refers to the text by byte offset; offsets become line and column only when a diagnostic is
/// printed, through ``SourceLocationConverter``.
public struct SourceFile: Sendable {
    /// The largest spec clientgen reads, in bytes: a spec is a few kilobytes; anything near this is not one.
    public static let maximumSize = 16 * 1_048_576

    /// The path diagnostics and the generated header name, usually relative to the directory the user passed.
    public let path: String
    /// The spec's UTF-8 bytes.
    public let bytes: [UInt8]

    /// Creates a source file from its display path and text.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// Creates a source file from its display path and raw bytes (which need not be valid UTF-8).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The spaces and tabs that start the line holding an offset: what inserted lines are indented with, and how far
    /// import unindents a declaration's lines.
    package func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, !LineBreak.isLineBreak(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of a byte range, decoding invalid UTF-8 as replacement characters.
    package func text(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// The file name without directories and without its `.client` extension, e.g. `Weather` for `a/Weather.client`.
    var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".client") ? String(name.dropLast(".client".count)) : name
    }
}

/// A half-open range of byte offsets into a ``SourceFile``.
public struct SourceRange: Hashable, Sendable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset just past the last byte.
    public var end: Int

    /// Creates a range from its bounds.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// An empty range at an offset, for insertions and "expected ..." diagnostics.
    package static func empty(at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The smallest range covering both.
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}

/// A 1-based line and column (in UTF-8 bytes), as compilers print them.
public struct SourceLocation: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes like the Swift compiler does.
    public var column: Int

    /// A line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Turns byte offsets into lines and columns for one file; built only when something is printed.
public struct SourceLocationConverter: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes the line starts of a file. Lines end as Swift ends them: at a line feed, a carriage return, or CRLF.
    public init(_ file: SourceFile) {
        bytes = file.bytes
        var starts = [0]
        var offset = 0
        while offset < bytes.count {
            let length = LineBreak.length(in: bytes, at: offset, limit: bytes.count)
            offset += max(length, 1)
            if length > 0 { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let line = lineIndex(of: offset)
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// The bytes of the line holding an offset, without its line break.
    func lineBytes(containing offset: Int) -> ArraySlice<UInt8> {
        let line = lineIndex(of: offset)
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], LineBreak.isLineBreak(bytes[end - 1]) { end -= 1 }
        return bytes[lineStarts[line]..<end]
    }

    private func lineIndex(of offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The characters that must not reach a place that is one line: a generated file's header comment, a message on a
/// terminal, a drafted spec's comment. One definition, with the ways each place writes them instead.
package enum ControlCharacters {
    /// Whether a scalar is a control character: C0 and C1 controls, `DEL`, and the line and paragraph separators,
    /// which end a line (or a `//` comment) as a line break does.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Whether a text has any.
    package static func occur(in text: String) -> Bool {
        text.unicodeScalars.contains(where: contains)
    }

    /// The text with each control character shown as `?`, as a message shows a path.
    package static func shown(_ text: String) -> String {
        replaced(in: text) { _ in "?" }
    }

    /// The text with each control character written as `\u{…}`, as a comment keeps a path.
    package static func escaped(_ text: String) -> String {
        replaced(in: text) { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
    }

    private static func replaced(in text: String, by replacement: (Unicode.Scalar) -> String) -> String {
        guard occur(in: text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if contains(scalar) { result += replacement(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
