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
