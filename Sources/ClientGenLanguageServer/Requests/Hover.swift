import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/hover`: on a directive or `@marker`, what it does (the docs' words); on a member's name (or a
    /// subscript's keyword), the declarations it becomes; on a client's name, where it is declared and how code reads
    /// it (`@Dependency(\.name)`); on a type the package's Swift files declare, its declaration and doc comment.
    func hover(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let position = try params.position()
        guard let snapshot = workspace.snapshot(uri: uri) else { return .null }
        let support = self.support.withLock { $0 }
        let lines = snapshot.spec.lines
        let offset = lines.offset(of: position, in: support.positionEncoding)
        let tokens = SpecTokens(snapshot.source)
        guard var index = tokens.index(at: offset) else { return .null }
        if tokens.tokens[index].kind == .atSign, index + 1 < tokens.tokens.count, tokens.isAttributeName(index + 1) {
            index += 1
        }
        guard tokens.tokens[index].kind == .identifier else { return .null }
        let range = tokens.tokens[index].range
        let text: (markdown: String, plain: String)?
        if tokens.isAttributeName(index) {
            let name = tokens.text(index)
            let reference = name == "marker" ? InheritanceAttribute.marker : Directive(rawValue: name)?.reference
            text = reference.map(Self.hoverText)
        } else if case let outline = SpecOutline(snapshot.source),
            let (client, memberIndex) = outline.member(at: offset)
        {
            text = Self.hoverText(client: client, memberIndex: memberIndex, of: outline, in: snapshot)
        } else {
            let name = tokens.text(index)
            text =
                workspace.declaration(of: name, nearestTo: snapshot.key, at: offset).map { declaration in
                    Self.hoverText(declaration, access: dependencyAccess(of: name, declaredIn: declaration.key))
                }
                ?? swiftTypes(namedAt: index, in: tokens, forSpecAt: snapshot.key).first.map(Self.hoverText)
        }
        guard let text else { return .null }
        return [
            "contents": ClientSupport.markup(text.markdown, plain: text.plain, isMarkdown: support.markdownHover),
            "range": DiagnosticConversion.range(
                SourceRange(start: range.start - (tokens.isAttributeName(index) ? 1 : 0), end: range.end), in: lines,
                encoding: support.positionEncoding),
        ]
    }

    /// A directive's (or `@marker`'s) forms, what it is written on, and what it does.
    static func hoverText(_ reference: DirectiveReference) -> (markdown: String, plain: String) {
        let forms = reference.forms.joined(separator: ", ")
        let meaning = Markdown.withoutLinks(reference.meaning)
        return (
            "**\(reference.forms.map { "`\($0)`" }.joined(separator: ", "))** on a \(reference.target)\n\n\(meaning)",
            "\(forms) (on a \(reference.target))\n\n\(meaning)"
        )
    }

    /// What a member becomes, or why that cannot be shown yet.
    static func hoverText(
        client: SpecOutline.Client,
        memberIndex: Int,
        of outline: SpecOutline,
        in snapshot: SpecSnapshot
    ) -> (markdown: String, plain: String) {
        let name = client.members[memberIndex].name
        guard
            let declarations = MemberDeclarations(
                of: snapshot, client: client.declaration.name.name,
                occurrence: outline.clients.prefix {
                    $0.declaration.range != client.declaration.range
                }
                .filter { $0.declaration.name.name == client.declaration.name.name }.count,
                memberIndex: memberIndex),
            !declarations.parts.isEmpty
        else {
            let message = "What `\(name)` generates shows once the spec has no errors."
            return (message, message)
        }
        return (
            "`\(name)` generates:\n\n" + Markdown.codeBlock(declarations.swift),
            "\(name) generates:\n\n\(declarations.swift)"
        )
    }

    /// How code reads the client `name` of the spec filed under `key`: `@Dependency(\.trails) var trails`, with
    /// the `DependencyValues` property the generator names (its own or `@key`'s); `nil` while the spec has errors.
    func dependencyAccess(of name: String, declaredIn key: String) -> String? {
        guard let property = dependencyProperty(of: name, declaredIn: key).map(SwiftName.escaped) else { return nil }
        return "@Dependency(\\.\(property)) var \(property)"
    }

    /// The `DependencyValues` property the generator names for the client `name` of the spec filed under `key`
    /// (its own or `@key`'s), unescaped; `nil` while the spec has errors.
    func dependencyProperty(of name: String, declaredIn key: String) -> String? {
        guard let snapshot = workspace.snapshot(key) else { return nil }
        let analysis = ClientGenerator().analyze([snapshot.source], context: snapshot.context)
        guard !analysis.diagnostics.contains(where: { $0.severity == .error }),
            let client = analysis.models.flatMap(\.clients).first(where: { $0.name == name })
        else { return nil }
        return client.names.valuesProperty
    }

    /// Where a client is declared: the line that declares it, and the spec's file name; then how code reads it.
    static func hoverText(
        _ declaration: (key: String, spec: WorkspaceSpec, range: SourceRange),
        access: String? = nil
    ) -> (markdown: String, plain: String) {
        let lines = declaration.spec.lines
        let line = lines.position(of: declaration.range.start, in: .utf8).line
        let text = String(decoding: lines.bytes[lines.lineBounds(line)], as: UTF8.self)
            .drop { $0 == " " || $0 == "\t" }
        let file = declaration.key.split(separator: "/").last.map(String.init) ?? declaration.key
        let markdownAccess = access.map { "\n\nRead it with `\($0)`." } ?? ""
        let plainAccess = access.map { "\n\nRead it with \($0)." } ?? ""
        return (
            Markdown.codeBlock(String(text)) + "\nDeclared in `\(file)`, line \(line + 1)." + markdownAccess,
            "\(text)\nDeclared in \(file), line \(line + 1)." + plainAccess
        )
    }
}

/// The little Markdown the server rewrites.
enum Markdown {
    /// Swift code as a fenced code block, its fence longer than any run of backticks in the code (a comment may hold
    /// a fence of its own), so that the code cannot close it early.
    static func codeBlock(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)swift\n\(code)\n\(fence)"
    }

    /// The text with each link `[words](target)` as its words: the docs' links point at their own sections, which
    /// mean nothing in an editor.
    static func withoutLinks(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
                let end = rest[close...].firstIndex(of: ")")
            else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
