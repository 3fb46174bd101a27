import ClientGenCore

/// The `DependencyValues` accessors of the inputs: `var weather: WeatherClient { get { self[WeatherKey.self] } … }`,
/// and `@DependencyEntry var haptics = HapticsClient.live`.
extension ImportInventory {
    mutating func recordAccessors(in located: Located) {
        let skimmer = files[located.file].skimmer
        let properties = located.declaration.members.filter { $0.kind == .variable && !$0.isStatic }
        for member in properties {
            let written = skimmer.propertyType(of: member).map(skimmer.text)
            guard let type = written ?? entryType(of: member, skimmer) else { continue }
            let location =
                located.declaration.members.count == 1 ? located : Located(file: located.file, declaration: member)
            if member.hasAttribute("DependencyEntry") {
                accessors.append(
                    Accessor(
                        name: member.name, valueType: type, keyName: nil,
                        entry: entryValues(of: member, in: located.file),
                        location: location, property: located.member(member)))
            } else if let body = skimmer.bodyTokens(of: member) {
                accessors.append(
                    Accessor(
                        name: member.name, valueType: type,
                        keyName: Self.subscriptKey(in: body, skimmer).map(registeredName),
                        entry: nil, location: location, property: located.member(member)))
            }
        }
    }

    /// The type of a `@DependencyEntry` written without one, as its value names it: `HapticsClient` for
    /// `HapticsClient.live`, `HapticsClient()` or `HapticsClient.init(…)`.
    private func entryType(of member: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> String? {
        guard member.hasAttribute("DependencyEntry"), let value = skimmer.initialValue(of: member) else { return nil }
        let first = skimmer.tokenIndex(at: value.start)
        let name = skimmer.text(of: first)
        guard skimmer.tokens[first].kind == .identifier, name.first?.isUppercase == true,
            first + 1 < skimmer.tokens.count,
            [.period, .leftParen].contains(skimmer.tokens[first + 1].kind)
        else { return nil }
        return name
    }

    /// The type a key's `Value` names, for an accessor typed `WeatherKey.Value`.
    func keyValueType(_ written: String) -> String? {
        guard written.hasSuffix(".Value"),
            let key = keys[registeredName(String(written.dropLast(".Value".count)))]?.first
        else { return nil }
        return valueType(of: key)
    }

    /// The key in `self[Key.self]`, the first subscript of the body, as written.
    private static func subscriptKey(in body: Range<Int>, _ skimmer: SwiftSkimmer) -> String? {
        var position = body.lowerBound
        while position + 4 < body.upperBound {
            let tokens = skimmer.tokens
            if tokens[position].isKeyword(.self), tokens[position + 1].kind == .leftSquare,
                tokens[skimmer.closers[position + 1] - 1].isKeyword(.self),
                tokens[skimmer.closers[position + 1] - 2].kind == .period
            {
                let start = tokens[position + 2].range.start
                let end = tokens[skimmer.closers[position + 1] - 3].range.end
                return skimmer.text(SourceRange(start: start, end: end))
            }
            position += 1
        }
        return nil
    }
}
