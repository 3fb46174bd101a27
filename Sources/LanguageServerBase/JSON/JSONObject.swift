/// A JSON object: its members in the order they were written, and a lookup by key.
///
/// A key appears once. Writing a key that is already there replaces its value and keeps its place, which is also
/// what parsing does with a repeated key: the last value wins. Two objects are equal when their members are equal
/// in the same order.
public struct JSONObject: Sendable, Equatable {
    /// One member of an object.
    public struct Member: Sendable, Equatable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: JSONValue

        /// A member named `key` with `value`.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in order.
    public private(set) var members: [Member] = []
    /// Where each key is in `members`.
    private var positions: [String: Int] = [:]

    /// An empty object.
    public init() {}

    /// An object of `members` in order; a repeated key keeps its first place and its last value.
    public init(_ members: some Sequence<Member>) {
        for member in members { self[member.key] = member.value }
    }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    /// The value of `key`; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get { positions[key].map { members[$0].value } }
        set {
            if let newValue {
                set(newValue, for: key)
            } else {
                remove(key)
            }
        }
    }

    private mutating func set(_ value: JSONValue, for key: String) {
        if let position = positions[key] {
            members[position].value = value
        } else {
            positions[key] = members.count
            members.append(Member(key: key, value: value))
        }
    }

    private mutating func remove(_ key: String) {
        guard let position = positions.removeValue(forKey: key) else { return }
        members.remove(at: position)
        for index in position..<members.count { positions[members[index].key] = index }
    }

    /// Two objects are equal when they have equal members in the same order.
    public static func == (left: JSONObject, right: JSONObject) -> Bool {
        left.members == right.members
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// A dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }
}
