/// A client's members may use the type aliases of the clients it inherits, written qualified: the spec of the client
/// that declares an alias qualifies its own members' uses, but an heir's are validated before its parents are known.
extension RunResolver {
    /// Reports each bare use of an ancestor's type alias in the client's own members, with a fix-it that qualifies it
    /// (`Result` → `Loader.Result`): in the generated conformers, a bare name may be another type (`Swift.Result`).
    mutating func checkInheritedTypeAliases(of client: ClientModel, ancestors: [ClientModel], in source: SourceFile) {
        checkRedeclaredTypeAliases(of: client, ancestors: ancestors, in: source)
        var owners: [String: String] = [:]
        for ancestor in ancestors {
            for alias in ancestor.typeAliases where owners[alias.name] == nil { owners[alias.name] = ancestor.name }
        }
        let own = Set(client.typeAliases.map(\.name))
        owners = owners.filter { !own.contains($0.key) }
        guard !owners.isEmpty else { return }
        for member in client.members {
            let generics = Set(member.genericParameterNames)
            for type in member.signatureTypes {
                _ = type.contains { node in
                    if case .named(let name, _) = node.kind, let owner = owners[name], !generics.contains(name),
                        node.range.end > node.range.start
                    {
                        let range = SourceRange(start: node.range.start, end: node.range.start + name.utf8.count)
                        let qualified = SwiftName.typeName(owner) + "." + SwiftName.typeName(name)
                        diagnostics.append(
                            Diagnostic(
                                .unqualifiedInheritedTypeAlias(name, owner: owner, client: client.name),
                                path: source.path, range: range,
                                fixIts: [FixIt(.qualifyTypeAlias(qualified), range: range, replacement: qualified)]))
                    }
                    return false
                }
            }
        }
    }
}

extension RunResolver {
    /// Reports a type alias that the client and an ancestor, or two ancestors, declare with different types: the
    /// protocol would require two types of one name, which Swift rejects ("no type for 'Self.Result' can satisfy
    /// both").
    private mutating func checkRedeclaredTypeAliases(
        of client: ClientModel,
        ancestors: [ClientModel],
        in source: SourceFile
    ) {
        var declared: [String: (type: TypeSyntax, owner: String)] = [:]
        for alias in client.typeAliases where declared[alias.name] == nil {
            declared[alias.name] = (alias.type, client.name)
        }
        for ancestor in ancestors {
            for alias in ancestor.typeAliases {
                guard let earlier = declared[alias.name] else {
                    declared[alias.name] = (alias.type, ancestor.name)
                    continue
                }
                guard earlier.type != alias.type else { continue }
                diagnostics.append(
                    Diagnostic(
                        .conflictingInheritedTypeAlias(
                            alias.name, first: earlier.owner, second: ancestor.name, client: client.name),
                        path: source.path, range: client.nameRange))
            }
        }
    }
}

extension MemberModel {
    /// The types a member's signature is written with: its parameters', result's, thrown error's and generic
    /// constraints'.
    var signatureTypes: [TypeSyntax] {
        var types = [resultType, effects.thrownType].compactMap { $0 }
        if case .function(let function) = kind {
            types += function.parameters.map(\.type) + function.genericParameters.compactMap(\.constraint)
            types += function.requirements.flatMap { [$0.left, $0.right] }
        }
        return types
    }

    /// The names of the member's own generic parameters.
    var genericParameterNames: [String] {
        if case .function(let function) = kind { return function.genericParameters.map(\.name) }
        return []
    }
}
