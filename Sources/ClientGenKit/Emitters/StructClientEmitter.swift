/// Emits a `@style(struct)` client: a `Sendable` struct with one `@Sendable` closure property per endpoint, a
/// memberwise initializer, and a method per labelled endpoint that keeps the argument labels (and default values),
/// as `@DependencyClient` does, without a macro.
enum StructClientEmitter {
    /// The `interface` artifact of a struct client.
    static func emitInterface(_ client: ClientModel, into writer: inout CodeWriter) {
        let access = client.access.prefix
        writer.lines(client.docLines)
        writer.lines(client.attributes.onStruct)
        var conformances = client.inheritance.map(\.description)
        if !conformances.contains("Sendable") { conformances.insert("Sendable", at: 0) }
        writer.block("\(access)struct \(SwiftName.escaped(client.name)): \(conformances.joined(separator: ", "))") {
            writer in
            for (position, member) in client.members.enumerated() {
                if position > 0 { writer.blankLine() }
                writer.lines(member.docLines)
                writer.line(
                    "\(client.access.nonisolatedPrefix)var \(SwiftName.escaped(member.name)): "
                        + "\(closureType(of: member, in: client))")
            }
            if !client.members.isEmpty {
                writer.blankLine()
                emitMemberwiseInitializer(client, into: &writer)
            }
            for member in client.members where member.parameters.contains(where: { $0.label != nil }) {
                writer.blankLine()
                writer.lines(member.docLines)
                writer.lines(member.attributes.filter { !$0.hasPrefix("@Sendable") } + globalActors(of: client))
                let isolated =
                    !globalActors(of: client).isEmpty
                    || member.attributes.contains(where: ClientAttributes.isGlobalActor)
                let head = MemberSignature.implementation(
                    member, access: client.access, withDefaults: true, nonisolated: !isolated)
                writer.block(head) { writer in
                    writer.line(
                        Effects.callPrefix(member.effects) + "self.\(SwiftName.escaped(member.name))("
                            + member.parameters.map(forwardedArgument).joined(separator: ", ") + ")")
                }
            }
        }
    }

    /// The `unimplemented` artifact of a struct client: `init()` with every endpoint unimplemented (the test value),
    /// `unimplemented`, and, when every endpoint has a value to return, `noop`.
    static func emitUnimplemented(_ client: ClientModel, into writer: inout CodeWriter) {
        let name = SwiftName.escaped(client.name)
        writer.lines(client.attributes.everywhere)
        writer.block("extension \(name)") { writer in
            writer.line("/// A `\(client.name)` whose endpoints report an issue when called: the default in tests.")
            writer.block("\(client.access.nonisolatedPrefix)init()") { writer in
                for member in client.members {
                    let opening = "self.\(SwiftName.escaped(member.name)) = {\(closureSignature(of: member))"
                    writer.enclosed(opening, "}") { writer in
                        let message = UnimplementedBody.message(client: client.name, member: member)
                        UnimplementedBody.write(
                            member, client: client.name, message: message, exitingScope: false, into: &writer)
                    }
                }
            }
            writer.blankLine()
            writer.line("/// A `\(client.name)` whose endpoints report an issue when called.")
            writer.line("\(client.access.nonisolatedPrefix)static var unimplemented: \(name) { \(name)() }")
            guard client.hasNoop else { return }
            writer.blankLine()
            writer.line(
                "/// A `\(client.name)` whose endpoints do nothing: each returns its placeholder or natural default.")
            writer.block("\(client.access.nonisolatedPrefix)static var noop: \(name)") { writer in
                writer.enclosed("\(name)(", ")") { writer in
                    for (position, member) in client.members.enumerated() {
                        let comma = position < client.members.count - 1 ? "," : ""
                        writer.line(
                            "\(SwiftName.argumentLabel(member.name)): {\(closureSignature(of: member))\(noopBody(member))}\(comma)"
                        )
                    }
                }
            }
        }
    }

    /// `@MainActor @Sendable (_ id: Int) async throws -> Movie`: the endpoint's closure type, with the client's and
    /// the member's global actors, and parameter names kept for documentation.
    static func closureType(of member: MemberModel, in client: ClientModel) -> CodeText {
        let attributes = globalActors(of: client) + member.attributes.filter(ClientAttributes.isGlobalActor)
        let parameters = member.parameters.map { parameter in
            parameter.specLocalName.map { "_ \(SwiftName.escaped($0)): \(parameter.type)" }
                ?? parameter.type.description
        }
        let head = (attributes + ["@Sendable"]).joined(separator: " ") + " (" + parameters.joined(separator: ", ") + ")"
        return "\(head)\(member.effects) -> \(member.resultType?.description ?? "Void")"
    }

    private static func globalActors(of client: ClientModel) -> [String] {
        client.attributes.globalActors
    }

    private static func emitMemberwiseInitializer(_ client: ClientModel, into writer: inout CodeWriter) {
        writer.line("/// Creates a `\(client.name)` from its endpoints.")
        writer.line("\(client.access.nonisolatedPrefix)init(")
        writer.withIndentation { writer in
            for (position, member) in client.members.enumerated() {
                let comma = position < client.members.count - 1 ? "," : ""
                writer.line("\(SwiftName.label(member.name)): @escaping \(closureType(of: member, in: client))\(comma)")
            }
        }
        writer.block(")") { writer in
            for member in client.members {
                let name = SwiftName.escaped(member.name)
                writer.line("self.\(name) = \(name)")
            }
        }
    }

    /// ` _, _ in` (a closure's parameter list), or, for typed throws, whose type Swift does not take from context,
    /// the whole signature: ` (_: Movie, _: Int) throws(MovieError) -> Void in`.
    private static func closureSignature(of member: MemberModel) -> String {
        guard let thrownType = member.effects.thrownType, member.effects.throwsEffectively, !thrownType.isUntypedError
        else {
            return member.parameters.isEmpty
                ? "" : " " + member.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
        }
        let parameters = member.parameters.map { "_: \($0.type)" }.joined(separator: ", ")
        return " (\(parameters))\(member.effects.description) -> \(member.resultType?.description ?? "Void") in"
    }

    /// What a `noop` endpoint's closure returns, as a single expression (empty for `Void`).
    private static func noopBody(_ member: MemberModel) -> String {
        guard case .returnValue(let value) = member.noopValue else { return " " }
        return " \(value) "
    }

    /// An argument the method passes to the closure: `&x` for `inout`, `x()` for an autoclosure.
    private static func forwardedArgument(_ parameter: ParameterModel) -> String {
        let name = SwiftName.escaped(parameter.localName)
        if parameter.isInout { return "&" + name }
        if case .attributed(let attributes, _, _) = parameter.type.kind,
            attributes.contains(where: { $0.name == "autoclosure" })
        {
            return name + "()"
        }
        return name
    }
}
