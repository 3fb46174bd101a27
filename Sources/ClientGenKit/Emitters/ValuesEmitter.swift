/// Emits the `values` artifact: the `DependencyValues` property that `@Dependency(\.weatherClient)` reads.
enum ValuesEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        writer.block("extension DependencyValues") { writer in
            if client.docLines.isEmpty {
                writer.line("/// The `\(client.name)` dependency.")
            } else {
                writer.lines(client.docLines)
            }
            writer.lines(client.attributes.everywhere)
            let property = SwiftName.escaped(client.names.valuesProperty)
            writer.block("\(client.access.nonisolatedPrefix)var \(property): \(client.valueType)") { writer in
                writer.line("get { self[\(client.keyType).self] }")
                writer.line("set { self[\(client.keyType).self] = newValue }")
            }
        }
    }
}
