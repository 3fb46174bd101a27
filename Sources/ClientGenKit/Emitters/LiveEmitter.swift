/// Emits the `live` artifact: the `DependencyKey` conformance with the client's `@live` value, for the module that
/// holds the implementation (the interface module keeps the `TestDependencyKey` conformance and the test value).
enum LiveEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        guard let live = client.liveValue else { return }
        writer.line("/// The live `\(client.name)`, used when the app runs.")
        writer.lines(client.attributes.everywhere)
        writer.block("extension \(client.keyType): DependencyKey") { writer in
            writer.line("\(client.access.nonisolatedPrefix)static let liveValue: \(client.valueType) = \(live)")
        }
    }
}
