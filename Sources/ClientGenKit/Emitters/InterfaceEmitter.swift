/// Emits the `interface` artifact: the `Sendable` protocol with the spec's doc comments, and a protocol extension
/// with the forwarding overloads that stand in for default argument values.
enum InterfaceEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        writer.lines(client.docLines)
        writer.lines(client.attributes.onProtocol)
        var inheritance = client.inheritance.map(\.description)
        if !inheritance.contains("Sendable") { inheritance.append("Sendable") }
        let header =
            "\(client.access.prefix)protocol \(SwiftName.escaped(client.name)): "
            + inheritance.joined(separator: ", ")
        writer.block(header) { writer in
            for (position, member) in client.members.enumerated() {
                if position > 0 { writer.blankLine() }
                writer.lines(member.docLines)
                writer.lines(member.attributes)
                writer.line(MemberSignature.requirement(member))
            }
        }
        emitOverloads(client, into: &writer)
    }

    private static func emitOverloads(_ client: ClientModel, into writer: inout CodeWriter) {
        let overloads = client.members.flatMap { member -> [(MemberModel, FunctionModel, [Int])] in
            guard case .function(let function) = member.kind else { return [] }
            return function.overloads.map { (member, function, $0) }
        }
        guard !overloads.isEmpty else { return }
        writer.blankLine()
        writer.lines(client.attributes.everywhere)
        writer.block("extension \(SwiftName.escaped(client.name))") { writer in
            for (position, (member, function, kept)) in overloads.enumerated() {
                if position > 0 { writer.blankLine() }
                writer.lines(member.docLines)
                writer.lines(member.attributes)
                writer.block(MemberSignature.implementation(member, access: client.access, keeping: kept)) { writer in
                    writer.line(forwardingCall(member, function, kept: Set(kept)))
                }
            }
        }
    }

    /// `try await self.forecast(for: city, days: 3)`: the requirement called with the kept arguments and the
    /// defaults of the others.
    private static func forwardingCall(_ member: MemberModel, _ function: FunctionModel, kept: Set<Int>) -> String {
        let arguments = function.parameters.indices.map { index -> String in
            let parameter = function.parameters[index]
            var value = parameter.defaultValue?.text ?? ""
            if kept.contains(index) {
                value = (parameter.isInout ? "&" : "") + SwiftName.escaped(parameter.localName)
            }
            return parameter.label.map { "\(SwiftName.argumentLabel($0)): \(value)" } ?? value
        }
        return Effects.callPrefix(member.effects) + "self.\(SwiftName.escaped(member.name))("
            + arguments.joined(separator: ", ") + ")"
    }
}

extension Effects {
    /// Whether calls need `try`: the member throws, and not `throws(Never)`.
    var throwsEffectively: Bool {
        isThrowing && !(thrownType?.isNever ?? false)
    }

    /// `try await `, `try `, `await ` or nothing, as a call to a member with these effects needs.
    static func callPrefix(_ effects: Effects) -> String {
        (effects.throwsEffectively ? "try " : "") + (effects.isAsync ? "await " : "")
    }
}
