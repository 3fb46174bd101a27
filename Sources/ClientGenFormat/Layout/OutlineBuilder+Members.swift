import ClientGenCore

/// A client's members: each starts a line (after its attributes, each on a line of its own), and runs to the next
/// member, a `;` or the client's `}`.
extension OutlineBuilder {
    /// The members up to the client's `}` (not consumed), at `level`.
    mutating func buildMembers(level: Int) throws(UnexpectedShape) {
        var isFirst = true
        while !isAtEnd, current.kind != .rightBrace, !isConditionalDirective(index) || text(index) == "#if" {
            if current.kind == .semicolon {
                dropSemicolon(level: level)
                continue
            }
            if isConditionalDirective(index) {
                try buildConditionalMembers(level: level, isFirst: isFirst)
            } else {
                startLine(level: level, blankLines: isFirst ? 0...0 : 0...1)
                try buildMember(level: level)
            }
            isFirst = false
        }
    }

    /// `#if` members (`#elseif` members)* (`#else` members)? `#endif`, its members one level further in.
    private mutating func buildConditionalMembers(level: Int, isFirst: Bool) throws(UnexpectedShape) {
        var isFirstClause = true
        while isConditionalDirective(index) {
            let blankLines = isFirstClause && isFirst ? 0...0 : 0...1
            guard try buildDirectiveLine(level: level, isFirst: isFirstClause, blankLines: blankLines) else { return }
            isFirstClause = false
            try buildMembers(level: level + 1)
        }
        throw unexpected()
    }

    /// One member. Brackets are counted so that a member ends only outside them; an accessor block (`{ get }`) is
    /// joined onto one line unless comments are written inside it.
    private mutating func buildMember(level: Int) throws(UnexpectedShape) {
        let keyword = try declarationKeyword(from: index)
        try skipDeclarationAttributes(level: level, onOwnLines: true)
        if [.func, .`init`, .subscript].contains(tokens[keyword].keyword) { markSignature(after: keyword) }
        var openers: [TokenKind] = []
        while !isAtEnd {
            if openers.isEmpty, index > keyword, endsMember { return }
            switch current.kind {
            case .atSign:
                try skipAttribute()
                continue
            case .equal where openers.last == .leftParen && !isSameTypeOperator:
                try skipDefaultValue()
                continue
            case .leftBrace:
                try markAccessorBlock()
                openers.append(current.kind)
            case .leftParen, .leftSquare, .leftAngle:
                openers.append(current.kind)
            case .rightParen, .rightSquare, .rightAngle, .rightBrace:
                guard openers.popLast() != nil else { throw unexpected() }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether the current token ends the member being read (which is outside brackets): a `;`, the client's `}`,
    /// or a line that starts another member (a line that continues a type after `->` or `:` does not).
    private var endsMember: Bool {
        switch current.kind {
        case .semicolon, .rightBrace:
            return true
        case .poundIdentifier:
            return current.isAtStartOfLine && isConditionalDirective(index)
        case .atSign:
            return current.isAtStartOfLine && !expectsMore(after: tokens[index - 1])
        case .identifier:
            return current.isAtStartOfLine && Self.memberStarts.contains(current.keyword)
                && !expectsMore(after: tokens[index - 1])
        default:
            return false
        }
    }

    /// The keywords a member can start with, its modifiers included.
    private static let memberStarts: Set<Keyword> = SpecParser.modifierKeywords.union([
        .func, .var, .let, .`init`, .typealias, .subscript, .deinit, .associatedtype, .case, .struct, .enum, .actor,
        .extension, .protocol,
    ])

    /// Whether a declaration cannot end after `token`: what follows it is still part of it.
    private func expectsMore(after token: Token) -> Bool {
        switch token.kind {
        case .arrow, .colon, .comma, .equal, .ampersand, .period, .atSign, .leftParen, .leftSquare, .leftAngle,
            .leftBrace, .backslash:
            return true
        default:
            return [
                .some, .any, .inout, .borrowing, .consuming, .sending, .isolated, .each, .repeat, .__owned, .__shared,
            ]
            .contains(token.keyword)
        }
    }

    /// Whether the current `=` is the first of a where clause's `==`.
    private var isSameTypeOperator: Bool {
        tokens[index + 1].kind == .equal && !tokens[index + 1].hasLeadingTrivia
    }

    /// Glues a function's generic clause or parameter list to its name (`func load<T>(`), or an initializer's to
    /// `init` (`init?(`), or a subscript's to `subscript`.
    private mutating func markSignature(after keyword: Int) {
        var position = keyword + 1
        if tokens[keyword].isKeyword(.func) {
            position += 1
        } else if [.question, .exclamation].contains(tokens[position].kind) {
            position += 1
        }
        if tokens[position].kind == .leftAngle {
            outline.gluedToName.insert(position)
            var depth = 0
            while tokens[position].kind != .endOfFile {
                if tokens[position].kind == .leftAngle { depth += 1 }
                if tokens[position].kind == .rightAngle { depth -= 1 }
                position += 1
                if depth == 0 { break }
            }
        }
        if tokens[position].kind == .leftParen { outline.gluedToName.insert(position) }
    }

    /// An accessor block, `{ get async throws }`: on the member's line, unless comments are written in it, when its
    /// line breaks are kept.
    private mutating func markAccessorBlock() throws(UnexpectedShape) {
        let close = try expressionEnd(from: index + 1, terminators: [])
        guard tokens[close].kind == .rightBrace else { throw unexpected() }
        outline.accessorBraces.formUnion([index, close])
        guard !(index...close).contains(where: gapHasComment(before:)) else { return }
        for position in index...close { outline.gaps[position] = .sameLine }
    }
}
