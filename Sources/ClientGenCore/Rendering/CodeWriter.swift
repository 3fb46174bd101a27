/// A small indenting writer for generated code, after swift-protobuf's `CodePrinter`: emitters write lines and nest
/// blocks; the writer owns indentation, so no emitter counts spaces and blank lines carry no trailing whitespace.
///
/// Lines are ``CodeText``, and the writer collects UTF-8 bytes: generation is mostly appending short pieces of text,
/// and appending bytes is several times cheaper than growing `String`s.
struct CodeWriter {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Spaces per level of indentation.
    private static let indentWidth = 4

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The code written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes one line at the current indentation; an empty line is written as a bare line break.
    mutating func line(_ text: CodeText) {
        if !text.isEmpty {
            // Spaces are appended as a repeated byte: a shared indentation string would be retained and released by
            // every line on every thread.
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * Self.indentWidth))
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes a line already spelt as a string.
    @_disfavoredOverload
    mutating func line(_ text: String) {
        line(CodeText(text))
    }

    /// Writes each line at the current indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(CodeText(text)) }
    }

    /// Writes an empty line.
    mutating func blankLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes the body one level deeper.
    mutating func withIndentation(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: CodeText, _ body: (inout CodeWriter) -> Void) {
        enclosed("\(header) {", "}", body)
    }

    /// Writes a block whose header is already spelt as a string.
    @_disfavoredOverload
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        block(CodeText(header), body)
    }

    /// Writes the opening line, the body one level deeper, and the closing line: for blocks that do not end a line
    /// with `{`, such as a closure's `{ _ in` or a call's `(`.
    mutating func enclosed(_ opening: CodeText, _ closing: CodeText, _ body: (inout CodeWriter) -> Void) {
        line(opening)
        withIndentation(body)
        line(closing)
    }

    /// Writes an enclosed body whose opening line is already spelt as a string.
    @_disfavoredOverload
    mutating func enclosed(_ opening: String, _ closing: String, _ body: (inout CodeWriter) -> Void) {
        enclosed(CodeText(opening), CodeText(closing), body)
    }
}
