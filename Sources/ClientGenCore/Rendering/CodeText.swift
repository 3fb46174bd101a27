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
