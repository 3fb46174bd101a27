/// Emits the `mock` artifact: a `final class` whose members call a settable handler, count calls and record their
/// arguments, all behind `LockIsolated` locks so the mock is `Sendable` without `@unchecked`. A call without a
/// handler reports an issue and then behaves like the unimplemented double.
enum MockEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        let access = client.access.prefix
        let mock = client.names.mock
        writer.line(
            "/// A `\(client.name)` for tests: each member calls its handler, and counts and records its calls.")
        writer.lines(client.attributes.onConformingTypes)
        writer.block("\(access)final class \(mock): \(SwiftName.escaped(client.name)), Sendable") { writer in
            writer.line("\(client.access.nonisolatedPrefix)init() {}")
            for member in client.members {
                writer.blankLine()
                writer.line("// MARK: \(member.displayName)")
                writer.blankLine()
                emitState(of: member, access: client.access, into: &writer)
                writer.blankLine()
                writer.lines(member.attributes)
                UnimplementedEmitter.writeBody(of: member, access: client.access, into: &writer) { writer in
                    emitCall(of: member, client: client, into: &writer)
                }
            }
        }
    }

    /// The handler, call count and calls of a member, and the locks behind them.
    private static func emitState(of member: MemberModel, access: AccessLevel, into writer: inout CodeWriter) {
        let names = member.mock
        let handlerType: CodeText = "(\(handlerClosureType(of: member)))?"
        writer.line("/// What `\(member.displayName)` does. Without a handler, calls report an issue.")
        writer.block("\(access.nonisolatedPrefix)var \(names.handler): \(handlerType)") { writer in
            writer.line("get { _\(names.handler).value }")
            writer.line("set { _\(names.handler).setValue(newValue) }")
        }
        writer.blankLine()
        writer.line("/// How many times `\(member.displayName)` was \(member.isProperty ? "read" : "called").")
        if let calls = names.calls {
            let callType = recordedCallType(of: member)
            writer.line("\(access.nonisolatedPrefix)var \(names.callCount): Int { _\(calls).count }")
            writer.blankLine()
            writer.line("/// The arguments of each call to `\(member.displayName)`, in order.")
            writer.line("\(access.nonisolatedPrefix)var \(calls): [\(callType)] { _\(calls).value }")
            writer.blankLine()
            writer.line("private let _\(names.handler) = LockIsolated<\(handlerType)>(nil)")
            writer.line("private let _\(calls) = LockIsolated<[\(callType)]>([])")
        } else {
            writer.line("\(access.nonisolatedPrefix)var \(names.callCount): Int { _\(names.callCount).value }")
            writer.blankLine()
            writer.line("private let _\(names.handler) = LockIsolated<\(handlerType)>(nil)")
            writer.line("private let _\(names.callCount) = LockIsolated(0)")
        }
    }

    /// `@Sendable (String, Int) async throws -> [Double]`
    static func handlerClosureType(of member: MemberModel) -> CodeText {
        var type: CodeText = "@Sendable ("
        type.append(member.parameters, separator: ", ") { type, parameter in type.append(parameter.handlerType) }
        type.append(")\(member.effects) -> \(member.handlerResultType)")
        return type
    }

    /// The element type of `calls`: the recorded parameter's type, or a tuple labelled with the parameters' names.
    private static func recordedCallType(of member: MemberModel) -> CodeText {
        let recorded = member.parameters.lazy.filter { $0.recordedType != nil }
        if recorded.count == 1, let type = recorded.first?.recordedType { return CodeText(type) }
        var type: CodeText = "("
        type.append(recorded, separator: ", ") { type, parameter in
            type.append("\(SwiftName.label(parameter.localName)): \(parameter.recordedType ?? "")")
        }
        type.append(")")
        return type
    }

    /// Records the call, then calls the handler, or reports and falls back when there is none.
    private static func emitCall(of member: MemberModel, client: ClientModel, into writer: inout CodeWriter) {
        let parameters = member.parameters
        var locals = LocalNames(taken: parameters.map(\.localName))
        if let calls = member.mock.calls {
            var line: CodeText = "_\(calls).withValue { "
            if parameters.contains(where: \.isInout) {
                line.append("[")
                line.append(parameters.lazy.filter(\.isInout), separator: ", ") { line, parameter in
                    line.append(SwiftName.escaped(parameter.localName))
                }
                line.append("] in ")
            }
            let recorded = parameters.lazy.filter { $0.recordedType != nil }
            line.append(recorded.count == 1 ? "$0.append(" : "$0.append((")
            line.append(recorded, separator: ", ") { line, parameter in
                line.append(SwiftName.escaped(parameter.localName))
            }
            line.append(recorded.count == 1 ? ") }" : ")) }")
            writer.line(line)
        } else {
            writer.line("_\(member.mock.callCount).withValue { $0 += 1 }")
        }
        let handler = locals.make("handler")
        writer.block("guard let \(handler) = _\(member.mock.handler).value else") { writer in
            let message =
                "Unimplemented: '\(client.name).\(member.displayName)' has no handler: "
                + "set '\(client.names.mock).\(member.mock.handler)'"
            UnimplementedBody.write(member, client: client.name, message: message, exitingScope: true, into: &writer)
        }
        var call = CodeText(Effects.callPrefix(member.effects))
        call.append("\(handler)(")
        call.append(parameters, separator: ", ") { call, parameter in
            if parameter.isInout { call.append("&") }
            call.append(SwiftName.escaped(parameter.localName))
        }
        call.append(")")
        guard let resultType = member.resultType else {
            writer.line(call)
            return
        }
        guard member.resultIsErased else {
            writer.line("return \(call)")
            return
        }
        let value = locals.make("value")
        let result = locals.make("result")
        writer.line("let \(value) = \(call)")
        writer.block("guard let \(result) = \(value) as? \(resultType) else") { writer in
            let message = "'\(client.names.mock).\(member.mock.handler)' returned a value that is not a '\(resultType)'"
            UnimplementedBody.write(member, client: client.name, message: message, exitingScope: true, into: &writer)
        }
        writer.line("return \(result)")
    }
}

/// Picks local variable names that do not shadow a member's parameters. A member has a handful of parameters, so a
/// list is searched rather than a set hashed.
struct LocalNames {
    private var taken: [String]

    init(taken: [String]) {
        self.taken = taken
    }

    /// `base`, or `base` with underscores appended until it is free; the name is then taken.
    mutating func make(_ base: String) -> String {
        var name = base
        while taken.contains(name) { name += "_" }
        taken.append(name)
        return name
    }
}
