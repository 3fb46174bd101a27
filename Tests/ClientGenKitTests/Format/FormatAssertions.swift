import ClientGenCore
import ClientGenFormat
import Foundation
import Testing

/// Formatting snippets in tests: the formatted text, or a recorded issue when the formatter left the spec alone.
enum FormatAssertions {
    /// The formatted text of a spec, or `nil` (with an issue recorded) when it was not formatted.
    static func formatted(
        _ text: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String? {
        formatted(bytes: Array(text.utf8), sourceLocation: sourceLocation).map { String(decoding: $0, as: UTF8.self) }
    }

    static func formatted(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [UInt8]? {
        let source = ClientGenCore.SourceFile(path: "Snippet.client", bytes: bytes)
        switch SpecFormatter.format(source) {
        case .formatted(let result):
            return result
        case .notFormatted(let diagnostics):
            Issue.record(
                "not formatted:\n\(DiagnosticFormatter(sources: [source]).format(diagnostics))",
                sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Expects `input` to format as `expected`, and `expected` to be formatted already.
    static func expect(
        _ input: String,
        formatsAs expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(formatted(input, sourceLocation: sourceLocation) == expected, sourceLocation: sourceLocation)
        #expect(formatted(expected, sourceLocation: sourceLocation) == expected, sourceLocation: sourceLocation)
    }

    /// The comments of a spec, each with the spaces at the start and end of its lines dropped (the formatter moves
    /// a block comment's lines with its first), as a sorted list to compare as a multiset.
    static func comments(of bytes: [UInt8]) -> [String] {
        let source = ClientGenCore.SourceFile(path: "Comments.client", bytes: bytes)
        var comments: [String] = []
        for token in Lexer.tokenize(source).tokens {
            var offset = token.triviaStart
            while offset < token.range.start {
                guard bytes[offset] == UInt8(ascii: "/"), offset + 1 < token.range.start,
                    [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(bytes[offset + 1])
                else {
                    offset += 1
                    continue
                }
                let end =
                    bytes[offset + 1] == UInt8(ascii: "/")
                    ? DocComment.lineEnd(in: bytes, from: offset, limit: token.range.start)
                    : DocComment.blockEnd(in: bytes, from: offset, limit: token.range.start)
                let lines = LineBreak.lines(of: bytes[offset..<end]).map { line in
                    String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                }
                comments.append(lines.joined(separator: "\n"))
                offset = end
            }
        }
        return comments.sorted()
    }
}
