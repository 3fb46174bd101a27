/// Prints a `@style(struct)` client: the struct of closures with its memberwise initializer and methods (the
/// `interface` artifact), and its unimplemented `init()`, `unimplemented` and `noop` (the `unimplemented` artifact).
enum StructClientEmitter {
    static func emit(_ plan: StructClientPlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            writer.typeAliases(plan.typeAliases)
            var open: String?
            for (position, endpoint) in plan.endpoints.enumerated() {
                writer.enter(endpoint.condition, from: &open, separated: position > 0 || !plan.typeAliases.isEmpty)
                emit(endpoint, into: &writer)
            }
            writer.close(&open)
            if let recorder = plan.recorder {
                writer.blankLine()
                emitStorage(of: plan.endpoints, recorder: recorder.recording, into: &writer)
            }
            if let initializer = plan.initializer {
                writer.blankLine()
                if let combinations = initializer.combinations {
                    writer.combinations(combinations) { writer, positions in
                        emit(initializer, endpoints: positions, into: &writer)
                    }
                } else {
                    emit(initializer, endpoints: Array(initializer.endpoints.indices), into: &writer)
                }
            }
            for method in plan.methods {
                writer.enter(method.condition, from: &open, separated: true)
                writer.forwardingMethod(method)
            }
            writer.close(&open)
        }
        if let recorder = plan.recorder {
            writer.blankLine()
            StructRecorderEmitter.emit(recorder, into: &writer)
        }
    }

    /// One endpoint: a stored property, or, for a recorded closure, a property computed over its storage that wraps
    /// the closure while the client has a recorder.
    private static func emit(_ endpoint: EndpointPlan, into writer: inout CodeWriter) {
        writer.lines(endpoint.docLines)
        writer.attributes(endpoint.attributes)
        let name = SwiftName.escaped(endpoint.name)
        guard case .recordedClosure(_, let storage, let recorder) = endpoint.storage else {
            writer.line("\(endpoint.modifiers)var \(name): \(endpoint.storage)")
            return
        }
        writer.block("\(endpoint.modifiers)var \(name): \(endpoint.storage)") { writer in
            writer.line("get { \(recorder).map { $0.\(name)(\(storage)) } ?? \(storage) }")
            writer.line("set { \(storage) = newValue }")
        }
    }

    /// The storage of the recorded closures, and of the recorder.
    private static func emitStorage(
        of endpoints: [EndpointPlan],
        recorder: RecordingMethodPlan,
        into writer: inout CodeWriter
    ) {
        var open: String?
        for endpoint in endpoints {
            guard case .recordedClosure(let type, let storage, _) = endpoint.storage else { continue }
            writer.enter(endpoint.condition, from: &open, separated: false)
            writer.line("nonisolated private var \(storage): \(type)")
        }
        writer.close(&open)
        writer.line("/// The recorder the endpoints record into, if any: see `recording(into:)`.")
        writer.line("nonisolated private var \(recorder.storage): Calls? = nil")
    }

    /// The memberwise initializer of the endpoints at `positions` (one combination of `#if` branches); none without
    /// endpoints, where the unimplemented `init()` is the struct's.
    private static func emit(
        _ initializer: MemberwiseInitializerPlan,
        endpoints positions: [Int],
        into writer: inout CodeWriter
    ) {
        guard !positions.isEmpty else { return }
        let endpoints = positions.map { initializer.endpoints[$0] }
        writer.lines(initializer.docLines)
        writer.line("\(initializer.modifiers)init(")
        writer.withIndentation { writer in
            for (index, position) in positions.enumerated() {
                let endpoint = initializer.endpoints[position]
                let comma = index < positions.count - 1 ? "," : ""
                let defaultValue = initializer.defaultValues[position].map { " = \($0)" } ?? ""
                writer.line("\(SwiftName.label(endpoint.name)): \(parameter(endpoint.storage))\(defaultValue)\(comma)")
            }
        }
        writer.block(")") { writer in
            for endpoint in endpoints {
                let name = SwiftName.escaped(endpoint.name)
                if case .recordedClosure(_, let storage, _) = endpoint.storage {
                    writer.line("self.\(storage) = \(name)")
                } else {
                    writer.line("self.\(name) = \(name)")
                }
            }
        }
    }

    static func emit(_ plan: StructDefaultsPlan, into writer: inout CodeWriter) {
        writer.attributes(plan.attributes)
        writer.block("\(plan.head)") { writer in
            writer.lines(plan.initializer.docLines)
            writer.block("\(plan.initializer.modifiers)init()") { writer in
                var open: String?
                for endpoint in plan.initializer.endpoints {
                    writer.enter(endpoint.condition, from: &open, separated: false)
                    let name = SwiftName.escaped(endpoint.name)
                    switch endpoint.value {
                    case .closure(let head, let body):
                        writer.enclosed("self.\(name) = {\(head)", "}") { writer in writer.unimplemented(body) }
                    case .expression(let value):
                        writer.line("self.\(name) = \(value)")
                    }
                }
                writer.close(&open)
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
            guard let combinations = noop.combinations else {
                emitCall(noop, endpoints: Array(noop.endpoints.indices), prefix: "", into: &writer)
                return
            }
            writer.combinations(combinations) { writer, positions in
                emitCall(noop, endpoints: positions, prefix: "return ", into: &writer)
            }
        }
    }

    /// The call of the memberwise initializer with the endpoints at `positions` that makes the `noop`.
    private static func emitCall(
        _ noop: NoopPlan,
        endpoints positions: [Int],
        prefix: String,
        into writer: inout CodeWriter
    ) {
        let name = SwiftName.escaped(noop.typeName)
        let endpoints = positions.map { noop.endpoints[$0] }
        guard !endpoints.isEmpty else {
            writer.line("\(prefix)\(name)()")
            return
        }
        writer.enclosed("\(prefix)\(name)(", ")") { writer in
            for (position, endpoint) in endpoints.enumerated() {
                let comma = position < endpoints.count - 1 ? "," : ""
                let label = SwiftName.argumentLabel(endpoint.name)
                switch endpoint.value {
                case .closure(let head, let returning):
                    writer.line("\(label): {\(head)\(returning.map { " \($0) " } ?? " ")}\(comma)")
                case .expression(let value):
                    writer.line("\(label): \(value)\(comma)")
                }
            }
        }
    }

    /// A memberwise initializer's parameter type: an escaping closure, an optional one defaulting to `nil`, or a value
    /// (escaping when it is a closure: `var onTap: @Sendable () -> Void { get }`).
    private static func parameter(_ storage: EndpointPlan.Storage) -> CodeText {
        switch storage {
        case .closure(let type), .recordedClosure(let type, _, _): "@escaping \(type)"
        case .optionalClosure(let type): "(\(type))? = nil"
        case .value(let type, let isClosure): isClosure ? "@escaping \(type)" : "\(type)"
        }
    }
}

extension EndpointPlan.Storage: TextWritable {
    /// The property's type: `@Sendable (Int) -> Movie`, `(@Sendable (String) -> Entry?)?`, `SessionClient`.
    func write(to output: inout some TextOutput) {
        switch self {
        case .closure(let type), .recordedClosure(let type, _, _):
            type.write(to: &output)
        case .optionalClosure(let type):
            output.append("(")
            type.write(to: &output)
            output.append(")?")
        case .value(let type, _):
            type.write(to: &output)
        }
    }
}

/// Prints a struct client's recorder: `Calls`, which counts and records the calls a client makes once it has been
/// given one with `recording(into:)`, and that method.
enum StructRecorderEmitter {
    static func emit(_ plan: StructRecorderPlan, into writer: inout CodeWriter) {
        writer.attributes(plan.attributes)
        writer.block("extension \(SwiftName.escaped(plan.recording.clientType))") { writer in
            writer.lines(plan.docLines)
            writer.block("\(plan.head)") { writer in
                writer.line("\(plan.modifiers)init() {}")
                writer.blankLine()
                writer.reset(plan.reset, documentation: ["/// Forgets every call count and recorded call."])
                var open: String?
                for endpoint in plan.endpoints {
                    writer.enter(endpoint.condition, from: &open, separated: true)
                    emit(endpoint, into: &writer)
                }
                writer.close(&open)
            }
            writer.blankLine()
            emit(plan.recording, into: &writer)
        }
    }

    /// The count and calls of an endpoint, and the method that wraps its closure to record them.
    private static func emit(_ endpoint: RecordedEndpointPlan, into writer: inout CodeWriter) {
        writer.line("// MARK: \(endpoint.endpoint)")
        writer.blankLine()
        writer.callState(
            member: endpoint.endpoint, access: "called", callCount: endpoint.callCount, calls: endpoint.calls,
            modifiers: endpoint.modifiers)
        writer.blankLine()
        writer.callStorage(callCount: endpoint.callCount, calls: endpoint.calls)
        writer.blankLine()
        writer.line("/// `\(endpoint.endpointLocal)`, counting and recording its calls.")
        let name = SwiftName.escaped(endpoint.endpoint)
        let local = SwiftName.escaped(endpoint.endpointLocal)
        let head: CodeText =
            "nonisolated fileprivate func \(name)(_ \(local): @escaping \(endpoint.type)) -> \(endpoint.type)"
        writer.block(head) { writer in
            writer.enclosed("{\(endpoint.closure)", "}") { writer in
                writer.record(endpoint.record, on: "self.")
                writer.line(endpoint.returnsValue ? "return \(endpoint.call)" : "\(endpoint.call)")
            }
        }
    }

    private static func emit(_ method: RecordingMethodPlan, into writer: inout CodeWriter) {
        let client = SwiftName.escaped(method.clientType)
        writer.lines(method.docLines)
        writer.block("\(method.modifiers)func recording(into calls: Calls) -> \(client)") { writer in
            writer.line("var client = self")
            writer.line("client.\(method.storage) = calls")
            writer.line("return client")
        }
    }
}
