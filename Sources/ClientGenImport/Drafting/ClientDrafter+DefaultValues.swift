import ClientGenCore

/// Default values a protocol's extensions give its requirements: through overloads that forward to a requirement,
/// passing values for the parameters they leave out, and through re-declarations of a requirement with default values
/// (forwarding to it, or implementing it).
extension ClientDrafter {
    /// What a protocol's extensions say about default values: for each requirement (by its name's offset), the
    /// default of each parameter (by index), and the overloads that say it, which the generated interface replaces.
    struct DefaultOverloads {
        var defaults: [Int: [Int: String]] = [:]
        var replaced: [ReplacedDeclaration] = []
        /// Default implementations re-declared with default values, without them, for the extras file.
        var extras: [[String]] = []
    }

    /// The default values the forwarding overloads in the protocol's extensions give its requirements. An extension
    /// holding nothing but such overloads is replaced whole.
    func defaultOverloads() -> DefaultOverloads {
        var found = DefaultOverloads()
        for located in inventory.extensions[scopeName] ?? [] where located.declaration.inheritance.isEmpty {
            let file = inventory.files[located.file].skimmer
            var overloads: [SwiftDeclaration] = []
            for overload in located.declaration.members
            where overload.kind == .function || overload.kind == .initializer {
                if let implementation = defaultImplementation(overload, in: located.file),
                    !namesPrivateDeclaration(implementation.values.values, file: located.file)
                {
                    for (index, value) in implementation.values
                    where found.defaults[implementation.offset]?[index] == nil {
                        found.defaults[implementation.offset, default: [:]][index] = value
                    }
                    found.extras.append(implementation.withoutDefaults)
                    found.replaced.append(
                        ReplacedDeclaration(
                            path: file.source.path,
                            range: SourceRange(start: overload.fullStart, end: overload.range.end),
                            kind: .defaultImplementation(qualifiedName(of: overload))))
                    continue
                }
                guard let body = file.bodyTokens(of: overload), let call = file.forwardingCall(in: body),
                    call.name == overload.name, let parameters = file.parameters(of: overload)?.items,
                    let forwarded = forwardedRequirement(call, parameters: parameters, in: file),
                    // A value naming what is private to its file stays in its overload, which still compiles there.
                    !namesPrivateDeclaration(forwarded.values.values, file: located.file)
                else { continue }
                for (index, value) in forwarded.values where found.defaults[forwarded.offset]?[index] == nil {
                    found.defaults[forwarded.offset, default: [:]][index] = value
                }
                overloads.append(overload)
            }
            let isOnlyOverloads = !overloads.isEmpty && overloads.count == located.declaration.members.count
            for overload in isOnlyOverloads ? [located.declaration] : overloads {
                found.replaced.append(
                    ReplacedDeclaration(
                        path: file.source.path, range: SourceRange(start: overload.fullStart, end: overload.range.end),
                        kind: isOnlyOverloads
                            ? .defaultOverloads(clientName) : .defaultOverload(qualifiedName(of: overload))))
            }
        }
        return found
    }

    /// The defaults one forwarding overload passes: the requirement it calls (by its name's offset), and the values
    /// it passes for the parameters it does not take (by index).
    private struct ForwardedDefaults {
        var offset: Int
        var values: [Int: String]
    }

    /// The requirement a forwarding call calls, and the arguments it passes that are not the overload's own
    /// parameters: the defaults, by parameter index.
    private func forwardedRequirement(
        _ call: SwiftSkimmer.SkimmedCall,
        parameters: [SwiftSkimmer.ListItem],
        in file: SwiftSkimmer
    ) -> ForwardedDefaults? {
        let labels = call.arguments.map { $0.label ?? "_" }
        for requirement in declaration.members
        where (requirement.kind == .function || requirement.kind == .initializer) && requirement.name == call.name {
            guard let items = skimmer.parameters(of: requirement)?.items,
                items.map(Self.callLabel) == labels, items.count >= parameters.count
            else { continue }
            var values: [Int: String] = [:]
            var passed = 0
            for (index, argument) in call.arguments.enumerated() {
                var text = file.text(argument.value)
                if text.hasPrefix("&") { text.removeFirst() }
                if text.hasSuffix("()") { text.removeLast(2) }
                guard let parameter = parameters.first(where: { ($0.localName ?? $0.label) == text }) else {
                    values[index] = file.text(argument.value)
                    continue
                }
                // The overload's own parameter, passed on: it must be the requirement's under the same label, and
                // its default value (a re-declaration with defaults, `size: Int = 20`) is the requirement's.
                guard Self.callLabel(parameter) == labels[index] else { return nil }
                passed += 1
                // `#fileID`, `#line` and `#isolation` stay the caller's: the generated overloads keep them as
                // defaults of their own and pass them on, as a forwarding overload written by hand does.
                guard let value = parameter.defaultValue.map(file.text) else { continue }
                values[index] = value
            }
            guard passed == parameters.count, !values.isEmpty else { continue }
            return ForwardedDefaults(offset: requirement.nameRange.start, values: values)
        }
        return nil
    }

    /// The label a caller writes for a parameter: `_` for `_ number: Int`, `size` for `size: Int`.
    private static func callLabel(_ parameter: SwiftSkimmer.ListItem) -> String {
        parameter.label ?? "_"
    }

    /// A default implementation of a requirement re-declared with default values (the same labels and types, a body
    /// that is not just a call of the requirement): its defaults, and its text without them, which stays the
    /// requirement's default implementation in the extras file next to the generated overloads.
    private struct DefaultImplementation {
        var offset: Int
        var values: [Int: String]
        var withoutDefaults: [String]
    }

    private func defaultImplementation(_ method: SwiftDeclaration, in fileIndex: Int) -> DefaultImplementation? {
        let file = inventory.files[fileIndex].skimmer
        guard let parameters = file.parameters(of: method)?.items,
            parameters.contains(where: { $0.defaultValue != nil }),
            let body = file.bodyTokens(of: method), file.forwardingCall(in: body)?.name != method.name
        else { return nil }
        let signature = parameters.map { ($0.label ?? "_") + ":" + ImportInventory.squeezed(file.text($0.value)) }
        for requirement in declaration.members where requirement.kind == .function && requirement.name == method.name {
            guard let items = skimmer.parameters(of: requirement)?.items,
                items.map({ ($0.label ?? "_") + ":" + ImportInventory.squeezed(skimmer.text($0.value)) }) == signature
            else { continue }
            var values: [Int: String] = [:]
            for (index, parameter) in parameters.enumerated() {
                guard let value = parameter.defaultValue.map(file.text) else { continue }
                guard !value.hasPrefix("#") else { return nil }  // The caller's only where the caller calls.
                values[index] = value
            }
            return DefaultImplementation(
                offset: requirement.nameRange.start, values: values,
                withoutDefaults: withoutDefaultValues(method, parameters: parameters, in: fileIndex))
        }
        return nil
    }

    /// A method's lines for an extension of the client, with the client's access and without its default values.
    private func withoutDefaultValues(
        _ method: SwiftDeclaration,
        parameters: [SwiftSkimmer.ListItem],
        in fileIndex: Int
    ) -> [String] {
        let file = inventory.files[fileIndex].skimmer
        var text = ""
        var offset = method.keywordStart
        for parameter in parameters {
            guard let value = parameter.defaultValue else { continue }
            text += file.text(SourceRange(start: offset, end: parameter.value.end))
            offset = value.end
        }
        text += file.text(SourceRange(start: offset, end: method.range.end))
        let modifiers = method.modifiers.filter {
            !ImportInventory.accessWords.contains(String($0.prefix { $0 != "(" }))
        }
        let head =
            file.text(SourceRange(start: method.fullStart, end: method.modifiersStart)) + declaration.accessPrefix
            + modifiers.map { $0 + " " }.joined()
        return file.unindented(head + text, indentation: file.indentation(at: method.fullStart))
    }
}
