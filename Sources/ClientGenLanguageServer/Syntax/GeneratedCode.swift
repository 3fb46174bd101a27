/// The lines of a generated Swift file, for picking out what one member of a spec becomes: the top-level
/// declarations are blocks from a line at indentation 0 that opens a brace to the `}` that closes it, and each
/// declaration inside has its doc comment on the lines right above it. That is all of the emitters' layout this
/// relies on.
struct GeneratedCode {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines inside each top-level block whose first line declares `name` as a `kind` (`protocol`, `struct`,
    /// `class`, `actor`, `extension`), in order.
    func blocks(declaring kind: String, named name: String) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.first != " ", line.hasSuffix("{"), Self.declares(line, kind: kind, name: name) else {
                index += 1
                continue
            }
            let end = lines[(index + 1)...].firstIndex { $0 == "}" } ?? lines.count
            blocks.append((index + 1)..<end)
            index = end
        }
        return blocks
    }

    /// The declaration of the property `name` in `range`, with its doc comment and, when it opens a brace, its
    /// body, without the indentation they share; `nil` when there is none. `occurrence` tells namesakes apart: the
    /// properties of members in the branches of an `#if` chain, counted in the order the file declares them.
    func property(named name: String, in range: Range<Int>, occurrence: Int = 0) -> [Substring]? {
        let spellings = ["var \(name):", "var `\(name)`:"]
        let declarations = range.lazy.filter { index in spellings.contains { self.lines[index].contains($0) } }
        return declarations.dropFirst(occurrence).first.map { declaration(at: $0, in: range) }
    }

    /// The properties declared in `range` at its outermost indentation that are not private, each as
    /// ``property(named:in:)`` gives it.
    func visibleProperties(in range: Range<Int>) -> [[Substring]] {
        let indentation = lines[range].filter { !$0.isEmpty }.map(Self.indentation).min() ?? 0
        return range.filter { index in
            let line = lines[index]
            return Self.indentation(of: line) == indentation && line.contains("var ")
                && !line.contains("private ") && !line.trimmingLeadingSpaces.hasPrefix("//")
        }
        .map { declaration(at: $0, in: range) }
    }

    /// The declaration starting at `line`, with the doc comment above it and its braced body.
    private func declaration(at line: Int, in range: Range<Int>) -> [Substring] {
        var start = line
        while start > range.lowerBound, lines[start - 1].trimmingLeadingSpaces.hasPrefix("///") { start -= 1 }
        var end = line + 1
        if lines[line].hasSuffix("{") {
            let indentation = lines[line].prefix { $0 == " " }
            end = (lines[(line + 1)..<range.upperBound].firstIndex { $0 == indentation + "}" } ?? line) + 1
        }
        return Self.dedented(lines[start..<end])
    }

    /// The groups of lines between blank lines directly in `range` (a block's body), dedented.
    func groups(in range: Range<Int>) -> [[Substring]] {
        var groups: [[Substring]] = []
        var current: [Substring] = []
        for line in lines[range] {
            if line.isEmpty {
                if !current.isEmpty { groups.append(Self.dedented(current[...])) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { groups.append(Self.dedented(current[...])) }
        return groups
    }

    /// The lines after `// MARK: mark` in `range`, up to the next mark or the end of the block the mark is in.
    func section(marked mark: String, in range: Range<Int>) -> Range<Int>? {
        guard let start = range.first(where: { lines[$0].trimmingLeadingSpaces == "// MARK: " + mark }) else {
            return nil
        }
        let indentation = Self.indentation(of: lines[start])
        let end =
            lines[(start + 1)..<range.upperBound].firstIndex { line in
                line.trimmingLeadingSpaces.hasPrefix("// MARK: ")
                    || (!line.isEmpty && Self.indentation(of: line) < indentation)
            } ?? range.upperBound
        return (start + 1)..<end
    }

    /// How many spaces a line starts with.
    private static func indentation(of line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    /// Whether a declaration's first line declares `name` as a `kind`: `public final class MockX: X, Sendable {`.
    private static func declares(_ line: Substring, kind: String, name: String) -> Bool {
        let words = line.split(separator: " ")
        guard let position = words.firstIndex(where: { $0 == kind }), position + 1 < words.count else { return false }
        var declared = words[position + 1]
        while let last = declared.last, last == ":" || last == "{" || last == "," { declared.removeLast() }
        return declared == name || declared == "`\(name)`"
    }

    /// Lines without the indentation they all share.
    private static func dedented(_ lines: ArraySlice<Substring>) -> [Substring] {
        let indentation = lines.filter { !$0.isEmpty }.map(Self.indentation).min() ?? 0
        return lines.map { $0.isEmpty ? $0 : $0.dropFirst(indentation) }
    }
}

extension Substring {
    /// The line without its leading spaces.
    var trimmingLeadingSpaces: Substring {
        drop { $0 == " " }
    }
}
