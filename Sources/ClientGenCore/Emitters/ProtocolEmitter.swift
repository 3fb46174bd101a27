/// Prints the `interface` artifact of a protocol client: the `Sendable` protocol with the spec's doc comments, and a
/// protocol extension with the forwarding overloads that stand in for default argument values.
enum ProtocolEmitter {
    static func emit(_ plan: ProtocolPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.typeAliases(plan.typeAliases)
            for (position, requirement) in plan.requirements.enumerated() {
                if position > 0 || !plan.typeAliases.isEmpty { writer.blankLine() }
                writer.intro(requirement.intro)
                writer.line("\(requirement.head)")
            }
        }
        guard let overloads = plan.overloads else { return }
        writer.blankLine()
        writer.attributes(overloads.attributes)
        writer.block("\(overloads.head)") { writer in
            for (position, overload) in overloads.overloads.enumerated() {
                if position > 0 { writer.blankLine() }
                writer.forwardingMethod(overload)
            }
        }
    }
}
