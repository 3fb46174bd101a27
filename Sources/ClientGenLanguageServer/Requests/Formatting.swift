import ClientGenCore
import ClientGenFormat
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/formatting`: the edits that lay the spec out as `clientgen format` does (the editor's tab size
    /// and spaces are not options: the style is the language's). A spec the formatter leaves alone (syntax errors
    /// first) gets no edit, and the reason in the client's log.
    func formatting(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        guard let snapshot = workspace.snapshot(uri: uri) else { return [] }
        let source = snapshot.source
        switch SpecFormatter.format(source) {
        case .formatted(let formatted):
            let encoding = support.withLock { $0.positionEncoding }
            return .array(
                SpecFormatter.edits(from: source, to: formatted).map { edit in
                    [
                        "range": DiagnosticConversion.range(edit.range, in: snapshot.spec.lines, encoding: encoding),
                        "newText": .string(String(decoding: edit.replacement, as: UTF8.self)),
                    ]
                })
        case .notFormatted(let diagnostics):
            let reason = diagnostics.first.map { ": \($0.message)" } ?? ""
            connection.logMessage("clientgen: \(uri) was not formatted\(reason)", type: .warning)
            return []
        }
    }
}
