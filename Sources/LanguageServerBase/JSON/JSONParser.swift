/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It accepts exactly JSON's grammar (any value at the top level, whitespace around it) and rejects everything else
/// with the byte offset of the problem: invalid UTF-8, unescaped control characters in strings, numbers such as `01`
/// or `1.`, trailing content. It never recurses: arrays and objects being read are kept on an explicit stack, and
/// nesting deeper than `maximumDepth` is an error, so hostile input cannot overflow the thread's stack. The size of
/// the input is the caller's to bound (the message reader limits a message's body).
public struct JSONParser: Sendable {
    /// The default nesting limit: deeper than any real LSP message, small enough to be cheap.
    public static let defaultMaximumDepth = 512

    /// The most arrays and objects that may be open at once.
    public var maximumDepth: Int

    /// A parser that allows `maximumDepth` nested arrays and objects.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses `bytes`, which must hold exactly one JSON value.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { parseResult($0) }
        return try result.get()
    }

    /// Parses the bytes of `buffer`, which must hold exactly one JSON value.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        try parseResult(buffer).get()
    }

    /// Parses `text`'s UTF-8.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func parseResult(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        do {
            return .success(try scanner.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}

extension JSONValue {
    /// Parses `bytes` with the default nesting limit.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        self = try JSONParser().parse(bytes)
    }

    /// Parses `text`'s UTF-8 with the default nesting limit.
    public init(parsing text: String) throws(JSONParseError) {
        self = try JSONParser().parse(text)
    }
}

/// An array or object whose members are still being read.
struct OpenContainer {
    /// Whether this is an object (else an array).
    let isObject: Bool
    /// An array's elements so far.
    var elements: [JSONValue] = []
    /// An object's members so far.
    var object = JSONObject()
    /// The key of the object member whose value is being read.
    var pendingKey = ""

    /// The finished value.
    var value: JSONValue {
        isObject ? .object(object) : .array(elements)
    }

    /// Adds `value`: as the next element, or as the value of the pending key.
    mutating func add(_ value: JSONValue) {
        if isObject {
            object[pendingKey] = value
        } else {
            elements.append(value)
        }
    }
}

/// The parser's position in one input; the grammar of values and containers.
struct JSONScanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var position = 0
    private var stack: [OpenContainer] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Reads the whole input as one value.
    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        var value = try beginValue()
        while var container = stack.popLast() {
            container.add(value)
            skipWhitespace()
            switch try nextByte() {
            case UInt8(ascii: ","):
                stack.append(container)
                if container.isObject { try readKeyAndColon() }
                value = try beginValue()
            case UInt8(ascii: "]") where !container.isObject, UInt8(ascii: "}") where container.isObject:
                value = container.value
            case let byte:
                throw JSONParseError(.unexpectedByte(byte), at: position - 1)
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw JSONParseError(.trailingContent, at: position) }
        return value
    }

    /// Reads a value: a scalar, or an empty container, is returned; a non-empty container is opened (pushed, with
    /// its first key read) and reading goes on with its first element, until a complete value is found.
    private mutating func beginValue() throws(JSONParseError) -> JSONValue {
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            let byte = bytes[position]
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { return try scalar(startingWith: byte) }
            guard stack.count < maximumDepth else {
                throw JSONParseError(.nestingTooDeep(limit: maximumDepth), at: position)
            }
            position += 1
            let isObject = byte == UInt8(ascii: "{")
            skipWhitespace()
            if position < bytes.count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                position += 1
                return isObject ? .object(JSONObject()) : .array([])
            }
            stack.append(OpenContainer(isObject: isObject))
            if isObject { try readKeyAndColon() }
        }
    }

    private mutating func scalar(startingWith byte: UInt8) throws(JSONParseError) -> JSONValue {
        switch byte {
        case UInt8(ascii: "\""):
            position += 1
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber()
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: throw JSONParseError(.unexpectedByte(byte), at: position)
        }
    }

    /// Reads an object member's key and the colon after it, into the innermost open object.
    private mutating func readKeyAndColon() throws(JSONParseError) {
        skipWhitespace()
        guard try nextByte() == UInt8(ascii: "\"") else {
            throw JSONParseError(.unexpectedByte(bytes[position - 1]), at: position - 1)
        }
        stack[stack.count - 1].pendingKey = try readString()
        skipWhitespace()
        guard try nextByte() == UInt8(ascii: ":") else {
            throw JSONParseError(.unexpectedByte(bytes[position - 1]), at: position - 1)
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            guard bytes[position] == expected else {
                throw JSONParseError(.unexpectedByte(bytes[position]), at: position)
            }
            position += 1
        }
        return value
    }

    /// The byte at the position, consumed.
    mutating func nextByte() throws(JSONParseError) -> UInt8 {
        guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
        position += 1
        return bytes[position - 1]
    }

    /// Skips JSON's four whitespace characters (space, tab, line feed, carriage return).
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
