import ClientGenCore

/// What an unimplemented double written in the inputs does after reporting, member by member, so that a spec can say
/// the same with `@placeholder`, `@throwing` and `@trapping`: a protocol's double (`UnimplementedWeatherClient`, or the
/// type the key's `testValue` creates), or a struct's unimplemented `init()`.
struct UnimplementedFallbacks {
    /// What one member does after reporting.
    enum Fallback: Equatable {
        /// `return false`.
        case value(String)
        /// `throw MovieError.unimplemented`.
        case thrown(String)
        /// `fatalError(…)`, `preconditionFailure(…)`.
        case traps

        /// The directive a spec writes for it, or `nil` when a spec writes none (the value every spec gets without
        /// one: a natural default of the result type, `UnimplementedFailure`). `result` is the result type as written,
        /// `nil` for `Void`; `throwsFailure` says whether the member throws `UnimplementedFailure` without a
        /// placeholder (it throws an untyped error), where a double that returns even a natural value needs one.
        func directive(result: String?, throwsFailure: Bool = false) -> DraftDirective? {
            switch self {
            case .value(let value):
                // A body that reports and returns nothing (`unimplemented("notes")` as its only expression) gives
                // what every spec gets without a directive, whatever the result.
                if value == "()", result.map(NaturalDefault.isVoid) == false { return nil }
                if throwsFailure, value != "()" { return .placeholder(value) }
                return NaturalDefault.isNatural(value, for: result) ? nil : .placeholder(value)
            case .thrown(let error): return error.hasPrefix("UnimplementedFailure(") ? nil : .throwing(error)
            // A member returning `Never` traps without a directive.
            case .traps: return result?.trimmingSpaces == "Never" ? nil : .trapping
            }
        }
    }

    /// By member key (``SwiftSkimmer/memberKey(of:)``), or, for a struct's endpoints, by name.
    var fallbacks: [String: Fallback] = [:]
    /// The values a memberwise call passes for a struct's stored values that are not closures (a sub-client's
    /// unimplemented value), by name.
    var storedValues: [String: String] = [:]

    /// Reads the members of a protocol's double.
    init(double: SwiftDeclaration, in skimmer: SwiftSkimmer) {
        for member in double.members where [.function, .variable, .subscriptMember].contains(member.kind) {
            guard let body = skimmer.bodyTokens(of: member), let fallback = Self.fallback(in: body, skimmer) else {
                continue
            }
            let key = skimmer.memberKey(of: member)
            // A member declared once per platform (`#if os(Linux)` … `#else` …) has a fallback per condition.
            if let condition = member.condition { fallbacks[Self.key(key, condition: condition)] = fallback }
            if fallbacks[key] == nil { fallbacks[key] = fallback }
        }
    }

    /// Reads a struct's `init()` that sets each endpoint to a closure that reports (`self._fetch = { _ in … }`).
    init(initializer: SwiftDeclaration, in skimmer: SwiftSkimmer) {
        guard let body = skimmer.bodyTokens(of: initializer) else { return }
        var position = body.lowerBound
        while position + 4 < body.upperBound {
            let tokens = skimmer.tokens
            guard tokens[position].isKeyword(.self), tokens[position + 1].kind == .period,
                tokens[position + 3].kind == .equal, tokens[position + 4].kind == .leftBrace
            else {
                position = skimmer.nextLineStart(after: position, limit: body.upperBound)
                continue
            }
            var name = skimmer.source.text(tokens[position + 2].nameRange)
            if name.hasPrefix("_") { name.removeFirst() }
            if let closure = skimmer.closureBody(at: position + 4), let fallback = Self.fallback(in: closure, skimmer) {
                fallbacks[name] = fallback
            }
            position = skimmer.closers[position + 4] + 1
        }
    }

    /// The fallback of a member by its key, the one of its `#if` condition first.
    func fallback(forKey key: String, condition: String? = nil) -> Fallback? {
        condition.flatMap { fallbacks[Self.key(key, condition: $0)] } ?? fallbacks[key]
    }

    private static func key(_ key: String, condition: String) -> String {
        key + " #if " + condition
    }

    /// What a body does after reporting: its `return`, `throw` or trap, looking into a property's `get { }`. Each
    /// getter looked into lies inside the last one, so the walk ends, however deeply getters nest.
    static func fallback(in body: Range<Int>, _ skimmer: SwiftSkimmer) -> Fallback? {
        var body = body
        var reported = false
        while true {
            switch scan(body, skimmer, reported: &reported) {
            case .found(let fallback): return fallback
            case .getter(let inner): body = inner
            case .none: return reported ? .value("()") : nil
            }
        }
    }

    /// What scanning one body found: a fallback, a getter to look into, or neither.
    private enum ScanResult {
        case found(Fallback?)
        case getter(Range<Int>)
        case none
    }

    private static func scan(_ body: Range<Int>, _ skimmer: SwiftSkimmer, reported: inout Bool) -> ScanResult {
        var position = body.lowerBound
        while position < body.upperBound {
            let token = skimmer.tokens[position]
            let word = skimmer.text(of: position)
            if word == "get", position + 1 < body.upperBound {
                var opener = position + 1
                while opener < body.upperBound, skimmer.tokens[opener].kind != .leftBrace { opener += 1 }
                guard opener < body.upperBound else { return .found(nil) }
                return .getter((opener + 1)..<skimmer.closers[opener])
            }
            if ["reportIssue", "XCTFail", "unimplemented"].contains(word) { reported = true }
            if word == "unimplemented", position + 1 < body.upperBound, skimmer.tokens[position + 1].kind == .leftParen,
                let call = unimplementedCall(at: position, limit: skimmer.closers[position + 1] + 1, in: skimmer),
                let placeholder = call.placeholder
            {
                return .found(.value(placeholder))
            }
            if ["fatalError", "preconditionFailure"].contains(word) { return .found(.traps) }
            if token.isKeyword(.return) || token.isKeyword(.throw), position + 1 < body.upperBound {
                var end = position + 1
                while end < body.upperBound, end == position + 1 || !skimmer.tokens[end].isAtStartOfLine {
                    end = skimmer.skipGroup(at: end)
                }
                let value = skimmer.text(
                    SourceRange(start: skimmer.tokens[position + 1].range.start, end: skimmer.tokens[end - 1].range.end)
                )
                if token.isKeyword(.throw), declaresType(thrownBy: value, in: body, skimmer) {
                    return .found(nil)  // `{ struct Unimpl: Error {}; throw Unimpl() }`: no spec can name it.
                }
                if !SwiftSkimmer.identifiers(in: value).isDisjoint(with: localNames(of: body, skimmer)) {
                    return .found(nil)  // `{ query in var entries = …; return entries }`: no directive can name it.
                }
                return .found(token.isKeyword(.return) ? .value(value) : .thrown(value))
            }
            position = skimmer.skipGroup(at: position)
        }
        return .none
    }

    /// Whether a body declares the type a thrown value names first (`Unimpl` in `throw Unimpl()`): a type local to the
    /// closure, which a directive outside it cannot name.
    private static func declaresType(thrownBy value: String, in body: Range<Int>, _ skimmer: SwiftSkimmer) -> Bool {
        let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return false }
        return body.dropLast().contains { index in
            ["struct", "enum", "class", "actor"].contains(skimmer.text(of: index))
                && skimmer.text(of: index + 1) == name
        }
    }
}
