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

/// The part of a source line a diagnostic shows: the whole line when it is short, otherwise a window of about
/// ``SourceLineExcerpt/maximumWidth`` bytes around the caret with `...` where the line goes on, so that a huge line
/// (a minified or garbage file) is not echoed whole for every diagnostic in it.
struct SourceLineExcerpt {
    /// The most bytes of a line shown.
    static let maximumWidth = 200
    /// What marks a cut.
    static let cutMarker = "..."

    /// The shown bytes, a slice of the line (its indices are the line's).
    let bytes: ArraySlice<UInt8>
    /// `...` when the line was cut before the shown bytes, else empty.
    let leadingMarker: String
    /// `...` when the line was cut after the shown bytes, else empty.
    let trailingMarker: String

    /// The excerpt of `line` around the byte offset `caret`, cut only between UTF-8 scalars.
    init(line: ArraySlice<UInt8>, around caret: Int) {
        guard line.count > Self.maximumWidth else {
            self.init(bytes: line, cutBefore: false, cutAfter: false)
            return
        }
        let half = Self.maximumWidth / 2
        var start = max(line.startIndex, min(caret - half, line.endIndex - Self.maximumWidth))
        var end = min(line.endIndex, start + Self.maximumWidth)
        while start > line.startIndex, Self.isContinuationByte(line[start]) { start -= 1 }
        while end < line.endIndex, Self.isContinuationByte(line[end]) { end += 1 }
        self.init(bytes: line[start..<end], cutBefore: start > line.startIndex, cutAfter: end < line.endIndex)
    }

    private init(bytes: ArraySlice<UInt8>, cutBefore: Bool, cutAfter: Bool) {
        self.bytes = bytes
        self.leadingMarker = cutBefore ? Self.cutMarker : ""
        self.trailingMarker = cutAfter ? Self.cutMarker : ""
    }

    /// The line as printed.
    var text: String {
        leadingMarker + String(decoding: bytes, as: UTF8.self) + trailingMarker
    }

    /// A message that quotes source text (a name, a default value) cut to ``maximumMessageLength`` characters.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > maximumMessageLength else { return message }
        return String(message.prefix(maximumMessageLength)) + cutMarker
    }

    /// The most characters of a message shown.
    static let maximumMessageLength = 500

    private static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
