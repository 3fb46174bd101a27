import ClientGenCore

/// Comments are written as they are, but for the spaces at the ends of their lines, the line breaks between the lines
/// of a block comment (the file's), and the indentation of those lines, which moves with the comment's first line.
extension LayoutPrinter {
    /// Writes the comment at `range`. The lines after the first of a block comment move by `shift` columns (as far
    /// as their leading spaces allow to the left), so that a comment's body stays under its start.
    mutating func writeComment(_ range: SourceRange, shiftingLinesBy shift: Int) {
        let lines = LineBreak.lines(of: source.bytes[range.start..<range.end])
        for (number, line) in lines.enumerated() {
            if number > 0 {
                trimTrailingSpaces()
                output += lineBreak
                lineStart = output.count
            }
            var text = line
            if number > 0, !text.isEmpty {
                if shift > 0 {
                    output += Array(repeating: UInt8(ascii: " "), count: shift)
                } else {
                    let removable = text.prefix { $0 == UInt8(ascii: " ") }.count
                    text = text.dropFirst(min(removable, -shift))
                }
            }
            output += text
        }
        trimTrailingSpaces()
    }
}
