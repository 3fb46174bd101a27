/// Emits the `key` artifact: the `TestDependencyKey` whose `testValue` is the unimplemented double, so a test that
/// forgets to override the dependency fails with the member it called. A protocol client gets a key enum; a struct
/// client is its own key. The `@preview` value, if any, is the `previewValue`.
enum KeyEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        let access = client.access.prefix
        let header: String
        let testValue: String
        switch client.style {
        case .protocol:
            writer.line(
                "/// The dependency key of `\(client.name)`: tests get `\(client.names.unimplemented)` unless they "
                    + "override it.")
            header = "\(access)enum \(client.names.key): TestDependencyKey"
            testValue = "\(client.names.unimplemented)()"
        case .struct:
            writer.line(
                "/// `\(client.name)` is its own dependency key: tests get `\(client.name)()`, whose endpoints are "
                    + "unimplemented.")
            header = "extension \(SwiftName.escaped(client.name)): TestDependencyKey"
            testValue = "\(SwiftName.escaped(client.name))()"
        }
        writer.lines(client.attributes.everywhere)
        writer.block(header) { writer in
            writer.line("\(client.access.nonisolatedPrefix)static let testValue: \(client.valueType) = \(testValue)")
            if let preview = client.previewValue {
                writer.line(
                    "\(client.access.nonisolatedPrefix)static let previewValue: \(client.valueType) = \(preview)")
            }
        }
    }
}
