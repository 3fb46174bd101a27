/// Prints the `mock` artifact: a `final class` whose members call a settable handler, count calls and record their
/// arguments, all behind `LockIsolated` locks so the mock is `Sendable` without `@unchecked`.
enum MockEmitter {
    static func emit(_ plan: MockPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.line("\(plan.initializer)init() {}")
            writer.blankLine()
            writer.reset(plan.reset, documentation: resetDocumentation(staticState: plan.staticReset))
            if let staticReset = plan.staticReset {
                writer.blankLine()
                writer.reset(staticReset, documentation: staticResetDocumentation)
            }
            var open: String?
            for member in plan.members {
                writer.enter(member.condition, from: &open, separated: true)
                emit(member, staticReset: plan.staticReset?.name, into: &writer)
            }
            writer.close(&open)
        }
    }

    /// What `reset()` forgets; it leaves the static state to `resetStatics()`.
    private static func resetDocumentation(staticState: MockResetPlan?) -> [String] {
        guard let staticState else {
            return ["/// Forgets every handler, call count and recorded call, as a new mock has none."]
        }
        return [
            "/// Forgets every handler, call count and recorded call of this mock, as a new mock has none; the static",
            "/// ones stay until `\(staticState.name)()`.",
        ]
    }

    /// Static state is one per process, as any global is.
    private static let staticResetDocumentation = [
        "/// Forgets the handlers, call counts and recorded calls of the static members and initializers. The mock's",
        "/// type keeps them, so every test in the process shares them: a test that uses them resets them first, and",
        "/// tests that use them run one at a time (a `.serialized` suite).",
    ]

    private static func emit(_ member: MockMemberPlan, staticReset: String?, into writer: inout CodeWriter) {
        writer.line("// MARK: \(member.name)")
        writer.blankLine()
        emitState(of: member, staticReset: member.stateModifiers.isStatic ? staticReset : nil, into: &writer)
        writer.blankLine()
        writer.attributes(member.attributes)
        writer.implementation(member.head) { writer in
            emitBody(of: member, into: &writer)
        } setter: { writer in
            if let setter = member.setter { emitSetter(setter, into: &writer) }
        }
    }

    /// Keeps the value set, which reads return from then on, or counts the assignment.
    private static func emitSetter(_ setter: MockSetterPlan, into writer: inout CodeWriter) {
        if let keys = setter.keys {
            emitSubscriptSetter(setter, keys: keys, into: &writer)
            return
        }
        switch setter.kept {
        case .values(_, isUnchecked: false):
            var append: CodeText = "_\(setter.name).withValue { $0.append(newValue) }"
            append.append(hint: setter.hint)
            writer.line(append)
            var handler: CodeText = "_\(setter.handler).setValue({ newValue })"
            handler.append(hint: setter.hint)
            writer.line(handler)
        case .values(_, isUnchecked: true):
            // Boxed before the closures, which may only capture what is `Sendable`.
            writer.line("let value = UncheckedSendable(newValue)")
            writer.line("_\(setter.name).withValue { $0.append(value) }")
            writer.line("_\(setter.handler).setValue({ value.value })")
        case .count:
            writer.line("_\(setter.name).withValue { $0 += 1 }")
        }
    }

    /// Keeps a subscript's recorded arguments with the value set, or counts the assignment; reads go on through the
    /// handler.
    private static func emitSubscriptSetter(_ setter: MockSetterPlan, keys: [String], into writer: inout CodeWriter) {
        switch setter.kept {
        case .values(let type, let isUnchecked):
            var value: CodeText = "newValue"
            if !keys.isEmpty {
                value = "("
                var labels: [String] = []
                if isUnchecked, case .tuple(let elements) = type.kind { labels = elements.compactMap(\.firstName) }
                for (position, name) in (keys + ["newValue"]).enumerated() {
                    if position > 0 { value.append(", ") }
                    if position < labels.count { value.append("\(SwiftName.label(labels[position])): ") }
                    value.append(SwiftName.escaped(name))
                }
                value.append(")")
            }
            if isUnchecked {
                // Boxed before the closure, which may only capture what is `Sendable`.
                writer.line("let value = UncheckedSendable(\(value))")
                writer.line("_\(setter.name).withValue { $0.append(value) }")
            } else {
                var line: CodeText = "_\(setter.name).withValue { $0.append(\(value)) }"
                line.append(hint: setter.hint)
                writer.line(line)
            }
        case .count:
            writer.line("_\(setter.name).withValue { $0 += 1 }")
        }
    }

    /// What a settable property's mock keeps of the values it is set to.
    private static func emitAssignmentState(of member: MockMemberPlan, into writer: inout CodeWriter) {
        guard let setter = member.setter else { return }
        writer.blankLine()
        switch setter.kept {
        case .values(let type, let isUnchecked):
            let unboxing = isUnchecked ? ".map(\\.value)" : ""
            if setter.keys?.isEmpty == false {
                writer.line("/// The arguments and value of each assignment to `\(member.name)`, in order.")
            } else if setter.keys != nil {
                writer.line("/// The values `\(member.name)` was set to, in order.")
            } else {
                writer.line(
                    "/// The values `\(member.name)` was set to, in order. Once set, it reads the last of them.")
            }
            var getter: CodeText =
                "\(member.stateModifiers)var \(setter.name): [\(type)] { _\(setter.name).value\(unboxing) }"
            getter.append(hint: setter.hint)
            writer.line(getter)
        case .count:
            writer.line("/// How many times `\(member.name)` was set.")
            writer.line("\(member.stateModifiers)var \(setter.name): Int { _\(setter.name).value }")
        }
    }

    /// The handler, call count and calls of a member, and the locks behind them.
    private static func emitState(of member: MockMemberPlan, staticReset: String?, into writer: inout CodeWriter) {
        let handler = member.handler
        let modifiers = member.stateModifiers
        let handlerType: CodeText = "(\(handler.type))?"
        let isStatic = modifiers.isStatic
        if case .succeeds = member.body.result {
            writer.line(
                "/// Whether `\(member.name)` succeeds. Without a handler, calls report an issue and fail.")
        } else {
            writer.line("/// What `\(member.name)` does. Without a handler, calls report an issue.")
        }
        if let staticReset { writer.line("/// Static: shared by every test (see `\(staticReset)()`).") }
        writer.block("\(modifiers)var \(handler.name): \(handlerType)") { writer in
            writer.line("get { _\(handler.name).value }")
            writer.line("set { _\(handler.name).setValue(newValue) }")
        }
        writer.blankLine()
        writer.callState(
            member: member.name, access: member.access == .read ? "read" : "called",
            callCount: member.callCount.name,
            calls: member.calls, modifiers: modifiers)
        emitAssignmentState(of: member, into: &writer)
        writer.blankLine()
        // Static storage is nonisolated too: in a global actor's mock, it would be isolated to the actor.
        let storage = isStatic ? "nonisolated private static let" : "private let"
        if handler.type.isNonsending {
            // `LockIsolated<(nonisolated(nonsending) …)?>(nil)` does not parse as an expression: spell the type once.
            writer.line("\(storage) _\(handler.name): LockIsolated<\(handlerType)> = LockIsolated(nil)")
        } else {
            writer.line("\(storage) _\(handler.name) = LockIsolated<\(handlerType)>(nil)")
        }
        writer.callStorage(callCount: member.callCount.name, calls: member.calls, storage: storage)
        guard let setter = member.setter else { return }
        switch setter.kept {
        case .values(let type, isUnchecked: false):
            writer.line("\(storage) _\(setter.name) = LockIsolated<[\(type)]>([])")
        case .values(let type, isUnchecked: true):
            writer.line("\(storage) _\(setter.name) = LockIsolated<[UncheckedSendable<\(type)>]>([])")
        case .count: writer.line("\(storage) _\(setter.name) = LockIsolated(0)")
        }
    }

    /// Records the call, then calls the handler, or reports and falls back when there is none.
    private static func emitBody(of member: MockMemberPlan, into writer: inout CodeWriter) {
        let owner = member.body.stateAccess == .throughType ? "Self." : ""
        writer.record(member.body.record, on: owner)
        writer.block("guard let \(member.body.handlerLocal) = \(owner)_\(member.body.handler).value else") {
            writer in
            writer.unimplemented(member.body.missingHandler)
        }
        switch member.body.result {
        case .none:
            emitCall(member.body, prefix: "", into: &writer)
        case .succeeds(let local):
            guard !member.body.lentClosures.isEmpty else {
                writer.line("guard \(member.body.call) else { return nil }")
                return
            }
            emitCall(member.body, prefix: "let \(local) = ", into: &writer)
            writer.line("guard \(local) else { return nil }")
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
        // Written out for a typed error, which Swift would otherwise infer as any: then `async` must be too.
        let thrown = body.lendingThrows.map { (body.call.isAsync ? " async" : "") + " throws(\($0))" } ?? ""
        writer.enclosed("\(prefix)\(body.call.effects)withoutActuallyEscaping(\(name)) { \(name)\(thrown) in", "}") {
            writer in
            emitCall(body, prefix: "", lending: closures.dropFirst(), into: &writer)
        }
    }
}
