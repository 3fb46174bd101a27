import ClientGenCore

/// A type a Swift file declares, as a spec names it: the types a spec's members take (`Forecast`, `Feature.Model`)
/// are usually the package's own, so the editor goes to them, shows them on hover and completes their names.
///
/// Found by reading the file's tokens with the spec lexer (comments and strings never declare anything, and lexing
/// never fails): `struct`, `class`, `enum`, `protocol`, `actor` and `typealias` declarations at the top level or
/// nested in other types and their extensions; a type declared inside a function or a property's body is local to
/// it, and left out.
struct SwiftTypeDeclaration: Sendable {
    /// The type's own name: `Model`.
    var name: String
    /// The name with those of the types (or extensions) it is nested in: `Feature.Model`.
    var qualifiedName: String
    /// The keyword that declares it: `struct`, `class`, `enum`, `protocol`, `actor` or `typealias`.
    var keyword: String
    /// Where its name is written (without backticks).
    var nameRange: SourceRange
    /// Its declaration up to its body: attributes, modifiers, name, generics, inheritance, `where` clause.
    var header: String
    /// Its doc comment, as `///` lines.
    var documentation: [String]

    /// The declarations of a Swift file, in the order they are written.
    static func all(in source: SourceFile) -> [SwiftTypeDeclaration] {
        let tokens = Lexer.tokenize(source).tokens
        var scanner = Scanner(source: source, tokens: tokens)
        return scanner.run()
    }

    /// One pass over a file's tokens, keeping the braces it is in: a type's or extension's body (named) or any
    /// other (a function's, a property's, a closure's).
    private struct Scanner {
        let source: SourceFile
        let tokens: [Token]
        /// The braces the scan is in, outermost first: a type's or extension's body by its qualified name, `nil`
        /// for any other.
        var scopes: [String?] = []
        /// The name the next `{` opens the body of, once a type or extension header is read; `.some(nil)` for a
        /// local type's body.
        var pendingScope: String??
        /// The declaration whose header ends at the next `{`, and where its header starts.
        var pendingHeader: (declaration: Int, start: Int)?
        var found: [SwiftTypeDeclaration] = []

        init(source: SourceFile, tokens: [Token]) {
            self.source = source
            self.tokens = tokens
        }

        mutating func run() -> [SwiftTypeDeclaration] {
            for index in tokens.indices {
                switch tokens[index].kind {
                case .leftBrace:
                    if let header = pendingHeader {
                        found[header.declaration].header = headerText(from: header.start, to: tokens[index].range.start)
                    }
                    scopes.append(pendingScope ?? nil)
                    (pendingScope, pendingHeader) = (nil, nil)
                case .rightBrace:
                    if !scopes.isEmpty { scopes.removeLast() }
                    (pendingScope, pendingHeader) = (nil, nil)
                case .identifier:
                    declare(at: index)
                default:
                    continue
                }
            }
            return found
        }

        private static let typeKeywords: Set<Keyword> = [.struct, .class, .enum, .protocol, .actor]
        private static let memberKeywords: Set<Keyword> = [.func, .var, .let, .subscript, .`init`, .typealias]

        /// Reads a declaration that starts with the word at `index`, if it is one.
        private mutating func declare(at index: Int) {
            let keyword = tokens[index].keyword
            // Outside every function, property or closure body: where a type is visible beyond its braces.
            let isAtTypeLevel = scopes.allSatisfy { $0 != nil }
            if keyword == .extension {
                let name = dottedName(after: index)
                pendingScope = .some(isAtTypeLevel && !name.isEmpty ? name : nil)
                return
            }
            guard Self.typeKeywords.contains(keyword) || keyword == .typealias, !tokens[index].isBackticked,
                index == 0 || tokens[index - 1].kind != .period,
                let nameIndex = typeName(after: index)
            else { return }
            let name = source.text(tokens[nameIndex].nameRange)
            let qualifiedName = scopes.last.flatMap { $0 }.map { $0 + "." + name } ?? name
            if keyword != .typealias { pendingScope = .some(isAtTypeLevel ? qualifiedName : nil) }
            guard isAtTypeLevel else { return }
            let start = tokens[declarationStart(of: index)]
            let lineEnd = lineEnd(after: nameIndex)
            found.append(
                SwiftTypeDeclaration(
                    name: name, qualifiedName: qualifiedName, keyword: keyword.rawValue,
                    nameRange: tokens[nameIndex].nameRange, header: headerText(from: start.range.start, to: lineEnd),
                    documentation: DocComment.lines(
                        in: source.bytes, trivia: SourceRange(start: start.triviaStart, end: start.range.start))))
            if keyword != .typealias { pendingHeader = (found.count - 1, start.range.start) }
        }

        /// The name a type keyword declares: the next word, unless it is a reserved word or a member's keyword
        /// (`class func`, `class override var`).
        private func typeName(after index: Int) -> Int? {
            let next = index + 1
            guard next < tokens.count, tokens[next].kind == .identifier,
                tokens[next].isBackticked || !tokens[next].keyword.isReserved
            else { return nil }
            if tokens[index].isKeyword(.class), next + 1 < tokens.count,
                Self.memberKeywords.contains(tokens[next + 1].keyword)
            {
                return nil
            }
            return next
        }

        /// The name an `extension` extends: its words and dots (`Feature.Model`), generic arguments left out.
        private func dottedName(after index: Int) -> String {
            var name = ""
            var position = index + 1
            while position < tokens.count, tokens[position].kind == .identifier || tokens[position].kind == .period {
                name += tokens[position].kind == .period ? "." : source.text(tokens[position].nameRange)
                position += 1
            }
            return name
        }

        /// The first token of a declaration whose keyword is at `index`: the first of its line, or of the lines of
        /// attributes right above it.
        private func declarationStart(of index: Int) -> Int {
            var start = lineStart(of: index)
            while start > 0, case let previous = lineStart(of: start - 1), tokens[previous].kind == .atSign {
                start = previous
            }
            return start
        }

        private func lineStart(of index: Int) -> Int {
            var start = index
            while start > 0, !tokens[start].isAtStartOfLine { start -= 1 }
            return start
        }

        /// Where the line of the token at `index` ends: the end of its last token.
        private func lineEnd(after index: Int) -> Int {
            var last = index
            while last + 1 < tokens.count, tokens[last + 1].kind != .endOfFile, !tokens[last + 1].isAtStartOfLine {
                last += 1
            }
            return tokens[last].range.end
        }

        /// A header's text: from offset `start` to `end`, without trailing spaces, at most eight lines.
        private func headerText(from start: Int, to end: Int) -> String {
            guard start <= end else { return "" }
            let text = source.text(SourceRange(start: start, end: end))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
            return lines.joined(separator: "\n").trimmingTrailingWhitespace()
        }
    }
}

extension String {
    /// The text without the spaces, tabs and line breaks at its end.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var text = self[...]
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            text = text.dropLast()
        }
        return String(text)
    }
}
