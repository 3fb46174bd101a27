import ClientGenCore

/// Renders the checked drafts as files: each spec, its extras file, and the declarations of the inputs the generated
/// code replaces, among them hand-written declarations with the names generated code takes (`MockWeatherClient`, a
/// struct's `unimplemented`), which would otherwise be declared twice.
struct ImportedClientRenderer {
    let inventory: ImportInventory
    let checker: DraftChecker
    /// Warnings about hand-written declarations the generated code would declare again, left where they are.
    var diagnostics: [Diagnostic] = []

    init(inventory: ImportInventory, checker: DraftChecker) {
        self.inventory = inventory
        self.checker = checker
    }

    mutating func render() -> [ImportedClient] {
        let drafts = checker.drafts
        let sources = drafts.map { SourceFile(path: DraftChecker.specPath(of: $0), text: checker.render($0).text) }
        let models = ClientGenerator().analyze(sources).models.flatMap(\.clients)
        return zip(drafts, sources).map { draft, source in
            var draft = draft
            var clashes: [ReplacedDeclaration] = []
            if let model = models.first(where: { $0.name == draft.spec.clientName }) {
                clashes = clashingDeclarations(model, draft: &draft)
                clashes += unimplementedCallers(model, draft: &draft, listed: draft.replaced + clashes)
            }
            let replaced = Self.unique(draft.replaced + clashes).sorted {
                ($0.path, $0.range.start) < ($1.path, $1.range.start)
            }
            // A clash may have added `@noop(none)` to the spec.
            return ImportedClient(
                name: draft.spec.clientName, sourcePath: inventory.files[draft.spec.originFile].source.path,
                origin: draft.spec.origin,
                spec: ImportedFile(path: source.path, text: checker.render(draft).text),
                extras: extras(of: draft), replaced: replaced,
                kept: draft.kept.sorted { ($0.path, $0.range.start) < ($1.path, $1.range.start) })
        }
    }

    /// The extras file: the original file's imports, then `extension Client { … }` with what the declaration held
    /// that a spec cannot, and the key's extension with its values that are more than one expression; a struct
    /// client's with its `unimplemented(…)` calls qualified.
    private func extras(of draft: ClientDrafter.Draft) -> ImportedFile? {
        guard
            !draft.extras.isEmpty || !draft.keyExtras.isEmpty || !draft.movedDeclarations.isEmpty
                || !draft.conditionalKeyValues.isEmpty || !draft.accessorExtras.isEmpty
        else { return nil }
        let origin = inventory.originName(ofFile: draft.spec.originFile)
        let name = draft.spec.clientName
        var lines = [
            "// Moved here by clientgen import from \(DraftChecker.shown(origin)): what the spec of \(name) "
                + "cannot hold.",
            "// Edit it freely: clientgen import does not overwrite it.",
            "",
        ]
        lines += draft.extrasImportLines + [""]
        if !draft.extras.isEmpty {
            lines += Self.extensionLines(draft.clientIsolation + "extension \(name)", members: draft.extras)
        }
        let key = draft.spec.attributes.contains("@style(struct)") ? name : name + "Key"
        if !draft.keyExtras.isEmpty {
            let head =
                draft.keyIsolation + "extension \(key)" + (draft.keyConformsToDependencyKey ? ": DependencyKey" : "")
            if !draft.extras.isEmpty { lines.append("") }
            lines += Self.extensionLines(head, members: draft.keyExtras)
        }
        for conditional in draft.conditionalKeyValues {
            let value = conditional.value.location
            let member = inventory.extraLines(value.declaration, in: value.file, access: draft.keyAccess)
            let head = draft.keyIsolation + "extension \(key)" + (conditional.isLive ? ": DependencyKey" : "")
            if lines.last != "" { lines.append("") }
            lines += ["#if \(conditional.condition)"] + Self.extensionLines(head, members: [member]) + ["#endif"]
        }
        if !draft.accessorExtras.isEmpty {
            if lines.last != "" { lines.append("") }
            lines += Self.extensionLines("extension DependencyValues", members: draft.accessorExtras)
        }
        for declaration in draft.movedDeclarations {
            if lines.last != "" { lines.append("") }
            lines += declaration
        }
        let text = lines.joined(separator: "\n") + "\n"
        // In a struct client's extensions, the bare name is the generated struct's static `unimplemented`.
        return ImportedFile(
            path: name + "+Extras.swift",
            text: key == name ? UnimplementedFallbacks.qualifyingUnimplementedCalls(text) : text)
    }

    /// `extension Name {`, each member indented and separated by a blank line, `}`.
    private static func extensionLines(_ head: String, members: [[String]]) -> [String] {
        var lines = [head + " {"]
        for (index, member) in members.enumerated() {
            if index > 0 { lines.append("") }
            lines += member.map { $0.isEmpty ? "" : "    " + $0 }
        }
        return lines + ["}"]
    }

    func replacement(_ located: ImportInventory.Located, _ kind: ReplacedDeclaration.Kind) -> ReplacedDeclaration {
        ReplacedDeclaration(
            path: inventory.files[located.file].source.path,
            range: SourceRange(start: located.declaration.fullStart, end: located.declaration.range.end), kind: kind)
    }

    /// The declarations without repeats (the first description of a range wins: the one that says most), and
    /// without any inside another one listed.
    private static func unique(_ declarations: [ReplacedDeclaration]) -> [ReplacedDeclaration] {
        var kept: [ReplacedDeclaration] = []
        for declaration in declarations
        where !kept.contains(where: { $0.path == declaration.path && $0.range == declaration.range }) {
            kept.append(declaration)
        }
        return kept.filter { declaration in
            !kept.contains { other in
                other.path == declaration.path && other.range != declaration.range
                    && other.range.start <= declaration.range.start && declaration.range.end <= other.range.end
            }
        }
    }
}
