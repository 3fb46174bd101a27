import ClientGenCore

/// What each member of a struct client is: a closure an endpoint is made of, a stored value, storage clientgen's own
/// struct clients keep behind their endpoints, or a stored property no spec (nor an extension) can hold.
extension ClientDrafter {
    /// Whether a member is a closure-typed property an endpoint is made of: stored, or computed with a getter and a
    /// setter (as clientgen's own struct clients are, over `_name` storage).
    func isClosureProperty(_ member: SwiftDeclaration) -> Bool {
        guard !member.hasModifier("private"), !member.hasModifier("fileprivate"),
            inventory.closureSignature(of: member, in: located.file, context: scopeName) != nil
        else { return false }
        guard member.body != nil else { return true }
        return isSettableComputedProperty(member)
    }

    /// Whether a property's accessor block has both `get` and `set`.
    func isSettableComputedProperty(_ member: SwiftDeclaration) -> Bool {
        guard let body = skimmer.bodyTokens(of: member) else { return false }
        let words = Set(body.filter { skimmer.tokens[$0].isAtStartOfLine }.map { skimmer.text(of: $0) })
        return words.contains("get") && words.contains("set")
    }

    /// Whether a member is an instance property without accessors: stored.
    func isStoredProperty(_ member: SwiftDeclaration) -> Bool {
        (member.kind == .variable || member.kind == .constant) && !member.isStatic && member.body == nil
    }

    /// Whether a member is a stored property that is not a closure: a sub-client or another stored value.
    func isStoredValue(_ member: SwiftDeclaration) -> Bool {
        isStoredProperty(member) && !member.hasModifier("private") && !member.hasModifier("fileprivate")
    }

    /// The storage clientgen's own struct clients keep behind their endpoints (`_fetch`, `_calls`): regenerated.
    func isGeneratedStorage(_ member: SwiftDeclaration, endpoints: [Endpoint]) -> Bool {
        guard member.kind == .variable, !member.isStatic, member.body == nil, member.name.hasPrefix("_") else {
            return false
        }
        let stored = String(member.name.dropFirst())
        return stored == "calls" || endpoints.contains { $0.property.name == stored }
    }
}
