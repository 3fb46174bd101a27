import ClientGenCore

/// Everything import found in the Swift files of a run: the client declarations, and what surrounds them in an app
/// (keys, `DependencyValues` accessors, conformances, extensions, hand-written doubles).
struct ImportInventory {
    /// One skimmed Swift file.
    struct File {
        var skimmer: SwiftSkimmer
        let declarations: [SwiftDeclaration]
        /// Its `import` declarations, which every client imported from the file asks for.
        let imports: [SwiftDeclaration]
        var source: SourceFile { skimmer.source }

        init(skimmer: SwiftSkimmer, declarations: [SwiftDeclaration]) {
            self.skimmer = skimmer
            self.declarations = declarations
            self.imports = declarations.filter { $0.kind == .importDecl }
        }
    }

    /// A declaration and the file it is in.
    struct Located {
        var file: Int
        var declaration: SwiftDeclaration

        /// A member of the declaration, in the same file.
        func member(_ member: SwiftDeclaration) -> Located {
            Located(file: file, declaration: member)
        }
    }

    /// A `DependencyValues` property: `var weather: any WeatherClient { get { self[WeatherKey.self] } ... }`.
    struct Accessor {
        var name: String
        var valueType: String
        var keyName: String?
        /// The values of a `@DependencyEntry` accessor, which declares its key.
        var entry: EntryValues?
        /// The accessor, or the `extension DependencyValues` around it when it is all the extension holds.
        var location: Located
        /// The accessor's property.
        var property: Located
    }

    var files: [File]
    /// How written files name the Swift file they came from, by its path (see ``ClientImporter/originNames``).
    var originNames: [String: String] = [:]
    /// The index of each file, by path.
    var fileIndices: [String: Int] = [:]
    /// Protocols and structs, at the top level of their files, in file and position order.
    var types: [Located] = []
    /// The same, by name: what tells whether a name is declared more than once without a walk over all of them.
    var typesByName: [String: [Located]] = [:]
    /// Extensions at the top level, by the name they extend.
    var extensions: [String: [Located]] = [:]
    /// The types each type conforms to, from its declaration and its extensions (module prefixes dropped).
    var conformances: [String: Set<String>] = [:]
    /// Types that conform to `DependencyKey` or `TestDependencyKey`, anywhere in the run, by name.
    var keys: [String: [Located]] = [:]
    var accessors: [Accessor] = []
    /// Classes, structs, enums and actors, by name (for hand-written doubles); a type nested in another or in an
    /// extension by its own name too, where no type at the top level has it.
    var concreteTypes: [String: Located] = [:]
    /// Classes, structs, enums and actors by qualified name: `ConfigClient.Request`, `Ops.list.Input`, and those at the
    /// top level by name.
    var qualifiedTypes: [String: Located] = [:]
    /// The qualified names of the nested types ``concreteTypes`` has by their own names.
    var nestedTypeNames: [String: String] = [:]
    /// Protocols declared inside other types (`enum Search { protocol Client }`), which a spec cannot declare.
    var nestedProtocols: [NestedDeclaration] = []
    /// Type aliases at the top level and in types, by name and by qualified name: what they alias, as written.
    var typeAliases: [String: String] = [:]
    /// The generic parameters of the generic ones among them (`Endpoint<Input, Output>`), by the same names.
    var typeAliasParameters: [String: [String]] = [:]
    /// What the sendability checks found so far, shared by copies of the inventory.
    let sendability = SendabilityMemo()
    /// Protocols at the top level, by name: the first declared outside an `#else` clause, else the first.
    var protocols: [String: Located] = [:]
    /// The top-level declarations that conform a type to a protocol (types and extensions), by the protocol's name.
    var conformers: [String: [Located]] = [:]
    /// The first accessor of each type, by the type's name.
    var accessorsByValue: [String: Accessor] = [:]
    /// The types of the accessors, as written without spaces (`UserDefaults.Dependency`).
    var accessorValueTypes: Set<String> = []
    /// The parameter names of closure literals passed as labelled arguments, by label (see
    /// ``closureParameterNames(in:)``).
    var closureNames: [String: [ClosureLiteralNames]] = [:]
    /// The bytes of each type name the inputs declare, as first seen, by name.
    var nameSpellings: [String: [UInt8]] = [:]
    /// The type names declared with two spellings that differ only in how their Unicode characters are composed
    /// (`Café` composed or decomposed): two types to Swift, one name to dictionaries keyed by `String`.
    var lookAlikeNames: Set<String> = []
    /// The keys whose `Value` is a type, by the type's name, in name order.
    var keysByValue: [String: [String]] = [:]
    /// The names the top-level types and extensions of the inputs declare or extend: the outer types of the names
    /// written `Legacy.AnalyticsClient` (see ``registeredName(_:)``).
    var outerTypeNames: Set<String> = []

    init(_ sources: [SourceFile]) {
        files = sources.concurrentMap { source in
            let skimmer = SwiftSkimmer(source: source)
            return File(
                skimmer: skimmer, declarations: skimmer.declarations(in: 0..<(skimmer.tokens.count - 1), depth: 0))
        }
        for file in files {
            // `extension Legacy.AnalyticsClient` names an outer type only if another declaration declares or extends
            // it; a module's name (`extension App.AnalyticsClient`) is no type.
            for declaration in file.declarations where declaration.kind.hasMembers {
                let name = Self.pathName(declaration.name)
                if !name.contains(".") { outerTypeNames.insert(name) }
            }
        }
        var nested: [String: NestedDeclaration] = [:]
        for (index, file) in files.enumerated() {
            if fileIndices[file.source.path] == nil { fileIndices[file.source.path] = index }
            for declaration in file.declarations {
                record(Located(file: index, declaration: declaration))
                recordNestedTypes(in: Located(file: index, declaration: declaration), into: &nested)
            }
        }
        for (name, type) in nested where concreteTypes[name] == nil {
            concreteTypes[name] = type.located
            nestedTypeNames[name] = type.qualifiedName
        }
        let indexed = files.enumerated().map { (index: $0.offset, skimmer: $0.element.skimmer) }
        for names in indexed.concurrentMap({ Self.closureParameterNames(in: $0.skimmer, file: $0.index) }) {
            closureNames.merge(names) { $0 + $1 }
        }
        for index in accessors.indices {
            accessors[index].valueType = keyValueType(accessors[index].valueType) ?? accessors[index].valueType
        }
        accessorValueTypes = Set(accessors.map { Self.writtenName($0.valueType) })
        for accessor in accessors where accessorsByValue[registeredName(accessor.valueType)] == nil {
            accessorsByValue[registeredName(accessor.valueType)] = accessor
        }
        for name in keys.keys.sorted() {
            let values = Set(keys[name]!.compactMap { writtenValueType(of: $0).map(registeredName) })
            for value in values { keysByValue[value, default: []].append(name) }
        }
    }

    /// The name a type is known by: `Dependencies.TestDependencyKey` → `TestDependencyKey`, `any P` → `P`.
    static func bareName(_ type: String) -> String {
        let name = pathName(type)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// A type's name with its qualifiers, without parentheses, `any`, `some`, generic arguments, spaces or the
    /// attributes of a conformance: `any Legacy.AnalyticsClient` → `Legacy.AnalyticsClient`, `@retroactive
    /// DependencyKey` → `DependencyKey`.
    private static func pathName(_ type: String) -> String {
        var name = withoutConformanceAttributes(type)
        if name.hasPrefix("("), name.hasSuffix(")") { name = String(name.dropFirst().dropLast()).trimmingSpaces }
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        return writtenName(name)
    }

    /// An inheritance entry without the attributes before it (`@retroactive`, `@preconcurrency`, `@unchecked`),
    /// which say how the type conforms, not to what.
    static func withoutConformanceAttributes(_ entry: String) -> String {
        var name = entry.trimmingSpaces
        while name.hasPrefix("@"), let space = name.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            name = String(name[space...]).trimmingSpaces
        }
        return name
    }

    /// The first name of a qualified name: `Legacy` for `Legacy.AnalyticsClient`.
    private static func outermostName(_ type: String) -> String {
        String(pathName(type).prefix { $0 != "." })
    }

    /// The name a key, an accessor or an extension registers a type by: its bare name (`Dependencies.DependencyKey` →
    /// `DependencyKey`), but the qualified one for a type nested in a type the inputs declare or extend
    /// (`Legacy.AnalyticsClient`), which is another type than a top-level `AnalyticsClient`, whose key and accessor
    /// import would otherwise take for its own, replace and delete.
    func registeredName(_ type: String) -> String {
        let path = Self.pathName(type)
        guard path.contains("."), outerTypeNames.contains(Self.outermostName(path)) else { return Self.bareName(type) }
        return path
    }

    static let keyProtocols: Set<String> = ["DependencyKey", "TestDependencyKey"]

    private mutating func record(_ located: Located) {
        let declaration = located.declaration
        recordSpelling(of: declaration)
        recordTypeAliases(in: declaration, file: located.file)
        let conformed = Set(declaration.inheritance.map(Self.bareName))
        for name in conformed { conformers[name, default: []].append(located) }
        switch declaration.kind {
        case .protocolType, .structType:
            types.append(located)
            typesByName[declaration.name, default: []].append(located)
            if declaration.kind == .protocolType,
                protocols[declaration.name].map({ $0.declaration.isInAlternativeClause }) ?? true
            {
                protocols[declaration.name] = located
            }
            conformances[declaration.name, default: []].formUnion(conformed)
            if declaration.kind == .structType {
                concreteTypes[declaration.name] = located
                qualifiedTypes[declaration.name] = located
            }
        case .classType, .actorType, .enumType:
            concreteTypes[declaration.name] = located
            qualifiedTypes[declaration.name] = located
            conformances[declaration.name, default: []].formUnion(conformed)
        case .extensionType:
            let name = registeredName(declaration.name)
            extensions[name, default: []].append(located)
            conformances[name, default: []].formUnion(conformed)
            // An extension of a nested type (`extension ConfigClient.Request: Sendable {}`) conforms it by its
            // qualified name too.
            let written = Self.writtenName(declaration.name)
            if written != name {
                extensions[written, default: []].append(located)
                conformances[written, default: []].formUnion(conformed)
            }
            if Self.bareName(name) == "DependencyValues" { recordAccessors(in: located) }
            // Keys are often declared inside the extension that declares their accessor.
            for member in declaration.members where member.kind.hasMembers && member.kind != .extensionType {
                recordKey(Located(file: located.file, declaration: member))
            }
        default:
            return
        }
        recordKey(located)
    }

    /// Records a type alias at the top level (those in types are recorded with the nested types).
    private mutating func recordTypeAliases(in declaration: SwiftDeclaration, file: Int) {
        let skimmer = files[file].skimmer
        guard declaration.kind == .typeAlias else { return }
        recordTypeAlias(declaration, as: [declaration.name], in: skimmer)
    }

    private mutating func recordKey(_ located: Located) {
        let declaration = located.declaration
        guard !Self.keyProtocols.isDisjoint(with: declaration.inheritance.map(Self.bareName)) else { return }
        keys[registeredName(declaration.name), default: []].append(located)
    }
}

extension ImportInventory {
    /// Notes a type's name, and whether another type was declared under a look-alike spelling of it.
    fileprivate mutating func recordSpelling(of declaration: SwiftDeclaration) {
        guard declaration.kind.hasMembers, declaration.kind != .extensionType else { return }
        let bytes = Array(declaration.name.utf8)
        if let first = nameSpellings[declaration.name] {
            if first != bytes { lookAlikeNames.insert(declaration.name) }
        } else {
            nameSpellings[declaration.name] = bytes
        }
    }
}
