import ClientGenCore

/// Rewrites the whitespace of a valid spec at random, and adds comments, for the formatter's property tests: the
/// scrambled spec parses as the original does (two tokens that touch still touch, a line break stays a line break
/// and none is added), so the formatter must bring every layout back to one, keeping every comment.
struct LayoutScrambler {
    private var random: SplitMix64
    private var commentCount = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The spec with its gaps rewritten: spaces become other runs of spaces and tabs or gain a block comment; line
    /// breaks become one to three, some after a `//` comment or around one on a line of its own, each new line
    /// indented at random; and, for some seeds, every line break is CRLF.
    mutating func scramble(_ text: String) -> String {
        let source = SourceFile(path: "Scrambled.client", text: text)
        let tokens = Lexer.tokenize(source).tokens
        var output = ""
        var end = 0
        for token in tokens {
            let trivia = source.text(SourceRange(start: token.triviaStart, end: token.range.start))
            output += source.text(SourceRange(start: end, end: token.triviaStart))
            output += scrambledGap(trivia, isFileStart: token.triviaStart == 0)
            output += source.text(token.range)
            end = token.range.end
        }
        if chance(0.2) { output = output.replacingOccurrences(of: "\n", with: "\r\n") }
        return output
    }

    private mutating func scrambledGap(_ trivia: String, isFileStart: Bool) -> String {
        if trivia.isEmpty || trivia.contains("/") || trivia.contains("\r") { return trivia }
        let lineBreaks = trivia.filter { $0 == "\n" }.count
        guard lineBreaks > 0 else {
            return chance(0.15) ? " /* \(nextComment()) */" + spaces(1...2) : spaces(1...3)
        }
        var gap = chance(0.2) && !isFileStart ? spaces(1...6) + "// \(nextComment())" : ""
        for _ in 0..<(lineBreaks + int(0...2)) {
            gap += "\n"
            if chance(0.1) { gap += indentation() + "// \(nextComment())\n" }
        }
        return gap + indentation() + (chance(0.05) ? "/* \(nextComment()) */ " : "")
    }

    private mutating func nextComment() -> String {
        commentCount += 1
        return "comment \(commentCount)"
    }

    private mutating func spaces(_ count: ClosedRange<Int>) -> String {
        String((0..<int(count)).map { _ in chance(0.2) ? "\t" : " " })
    }

    private mutating func indentation() -> String {
        spaces(0...9)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 1000) < probability * 1000
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }
}
