/// A small indenting writer for generated code, after swift-protobuf's `CodePrinter`: emitters write lines and nest
/// blocks; the writer owns indentation, so no emitter counts spaces and blank lines carry no trailing whitespace.
struct CodeWriter {
    private(set) var output = ""
    private var indentation = ""
    private static let indentUnit = "    "

    init(capacity: Int = 0) {
        output.reserveCapacity(capacity)
    }

    /// Writes one line at the current indentation; an empty line is written as a bare line break.
    mutating func line(_ text: String) {
        if !text.isEmpty {
            output += indentation
            output += text
        }
        output += "\n"
    }

    /// Writes each line at the current indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Writes an empty line.
    mutating func blankLine() {
        output += "\n"
    }

    /// Writes the body one level deeper.
    mutating func withIndentation(_ body: (inout CodeWriter) -> Void) {
        let outer = indentation
        indentation += Self.indentUnit
        body(&self)
        indentation = outer
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        enclosed(header + " {", "}", body)
    }

    /// Writes the opening line, the body one level deeper, and the closing line: for blocks that do not end a line
    /// with `{`, such as a closure's `{ _ in` or a call's `(`.
    mutating func enclosed(_ opening: String, _ closing: String, _ body: (inout CodeWriter) -> Void) {
        line(opening)
        withIndentation(body)
        line(closing)
    }
}
