/// What Swift rejects in the types of a signature, which the generated declarations copy: tuple labels it cannot
/// take, and attributes and specifiers a parameter's type cannot have.
extension SpecValidator {
    /// Reports, anywhere in `type`, the labels Swift rejects: a tuple of one labelled element (`(count: Int)`, with a
    /// fix-it that removes the label), a tuple that gives two elements one label (`(a: Int, a: Int)`), and an
    /// argument label in a function type (`(id: Int) -> Void`).
    mutating func checkTypeLabels(in type: TypeSyntax) {
        if case .tuple(let elements) = type.kind {
            if elements.count == 1, let label = elements[0].firstName, !elements[0].isVariadic {
                let labelRange = SourceRange(start: type.range.start + 1, end: elements[0].type.range.start)
                diagnostics.report(
                    .labelledSingleElementTuple(label), at: type.range,
                    fixIts: [FixIt(.removeLabel(label), range: labelRange, replacement: "")])
            } else {
                var seen: Set<String> = []
                if let label = elements.compactMap(\.firstName).first(where: { $0 != "_" && !seen.insert($0).inserted })
                {
                    diagnostics.report(.duplicateName(label, among: "elements of the tuple"), at: type.range)
                }
            }
        }
        if case .function(let parameters, _, _) = type.kind {
            for parameter in parameters {
                guard let label = parameter.firstName, label != "_" else { continue }
                diagnostics.report(.functionTypeLabel(label), at: parameter.type.range)
            }
        }
        for child in type.children { checkTypeLabels(in: child) }
    }

    /// Reports `@escaping` where Swift rejects it: anywhere but on a parameter's type, or on the type of a parameter
    /// of a function type (`(@escaping () -> Void) -> Void`), whose fix-it removes it; and `nonisolated(nonsending)`
    /// on a type that is no async function.
    mutating func checkFunctionTypeRules(in type: TypeSyntax, isParameter: Bool) {
        switch type.kind {
        case .attributed(let attributes, let specifiers, let base):
            if specifiers.contains(.nonisolatedNonsending) {
                switch typeAliases.expanding(base).unparenthesized.kind {
                case .function(_, let effects, _) where effects.isAsync: break
                default: diagnostics.report(.nonsendingNeedsAsyncFunction, at: type.range)
                }
            }
            if !isParameter, let attribute = attributes.first(where: { $0.name == "escaping" }) {
                reportRemovable(.misplacedEscaping, attribute)
            }
            checkFunctionTypeRules(in: base, isParameter: false)
        case .function(let parameters, _, _):
            for parameter in parameters { checkFunctionTypeRules(in: parameter.type, isParameter: true) }
            for child in type.children.dropFirst(parameters.count) {
                checkFunctionTypeRules(in: child, isParameter: false)
            }
        default:
            for child in type.children { checkFunctionTypeRules(in: child, isParameter: false) }
        }
    }

    /// Reports what Swift rejects on a parameter's type: `@escaping`, `@Sendable` or `@autoclosure` on a type that is
    /// no function (an optional closure, which is escaping already), `@autoclosure` on a function that takes
    /// parameters, and `@autoclosure` or `inout` on a variadic parameter. Each fix-it but the second removes the word.
    mutating func checkParameterTypeRules(_ parameter: Parameter) {
        guard case .attributed(let attributes, let specifiers, let base) = parameter.type.kind else { return }
        for attribute in attributes where ["escaping", "Sendable", "autoclosure"].contains(attribute.name) {
            if !typeAliases.expanding(base).mayBeFunction {
                reportRemovable(.attributeNeedsFunctionType(attribute.name, type: base.description), attribute)
            } else if attribute.name == "autoclosure", parameter.isVariadic {
                reportRemovable(.variadicSpecifier("@autoclosure"), attribute)
            } else if attribute.name == "autoclosure", case .function(let parameters, _, _) = base.unparenthesized.kind,
                !parameters.isEmpty
            {
                diagnostics.report(.autoclosureWithParameters, at: base.range)
            }
        }
        if parameter.isVariadic, specifiers.contains(.inout) {
            let fixIts =
                attributes.isEmpty && specifiers.count == 1
                ? [
                    FixIt(
                        .removeModifier("inout"),
                        range: SourceRange(start: parameter.type.range.start, end: base.range.start), replacement: "")
                ] : []
            diagnostics.report(.variadicSpecifier("inout"), at: parameter.type.range, fixIts: fixIts)
        }
    }
}

extension TypeSyntax {
    /// Whether the type is, or may name, a function type: a function type (possibly parenthesized or attributed), or
    /// a name, which may be a type alias of one; not an optional, collection, tuple, metatype or existential, nor a
    /// standard value type (`Int`).
    fileprivate var mayBeFunction: Bool {
        switch unparenthesized.kind {
        case .named(let name, _): !Self.sendableStandardNames.contains(name)
        case .function, .member, .missing: true
        case .attributed(_, _, let base): base.mayBeFunction
        default: false
        }
    }
}
