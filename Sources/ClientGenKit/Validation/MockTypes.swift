/// The types a mock's handler takes and records for a member's parameters and result.
///
/// Handlers are stored closures, so they cannot be generic: a parameter whose type mentions a generic parameter is
/// passed as `Any` or `Any.Type`, or as `any Sendable` or `any Sendable.Type` when every generic parameter involved is
/// `Sendable`; a generic result comes back the same way and is cast. Calls are recorded behind a lock, so only values known to be
/// `Sendable` are recorded: not non-escaping or non-`@Sendable` closures, nor values of a generic parameter or an
/// existential that is not declared `Sendable`.
enum MockTypes {
    /// The generic parameters in scope for a member.
    struct Generics {
        var names: Set<String> = []
        /// Those constrained to `Sendable` in their clause or the `where` clause.
        var sendable: Set<String> = []

        init(_ function: FunctionDecl) {
            names = Set(function.genericParameters.map(\.name.name))
            for parameter in function.genericParameters where parameter.constraint?.mentionsSendable == true {
                sendable.insert(parameter.name.name)
            }
            for requirement in function.requirements where requirement.relation == .conformance {
                if case .named(let name, nil) = requirement.left.kind, requirement.right.mentionsSendable {
                    sendable.insert(name)
                }
            }
        }

        init() {}
    }

    /// The handler's parameter type and the recorded type (or `nil`) for one parameter.
    static func parameterTypes(
        _ parameter: Parameter,
        generics: Generics
    ) -> (handler: String, recorded: String?, isInout: Bool) {
        var core = parameter.type
        var attributes: [Attribute] = []
        var isInout = false
        if case .attributed(let typeAttributes, let specifiers, let base) = core.kind {
            isInout = specifiers.contains(.inout)
            attributes = typeAttributes.filter { $0.name != "autoclosure" }
            core = base
        }
        if parameter.isVariadic {
            core = TypeSyntax(kind: .array(core), range: core.range)
        }
        core = core.replacingImplicitUnwrap
        let prefix = isInout ? "inout " : ""
        let canRecord = !core.isFunction || attributes.contains { $0.name == "escaping" }
        let storable = attributed(core, with: attributes.filter { $0.name != "escaping" })
        let isRecorded = canRecord && storable.isKnownSendable(generics: generics)
        if core.mentionsGenericParameter(in: generics.names) {
            let erased =
                if case .metatype = core.kind { isRecorded ? "any Sendable.Type" : "Any.Type" } else {
                    isRecorded ? "any Sendable" : "Any"
                }
            return (prefix + erased, isRecorded ? erased : nil, isInout)
        }
        let storableType = storable.description
        // Without attributes or `inout`, the handler takes the type it records: spell it once.
        let handler =
            attributes.isEmpty ? prefix + storableType : prefix + attributed(core, with: attributes).description
        return (handler, isRecorded ? storableType : nil, isInout)
    }

    /// The handler's result type, and whether it is erased to `Any` (so the mock casts it back).
    static func resultType(_ result: TypeSyntax?, generics: Generics) -> (type: String, isErased: Bool) {
        guard let result else { return ("Void", false) }
        // A Sendable existential when every generic parameter involved is Sendable, so handler closures convert across
        // isolation (as `NonisolatedNonsendingByDefault` asks); otherwise `sending Any`.
        if result.mentionsGenericParameter(in: generics.names) {
            return (result.isKnownSendable(generics: generics) ? "any Sendable" : "sending Any", true)
        }
        return (result.replacingImplicitUnwrap.description, false)
    }

    private static func attributed(_ type: TypeSyntax, with attributes: [Attribute]) -> TypeSyntax {
        attributes.isEmpty
            ? type
            : TypeSyntax(
                kind: .attributed(attributes: attributes, specifiers: [], base: type),
                range: type.range)
    }
}

extension TypeSyntax {
    /// `T?` for `T!`, which Swift allows only on declarations, not inside closure types or generic arguments.
    fileprivate var replacingImplicitUnwrap: TypeSyntax {
        guard case .implicitlyUnwrapped(let wrapped) = kind else { return self }
        return TypeSyntax(kind: .optional(wrapped), range: range)
    }
}
