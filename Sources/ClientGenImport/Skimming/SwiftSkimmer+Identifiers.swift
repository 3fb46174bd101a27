import ClientGenCore

/// The names an expression uses, for telling whether it names a declaration the generated file cannot see.
extension SwiftSkimmer {
    /// How many string interpolations deep ``identifiers(in:)`` looks (`"\("\(clientID())")"` is two).
    static let maximumInterpolationDepth = 4

    /// The identifiers of an expression, also those inside the interpolations of its string literals
    /// (`"…?client=\(try clientID())"`), which the lexer keeps in the literal's one token.
    static func identifiers(in expression: String, depth: Int = 0) -> Set<String> {
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: expression))
        var found: Set<String> = []
        for index in skimmer.tokens.indices {
            switch skimmer.tokens[index].kind {
            case .identifier:
                found.insert(skimmer.text(of: index))
            case .stringLiteral where depth < maximumInterpolationDepth:
                for interpolation in interpolations(in: skimmer.text(of: index)) {
                    found.formUnion(identifiers(in: interpolation, depth: depth + 1))
                }
            default:
                break
            }
        }
        return found
    }

    /// The text of each `\( … )` of a string literal, up to its matching parenthesis (to the end of the literal when
    /// it has none): over-reading it only finds more names, never fewer.
    private static func interpolations(in literal: String) -> [String] {
        var found: [String] = []
        let characters = Array(literal)
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "\\", characters[index + 1] == "(" else {
                index += 1
                continue
            }
            var depth = 1
            var end = index + 2
            while end < characters.count, depth > 0 {
                if characters[end] == "(" { depth += 1 } else if characters[end] == ")" { depth -= 1 }
                end += 1
            }
            found.append(String(characters[(index + 2)..<max(index + 2, end - 1)]))
            index = end
        }
        return found
    }
}
