/// The generic parameters in scope for a member, and which of them are constrained to `Sendable`: what tells whether
/// a value of a type mentioning them can be recorded, or written by a spec.
struct GenericScope: Sendable {
    var names: Set<String> = []
    /// Those constrained to `Sendable` in their clause or the `where` clause.
    var sendable: Set<String> = []

    init() {}

    init(_ function: FunctionDecl) {
        for parameter in function.genericParameters {
            names.insert(parameter.name.name)
            if parameter.constraint?.mentionsSendable == true { sendable.insert(parameter.name.name) }
        }
        for requirement in function.requirements {
            addSendable(requirement.left, requirement.relation, requirement.right)
        }
    }

    init(_ function: FunctionModel) {
        for parameter in function.genericParameters {
            names.insert(parameter.name)
            if parameter.constraint?.mentionsSendable == true { sendable.insert(parameter.name) }
        }
        for requirement in function.requirements {
            addSendable(requirement.left, requirement.relation, requirement.right)
        }
    }

    /// `T: Sendable` (or a composition with it) in a `where` clause.
    private mutating func addSendable(
        _ left: TypeSyntax,
        _ relation: GenericRequirement.Relation,
        _ right: TypeSyntax
    ) {
        if relation == .conformance, case .named(let name, nil) = left.kind, right.mentionsSendable {
            sendable.insert(name)
        }
    }
}

extension MemberModel {
    /// The generic parameters in scope for the member's signature.
    var genericScope: GenericScope {
        if case .function(let function) = kind { return GenericScope(function) }
        return GenericScope()
    }
}
