/// What an unimplemented member does: report an issue naming the member, then throw or return its fallback. Shared
/// by the unimplemented double and by mocks called without a handler, so both behave the same.
enum UnimplementedBody {
    /// The issue message of the unimplemented double: `Unimplemented: 'WeatherClient.forecast(for:days:)'`.
    static func message(client: String, member: MemberModel) -> String {
        "Unimplemented: '\(client).\(member.displayName)'"
    }

    /// Writes `reportIssue(message)` and the fallback. In a `guard`'s `else` (`exitingScope`), a `Void` member
    /// still needs its `return`.
    static func write(
        _ member: MemberModel,
        client: String,
        message: String,
        exitingScope: Bool,
        into writer: inout CodeWriter
    ) {
        writer.line("reportIssue(\(literal: message))")
        writeFallback(member, client: client, exitingScope: exitingScope, into: &writer)
    }

    /// Writes the statement that ends an unimplemented member: a `throw` or a `return` (none for `Void` at the end
    /// of a body).
    static func writeFallback(
        _ member: MemberModel,
        client: String,
        exitingScope: Bool,
        into writer: inout CodeWriter
    ) {
        switch member.fallback {
        case .throwUnimplementedFailure:
            writer.line("throw UnimplementedFailure(description: \(literal: "\(client).\(member.displayName)"))")
        case .throwError(let error):
            writer.line("throw \(error)")
        case .returnVoid:
            if exitingScope { writer.line("return") }
        case .returnValue(let value):
            writer.line("return \(value)")
        }
    }
}
