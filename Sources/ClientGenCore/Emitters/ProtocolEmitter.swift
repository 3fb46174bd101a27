/// Prints the `interface` artifact of a protocol client: the `Sendable` protocol with the spec's doc comments, and a
/// protocol extension with the forwarding overloads that stand in for default argument values.
enum ProtocolEmitter {
    static func emit(_ plan: ProtocolPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.typeAliases(plan.typeAliases)
            var open: String?
            for (position, requirement) in plan.requirements.enumerated() {
                writer.enter(
                    requirement.condition, from: &open, separated: position > 0 || !plan.typeAliases.isEmpty)
                writer.intro(requirement.intro)
                writer.line("\(requirement.head)")
            }
            writer.close(&open)
        }
        guard let overloads = plan.overloads else { return }
        writer.blankLine()
        writer.attributes(overloads.attributes)
        writer.block("\(overloads.head)") { writer in
            var open: String?
            for (position, overload) in overloads.overloads.enumerated() {
                writer.enter(overload.condition, from: &open, separated: position > 0)
                writer.forwardingMethod(overload)
            }
            writer.close(&open)
        }
    }
}

/// Prints the `unimplemented` artifact of a protocol client: a conformance whose every member reports an issue naming
/// client and member, then throws or returns its fallback. It is the key's `testValue`.
enum UnimplementedEmitter {
    static func emit(_ plan: UnimplementedDoublePlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.line("\(plan.initializer)init() {}")
            var open: String?
            for member in plan.members {
                writer.enter(member.condition, from: &open, separated: true)
                writer.attributes(member.attributes)
                writer.implementation(member.head) { writer in
                    writer.unimplemented(member.body)
                } setter: { writer in
                    if let issue = member.setterIssue { writer.line("reportIssue(\(literal: issue))") }
                }
            }
            writer.close(&open)
        }
    }
}
