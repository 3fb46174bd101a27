/// Clients and their member lists, with recovery at member boundaries.
extension SpecParser {
    mutating func parseClient(
        docLines: [String],
        attributes: [Attribute],
        modifiers: [Modifier],
        start: Token
    ) -> ClientDecl {
        let keyword = advance()
        if keyword.isKeyword(.protocol) {
            diagnostics.report(
                .protocolKeyword, at: keyword.range,
                fixIts: [FixIt(.replaceProtocolWithClient, range: keyword.range, replacement: "client")])
        }
        var name = parseName(.client) ?? Identifier(name: "", range: insertionPoint)
        if current.kind == .period, peek().kind == .identifier, !name.name.isEmpty {
            name = parseQualifiedClientName(after: name)
        }
        clientName = name.name
        if current.kind == .leftAngle {
            // Read the clause to recover at the inheritance list or the members.
            let clauseStart = current.range.start
            let parameters = parseGenericParameters()
            diagnostics.report(
                .genericClient(name.name, parameter: parameters.first?.name.name ?? "Model"),
                at: SourceRange(start: clauseStart, end: previous.range.end))
        }
        var inheritance: [TypeSyntax] = []
        if consume(.colon) != nil {
            var progress = LoopProgress()
            repeat {
                guard progress.advanced(to: index) else { break }
                inheritance.append(current.isKeyword(.class) ? parseClassConstraint() : parseType())
            } while consume(.comma) != nil
        }
        if current.isKeyword(.where) {
            diagnostics.report(.clientWhereClause, at: advance().range)
            skip { $0.current.kind == .leftBrace }
        }
        typeAliases = []
        bareResultRanges = []
        members = []
        if let open = consume(.leftBrace) {
            parseMembers(under: [])
            expectClosing(.rightBrace, .expectedClosingBrace(client: name.name), opener: open)
        } else {
            diagnostics.report(.expectedClientBody, at: insertionPoint)
            skipToTopLevelDeclaration()
        }
        defer { members = [] }
        return ClientDecl(
            docLines: docLines, attributes: attributes, modifiers: modifiers, name: name,
            inheritance: inheritance, members: members, range: range(from: start.range.start),
            typeAliases: typeAliases, bareResultRanges: bareResultRanges)
    }

    /// `: class`, Swift's old spelling of `AnyObject`, which Swift 6 warns about: read as `AnyObject`, with a fix-it.
    private mutating func parseClassConstraint() -> TypeSyntax {
        let keyword = advance()
        diagnostics.report(
            .classConstraint, at: keyword.range,
            fixIts: [FixIt(.replaceClassWithAnyObject, range: keyword.range, replacement: "AnyObject")])
        return TypeSyntax(kind: .named(name: "AnyObject", genericArguments: nil), range: keyword.range)
    }

    /// Parses members into ``members`` up to the client's closing brace (not consumed) or the end of the file, or, in
    /// an `#if` branch (`condition` not empty), up to the directive that ends the branch.
    private mutating func parseMembers(under condition: [ConditionalBranchSyntax]) {
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightBrace, progress.advanced(to: index) {
            if consume(.semicolon) != nil { continue }
            if isAtConditionalDirective {
                if source.text(current.range) == "#if" {
                    parseConditionalChain(under: condition) { parser, branch in parser.parseMembers(under: branch) }
                } else if !condition.isEmpty || !clientCondition.isEmpty {
                    return  // The branch ends; or, in a client under `#if`, its closing brace is missing.
                } else {
                    skipDirectiveLine()  // Reported once, by `reportStrayDirectives`.
                }
                continue
            }
            if current.isAtStartOfLine, [.client, .import, .protocol].contains(current.keyword) {
                return  // The closing brace is missing; the caller reports it.
            }
            let errorMark = self.errorMark
            memberCondition = condition
            if var member = parseMember() {
                requireMemberSeparator()
                member.isMalformed = self.errorMark > errorMark
                member.condition = condition
                members.append(member)
            } else {
                requireMemberSeparator()
            }
            reportsParameterPack = true
        }
    }

    /// Members are separated by line breaks or semicolons, as in Swift.
    private mutating func requireMemberSeparator() {
        guard !isAtEnd, !current.isAtStartOfLine, current.kind != .rightBrace, current.kind != .semicolon else {
            return
        }
        diagnostics.report(
            .consecutiveDeclarations, at: insertionPoint,
            fixIts: [FixIt(.insertSemicolon, range: insertionPoint, replacement: ";")])
        advance()
        skipToMember()
    }

    /// Skips at least one token, then up to the next line that can start a member, or the client's closing brace.
    mutating func skipToMember() {
        skip { parser in
            parser.current.kind == .rightBrace || parser.isAtMemberStart || parser.isAtConditionalDirective
                || (parser.current.isAtStartOfLine && [.client, .import, .protocol].contains(parser.current.keyword))
        }
    }

    /// Keywords that can begin a member (or a declaration a client cannot have), where recovery resumes.
    private static let memberStartKeywords: Set<Keyword> = [
        .func, .var, .let, .subscript, .`init`, .deinit, .static, .class, .mutating, .nonmutating, .nonisolated,
        .associatedtype, .typealias, .case, .public, .package, .internal, .fileprivate, .private, .open, .struct,
        .enum, .actor, .extension,
    ]

    /// Whether the current token starts a line with an attribute or a keyword that begins a member.
    var isAtMemberStart: Bool {
        current.isAtStartOfLine && (current.kind == .atSign || Self.memberStartKeywords.contains(current.keyword))
    }

    private mutating func parseMember() -> MemberDecl? {
        let start = current
        let docLines = DocComment.lines(in: source.bytes, trivia: triviaRange(of: start))
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        switch current.keyword {
        case .func:
            return parseFunction(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
        case .var, .let:
            return parseProperty(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
        case .typealias:
            parseTypeAlias(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
            return nil
        case .`init`:
            return parseInitializer(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
        case .subscript:
            return parseSubscript(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
        case .deinit, .associatedtype, .case, .struct, .class, .enum, .actor,
            .protocol, .extension, .operator, .precedencegroup, .macro:
            diagnostics.report(unsupportedMemberMessage(current.keyword), at: advance().range)
        default:
            if current.kind == .rightBrace || isAtEnd || isAtConditionalDirective {
                if !attributes.isEmpty || !modifiers.isEmpty {
                    diagnostics.report(.expectedMemberAfterAttributes, at: insertionPoint)
                }
                return nil
            }
            diagnostics.report(.expectedMember, at: advance().range)
        }
        skipToMember()
        return nil
    }

    // MARK: Names

    /// What a name is being parsed for, which decides the message when it is missing.
    enum NameRole: String {
        case client = "client"
        case function = "function"
        case property = "property"
        case parameter = "parameter"
        case genericParameter = "generic parameter"
        case typeAlias = "type alias"
    }

    /// Parses a declared name. A reserved keyword is reported (with a fix-it adding backticks) but accepted, unless
    /// it starts a new line, where it more likely begins the next declaration.
    mutating func parseName(_ role: NameRole) -> Identifier? {
        let token = current
        guard token.kind == .identifier, !(token.keyword != .none && token.isAtStartOfLine && index > 0) else {
            diagnostics.report(.expectedName(role.rawValue), at: insertionPoint)
            return nil
        }
        if token.keyword.isReserved {
            let text = name(of: token)
            diagnostics.report(
                .keywordAsName(text), at: token.range,
                fixIts: [FixIt(.addBackticks, range: token.range, replacement: "`\(text)`")])
        }
        advance()
        return Identifier(name: name(of: token), range: token.nameRange, isBackticked: token.isBackticked)
    }
}
