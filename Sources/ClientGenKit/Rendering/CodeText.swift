/// A piece of generated code being put together, as UTF-8 bytes. String interpolation appends each part straight
/// into the bytes, types render into them in place, and nothing builds intermediate `String`s: emitters write
/// `writer.line("var \(name): \(type)")` and the literal becomes a `CodeText`.
struct CodeText: ExpressibleByStringInterpolation, StringInterpolationProtocol, CustomStringConvertible, TextOutput,
    Sendable
{
    private(set) var bytes: [UInt8] = []

    init() {}

    /// Code already spelt as a string. Like an interpolation, it reserves room for a typical line, as code is
    /// usually appended to it.
    init(_ text: String) {
        bytes.reserveCapacity(Swift.max(text.utf8.count, Self.typicalLineLength))
        append(text)
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    /// What a line of generated code rarely exceeds, in bytes.
    private static let typicalLineLength = 96

    init(literalCapacity: Int, interpolationCount: Int) {
        // Interpolated names and types are rarely longer than this; a longer one grows the buffer once.
        bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
    }

    init(stringInterpolation: CodeText) {
        self = stringInterpolation
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The code as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The code itself, so that interpolating a `CodeText` into a `String` spells the code.
    var description: String { string }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    mutating func appendBytes(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    mutating func append(_ code: CodeText) {
        bytes += code.bytes
    }

    /// Appends each element with `separator` between them, like `joined(separator:)` without the joined string.
    mutating func append<Element>(
        _ elements: some Sequence<Element>,
        separator: String,
        _ write: (inout CodeText, Element) -> Void
    ) {
        var isFirst = true
        for element in elements {
            if !isFirst { append(separator) }
            isFirst = false
            write(&self, element)
        }
    }

    mutating func appendLiteral(_ literal: String) {
        append(literal)
    }

    mutating func appendInterpolation(_ text: String) {
        append(text)
    }

    mutating func appendInterpolation(_ text: Substring) {
        append(String(text))
    }

    mutating func appendInterpolation(_ code: CodeText) {
        append(code)
    }

    mutating func appendInterpolation(_ type: TypeSyntax) {
        type.write(to: &self)
    }

    /// ` async throws(E)`: effects with their leading spaces.
    mutating func appendInterpolation(_ effects: Effects) {
        effects.write(to: &self)
    }
}

/// Where code is spelt: a `CodeText` for emitters, a `String` for names and messages (short ones need no allocation).
protocol TextOutput {
    mutating func append(_ text: String)
}

extension String: TextOutput {}

/// Something spelt by writing it into a ``TextOutput``: straight into generated code, or into a `String`, its
/// description.
protocol TextWritable: CustomStringConvertible {
    func write(to output: inout some TextOutput)
}

extension TextWritable {
    var description: String {
        var output = ""
        write(to: &output)
        return output
    }
}
