import ClientGenCore

/// Key values declared as stored `static var`s that code assigns (`GearClient.testValue.pack = { _ in 1 }`), as apps
/// written before Swift 6 did to swap a value for their tests: the generated key declares its values as constants,
/// so that code would no longer compile.
extension ImportInventory {
    /// Where the inputs assign a key value of a client, and which.
    struct KeyValueAssignment {
        /// `GearClient.testValue`: the value as messages name it.
        var value: String
        var path: String
        var line: Int
    }

    /// The first assignment the inputs make to a key value of the client declared as a stored `static var`, through
    /// the client's name, its key's or `Self` (`Self.testValue = …`, `&GearKey.liveValue`); `nil` when none does.
    func keyValueAssignment(of client: String, scope: String) -> KeyValueAssignment? {
        let registration = registration(of: client)
        let values =
            [registration.live, registration.test, registration.preview].compactMap { $0?.location }
            + registration.looseValues.map(\.located)
        let stored = Set(
            values.map(\.declaration).filter { $0.kind == .variable && $0.body == nil && $0.isStatic }.map(\.name))
        if stored.isEmpty { return nil }
        let owners = Set([client, scope, Self.bareName(scope), "Self"] + registration.keys.map(\.declaration.name))
        for file in files {
            guard let offset = Self.assignment(to: stored, through: owners, in: file.skimmer) else { continue }
            let line = SourceLocationConverter(file.source).location(of: offset.at).line
            return KeyValueAssignment(value: "\(client).\(offset.name)", path: file.source.path, line: line)
        }
        return nil
    }

    /// The first `Owner.name` of a file that is assigned (`=`, `+=`, …, through members and subscripts) or passed
    /// `inout` (`&Owner.name`), and where it starts.
    private static func assignment(
        to names: Set<String>, through owners: Set<String>, in skimmer: SwiftSkimmer
    ) -> (name: String, at: Int)? {
        let tokens = skimmer.tokens
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier {
            let name = skimmer.text(of: index)
            guard names.contains(name), tokens[index - 1].kind == .period,
                owners.contains(skimmer.text(of: index - 2))
            else { continue }
            let start = tokens[index - 2].range.start
            if index >= 3, tokens[index - 3].kind == .ampersand { return (name, start) }
            if isAssigned(after: index, in: skimmer) { return (name, start) }
        }
        return nil
    }

    /// Whether the expression ending at a token, followed by members, subscripts and optional chaining, is assigned.
    private static func isAssigned(after index: Int, in skimmer: SwiftSkimmer) -> Bool {
        let tokens = skimmer.tokens
        var next = index + 1
        while next < tokens.count {
            switch tokens[next].kind {
            case .period where next + 1 < tokens.count && tokens[next + 1].kind == .identifier: next += 2
            case .question, .exclamation: next += 1
            case .leftSquare: next = skimmer.closers[next] + 1
            case .equal: return true
            case .otherOperator:
                let text = skimmer.text(of: next)
                return text.count > 1 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
            default: return false
            }
        }
        return false
    }
}
