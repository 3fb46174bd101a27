import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/codeAction`: a quick fix for each diagnostic with fix-its whose range touches the requested
    /// range, applying all of the diagnostic's fix-its at once (they are one edit: the compiler's fix-its are too),
    /// checked against the document as it is now; and, when the request asks for it by kind, the action fixing all
    /// (``fixAll(_:)``).
    func codeActions(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let requested = try params.range()
        let only = params.params?["context"]?["only"]?.array?.compactMap(\.string)
        guard let snapshot = workspace.snapshot(uri: uri) else { return [] }
        let fixAll = only.map { Self.asks($0, for: Self.fixAllKind) } == true ? self.fixAll(snapshot) : []
        if let only, !Self.asks(only, for: "quickfix") {
            return .array(fixAll)
        }
        let support = self.support.withLock { $0 }
        let lines = snapshot.spec.lines
        let wanted = lines.offsets(of: requested, in: support.positionEncoding)
        let conversion = DiagnosticConversion(snapshot: snapshot, support: support)
        let actions = snapshot.lint().filter { diagnostic in
            !diagnostic.fixIts.isEmpty && diagnostic.range.start <= wanted.upperBound
                && wanted.lowerBound <= diagnostic.range.end
        }
        .map { diagnostic -> JSONValue in
            [
                "title": .string(Self.title(of: diagnostic.fixIts)),
                "kind": "quickfix",
                "diagnostics": [conversion.json(diagnostic)],
                "isPreferred": true,
                "edit": Self.workspaceEdit(
                    diagnostic.fixIts, in: snapshot.spec, encoding: support.positionEncoding,
                    documentChanges: support.documentChanges),
            ]
        }
        return .array(actions + fixAll)
    }

    /// What a quick fix is called: its fix-its' titles, each once.
    static func title(of fixIts: [FixIt]) -> String {
        var titles: [String] = []
        for fixIt in fixIts where !titles.contains(fixIt.message) { titles.append(fixIt.message) }
        return titles.joined(separator: "; ")
    }

    /// A `WorkspaceEdit` making the fix-its' replacements in a spec: `documentChanges` with the open document's
    /// version when the client takes them, else `changes`. The replacements' line breaks are the spec's own (CRLF in a
    /// CRLF spec): editors that apply an edit as it is would otherwise mix line breaks.
    static func workspaceEdit(
        _ fixIts: [FixIt],
        in spec: WorkspaceSpec,
        encoding: PositionEncoding,
        documentChanges: Bool
    ) -> JSONValue {
        let lineBreak = spec.lines.lineBreak
        let edits = JSONValue.array(
            fixIts.map { fixIt in
                let text = lineBreak == "\n" ? fixIt.replacement : fixIt.replacement.replacing("\n", with: lineBreak)
                return [
                    "range": DiagnosticConversion.range(fixIt.range, in: spec.lines, encoding: encoding),
                    "newText": .string(text),
                ]
            })
        guard documentChanges else { return ["changes": .object([spec.uri: edits])] }
        let version: JSONValue = spec.version.map(JSONValue.integer) ?? .null
        return ["documentChanges": [["textDocument": ["uri": .string(spec.uri), "version": version], "edits": edits]]]
    }
}
