/// The header fields of one message as they are read: the `Content-Length` and the first problem found.
///
/// Header names are compared ignoring case. `Content-Type` and any other header are accepted and ignored: LSP has
/// one content type, JSON-RPC in UTF-8.
struct HeaderBlock {
    /// The name of the one header the reader needs, in lower case.
    static let contentLengthName = Array("content-length".utf8)

    /// The body's length, once a valid `Content-Length` was read.
    private(set) var contentLength: Int?
    /// Whether a `Content-Length` could not be trusted (unreadable, or two that differ).
    private(set) var contentLengthIsInvalid = false
    /// The first problem found in the block.
    private(set) var problem: FramingError?

    /// Reads one header line (without its line break).
    mutating func add(line: ArraySlice<UInt8>) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            record(.malformedHeader(Self.shown(line)))
            return
        }
        let name = Self.trimmed(line[..<colon])
        guard Self.equalIgnoringCase(name, Self.contentLengthName) else { return }
        let value = Self.trimmed(line[(colon + 1)...])
        guard let length = Self.decimal(value), contentLength == nil || contentLength == length else {
            contentLengthIsInvalid = true
            record(.invalidContentLength(Self.shown(value)))
            return
        }
        contentLength = length
    }

    /// Records that a line was too long to read.
    mutating func recordLongLine() {
        record(.headerLineTooLong(limit: InputBuffer.capacity))
    }

    private mutating func record(_ error: FramingError) {
        if problem == nil { problem = error }
    }

    /// Where a `Content-Length` header starts in `line`, ignoring case: how the reader finds the next message in
    /// input it could not frame (a line may begin with the end of an unframed body).
    static func contentLengthStart(in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>.Index? {
        let name = contentLengthName
        guard line.count >= name.count else { return nil }
        for start in line.startIndex...(line.endIndex - name.count)
        where equalIgnoringCase(line[start..<start + name.count], name) {
            return start
        }
        return nil
    }

    /// A count of bytes in decimal digits only, at most 18 of them (so it cannot overflow).
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// ASCII comparison ignoring case; `lowercase` must be lower case already.
    private static func equalIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
        bytes.count == lowercase.count
            && zip(bytes, lowercase).allSatisfy { (byte, expected) in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == expected : byte == expected
            }
    }

    /// At most 80 bytes of a line as text for an error message.
    private static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(80), as: UTF8.self)
    }
}
