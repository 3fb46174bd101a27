import ClientGenCore

/// Reading `unimplemented(…)` calls and the memberwise calls that pass them: a struct client's test value
/// (`Self(isOn: unimplemented("FlagClient.isOn", placeholder: true))`), its `unimplemented` value, or a closure
/// property's default.
extension UnimplementedFallbacks {
    /// One call of swift-dependencies' `unimplemented`: the placeholder it passes, if any.
    struct UnimplementedCall: Equatable {
        var placeholder: String?
    }

    /// The `unimplemented(…)` call whose callee starts at `index` (`unimplemented`, or `IssueReporting.unimplemented`
    /// and the like) and ends at `limit`, or `nil` when the tokens there are something else.
    static func unimplementedCall(at index: Int, limit: Int, in skimmer: SwiftSkimmer) -> UnimplementedCall? {
        var position = index
        while position + 2 < limit, skimmer.tokens[position].kind == .identifier,
            skimmer.tokens[position + 1].kind == .period, skimmer.text(of: position) != "unimplemented"
        {
            position += 2
        }
        guard position + 1 < limit, skimmer.text(of: position) == "unimplemented",
            skimmer.tokens[position + 1].kind == .leftParen, skimmer.closers[position + 1] == limit - 1
        else { return nil }
        let arguments = skimmer.items(in: position + 1, isParameterClause: false)
        let placeholder = arguments.first { $0.label == "placeholder" }.map {
            skimmer.unindentedLines($0.value).joined(separator: "\n")
        }
        return UnimplementedCall(placeholder: placeholder)
    }

    /// Reads the arguments of a memberwise call (`Self(fetch: unimplemented(…), isOn: { … })`, the opening
    /// parenthesis at `opener`): an `unimplemented` call's placeholder, or what a closure does after reporting.
    init(memberwiseCallAt opener: Int, in skimmer: SwiftSkimmer) {
        for argument in skimmer.items(in: opener, isParameterClause: false) {
            guard let label = argument.label else { continue }
            let start = skimmer.tokenIndex(at: argument.value.start)
            let end = skimmer.tokenIndex(at: argument.value.end)
            if let call = Self.unimplementedCall(at: start, limit: end, in: skimmer) {
                if let placeholder = call.placeholder { fallbacks[label] = .value(placeholder) }
            } else if skimmer.tokens[start].kind == .leftBrace, skimmer.closers[start] == end - 1 {
                guard let closure = skimmer.closureBody(at: start) else { continue }
                if let fallback = Self.fallback(in: closure, skimmer) ?? Self.constant(in: closure, skimmer) {
                    fallbacks[label] = fallback
                }
            } else {
                storedValues[label] = skimmer.unindentedLines(argument.value).joined(separator: "\n")
            }
        }
    }

    /// What a closure of a test value returns when its body is one constant a spec can copy: a literal or a member of
    /// the result type (`{ .none }`, `{ _ in false }`), which depends on nothing around it.
    private static func constant(in body: Range<Int>, _ skimmer: SwiftSkimmer) -> Fallback? {
        guard let expression = skimmer.singleExpression(in: body) else { return nil }
        let tokens = body.filter { skimmer.tokens[$0].range.start >= expression.start }
        let first = skimmer.tokens[tokens[0]]
        let isMember = first.kind == .period && tokens.count == 2 && skimmer.tokens[tokens[1]].kind == .identifier
        let isLiteral =
            tokens.count == 1
            && (first.kind != .identifier || ["true", "false", "nil"].contains(skimmer.text(of: tokens[0])))
        guard isMember || isLiteral else { return nil }
        return .value(skimmer.text(expression))
    }

    /// The fallbacks of `self`, and those of `other` for the members `self` says nothing about.
    func merging(_ other: UnimplementedFallbacks) -> UnimplementedFallbacks {
        var merged = self
        merged.fallbacks.merge(other.fallbacks) { mine, _ in mine }
        merged.storedValues.merge(other.storedValues) { mine, _ in mine }
        return merged
    }

    /// No fallbacks: what a client whose sources say nothing about its unimplemented values has.
    static let none = UnimplementedFallbacks()

    private init() {}
}

extension UnimplementedFallbacks {
    /// An expression (or declarations) with its calls of `unimplemented(…)` qualified
    /// (`IssueReporting.unimplemented(…)`): inside a generated struct client, the bare name is its static
    /// `unimplemented` value. What declares the name (`func unimplemented(`, `case unimplemented(`) stays.
    static func qualifyingUnimplementedCalls(_ expression: String) -> String {
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: expression))
        let tokens = skimmer.tokens
        var insertions: [Int] = []
        for index in tokens.indices.dropLast() where skimmer.text(of: index) == "unimplemented" {
            guard tokens[index + 1].kind == .leftParen,
                index == 0
                    || (tokens[index - 1].kind != .period && !["func", "case"].contains(skimmer.text(of: index - 1)))
            else {
                continue
            }
            insertions.append(tokens[index].range.start)
        }
        guard !insertions.isEmpty else { return expression }
        var bytes = Array(expression.utf8)
        for offset in insertions.reversed() { bytes.insert(contentsOf: Array("IssueReporting.".utf8), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension UnimplementedFallbacks {
    /// The fallbacks with a placeholder that calls the client's own `noop` (`placeholder: noop.signals()`, as apps
    /// write) replaced by what that `noop` returns: the generated `noop` returns the placeholder, and would call
    /// itself.
    func resolvingNoopReferences(_ noopValues: [String: String]) -> UnimplementedFallbacks {
        var resolved = self
        for (name, fallback) in fallbacks {
            guard case .value(let value) = fallback else { continue }
            var reference = ImportInventory.squeezed(value)
            for prefix in ["Self.", "."] where reference.hasPrefix(prefix + "noop.") {
                reference.removeFirst(prefix.count)
            }
            guard reference.hasPrefix("noop."), reference.hasSuffix("()") else { continue }
            let endpoint = String(reference.dropFirst("noop.".count).dropLast(2))
            guard let returned = noopValues[endpoint], !returned.isEmpty else { continue }
            resolved.fallbacks[name] = .value(returned)
        }
        return resolved
    }

    /// The names a body declares for itself, which a directive outside it cannot name: those its `let`, `var` and
    /// `for` bind, and, for a closure's body, the names of its parameter clause and capture list (`{ query in … }`).
    static func localNames(of body: Range<Int>, _ skimmer: SwiftSkimmer) -> Set<String> {
        let tokens = skimmer.tokens
        var names: Set<String> = []
        for index in body.dropLast() where tokens[index + 1].kind == .identifier {
            if ["let", "var", "for"].contains(skimmer.text(of: index)) { names.insert(skimmer.text(of: index + 1)) }
        }
        var index = body.lowerBound - 1
        guard index > 0, tokens[index].isKeyword(.in) else { return names }
        while index > 1, !(tokens[index].kind == .leftBrace && skimmer.closers[index] >= body.upperBound) {
            index -= 1
            if isParameterName(at: index, skimmer) { names.insert(skimmer.text(of: index)) }
        }
        return names
    }

    /// Whether an identifier of a closure's header is a name it binds (`query`, `a` in `(a: Int)`), not a type it
    /// names (`Int`, `MovieError` in `throws(MovieError)`, `Void` after `->`).
    private static func isParameterName(at index: Int, _ skimmer: SwiftSkimmer) -> Bool {
        let tokens = skimmer.tokens
        guard tokens[index].kind == .identifier, index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        guard [.comma, .colon, .rightParen].contains(next.kind) || next.isKeyword(.in) else { return false }
        let previous = tokens[index - 1]
        if [.colon, .arrow, .period].contains(previous.kind) { return false }
        return !(previous.kind == .leftParen && skimmer.text(of: index - 2) == "throws")
    }
}
