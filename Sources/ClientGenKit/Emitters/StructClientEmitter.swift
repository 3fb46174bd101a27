/// Prints a `@style(struct)` client: the struct of closures with its memberwise initializer and methods (the
/// `interface` artifact), and its unimplemented `init()`, `unimplemented` and `noop` (the `unimplemented` artifact).
enum StructClientEmitter {
    static func emit(_ plan: StructClientPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            for (position, endpoint) in plan.endpoints.enumerated() {
                if position > 0 { writer.blankLine() }
                writer.lines(endpoint.docLines)
                writer.line("\(endpoint.modifiers)var \(SwiftName.escaped(endpoint.name)): \(endpoint.type)")
            }
            if let initializer = plan.initializer {
                writer.blankLine()
                emit(initializer, into: &writer)
            }
            for method in plan.methods {
                writer.blankLine()
                writer.forwardingMethod(method)
            }
        }
    }

    private static func emit(_ initializer: MemberwiseInitializerPlan, into writer: inout CodeWriter) {
        writer.lines(initializer.docLines)
        writer.line("\(initializer.modifiers)init(")
        writer.withIndentation { writer in
            for (position, endpoint) in initializer.endpoints.enumerated() {
                let comma = position < initializer.endpoints.count - 1 ? "," : ""
                writer.line("\(SwiftName.label(endpoint.name)): @escaping \(endpoint.type)\(comma)")
            }
        }
        writer.block(")") { writer in
            for endpoint in initializer.endpoints {
                let name = SwiftName.escaped(endpoint.name)
                writer.line("self.\(name) = \(name)")
            }
        }
    }

    static func emit(_ plan: StructDefaultsPlan, into writer: inout CodeWriter) {
        writer.attributes(plan.attributes)
        writer.block("\(plan.head)") { writer in
            writer.lines(plan.initializer.docLines)
            writer.block("\(plan.initializer.modifiers)init()") { writer in
                for endpoint in plan.initializer.endpoints {
                    writer.enclosed("self.\(SwiftName.escaped(endpoint.name)) = {\(endpoint.closure)", "}") { writer in
                        writer.unimplemented(endpoint.body)
                    }
                }
            }
            writer.blankLine()
            writer.lines(plan.unimplementedDocLines)
            let unimplemented = plan.unimplemented
            writer.line(
                "\(unimplemented.modifiers)static var \(unimplemented.name): \(unimplemented.type) { "
                    + "\(unimplemented.expression) }")
            guard let noop = plan.noop else { return }
            writer.blankLine()
            emit(noop, into: &writer)
        }
    }

    private static func emit(_ noop: NoopPlan, into writer: inout CodeWriter) {
        writer.lines(noop.docLines)
        let name = SwiftName.escaped(noop.typeName)
        writer.block("\(noop.modifiers)static var noop: \(name)") { writer in
            writer.enclosed("\(name)(", ")") { writer in
                for (position, endpoint) in noop.endpoints.enumerated() {
                    let comma = position < noop.endpoints.count - 1 ? "," : ""
                    let body = endpoint.value.map { " \($0) " } ?? " "
                    writer.line("\(SwiftName.argumentLabel(endpoint.name)): {\(endpoint.closure)\(body)}\(comma)")
                }
            }
        }
    }
}
