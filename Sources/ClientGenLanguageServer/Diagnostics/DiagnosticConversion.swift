import ClientGenCore
import LanguageServerBase

/// Turns the generator's diagnostics into LSP's: byte ranges into positions in the negotiated encoding (so a
/// squiggle after an emoji is where the editor shows the error), the catalog's id as `code`, notes as related
/// information pointing into their own specs, and the fix-its' ids and titles as `data`, which says a quick fix is
/// available.
struct DiagnosticConversion {
    /// The specs the diagnostics and their notes point into.
    let snapshot: SpecSnapshot
    let support: ClientSupport

    /// The LSP `Diagnostic` of a diagnostic of the snapshot's spec.
    func json(_ diagnostic: Diagnostic) -> JSONValue {
        let lines = snapshot.spec.lines
        let related = diagnostic.notes.compactMap(relatedInformation)
        var message = diagnostic.message
        if !support.relatedInformation {
            for note in diagnostic.notes { message += "\nnote: \(note.message)" }
        }
        var object: JSONObject = [
            "range": Self.range(diagnostic.range, in: lines, encoding: support.positionEncoding),
            "severity": .integer(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.id.rawValue),
            "source": "clientgen",
            "message": .string(message),
        ]
        if support.relatedInformation, !related.isEmpty { object["relatedInformation"] = .array(related) }
        if support.unnecessaryTag, Self.unnecessaryCode.contains(diagnostic.id) {
            object["tags"] = [.integer(ClientSupport.unnecessary)]
        }
        if !diagnostic.fixIts.isEmpty {
            object["data"] = [
                "fixIts": .array(
                    diagnostic.fixIts.map { ["id": .string($0.id.rawValue), "title": .string($0.message)] })
            ]
        }
        return .object(object)
    }

    /// The warnings about what a spec says to no effect (a directive its member or client ignores), which editors
    /// fade when told the code is unnecessary.
    static let unnecessaryCode: Set<DiagnosticID> = [
        .semaProtocolNoopValue, .semaProtocolNoop, .semaReadOnlyPropertyRecording, .semaUnusedPlaceholder,
        .semaUnusedTrapping,
    ]

    /// A note as `DiagnosticRelatedInformation`, or `nil` when it points into a spec the snapshot does not hold.
    private func relatedInformation(_ note: DiagnosticNote) -> JSONValue? {
        guard let spec = snapshot.specs[note.path] else { return nil }
        return [
            "location": [
                "uri": .string(spec.uri),
                "range": Self.range(note.range, in: spec.lines, encoding: support.positionEncoding),
            ],
            "message": .string(note.message),
        ]
    }

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: DiagnosticSeverity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// A byte range of a spec as an LSP `Range` in `encoding`.
    static func range(_ range: SourceRange, in lines: LineIndex, encoding: PositionEncoding) -> JSONValue {
        TextRange(
            start: lines.position(of: range.start, in: encoding), end: lines.position(of: range.end, in: encoding)
        ).json
    }
}
