/// A place in a document as LSP gives it: a zero-based line, and a zero-based `character` counted in the
/// connection's `PositionEncoding` from the line's start.
public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The zero-based line.
    public var line: Int
    /// The zero-based offset in the line, in the negotiated encoding's units.
    public var character: Int

    /// The position at `line` and `character`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line": …, "character": …}`; `nil` unless both are integers.
    public init?(json: JSONValue) {
        guard let line = json["line"]?.int, let character = json["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }

    /// The position as JSON.
    public var json: JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    /// Earlier lines first, then earlier characters.
    public static func < (left: Position, right: Position) -> Bool {
        (left.line, left.character) < (right.line, right.character)
    }

    /// `line:character`, zero-based, for logs.
    public var description: String { "\(line):\(character)" }
}

/// A span of a document from `start` up to (not including) `end`: LSP's `Range`, named so as not to hide Swift's.
public struct TextRange: Sendable, Hashable, CustomStringConvertible {
    /// The first position in the span.
    public var start: Position
    /// The position just after the span.
    public var end: Position

    /// The span from `start` to `end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Reads `{"start": Position, "end": Position}`.
    public init?(json: JSONValue) {
        guard let start = json["start"].flatMap(Position.init(json:)),
            let end = json["end"].flatMap(Position.init(json:))
        else { return nil }
        self.init(start: start, end: end)
    }

    /// The range as JSON.
    public var json: JSONValue {
        ["start": start.json, "end": end.json]
    }

    /// `start-end`, for logs.
    public var description: String { "\(start)-\(end)" }
}
