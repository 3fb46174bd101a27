/// What a client cannot declare, reported with what to write instead: nested names, and the other declarations a
/// client cannot have.
extension SpecParser {
    /// `UserDefaults.Dependency`: a client nested in another type, which a spec cannot declare (its generated key,
    /// doubles and mock are top-level declarations). Reported with a fix-it that joins the names
    /// (`UserDefaultsDependency`), which parsing goes on with.
    mutating func parseQualifiedClientName(after first: Identifier) -> Identifier {
        var components = [first.name]
        var progress = LoopProgress()
        while current.kind == .period, peek().kind == .identifier, progress.advanced(to: index) {
            advance()
            components.append(name(of: advance()))
        }
        let range = SourceRange(start: first.range.start - (first.isBackticked ? 1 : 0), end: previous.range.end)
        let joined = components.map(SwiftName.upperCamelCase).joined()
        diagnostics.report(
            .nestedClient(
                source.text(range), suggestion: joined, outer: components.dropLast().joined(separator: "."),
                inner: components[components.count - 1]),
            at: range, fixIts: [FixIt(.joinClientName(joined), range: range, replacement: joined)])
        return Identifier(name: joined, range: range)
    }

    /// Why a declaration cannot be a member, and what to write instead.
    func unsupportedMemberMessage(_ keyword: Keyword) -> DiagnosticMessage {
        switch keyword {
        case .associatedtype: return .associatedType(client: clientName)
        case .struct, .class, .enum, .actor, .protocol, .extension:
            return .nestedDeclaration(keyword.text, client: clientName)
        case .deinit: return .deinitMember
        default: return .unsupportedMember(keyword.text)
        }
    }
}
