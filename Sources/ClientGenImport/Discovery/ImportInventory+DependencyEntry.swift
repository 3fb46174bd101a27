import ClientGenCore

/// The values of a `@DependencyEntry` accessor: `@DependencyEntry(liveValue: L, previewValue: P) var x: T = V`
/// declares a key whose `liveValue` is `L`, whose `previewValue` is `P` and whose `testValue` is `V`, the initial
/// value (swift-dependencies' rule: the value provided to the entry is its test value).
extension ImportInventory {
    /// What a `@DependencyEntry` says about its key.
    struct EntryValues {
        var live: KeyValue?
        var preview: KeyValue?
        var test: KeyValue?
        /// The key's name, when the entry gives it as a string (`@DependencyEntry("SearchKey")`).
        var keyName: String?
    }

    /// Reads the arguments and initial value of a `@DependencyEntry` property.
    func entryValues(of member: SwiftDeclaration, in file: Int) -> EntryValues {
        let skimmer = files[file].skimmer
        let location = Located(file: file, declaration: member)
        func value(_ range: SourceRange) -> KeyValue {
            KeyValue(
                expression: skimmer.unindentedLines(range, indentationOf: member.range.start).joined(separator: "\n"),
                isExpression: true, location: location)
        }
        var entry = EntryValues(test: skimmer.initialValue(of: member).map(value))
        guard let opener = Self.entryArgumentsOpener(of: member, skimmer) else { return entry }
        for argument in skimmer.items(in: opener, isParameterClause: false) {
            switch argument.label {
            case "liveValue": entry.live = value(argument.value)
            case "previewValue": entry.preview = value(argument.value)
            case nil:
                let text = skimmer.text(argument.value)
                if text.count > 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                    entry.keyName = String(text.dropFirst().dropLast())
                }
            default: continue
            }
        }
        return entry
    }

    /// The `(` after `@DependencyEntry`, when the attribute has arguments.
    private static func entryArgumentsOpener(of member: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> Int? {
        var position = member.tokens.lowerBound
        while position + 2 < member.tokens.upperBound {
            let tokens = skimmer.tokens
            if tokens[position].kind == .atSign, skimmer.text(of: position + 1) == "DependencyEntry" {
                return tokens[position + 2].kind == .leftParen ? position + 2 : nil
            }
            position += 1
        }
        return nil
    }
}
