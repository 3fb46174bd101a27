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
