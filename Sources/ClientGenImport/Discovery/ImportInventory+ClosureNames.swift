import ClientGenCore

/// The names apps give the parameters of a struct client's closures where the closure type leaves them unnamed
/// (`var preload: @Sendable ([Sound]) async -> Void`): the closures written for the endpoint elsewhere in the inputs
/// (`preload: { sounds in … }` in a live value, a `noop`, a preview) name them.
extension ImportInventory {
    /// The parameter names of one closure literal passed as a labelled argument, and the call it is passed to.
    struct ClosureLiteralNames {
        /// The names before `in`: `{ sounds, _ in }` → `["sounds", nil]`.
        var names: [String?]
        /// What is called: `SoundClient` in `SoundClient(preload: { … })`, `Self`, `init` or a function's name.
        var callee: String
        /// Where the literal is, so that a call of `Self` or `init` can be placed in its type.
        var file: Int
        var offset: Int
    }

    /// The parameter names of the closure literals passed as labelled arguments, by label: `preload: { sounds in }`
    /// gives `preload` → the names `["sounds"]`; `_` and `$0` give no name (`nil`).
    static func closureParameterNames(in skimmer: SwiftSkimmer, file: Int) -> [String: [ClosureLiteralNames]] {
        var found: [String: [ClosureLiteralNames]] = [:]
        let tokens = skimmer.tokens
        var openParentheses: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen: openParentheses.append(index)
            case .rightParen: _ = openParentheses.popLast()
            default: break
            }
            guard index + 2 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon,
                tokens[index + 2].kind == .leftBrace, let opener = openParentheses.last, opener > 0,
                let names = parameterNames(ofClosureAt: index + 2, in: skimmer)
            else { continue }
            let literal = ClosureLiteralNames(
                names: names, callee: skimmer.text(of: opener - 1), file: file, offset: tokens[index].range.start)
            found[skimmer.source.text(tokens[index].nameRange), default: []].append(literal)
        }
        return found
    }

    /// The names before `in` of the closure literal opening at `opener`: `{ a, _ in }`, `{ (a, b) in }`,
    /// `{ (a: Int) async in }`; `nil` when it declares none.
    private static func parameterNames(ofClosureAt opener: Int, in skimmer: SwiftSkimmer) -> [String?]? {
        let tokens = skimmer.tokens
        let closer = skimmer.closers[opener]
        var position = opener + 1
        if position < closer, tokens[position].kind == .leftSquare { position = skipped(position, skimmer) }
        var names: [String?] = []
        var expectsName = true
        var inParentheses = false
        while position < closer {
            let token = tokens[position]
            if token.isKeyword(.in) { return names.isEmpty ? nil : names }
            switch token.kind {
            case .leftParen where !inParentheses && names.isEmpty:
                inParentheses = true
            case .rightParen where inParentheses:
                inParentheses = false
            case .identifier where expectsName:
                let name = skimmer.source.text(token.nameRange)
                names.append(name == "_" ? nil : name)
                expectsName = false
            case .comma:
                expectsName = true
            case .identifier, .colon, .arrow, .period, .question, .exclamation, .leftAngle, .rightAngle:
                break  // A type annotation, effects or a result.
            case .leftParen, .leftSquare:
                position = skimmer.skipGroup(at: position) - 1
            default:
                return nil  // A statement: the closure has no parameter clause.
            }
            position += 1
        }
        return nil
    }

    private static func skipped(_ position: Int, _ skimmer: SwiftSkimmer) -> Int {
        skimmer.skipGroup(at: position)
    }
}
