import ClientGenCore

/// The types, type aliases and protocols declared inside other types and extensions, by qualified name: what a client's
/// signatures name when they write `Request` inside `ConfigClient`, or `Ops.list.Input` anywhere.
extension ImportInventory {
    /// A declaration inside a type or an extension, and its qualified name (`ConfigClient.Request`).
    struct NestedDeclaration {
        var qualifiedName: String
        var located: Located
    }

    /// The name an extension extends as written, without spaces: `ConfigClient.Request`.
    static func writtenName(_ name: String) -> String {
        name.filter { $0 != " " && $0 != "\n" && $0 != "\t" }
    }

    /// Records the types, type aliases and protocols nested in a top-level type or extension, at every depth the
    /// skimmer read; `nested` collects the types by their own names, for those no top-level type has.
    mutating func recordNestedTypes(in located: Located, into nested: inout [String: NestedDeclaration]) {
        let outer = located.declaration
        guard outer.kind.hasMembers, outer.kind != .protocolType else { return }
        let skimmer = files[located.file].skimmer
        let root = outer.kind == .extensionType ? Self.writtenName(outer.name) : outer.name
        // The skimmer reads members a bounded number of types deep, so this walk is bounded too.
        var pending = [NestedDeclaration(qualifiedName: root, located: located)]
        while let parent = pending.popLast() {
            for member in parent.located.declaration.members {
                let qualified = parent.qualifiedName + "." + member.name
                let memberLocation = Located(file: located.file, declaration: member)
                switch member.kind {
                case .typeAlias:
                    let names = typeAliases[member.name] == nil ? [qualified, member.name] : [qualified]
                    recordTypeAlias(member, as: names, in: skimmer)
                case .structType, .classType, .enumType, .actorType:
                    let type = NestedDeclaration(qualifiedName: qualified, located: memberLocation)
                    qualifiedTypes[qualified] = memberLocation
                    conformances[qualified, default: []].formUnion(member.inheritance.map(Self.bareName))
                    if nested[member.name] == nil { nested[member.name] = type }
                    pending.append(type)
                case .protocolType:
                    nestedProtocols.append(NestedDeclaration(qualifiedName: qualified, located: memberLocation))
                default:
                    continue
                }
            }
        }
    }

    /// The type of the inputs a type reference names, with its qualified name: by the qualified name written
    /// (`ConfigClient.Request`), or, for a name without a dot, by its own name (a nested type named from inside its
    /// parent).
    func declaredType(named path: String) -> NestedDeclaration? {
        if let located = qualifiedTypes[path] { return NestedDeclaration(qualifiedName: path, located: located) }
        guard !path.contains("."), let located = concreteTypes[path] else { return nil }
        return NestedDeclaration(qualifiedName: nestedTypeNames[path] ?? path, located: located)
    }
}

/// Clients declared inside other types, which a spec cannot declare: each gets a warning saying so.
extension ImportInventory {
    /// A warning at each protocol with requirements, and each registered struct of closures, declared inside another
    /// type (`enum Search { protocol Client }`); not at a struct a client stores (a sub-client), which the client's
    /// import speaks of.
    func nestedClientWarnings() -> [NamedWarning] {
        var warnings: [NamedWarning] = []
        for nested in nestedProtocols where nested.located.declaration.members.contains(where: \.kind.isRequirement) {
            warnings.append(nestedWarning(nested))
        }
        for (qualified, located) in qualifiedTypes.sorted(by: { $0.key < $1.key }) where qualified.contains(".") {
            let declaration = located.declaration
            guard declaration.kind == .structType,
                declaration.hasAttribute("DependencyClient") || isRegisteredNested(qualified),
                !isStoredByOuterType(qualified)
            else { continue }
            warnings.append(nestedWarning(NestedDeclaration(qualifiedName: qualified, located: located)))
        }
        return warnings
    }

    private func nestedWarning(_ nested: NestedDeclaration) -> NamedWarning {
        let name = nested.qualifiedName
        let outer = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        return NamedWarning(
            name: nested.located.declaration.name,
            diagnostic: warning(.importNestedClient(nested.qualifiedName, outer: outer), at: nested.located))
    }

    /// Whether a nested type is registered: it conforms to a key protocol, or an accessor's type names it.
    private func isRegisteredNested(_ qualified: String) -> Bool {
        !(conformances[qualified] ?? []).isDisjoint(with: Self.keyProtocols)
            || accessorValueTypes.contains(qualified)
    }

    /// Whether the type a nested type is declared in stores it (a sub-client of a struct client).
    private func isStoredByOuterType(_ qualified: String) -> Bool {
        guard let dot = qualified.lastIndex(of: ".") else { return false }
        let outerName = String(qualified[..<dot])
        guard let outer = qualifiedTypes[outerName] else { return false }
        return outer.declaration.members.contains {
            subClient(storedIn: $0, in: outer.file, context: outerName)?.qualifiedName == qualified
        }
    }
}

extension SwiftDeclaration.Kind {
    /// Whether a protocol member of this kind is a requirement.
    var isRequirement: Bool {
        [.function, .variable, .subscriptMember, .initializer].contains(self)
    }
}
