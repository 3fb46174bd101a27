import LanguageServerBase
import Testing

@Suite("Converting positions")
struct LineIndexTests {
    /// "a😀b": the emoji is 4 UTF-8 bytes, 2 UTF-16 units and 1 scalar, so `b` is at byte 5.
    static let emojiLine = LineIndex("a😀b\nx")

    @Test(
        "After an emoji, a character counts 4 in UTF-8, 2 in UTF-16 and 1 in UTF-32",
        arguments: [(PositionEncoding.utf8, 5), (.utf16, 3), (.utf32, 2)])
    func emojiWidths(encoding: PositionEncoding, character: Int) {
        let position = Position(line: 0, character: character)
        #expect(Self.emojiLine.offset(of: position, in: encoding) == 5)
        #expect(Self.emojiLine.position(of: 5, in: encoding) == position)
    }

    @Test("A position inside an emoji rounds down to the emoji's start")
    func insideEmoji() {
        #expect(Self.emojiLine.offset(of: Position(line: 0, character: 2), in: .utf16) == 1)
        for character in 2...4 {
            #expect(Self.emojiLine.offset(of: Position(line: 0, character: character), in: .utf8) == 1)
        }
        #expect(Self.emojiLine.position(of: 3, in: .utf16) == Position(line: 0, character: 1))
        #expect(Self.emojiLine.position(of: 3, in: .utf8) == Position(line: 0, character: 1))
    }

    @Test("Lines break at \\n, \\r\\n and a lone \\r")
    func lineBreaks() {
        let index = LineIndex("a\nb\r\nc\rd")
        #expect(index.lineCount == 4)
        let starts = (0..<4).map { index.offset(of: Position(line: $0, character: 0), in: .utf16) }
        #expect(starts == [0, 2, 5, 7])
        #expect(index.lineBounds(1) == 2..<3)
        #expect(index.position(of: 7, in: .utf16) == Position(line: 3, character: 0))
    }

    @Test("A trailing line break starts an empty last line")
    func trailingLineBreak() {
        let index = LineIndex("a\n")
        #expect(index.lineCount == 2)
        #expect(index.position(of: 2, in: .utf16) == Position(line: 1, character: 0))
        #expect(LineIndex("").lineCount == 1)
    }

    @Test("A character past the line's end clamps to the end, before the line break")
    func characterPastLineEnd() {
        let index = LineIndex("ab\r\ncd")
        #expect(index.offset(of: Position(line: 0, character: 99), in: .utf16) == 2)
        #expect(index.offset(of: Position(line: 1, character: 99), in: .utf16) == 6)
    }

    @Test("A line past the document's end clamps to the document's end; negative numbers to the start")
    func linePastEnd() {
        let index = LineIndex("ab\ncd")
        #expect(index.offset(of: Position(line: 7, character: 0), in: .utf16) == 5)
        #expect(index.offset(of: Position(line: -1, character: 3), in: .utf16) == 0)
        #expect(index.offset(of: Position(line: 1, character: -4), in: .utf16) == 3)
    }

    @Test("An offset inside a \\r\\n or past the end is the end of its line or of the document")
    func offsetsClamp() {
        let index = LineIndex("ab\r\ncd")
        #expect(index.position(of: 3, in: .utf16) == Position(line: 0, character: 2))
        #expect(index.position(of: 99, in: .utf16) == Position(line: 1, character: 2))
        #expect(index.position(of: -5, in: .utf16) == Position(line: 0, character: 0))
    }

    @Test("Every offset at a character boundary converts to a position and back, in every encoding")
    func roundTrip() {
        let text = "é😀\r\nx\u{10FFFF}日\rend\n"
        let index = LineIndex(text)
        let boundaries = text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }
        for encoding in PositionEncoding.allCases {
            for offset in boundaries + [text.utf8.count] {
                let position = index.position(of: offset, in: encoding)
                let back = index.offset(of: position, in: encoding)
                let isInsideCRLF = offset == 7
                #expect(back == (isInsideCRLF ? 6 : offset), "\(encoding) \(offset)")
            }
        }
    }

    @Test("A range's offsets are put in order")
    func reversedRange() {
        let index = LineIndex("hello")
        let range = TextRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 1))
        #expect(index.offsets(of: range, in: .utf8) == 1..<4)
    }

    @Test("On long lines with wide characters, every offset and position converts as counting from the line's start")
    func longLinesMatchCounting() {
        var generator = SeededGenerator(seed: 4)
        let pieces = ["a", "é", "😀", "日", " ", "\r\n", "\n", "\r", "\u{10FFFF}"]
        let weights = [40, 8, 8, 8, 10, 1, 1, 1, 2]
        let text = String(
            (0..<3_000).map { _ in
                var pick = Int.random(in: 0..<weights.reduce(0, +), using: &generator)
                return pieces[
                    weights.firstIndex { weight in
                        pick -= weight; return pick < 0
                    } ?? 0]
            }.joined())
        let index = LineIndex(text)
        let bytes = Array(text.utf8)
        for encoding in PositionEncoding.allCases {
            var expected = Position(line: 0, character: 0)
            var offset = 0
            for scalar in text.unicodeScalars {
                let width = String(scalar).utf8.count
                if scalar == "\n" || scalar == "\r" {
                    let isInsideCRLF = scalar == "\n" && offset > 0 && bytes[offset - 1] == UInt8(ascii: "\r")
                    if !isInsideCRLF { expected = Position(line: expected.line + 1, character: 0) }
                } else {
                    #expect(index.position(of: offset, in: encoding) == expected, "\(encoding) \(offset)")
                    #expect(index.offset(of: expected, in: encoding) == offset, "\(encoding) \(expected)")
                    if width > 1 { #expect(index.position(of: offset + 1, in: encoding) == expected) }
                    expected.character += encoding == .utf8 ? width : encoding == .utf16 ? scalar.utf16.count : 1
                }
                offset += width
            }
        }
    }

    @Test("Converting every offset of a long line takes time in proportion to the line", .timeLimit(.minutes(1)))
    func longLineInLinearTime() {
        let line = String(repeating: "é😀ab", count: 25_000)
        let index = LineIndex(line)
        var total = 0
        for offset in 0...line.utf8.count {
            total += index.position(of: offset, in: .utf16).character
            total += index.offset(of: Position(line: 0, character: offset), in: .utf16)
        }
        #expect(total > 0)
    }

    @Test("The line break a document writes throughout, else a line feed")
    func documentLineBreak() {
        #expect(LineIndex("a\r\nb\r\n").lineBreak == "\r\n")
        #expect(LineIndex("a\rb").lineBreak == "\r")
        #expect(LineIndex("a\r\nb\nc").lineBreak == "\n")
        #expect(LineIndex("a").lineBreak == "\n")
    }
}
