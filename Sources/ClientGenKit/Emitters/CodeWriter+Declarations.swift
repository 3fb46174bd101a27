/// Printing the parts of a plan every emitter has: doc comments and attributes, implementations with their getters,
/// unimplemented bodies and forwarding methods.
extension CodeWriter {
    /// A declaration's doc comment, then its attributes, one per line.
    mutating func intro(_ intro: DeclarationIntro) {
        lines(intro.docLines)
        attributes(intro.attributes)
    }

    /// Attributes, one per line.
    mutating func attributes(_ attributes: [AttributeModel]) {
        for attribute in attributes { line("\(attribute)") }
    }

    /// A member's implementation around a body: a function, a property, or a property whose getter has effects.
    mutating func implementation(_ head: MemberHead, _ body: (inout CodeWriter) -> Void) {
        guard let effects = head.getterEffects else {
            block("\(head)", body)
            return
        }
        block("\(head)") { writer in
            writer.block("get\(effects)", body)
        }
    }

    /// `reportIssue(…)`, then the statement that ends an unimplemented member.
    mutating func unimplemented(_ body: UnimplementedBody) {
        line("reportIssue(\(literal: body.issue))")
        switch body.exit {
        case .throwFailure(let description): line("throw UnimplementedFailure(description: \(literal: description))")
        case .throwError(let error): line("throw \(error)")
        case .returnValue(let value): line("return \(value)")
        case .returnVoid: line("return")
        case .fallThrough: break
        case .trap(let member): line("fatalError(\(literal: "Unimplemented: '\(member)'"))")
        case .call(let call): line("\(call)")
        }
    }

    /// A method whose body is one forwarding call.
    mutating func forwardingMethod(_ method: ForwardingMethodPlan) {
        intro(method.intro)
        implementation(method.head) { writer in writer.line("\(method.call)") }
    }
}
