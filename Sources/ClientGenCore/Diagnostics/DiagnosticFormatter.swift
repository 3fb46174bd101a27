/// Prints diagnostics the way the Swift compiler does, so Xcode and SwiftPM show them inline:
///
/// ```
/// Specs/Weather.client:12:17: error: expected ':' after parameter name
///     func forecast(for city String) async throws -> [Double]
///                           ^
/// Specs/Weather.client:12:17: note: insert ':'
/// ```
///
/// Notes and fix-its follow as `note:` lines; a note elsewhere in a file shows its own source line and caret.
public struct DiagnosticFormatter: Sendable {
    private let converters: [String: SourceLocationConverter]

    /// Creates a formatter that can show lines of the given files.
    public init(sources: [SourceFile]) {
        converters = Dictionary(sources.map { ($0.path, SourceLocationConverter($0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// All diagnostics, each followed by its notes and fix-its.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    /// One diagnostic with its source line, caret, notes and fix-its, ending in a line break.
    public func format(_ diagnostic: Diagnostic) -> String {
        var output = ""
        write(
            diagnostic.severity.rawValue, diagnostic.message, path: diagnostic.path, range: diagnostic.range,
            showingSource: true, to: &output)
        for note in diagnostic.notes {
            let isSameSpot = note.path == diagnostic.path && note.range == diagnostic.range
            write("note", note.message, path: note.path, range: note.range, showingSource: !isSameSpot, to: &output)
        }
        for fixIt in diagnostic.fixIts {
            write("note", fixIt.message, path: diagnostic.path, range: fixIt.range, showingSource: false, to: &output)
        }
        return output
    }

    /// The line and column of a diagnostic's start, if its file is known.
    public func location(of diagnostic: Diagnostic) -> SourceLocation? {
        location(in: diagnostic.path, offset: diagnostic.range.start)
    }

    /// The line and column of an offset in a file, if the file is known.
    package func location(in path: String, offset: Int) -> SourceLocation? {
        converters[path]?.location(of: offset)
    }

    private func write(
        _ severity: String,
        _ message: String,
        path: String,
        range: SourceRange,
        showingSource: Bool,
        to output: inout String
    ) {
        let message = SourceLineExcerpt.shortened(message)
        guard let converter = converters[path] else {
            // A diagnostic of the run rather than of a file (no client found) is the tool's own, as the compiler's are.
            output += "\(path.isEmpty ? "clientgen" : path): \(severity): \(message)\n"
            return
        }
        let location = converter.location(of: range.start)
        output += "\(path):\(location.line):\(location.column): \(severity): \(message)\n"
        guard showingSource else { return }
        let line = converter.lineBytes(containing: range.start)
        let caretOffset = min(line.startIndex + location.column - 1, line.endIndex)
        let excerpt = SourceLineExcerpt(line: line, around: caretOffset)
        output += excerpt.text + "\n"
        output += caretLine(excerpt, caretOffset: caretOffset, length: range.end - range.start) + "\n"
    }

    /// Spaces (and tabs where the source has them) up to the caret, the caret, and tildes under the rest of the range
    /// within the excerpt.
    private func caretLine(_ excerpt: SourceLineExcerpt, caretOffset: Int, length: Int) -> String {
        let shown = excerpt.bytes
        let prefix = String(decoding: shown[shown.startIndex..<caretOffset], as: UTF8.self)
        var caret = String(repeating: " ", count: excerpt.leadingMarker.count)
        caret += String(prefix.map { $0 == "\t" ? "\t" : " " })
        caret += "^"
        let rangeEnd = min(caretOffset + length, shown.endIndex)
        let underlined = String(decoding: shown[caretOffset..<max(rangeEnd, caretOffset)], as: UTF8.self).count - 1
        if underlined > 0 {
            caret += String(repeating: "~", count: underlined)
        }
        return caret
    }
}
