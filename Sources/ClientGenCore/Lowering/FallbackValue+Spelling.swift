/// How Swift spells the values validation decided unimplemented members and `noop`s return.
extension FallbackValue {
    /// The value as an expression: `nil`, `[]`, `.finished`, the spec's `@placeholder`, `SessionClient()`,
    /// `UnimplementedSession()` or `SessionClient.noop`.
    package var spelling: String {
        switch self {
        case .nilValue: "nil"
        case .emptyCollection: "[]"
        case .emptyDictionary: "[:]"
        case .finishedStream: ".finished"
        case .finishedThrowingStream: ".finished()"
        case .emptyClosure(let count) where count == 0: "{ }"
        case .emptyClosure(let count): "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
        case .expression(let expression): expression
        case .unimplementedClient(let client, style: .struct): SwiftName.escaped(client) + "()"
        case .unimplementedClient(let client, style: .protocol): GeneratedNames.unimplemented(of: client) + "()"
        case .noopClient(let client): SwiftName.escaped(client) + ".noop"
        }
    }
}
