/// The generic parameters in scope for a member, and which of them are constrained to `Sendable`: what tells whether
/// a value of a type mentioning them can be recorded, or written by a spec.
struct GenericScope: Sendable {
    var names: Set<String> = []
    /// Those constrained to `Sendable` in their clause or the `where` clause.
    var sendable: Set<String> = []

    init() {}

    init(_ function: FunctionDecl) {
        self.init(
            parameters: function.genericParameters.map { ($0.name.name, $0.constraint) },
            requirements: function.requirements.map { ($0.left, $0.relation, $0.right) })
    }

    init(_ function: FunctionModel) {
        self.init(
            parameters: function.genericParameters.map { ($0.name, $0.constraint) },
            requirements: function.requirements.map { ($0.left, $0.relation, $0.right) })
    }

    private init(
        parameters: [(name: String, constraint: TypeSyntax?)],
        requirements: [(left: TypeSyntax, relation: GenericRequirement.Relation, right: TypeSyntax)]
    ) {
        guard !parameters.isEmpty else { return }
        names = Set(parameters.map(\.name))
        for parameter in parameters where parameter.constraint?.mentionsSendable == true {
            sendable.insert(parameter.name)
        }
        for requirement in requirements where requirement.relation == .conformance {
            if case .named(let name, nil) = requirement.left.kind, requirement.right.mentionsSendable {
                sendable.insert(name)
            }
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
