/// A piece of generated code being put together, as UTF-8 bytes. String interpolation appends each part straight
/// into the bytes, types render into them in place, and nothing builds intermediate `String`s: emitters write
/// `writer.line("var \(name): \(type)")` and the literal becomes a `CodeText`.
struct CodeText: ExpressibleByStringInterpolation, StringInterpolationProtocol, CustomStringConvertible, TextOutput,
    Sendable
{
    // Most lines fit in `inline` and are put together without allocating; longer code moves to `spill`.
    private var inline: InlineBytes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var inlineCount = 0
    private var spill: [UInt8]?

    private typealias InlineBytes = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    private static let inlineCapacity = MemoryLayout<InlineBytes>.size

    init() {}

    /// Code already spelt as a string.
    init(_ text: String) {
        append(text)
    }

    init(stringLiteral value: String) {
        append(value)
    }

    init(literalCapacity: Int, interpolationCount: Int) {}

    init(stringInterpolation: CodeText) {
        self = stringInterpolation
    }

    var isEmpty: Bool { count == 0 }

    var count: Int { spill?.count ?? inlineCount }

    /// Calls `body` with the code's UTF-8 bytes.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let spill { return spill.withUnsafeBufferPointer(body) }
        return Swift.withUnsafeBytes(of: inline) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: inlineCount))
        }
    }

    /// The code as a `String`.
    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// The code itself, so that interpolating a `CodeText` into a `String` spells the code.
    var description: String { string }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
    }

    mutating func appendBytes(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard !utf8.isEmpty else { return }
        if spill == nil, inlineCount + utf8.count <= Self.inlineCapacity {
            let offset = inlineCount
            Swift.withUnsafeMutableBytes(of: &inline) { raw in
                (raw.baseAddress! + offset).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
            }
            inlineCount += utf8.count
            return
        }
        if spill == nil {
            var bytes = [UInt8]()
            bytes.reserveCapacity(2 * (inlineCount + utf8.count))
            withUTF8 { bytes.append(contentsOf: $0) }
            spill = bytes
        }
        spill!.append(contentsOf: utf8)
    }

    mutating func append(_ code: CodeText) {
        code.withUTF8 { appendBytes($0) }
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

    /// Anything that spells itself, written straight into the code: types, heads, calls.
    mutating func appendInterpolation(_ value: some TextWritable) {
        value.write(to: &self)
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
    package var description: String {
        var output = ""
        write(to: &output)
        return output
    }
}

extension CodeText {
    /// `\(literal: text)`: a Swift string literal whose value is `text`, escaping quotes, backslashes and control
    /// characters. Text is copied in runs between the bytes that need an escape, which most messages have none of.
    mutating func appendInterpolation(literal text: String) {
        append("\"")
        appendEscaped(text)
        append("\"")
    }

    /// `\(literal: value)`: a Swift string literal whose value is what `value` spells, escaped as it is written, with
    /// no intermediate string.
    mutating func appendInterpolation(literal value: some TextWritable) {
        append("\"")
        var literal = LiteralOutput(code: self)
        self = CodeText()
        value.write(to: &literal)
        self = literal.code
        append("\"")
    }

    /// Appends text as the inside of a string literal.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                guard let escape = Self.escape(utf8[index]) else { continue }
                appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(escape)
                runStart = index + 1
            }
            appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// How a byte is written inside a string literal when it cannot be written as itself. Bytes of multi-byte UTF-8
    /// sequences are all 0x80 or above, so they are copied as they are.
    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): "\\\""
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\t"): "\\t"
        case UInt8(ascii: "\r"): "\\r"
        case ..<0x20, 0x7F: "\\u{" + String(byte, radix: 16) + "}"
        default: nil
        }
    }
}

/// Writes text into code as the inside of a string literal.
private struct LiteralOutput: TextOutput {
    var code: CodeText

    mutating func append(_ text: String) {
        code.appendEscaped(text)
    }
}
