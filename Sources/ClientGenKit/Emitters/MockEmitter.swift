/// Prints the `mock` artifact: a `final class` whose members call a settable handler, count calls and record their
/// arguments, all behind `LockIsolated` locks so the mock is `Sendable` without `@unchecked`.
enum MockEmitter {
    static func emit(_ plan: MockPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.line("\(plan.initializer)init() {}")
            writer.blankLine()
            emit(plan.reset, into: &writer)
            for member in plan.members { emit(member, into: &writer) }
        }
    }

    private static func emit(_ reset: MockResetPlan, into writer: inout CodeWriter) {
        writer.line("/// Forgets every handler, call count and recorded call, as a new mock has none.")
        writer.block("\(reset.modifiers)func \(reset.name)()") { writer in
            for state in reset.state {
                switch state {
                case .handler(let name): writer.line("_\(name).setValue(nil)")
                case .calls(let name): writer.line("_\(name).setValue([])")
                case .callCount(let name): writer.line("_\(name).setValue(0)")
                }
            }
        }
    }

    private static func emit(_ member: MockMemberPlan, into writer: inout CodeWriter) {
        writer.blankLine()
        writer.line("// MARK: \(member.name)")
        writer.blankLine()
        emitState(of: member, into: &writer)
        writer.blankLine()
        writer.attributes(member.attributes)
        writer.implementation(member.head) { writer in emitBody(of: member, into: &writer) }
    }

    /// The handler, call count and calls of a member, and the locks behind them.
    private static func emitState(of member: MockMemberPlan, into writer: inout CodeWriter) {
        let handler = member.handler
        let modifiers = member.stateModifiers
        let handlerType: CodeText = "(\(handler.type))?"
        writer.line("/// What `\(member.name)` does. Without a handler, calls report an issue.")
        writer.block("\(modifiers)var \(handler.name): \(handlerType)") { writer in
            writer.line("get { _\(handler.name).value }")
            writer.line("set { _\(handler.name).setValue(newValue) }")
        }
        writer.blankLine()
        let callCount = member.callCount
        writer.line("/// How many times `\(member.name)` was \(member.access == .read ? "read" : "called").")
        if let calls = member.calls {
            writer.line("\(modifiers)var \(callCount.name): Int { _\(calls.name).count }")
        } else {
            writer.line("\(modifiers)var \(callCount.name): Int { _\(callCount.name).value }")
        }
        if let calls = member.calls {
            writer.blankLine()
            writer.line("/// The arguments of each call to `\(member.name)`, in order.")
            let unboxing = calls.isUnchecked ? ".map(\\.value)" : ""
            writer.line("\(modifiers)var \(calls.name): [\(calls.elementType)] { _\(calls.name).value\(unboxing) }")
        }
        writer.blankLine()
        if handler.type.isNonsending {
            // `LockIsolated<(nonisolated(nonsending) …)?>(nil)` does not parse as an expression: spell the type once.
            writer.line("private let _\(handler.name): LockIsolated<\(handlerType)> = LockIsolated(nil)")
        } else {
            writer.line("private let _\(handler.name) = LockIsolated<\(handlerType)>(nil)")
        }
        if let calls = member.calls {
            let element: CodeText =
                calls.isUnchecked ? "UncheckedSendable<\(calls.elementType)>" : "\(calls.elementType)"
            writer.line("private let _\(calls.name) = LockIsolated<[\(element)]>([])")
        } else {
            writer.line("private let _\(callCount.name) = LockIsolated(0)")
        }
    }

    /// Records the call, then calls the handler, or reports and falls back when there is none.
    private static func emitBody(of member: MockMemberPlan, into writer: inout CodeWriter) {
        switch member.body.record {
        case .append(let calls, let captures, let values):
            var line: CodeText = "_\(calls).withValue { "
            if !captures.isEmpty {
                line.append("[")
                line.append(captures, separator: ", ") { line, name in line.append(SwiftName.escaped(name)) }
                line.append("] in ")
            }
            line.append(values.count == 1 ? "$0.append(" : "$0.append((")
            line.append(values, separator: ", ") { line, name in line.append(SwiftName.escaped(name)) }
            line.append(values.count == 1 ? ") }" : ")) }")
            writer.line(line)
        case .appendUnchecked(let calls, let local, let values):
            var line: CodeText = "let \(local) = UncheckedSendable("
            if values.count == 1 {
                line.append(SwiftName.escaped(values[0]))
            } else {
                line.append("(")
                line.append(values, separator: ", ") { line, name in
                    line.append("\(SwiftName.label(name)): \(SwiftName.escaped(name))")
                }
                line.append(")")
            }
            line.append(")")
            writer.line(line)
            writer.line("_\(calls).withValue { $0.append(\(local)) }")
        case .increment(let callCount):
            writer.line("_\(callCount).withValue { $0 += 1 }")
        }
        writer.block("guard let \(member.body.handlerLocal) = _\(member.body.handler).value else") { writer in
            writer.unimplemented(member.body.missingHandler)
        }
        switch member.body.result {
        case .none:
            emitCall(member.body, prefix: "", into: &writer)
        case .returned:
            emitCall(member.body, prefix: "return ", into: &writer)
        case .cast(let value, let result, let type, let mismatch):
            emitCall(member.body, prefix: "let \(value) = ", into: &writer)
            writer.block("guard let \(result) = \(value) as? \(type) else") { writer in writer.unimplemented(mismatch) }
            writer.line("return \(result)")
        }
    }

    /// The handler call, inside a `withoutActuallyEscaping` scope for each closure lent to the handler.
    private static func emitCall(_ body: MockBodyPlan, prefix: String, into writer: inout CodeWriter) {
        emitCall(body, prefix: prefix, lending: body.lentClosures[...], into: &writer)
    }

    private static func emitCall(
        _ body: MockBodyPlan,
        prefix: String,
        lending closures: ArraySlice<String>,
        into writer: inout CodeWriter
    ) {
        guard let closure = closures.first else {
            writer.line("\(prefix)\(body.call)")
            return
        }
        let name = SwiftName.escaped(closure)
        let effects = (body.call.isThrowing ? "try " : "") + (body.call.isAsync ? "await " : "")
        writer.enclosed("\(prefix)\(effects)withoutActuallyEscaping(\(name)) { \(name) in", "}") { writer in
            emitCall(body, prefix: "", lending: closures.dropFirst(), into: &writer)
        }
    }
}
