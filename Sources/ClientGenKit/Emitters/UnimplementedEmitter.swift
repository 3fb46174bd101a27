/// Emits the `unimplemented` artifact: a conformance whose every member reports an issue naming client and member,
/// then throws or returns its fallback. It is the key's `testValue`.
enum UnimplementedEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        let access = client.access.prefix
        writer.line("/// A `\(client.name)` whose members report an issue when called: the default in tests.")
        writer.lines(client.attributes.onConformingTypes)
        writer.block("\(access)struct \(client.names.unimplemented): \(SwiftName.escaped(client.name))") { writer in
            writer.line("\(client.access.nonisolatedPrefix)init() {}")
            for member in client.members {
                writer.blankLine()
                writer.lines(member.attributes)
                writeBody(of: member, access: client.access, into: &writer) { writer in
                    let message = UnimplementedBody.message(client: client.name, member: member)
                    UnimplementedBody.write(
                        member, client: client.name, message: message, exitingScope: false,
                        into: &writer)
                }
            }
        }
    }

    /// Writes a member's implementation around a body: a function, a property, or a property with a getter that has
    /// effects. Shared with the mock.
    static func writeBody(
        of member: MemberModel,
        access: AccessLevel,
        into writer: inout CodeWriter,
        _ body: (inout CodeWriter) -> Void
    ) {
        let head = MemberSignature.implementation(member, access: access)
        guard member.isProperty, let getter = MemberSignature.getter(member) else {
            writer.block(head, body)
            return
        }
        writer.block(head) { writer in
            writer.block(getter, body)
        }
    }
}
