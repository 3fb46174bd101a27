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
