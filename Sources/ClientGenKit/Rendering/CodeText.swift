/// A piece of generated code being put together: string interpolation appends each part straight into UTF-8 bytes,
/// so writing a line builds no intermediate `String`s. Emitters write `writer.line("var \(name): \(type)")` and the
/// literal becomes a `CodeText`.
struct CodeText: ExpressibleByStringInterpolation {
    fileprivate(set) var bytes: [UInt8]

    /// Code already spelt as a string.
    init(_ text: String) {
        bytes = []
        bytes.appendUTF8(text)
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// Collects the parts of an interpolated literal.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            // Interpolated names and types are rarely longer than this; a longer one grows the buffer once.
            bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        mutating func appendLiteral(_ literal: String) {
            bytes.appendUTF8(literal)
        }

        mutating func appendInterpolation(_ text: String) {
            bytes.appendUTF8(text)
        }

        mutating func appendInterpolation(_ text: Substring) {
            bytes.appendUTF8(String(text))
        }

        mutating func appendInterpolation(_ code: CodeText) {
            bytes += code.bytes
        }
    }
}

extension [UInt8] {
    /// Appends a string's UTF-8 code units in one copy.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
