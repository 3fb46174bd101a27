import ClientGenCore

/// A spec being written for one imported client, member by member, each member remembering where in the Swift file
/// it came from, so that a problem the spec's own checks find can be reported at the original and the member (or the
/// directive) left out.
struct SpecDraft: Sendable {
    /// One member of the client.
    struct Member: Sendable {
        /// The member's name, for messages.
        var name: String
        /// Its doc comment lines (`///`).
        var docLines: [String]
        /// Directives to write before it (`@placeholder(false)`), each checked on its own.
        var directives: [DraftDirective]
        /// Swift attributes to write before it (`@MainActor`).
        var attributes: [String] = []
        /// Its declaration, one entry per line, unindented.
        var lines: [String]
        /// Where it came from.
        var origin: SourceRange
        /// What tells it apart from its overloads in the types implementing it (``SwiftSkimmer/memberKey(of:)``).
        var key = ""
        /// Whether it is a type alias, which the generated code declares but no double implements.
        var isTypeAlias = false
        /// The branches of the `#if` chains around it in the client's body, outermost first.
        var branches: [ConditionBranch] = []
    }

    var clientName: String
    /// The file the client came from, and its name's range there.
    var originFile: Int
    var origin: SourceRange
    /// The spec's imports, with their `#if` lines.
    var importLines: [String]
    var docLines: [String]
    /// Client directives (`@style(struct)`, `@key(weather)`) and other attributes, in order, each checked on its own.
    var attributes: [String]
    /// `public client WeatherClient: AnyObject`.
    var declaration: String
    var members: [Member]
    /// The branches of the `#if` chains around the client, outermost first.
    var branches: [ConditionBranch] = []

    /// The spec's text, with where each part of it is, to tell which part a diagnostic is about.
    func render(header: String) -> RenderedDraft {
        var text = header + "\n"
        if !importLines.isEmpty { text += importLines.joined(separator: "\n") + "\n" }
        text += "\n"
        var outside = ConditionWriter()
        Self.append(outside.transition(to: branches), indentation: "", to: &text)
        let indentation = String(repeating: " ", count: 4 * outside.depth)
        for line in docLines { text += indentation + line + "\n" }
        var attributeRanges: [SourceRange] = []
        for attribute in attributes {
            attributeRanges.append(Self.append(attribute, to: &text, indentation: indentation))
        }
        let headerStart = text.utf8.count
        // A client of no members of its own (one composing clients) is written as a person writes it: `{}`.
        text += indentation + declaration + (members.isEmpty ? " {}\n" : " {\n")
        let headerRange = SourceRange(start: headerStart, end: text.utf8.count)
        var rendered: [RenderedDraft.Member] = []
        var inside = ConditionWriter()
        let paths = ConditionWriter.joiningGeneratedChains(members.map(\.branches))
        for (member, path) in zip(members, paths) {
            Self.append(inside.transition(to: path), indentation: indentation + "    ", to: &text)
            let memberIndentation = indentation + String(repeating: " ", count: 4 * (inside.depth + 1))
            let start = text.utf8.count
            for line in member.docLines { text += memberIndentation + line + "\n" }
            let directives = member.directives.map {
                Self.append($0.text, to: &text, indentation: memberIndentation)
            }
            for line in member.attributes + member.lines {
                text += line.isEmpty ? "\n" : memberIndentation + line + "\n"
            }
            rendered.append(
                RenderedDraft.Member(range: SourceRange(start: start, end: text.utf8.count), directives: directives))
        }
        Self.append(inside.finish(), indentation: indentation + "    ", to: &text)
        if !members.isEmpty { text += indentation + "}\n" }
        Self.append(outside.finish(), indentation: "", to: &text)
        return RenderedDraft(text: text, header: headerRange, attributes: attributeRanges, members: rendered)
    }

    /// Appends `#if` lines, each indented by its depth.
    private static func append(_ lines: [ConditionWriter.IndentedLine], indentation: String, to text: inout String) {
        for line in lines { text += indentation + String(repeating: " ", count: 4 * line.depth) + line.text + "\n" }
    }

    /// Appends a directive or attribute, which may span lines, and returns its range.
    @discardableResult
    private static func append(_ line: String, to text: inout String, indentation: String) -> SourceRange {
        let start = text.utf8.count
        text +=
            line.split(separator: "\n", omittingEmptySubsequences: false).map { indentation + $0 }.joined(
                separator: "\n") + "\n"
        return SourceRange(start: start, end: text.utf8.count)
    }
}

/// A drafted spec's text and where its parts are.
struct RenderedDraft: Sendable {
    struct Member: Sendable {
        /// The member, doc comment to last line.
        var range: SourceRange
        /// Each of its directives.
        var directives: [SourceRange]
    }

    var text: String
    /// The `client` line.
    var header: SourceRange
    /// Each of the client's directives and attributes.
    var attributes: [SourceRange]
    var members: [Member]
}

/// Reading a declaration's text so that it can be re-indented into a spec or an extension.
extension SwiftSkimmer {
    /// The lines of a range, with the indentation of the line `indentationOf` is on (the range's start by default)
    /// removed from every line after the first (as far as a line has it), and trailing spaces trimmed.
    func unindentedLines(_ range: SourceRange, indentationOf anchor: Int? = nil) -> [String] {
        unindented(text(range), indentation: indentation(at: anchor ?? range.start))
    }

    /// The width of the whitespace that starts the line holding an offset.
    func indentation(at offset: Int) -> Int {
        source.indentation(ofLineAt: offset).utf8.count
    }

    /// Text split into lines, each line after the first losing up to `indentation` leading spaces or tabs.
    func unindented(_ text: String, indentation: Int) -> [String] {
        let lines = LineBreak.lines(of: Array(text.utf8)[...])
        return lines.enumerated().map { index, line in
            var slice = line
            var removed = 0
            while index > 0, removed < indentation, let first = slice.first, first == UInt8(ascii: " ") || first == 9 {
                slice = slice.dropFirst()
                removed += 1
            }
            while let last = slice.last, last == UInt8(ascii: " ") || last == 9 { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF8.self)
        }
    }
}
