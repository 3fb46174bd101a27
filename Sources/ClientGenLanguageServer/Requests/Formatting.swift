import ClientGenCore
import ClientGenFormat
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/formatting`: the edits that lay the spec out as `clientgen format` does (the editor's tab size
    /// and spaces are not options: the style is the language's), one for each run of changed lines. A spec the
    /// formatter leaves alone (syntax errors first) gets no edit, and the reason in the client's log.
    func formatting(_ params: RequestParams) throws -> JSONValue {
        try formattingEdits(params, within: nil)
    }

    /// `textDocument/rangeFormatting`: the edits of `textDocument/formatting` that touch the lines of the range,
    /// each whole: the spec is laid out as one, so a run of changed lines that starts in the range is changed to its
    /// end. A range ending at the start of a line does not take that line.
    func rangeFormatting(_ params: RequestParams) throws -> JSONValue {
        try formattingEdits(params, within: params.range())
    }

    private func formattingEdits(_ params: RequestParams, within range: TextRange?) throws -> JSONValue {
        let uri = try params.uri()
        guard let snapshot = workspace.snapshot(uri: uri) else { return [] }
        let source = snapshot.source
        let lines = snapshot.spec.lines
        let encoding = support.withLock { $0.positionEncoding }
        switch SpecFormatter.format(source) {
        case .formatted(let formatted):
            var edits = SpecFormatter.edits(from: source, to: formatted)
            if let range {
                let selected = Self.selectedLines(range, in: lines, encoding: encoding)
                edits = edits.filter { edit in
                    edit.range.start == edit.range.end
                        ? selected.contains(edit.range.start) || selected.upperBound == edit.range.start
                        : edit.range.start < selected.upperBound && selected.lowerBound < edit.range.end
                }
            }
            return .array(
                edits.map { edit in
                    [
                        "range": DiagnosticConversion.range(edit.range, in: lines, encoding: encoding),
                        "newText": .string(String(decoding: edit.replacement, as: UTF8.self)),
                    ]
                })
        case .notFormatted(let diagnostics):
            let reason = diagnostics.first.map { ": \($0.message)" } ?? ""
            connection.logMessage("clientgen: \(uri) was not formatted\(reason)", type: .warning)
            return []
        }
    }

    /// The bytes of the whole lines a range touches: from the start of its first line to the end of its last, the
    /// line it ends at the start of left out (unless it starts there too).
    static func selectedLines(_ range: TextRange, in lines: LineIndex, encoding: PositionEncoding) -> Range<Int> {
        let offsets = lines.offsets(of: range, in: encoding)
        let first = lines.position(of: offsets.lowerBound, in: encoding).line
        var last = lines.position(of: offsets.upperBound, in: encoding)
        if last.character == 0, last.line > first { last.line -= 1 }
        return lines.lineBounds(first).lowerBound..<lines.lineBounds(last.line).upperBound
    }
}
