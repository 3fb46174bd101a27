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
                    guard let value = skimmer.initialValue(of: member) else { continue }
                    typeAliases[qualified] = skimmer.text(value)
                    if typeAliases[member.name] == nil { typeAliases[member.name] = skimmer.text(value) }
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

    /// What a type alias aliases, by the qualified name written, or its own name.
    func aliasedType(named path: String, in context: String? = nil) -> String? {
        if let context, !path.contains("."), let aliased = typeAliases[context + "." + path] { return aliased }
        if let aliased = typeAliases[path] { return aliased }
        return nil
    }

    /// A type with the type aliases of the inputs it is spelled with resolved, as long as the type is one name (with
    /// `?` after it): `Send` → `@Sendable (String) -> Void`, `Handler?` → `(@MainActor () -> Void)?`. Aliases of
    /// aliases are followed a few steps.
    func resolvingAliases(_ type: String, in context: String? = nil) -> String {
        var text = type.trimmingSpaces
        for _ in 0..<8 {
            var name = text
            var optional = ""
            while name.hasSuffix("?") || name.hasSuffix("!") {
                optional = String(name.removeLast()) + optional
            }
            guard !name.isEmpty,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                let aliased = aliasedType(named: name, in: context)
            else { return text }
            text = optional.isEmpty ? aliased.trimmingSpaces : "(" + aliased.trimmingSpaces + ")" + optional
        }
        return text
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
