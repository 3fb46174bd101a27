/// Whether a member belongs to each value of its client, to the type (`static`), or makes a value (an initializer),
/// and what an initializer requirement cannot be.
extension SpecValidator {
    /// Whether a member is each value's, the type's (`static`) or an initializer. A struct client has no initializer
    /// requirements (its initializers are generated); an initializer requirement without parameters must be a plain
    /// `init()`, which the doubles' and mock's own `init()` meets.
    mutating func scope(
        of decl: MemberDecl,
        style: ClientStyle,
        isStatic: Bool,
        client: String
    ) -> MemberModel.Scope {
        guard case .function(let function) = decl.kind, case .initializer(let isFailable) = function.form else {
            return isStatic ? .static : .instance
        }
        let isPlain =
            !isFailable && !function.effects.isAsync && !function.effects.isThrowing
            && function.genericParameters.isEmpty
        if style == .struct {
            diagnostics.report(.structInitializer(client), at: decl.name.range)
        } else if function.parameters.isEmpty, !isPlain {
            let name = MemberName(base: "init", labels: []).qualified(by: client)
            diagnostics.report(.parameterlessInitializer(name), at: decl.name.range)
        } else if !isPlain, function.parameters.allSatisfy({ $0.defaultValue != nil }) {
            // Its overload for the default values would be an `init()` with effects, preferred over the doubles' own.
            let name = MemberName(base: "init", labels: function.parameters.map(\.label)).qualified(by: client)
            diagnostics.report(.defaultedInitializer(name), at: decl.name.range)
        }
        if let placeholder = decl.attributes.first(where: { $0.name == Directive.placeholder.rawValue }) {
            let name = MemberName(base: "init", labels: function.parameters.map(\.label)).qualified(by: client)
            diagnostics.report(
                .initializerPlaceholder(name), at: placeholder.range,
                fixIts: [.removingAttribute(placeholder.range, message: .removeDirective("@placeholder"), in: source)])
        }
        return .initializer(isFailable: isFailable)
    }
}
