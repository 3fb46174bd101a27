import ClientGenCore

/// Diagnostics as JSON, for tools: `clientgen lint --diagnostics-format json`.
extension DiagnosticFormatter {
    /// A JSON array with one object per diagnostic: `id`, `severity`, `message`, `file`, 1-based `line`, `column`,
    /// `endLine` and `endColumn`, `notes` (each with `message`, `file` and a position) and `fixIts` (each with
    /// `message`, a range and its `replacement`). One diagnostic per line, ending with a line break.
    public func formatJSON(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let objects = diagnostics.map { diagnostic in
            var fields = [
                ("id", JSON.string(diagnostic.id.rawValue)), ("severity", JSON.string(diagnostic.severity.rawValue)),
                ("message", JSON.string(diagnostic.message)),
            ]
            fields += position(diagnostic.path, diagnostic.range)
            let notes = diagnostic.notes.map { note in
                JSON.object([("message", JSON.string(note.message))] + position(note.path, note.range))
            }
            let fixIts = diagnostic.fixIts.map { fixIt in
                JSON.object(
                    [("message", JSON.string(fixIt.message))] + position(diagnostic.path, fixIt.range).dropFirst()
                        + [("replacement", JSON.string(fixIt.replacement))])
            }
            fields.append(("notes", "[" + notes.joined(separator: ",") + "]"))
            fields.append(("fixIts", "[" + fixIts.joined(separator: ",") + "]"))
            return "  " + JSON.object(fields)
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `file`, `line`, `column`, `endLine` and `endColumn` of a range.
    private func position(_ path: String, _ range: SourceRange) -> [(String, String)] {
        let start = location(in: path, offset: range.start) ?? SourceLocation(line: 0, column: 0)
        let end = location(in: path, offset: range.end) ?? start
        return [
            ("file", JSON.string(path)), ("line", String(start.line)), ("column", String(start.column)),
            ("endLine", String(end.line)), ("endColumn", String(end.column)),
        ]
    }
}

/// The little JSON clientgen writes, without Foundation.
enum JSON {
    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A JSON object from keys and already-encoded values, in order.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
