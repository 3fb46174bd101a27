/// A JSON value as the language server reads and writes it.
///
/// Numbers keep the distinction JSON-RPC needs: a number written without a fraction or an exponent that fits in
/// `Int` is an `integer`, so request ids such as `1` and `2147483648` come back exactly as they were sent; any other
/// number is a `number` (a `Double`, written back with enough digits to read back the same value). Equality is
/// structural: `.integer(1)` and `.number(1.0)` differ, and objects compare their entries in order.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its keys in the order they were written.
    case object(JSONObject)
}

extension JSONValue {
    /// The member `key` of an object; `nil` when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; `nil` when this is not an array or the index is out of bounds.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The string, when this is one.
    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The number as an exact `Int`: an `integer`, or a `number` with no fraction that `Int` can hold.
    public var int: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value): return Int(exactly: value)
        default: return nil
        }
    }

    /// The number as a `Double`, whichever case holds it.
    public var double: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The Boolean, when this is one.
    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, when this is an array.
    public var array: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The object, when this is one.
    public var object: JSONObject? {
        guard case .object(let object) = self else { return nil }
        return object
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        self == .null
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `nil` written where a `JSONValue` is expected is JSON `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer literal: an exact `integer`.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A floating-point literal: a `number`.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal: an object keeping the literal's order (a repeated key keeps its last value).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of the value.
    public var description: String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
