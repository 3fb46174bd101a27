extension CodeText {
    /// Appends the comment that says what to write in the spec when the compiler rejects this line because a value
    /// the mock keeps is not `Sendable`: `// Not Sendable? Write @unrecorded(item) in the spec.`
    mutating func append(hint: String?) {
        guard let hint else { return }
        append("  // Not Sendable? Write ")
        append(hint)
        append(" in the spec.")
    }
}

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

    /// Type aliases, each after its doc comment and attributes, under its `#if` condition.
    mutating func typeAliases(_ aliases: [TypeAliasPlan]) {
        var open: String?
        for (position, alias) in aliases.enumerated() {
            enter(alias.condition, from: &open, separated: position > 0 && !alias.intro.docLines.isEmpty)
            intro(alias.intro)
            line("\(alias)")
        }
        close(&open)
    }

    /// A member's implementation around a body: a function, a property, or a property whose getter has effects or
    /// that has a setter, which `setter` implements.
    mutating func implementation(
        _ head: MemberHead,
        _ body: (inout CodeWriter) -> Void,
        setter: (inout CodeWriter) -> Void = { _ in }
    ) {
        guard let accessors = head.accessors else {
            block("\(head)", body)
            return
        }
        block("\(head)") { writer in
            writer.block("get\(accessors.getterEffects)", body)
            if accessors.isSettable { writer.block("set", setter) }
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
        case .trap(let member): line("fatalError(\(literal: UnimplementedBody.Issue.unimplemented(member: member)))")
        case .call(let call): line("\(call)")
        }
    }

    /// A method whose body is one forwarding call.
    mutating func forwardingMethod(_ method: ForwardingMethodPlan) {
        intro(method.intro)
        implementation(method.head) { writer in writer.line("\(method.call)") }
    }

    /// Records a call into a mock's or recorder's state, reached through `owner` (`self.` inside a closure).
    mutating func record(_ record: MockBodyPlan.Record, on owner: String) {
        switch record {
        case .append(let calls, let captures, let values, let hint):
            var line: CodeText = "\(owner)_\(calls).withValue { "
            if !captures.isEmpty {
                line.append("[")
                line.append(captures, separator: ", ") { line, name in line.append(SwiftName.escaped(name)) }
                line.append("] in ")
            }
            line.append(values.count == 1 ? "$0.append(" : "$0.append((")
            line.append(values, separator: ", ") { line, name in line.append(SwiftName.escaped(name)) }
            line.append(values.count == 1 ? ") }" : ")) }")
            line.append(hint: hint)
            self.line(line)
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
            self.line(line)
            self.line("\(owner)_\(calls).withValue { $0.append(\(local)) }")
        case .increment(let callCount):
            self.line("\(owner)_\(callCount).withValue { $0 += 1 }")
        }
    }

    /// The count and recorded calls of one member, and the locks behind them, as a mock and a recorder declare them.
    mutating func callState(
        member: String,
        access: String,
        callCount: String,
        calls: MockCallsPlan?,
        modifiers: DeclarationModifiers
    ) {
        line("/// How many times `\(member)` was \(access).")
        if let calls {
            line("\(modifiers)var \(callCount): Int { _\(calls.name).count }")
            blankLine()
            line("/// The arguments of each call to `\(member)`, in order.")
            let unboxing = calls.isUnchecked ? ".map(\\.value)" : ""
            var getter: CodeText =
                "\(modifiers)var \(calls.name): [\(calls.elementType)] { _\(calls.name).value\(unboxing) }"
            getter.append(hint: calls.hint)
            line(getter)
        } else {
            line("\(modifiers)var \(callCount): Int { _\(callCount).value }")
        }
    }

    /// The lock behind a member's recorded calls, or behind its count when nothing is recorded, declared as `storage`
    /// says (`private let`, or `nonisolated private static let` for a mock's static state).
    mutating func callStorage(callCount: String, calls: MockCallsPlan?, storage: String = "private let") {
        if let calls {
            let element: CodeText =
                calls.isUnchecked ? "UncheckedSendable<\(calls.elementType)>" : "\(calls.elementType)"
            line("\(storage) _\(calls.name) = LockIsolated<[\(element)]>([])")
        } else {
            line("\(storage) _\(callCount) = LockIsolated(0)")
        }
    }

    /// `reset()`: every handler back to `nil`, every count and recorded list to empty.
    mutating func reset(_ reset: MockResetPlan, documentation: [String]) {
        lines(documentation)
        block("\(reset.modifiers)func \(reset.name)()") { writer in
            var open: String?
            for state in reset.state {
                switch state {
                case .handler(let name): writer.line("_\(name).setValue(nil)")
                case .calls(let name): writer.line("_\(name).setValue([])")
                case .callCount(let name): writer.line("_\(name).setValue(0)")
                case .condition(let condition): writer.enter(condition, from: &open, separated: false)
                }
            }
            writer.close(&open)
        }
    }

    /// Moves from the `#if` block `open` (`nil`: none) to one under `condition`: closes the open one unless it has the
    /// same condition, writes the blank line that separates declarations when `separated`, and opens the new one. A
    /// run of declarations under one condition shares a block.
    mutating func enter(_ condition: String?, from open: inout String?, separated: Bool) {
        if open != condition, open != nil { line("#endif") }
        if separated { blankLine() }
        if open != condition, let condition { line("#if \(condition)") }
        open = condition
    }

    /// Closes the `#if` block `open`, if any.
    mutating func close(_ open: inout String?) {
        if open != nil { line("#endif") }
        open = nil
    }

    /// Writes a declaration once per combination of `#if` branches (`leaf` writes it for the positions of one), each
    /// in its branch.
    mutating func combinations(_ plan: CombinationPlan, _ leaf: (inout CodeWriter, [Int]) -> Void) {
        switch plan {
        case .endpoints(let positions):
            leaf(&self, positions)
        case .branches(let branches):
            for branch in branches {
                line(CodeText(branch.directive))
                combinations(branch.combinations, leaf)
            }
            line("#endif")
        }
    }
}
