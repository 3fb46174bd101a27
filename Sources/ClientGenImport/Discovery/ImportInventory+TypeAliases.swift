import ClientGenCore

/// The type aliases of the inputs, which clients' members are often spelt with (`var send: Send`,
/// `var convert: Endpoint<Request, Response>`): what they alias, read through to the closure they name.
extension ImportInventory {
    /// Records a type alias under each of `names`: what it aliases, and its generic parameters if it has any.
    mutating func recordTypeAlias(_ declaration: SwiftDeclaration, as names: [String], in skimmer: SwiftSkimmer) {
        guard let value = skimmer.initialValue(of: declaration) else { return }
        let parameters = skimmer.genericParameterNames(of: declaration)
        for name in names {
            typeAliases[name] = skimmer.text(value)
            typeAliasParameters[name] = parameters.isEmpty ? nil : parameters
        }
    }

    /// What a type alias aliases, by the qualified name written, or its own name.
    func aliasedType(named path: String, in context: String? = nil) -> String? {
        aliasKey(path, in: context).flatMap { typeAliases[$0] }
    }

    private func aliasKey(_ path: String, in context: String?) -> String? {
        if let context, !path.contains("."), typeAliases[context + "." + path] != nil { return context + "." + path }
        return typeAliases[path] != nil ? path : nil
    }

    /// A type with the type aliases of the inputs it is spelled with resolved, as long as the type is one name, with
    /// generic arguments or not (with `?` after it): `Send` → `@Sendable (String) -> Void`, `Handler?` →
    /// `(@MainActor () -> Void)?`, `Endpoint<Int, Void>` → `@Sendable (Int) async throws -> Void`. Aliases of aliases
    /// are followed a few steps.
    func resolvingAliases(_ type: String, in context: String? = nil) -> String {
        var text = type.trimmingSpaces
        for _ in 0..<8 {
            var name = text
            var optional = ""
            while name.hasSuffix("?") || name.hasSuffix("!") {
                optional = String(name.removeLast()) + optional
            }
            guard let aliased = instantiatedAlias(name, in: context) else { return text }
            text = optional.isEmpty ? aliased.trimmingSpaces : "(" + aliased.trimmingSpaces + ")" + optional
        }
        return text
    }

    /// What an alias written as `written` stands for, its generic parameters replaced by the arguments written;
    /// `nil` when `written` is no alias's name, or gives it another number of arguments.
    private func instantiatedAlias(_ written: String, in context: String?) -> String? {
        var name = written
        var arguments: [String] = []
        if written.hasSuffix(">"), let open = written.firstIndex(of: "<") {
            name = String(written[..<open])
            arguments = Self.topLevelItems(
                written[written.index(after: open)..<written.index(before: written.endIndex)])
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            let key = aliasKey(name, in: context), let aliased = typeAliases[key]
        else { return nil }
        let parameters = typeAliasParameters[key] ?? []
        guard parameters.count == arguments.count else { return nil }
        return parameters.isEmpty ? aliased : Self.substituting(parameters, with: arguments, in: aliased)
    }

    /// The comma-separated items of a list, outside brackets: `Int, [String: Int], (A, B)` → three.
    static func topLevelItems(_ list: Substring) -> [String] {
        var items: [String] = []
        var depth = 0
        var item = ""
        for character in list {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                items.append(item.trimmingSpaces)
                item = ""
                continue
            default: break
            }
            item.append(character)
        }
        return item.trimmingSpaces.isEmpty ? items : items + [item.trimmingSpaces]
    }

    /// `aliased` with each use of a generic parameter (a whole name, not a member `.Input`) replaced by its argument,
    /// parenthesized where it is more than one word (`any Encodable`), so that `Input?` stays an optional of it.
    static func substituting(_ parameters: [String], with arguments: [String], in aliased: String) -> String {
        let replacements = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
        var result = ""
        var word = ""
        var previous: Character?
        func flush() {
            if let argument = replacements[word], previous != "." {
                result += argument.contains(" ") ? "(" + argument + ")" : argument
            } else {
                result += word
            }
            word = ""
        }
        for character in aliased {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { previous = result.last }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
