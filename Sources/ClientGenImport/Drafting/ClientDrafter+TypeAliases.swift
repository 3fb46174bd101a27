import ClientGenCore

/// Drafting a client's type aliases: a plain one (`typealias Result = Swift.Result<Data, any Error>`) is a spec member,
/// and the members name it bare, as a person writes a spec (the generator qualifies it again); any other (generic,
/// under `#if`, with attributes, or private) moves to an extension in the extras file, and the members name it
/// qualified, so that the generated conformers find it.
extension ClientDrafter {
    /// A type alias as a spec member, or `nil` when a spec cannot hold it.
    func typeAliasMember(_ alias: SwiftDeclaration) -> SpecDraft.Member? {
        guard alias.condition == nil, alias.attributes.isEmpty, isOwnAccess(alias) else { return nil }
        let keyword = skimmer.tokenIndex(at: alias.keywordStart)
        guard keyword + 2 < alias.tokens.upperBound, skimmer.tokens[keyword + 2].kind == .equal else {
            return nil  // Generic: `typealias Handler<T> = (T) -> Void`.
        }
        let text = skimmer.text(SourceRange(start: alias.keywordStart, end: alias.range.end))
        var member = member(
            alias, lines: skimmer.unindented(text, indentation: skimmer.indentation(at: alias.range.start)))
        member.isTypeAlias = true
        return member
    }

    /// Whether an alias is as visible as the client (which a spec's aliases are): no access of its own, or the
    /// client's, or `internal` in a client with no access of its own.
    private func isOwnAccess(_ alias: SwiftDeclaration) -> Bool {
        guard let access = alias.accessModifier else { return alias.modifiers.isEmpty }
        guard alias.modifiers.count == 1 else { return false }
        return access == (declaration.accessModifier ?? "internal")
            || (access == "public" && declaration.accessModifier == "open")
    }

    /// The members' lines with the names of the aliases kept in the spec unqualified (`Loader.Result` → `Result`),
    /// and those of the aliases moved to the extras file qualified (`(Result) -> Void` → `(Loader.Result) -> Void`).
    func namingTypeAliases(kept: Set<String>, moved: Set<String>, in members: [SpecDraft.Member]) -> [SpecDraft.Member]
    {
        guard !kept.isEmpty || !moved.isEmpty else { return members }
        return members.map { member in
            var member = member
            member.lines = member.lines.map { qualifying(moved, in: unqualifying(kept, in: $0)) }
            return member
        }
    }

    /// A line with `Client.Alias` written `Alias`, for the aliases named.
    private func unqualifying(_ aliases: Set<String>, in line: String) -> String {
        guard !aliases.isEmpty, line.contains(clientName + ".") else { return line }
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: line))
        let tokens = skimmer.tokens
        var removals: [Range<Int>] = []
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            guard skimmer.text(of: index) == clientName, tokens[index + 1].kind == .period,
                aliases.contains(skimmer.text(of: index + 2)), index == 0 || tokens[index - 1].kind != .period
            else { continue }
            removals.append(tokens[index].range.start..<tokens[index + 2].range.start)
        }
        var bytes = Array(line.utf8)
        for removal in removals.reversed() { bytes.removeSubrange(removal) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A line with the aliases it names qualified: `(Result) -> Void` → `(ThumbnailLoader.Result) -> Void`.
    private func qualifying(_ aliases: Set<String>, in line: String) -> String {
        guard !aliases.isEmpty else { return line }
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: line))
        var offsets: [Int] = []
        for index in skimmer.tokens.indices.dropLast() where skimmer.tokens[index].kind == .identifier {
            guard aliases.contains(skimmer.text(of: index)), index == 0 || skimmer.tokens[index - 1].kind != .period,
                skimmer.tokens[index + 1].kind != .colon
            else { continue }
            offsets.append(skimmer.tokens[index].range.start)
        }
        var bytes = Array(line.utf8)
        for offset in offsets.reversed() { bytes.insert(contentsOf: Array((clientName + ".").utf8), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Swift text with each use of a generic type alias the client declares written out as what it aliases, its
    /// parameters replaced: `completion: @escaping CompletionHandler<T>` → `completion: @escaping (Result<T,
    /// TransferFault>) -> Void`. Swift cannot name a protocol's generic alias from outside it (`P.Alias<T>`), which is
    /// how the spec's members would otherwise name the alias moved to the extras file.
    func instantiatingGenericAliases(in text: String) -> String {
        var generic: [String: (parameters: [String], aliased: String)] = [:]
        for alias in declaration.members where alias.kind == .typeAlias {
            let parameters = skimmer.genericParameterNames(of: alias)
            guard !parameters.isEmpty, let value = skimmer.initialValue(of: alias) else { continue }
            generic[alias.name] = (parameters, skimmer.text(value))
        }
        guard generic.keys.contains(where: text.contains) else { return text }
        let line = SwiftSkimmer(source: SourceFile(path: "", text: text))
        let tokens = line.tokens
        var replacements: [(range: Range<Int>, text: String)] = []
        var index = 0
        while index + 1 < tokens.count {
            guard tokens[index].kind == .identifier, let alias = generic[line.text(of: index)],
                index == 0 || tokens[index - 1].kind != .period, tokens[index + 1].kind == .leftAngle,
                let closer = Self.angleCloser(from: index + 1, in: tokens)
            else {
                index += 1
                continue
            }
            let arguments = ImportInventory.topLevelItems(
                line.text(SourceRange(start: tokens[index + 1].range.end, end: tokens[closer].range.start))[...])
            if arguments.count == alias.parameters.count {
                let range = tokens[index].range.start..<tokens[closer].range.end
                replacements.append(
                    (range, ImportInventory.substituting(alias.parameters, with: arguments, in: alias.aliased)))
            }
            index = closer + 1
        }
        var bytes = Array(text.utf8)
        for replacement in replacements.reversed() {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `>` closing the `<` at `opener`, or `nil` when the list is not closed.
    private static func angleCloser(from opener: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for index in opener..<tokens.count {
            if tokens[index].kind == .leftAngle { depth += 1 }
            if tokens[index].kind == .rightAngle { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }
}
