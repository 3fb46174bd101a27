/// What a struct client's `noop` is, decided in one place: whether it is generated (every endpoint has a value to
/// return without reporting, a stored sub-client its own `noop`), and whether a value directive may name it.
extension RunResolver {
    /// Whether a struct client has a `noop`: every member has a value to return, a sub-client's when it has one.
    /// `known` keeps each client's answer, so a client stored by several members (or clients) is asked once: without
    /// it, a chain of clients each storing the next twice would take time exponential in its length.
    func hasNoop(_ client: ClientModel, depth: Int, known: inout [String: Bool], for requester: ClientModel) -> Bool {
        if let answer = known[client.name] { return answer }
        guard depth < Self.maximumInheritanceDepth, client.generatesNoop else { return false }
        var answer = true
        for member in client.members where member.noopValue == nil {
            guard let type = member.resolution.pendingStoredType,
                let subClient = runClient(named: type, for: requester),
                subClient.style == .struct, hasNoop(subClient, depth: depth + 1, known: &known, for: requester)
            else {
                answer = false
                break
            }
        }
        known[client.name] = answer
        return answer
    }

    /// Reports a `@preview(.noop)` (or `@live`, `@test`) that names the generated `noop` of a struct client that has
    /// none, naming the endpoint or sub-client without a value and what to write. A client with `@noop(none)` declares
    /// its own, which they may name.
    mutating func checkNoopNames(of client: ClientModel, in source: SourceFile) {
        guard client.generatesNoop, !client.hasNoop,
            !client.members.contains(where: { $0.resolution.pendingStoredType != nil })  // Reported already.
        else { return }
        for (directive, expression) in client.values.written where Self.namesNoop(expression, of: client.name) {
            guard let member = client.members.first(where: { $0.noopValue == nil }) else { continue }
            var subClient: String?
            if member.role == .storedValue, let type = member.resultType,
                let stored = runClient(named: type, for: client)
            {
                subClient = stored.name
            }
            diagnostics.append(
                Diagnostic(
                    .missingNoop(
                        directive: directive, client: client.name, member: member.name.base, subClient: subClient),
                    path: source.path, range: client.values.ranges[directive] ?? client.nameRange,
                    notes: [
                        DiagnosticNote(.declaredHere(member.name.base), path: source.path, range: member.nameRange)
                    ],
                    // Most likely, the client's extras declare the `noop` the directive names.
                    fixIts: [.insertingDirective(.noNoop, before: client.declarationStart, in: source)]))
        }
    }

    /// Whether an expression is the client's `noop`: `.noop`, `Client.noop` or `Self.noop`.
    private static func namesNoop(_ expression: String, of client: String) -> Bool {
        let written = expression.trimmingSpaces
        guard written.hasSuffix(".noop") else { return false }
        let base = String(written.dropLast(5)).trimmingSpaces
        return base.isEmpty || base == "Self" || base == client || base == "`" + client + "`"
    }
}
