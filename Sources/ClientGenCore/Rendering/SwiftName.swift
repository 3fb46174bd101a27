/// Spelling names in generated Swift: backticks where Swift needs them, and the case conversions used to derive names.
package enum SwiftName {
    /// A name in declaration or expression position, backticked when Swift reserves the word, or when it is `Type`
    /// or `Protocol`, which would otherwise read as a metatype (`x.Type`).
    package static func escaped(_ name: String) -> String {
        Keyword.isReservedWord(name) || name == "Type" || name == "Protocol" ? "`\(name)`" : name
    }

    /// A type name: reserved words are backticked, but `Self` and `Any` are types in their own right.
    static func typeName(_ name: String) -> String {
        name == "Self" || name == "Any" ? name : escaped(name)
    }

    /// An argument label in a declaration (or a tuple type's label). Swift accepts any keyword there except `inout`,
    /// `var` and `let`, and warns when a label is backticked needlessly.
    static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// A tuple type's element label: besides ``label(_:)``'s, the words that start a declaration (and `case`) get
    /// backticks, since in an expression (`LockIsolated<[(class: Int)]>([])`) Swift reads `<` as an operator when a
    /// label in the generic arguments starts a declaration.
    static func tupleLabel(_ name: String) -> String {
        declarationWords.contains(name) ? "`\(name)`" : label(name)
    }

    /// The reserved words after which Swift's expression parser does not take `<` for generic arguments.
    private static let declarationWords: Set<String> = [
        "associatedtype", "case", "class", "deinit", "enum", "extension", "func", "import", "init", "let", "operator",
        "precedencegroup", "protocol", "static", "struct", "subscript", "typealias", "var",
    ]

    /// An argument label at a call site, where only `inout` needs backticks (`var:` and `let:` must stay bare).
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `WeatherClient` → `weatherClient`, `URLSession` → `urlSession`, `API` → `api`: the leading run of capitals is
    /// lowercased, except for the capital that starts the next word.
    package static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var upperCount = 0
        while upperCount < characters.count, characters[upperCount].isUppercase { upperCount += 1 }
        guard upperCount > 0 else { return name }
        let lowered = upperCount == characters.count || upperCount == 1 ? upperCount : upperCount - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `id` → `Id`, `forecast` → `Forecast`: used to append labels to derived member names.
    static func upperCamelCase(_ name: String) -> String {
        let utf8 = name.utf8
        guard let first = utf8.first else { return name }
        // Almost every name starts with an ASCII letter followed by ASCII, a character of its own that needs no
        // Unicode case mapping (a combining mark after it would belong to the same character).
        guard first < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true else {
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
        return String(UnicodeScalar(first - 0x20)) + name.dropFirst()
    }
}
