/// Emits the `key` artifact: the `TestDependencyKey` whose `testValue` is the unimplemented double, so a test that
/// forgets to override the dependency fails with the member it called.
enum KeyEmitter {
    static func emit(_ client: ClientModel, into writer: inout CodeWriter) {
        let access = client.access.prefix
        writer.line(
            "/// The dependency key of `\(client.name)`: tests get `\(client.names.unimplemented)` unless they override it."
        )
        writer.lines(client.attributes.everywhere)
        writer.block("\(access)enum \(client.names.key): TestDependencyKey") { writer in
            writer.line(
                "\(access)static let testValue: any \(SwiftName.escaped(client.name)) = \(client.names.unimplemented)()"
            )
        }
    }
}
