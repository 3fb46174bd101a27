/// Places along a line holding characters beyond ASCII, about every ``spacing`` bytes, each a character's start with
/// the units before it in every encoding: where a conversion starts walking the line's characters. Without them each
/// conversion walks from the line's start, and converting the many ranges of one long line costs its length squared.
struct LineCheckpoints: Sendable {
    /// A character's start on the line and the units before it from the line's start.
    struct Checkpoint: Sendable {
        /// The byte offset in the document.
        var offset: Int
        /// The UTF-16 code units before it.
        var utf16: Int
        /// The scalars before it.
        var utf32: Int
    }

    /// How many bytes at least lie between two checkpoints: a conversion walks no more than this and a character.
    static let spacing = 128

    /// The checkpoints in order; the first is the line's start.
    private var points: [Checkpoint]
    /// The line's first byte.
    private let start: Int

    /// The checkpoints of the line `bounds` of `bytes`, whose characters `length` measures (as the walks do).
    init(bounds: Range<Int>, length: (_ offset: Int, _ limit: Int) -> Int) {
        start = bounds.lowerBound
        points = [Checkpoint(offset: bounds.lowerBound, utf16: 0, utf32: 0)]
        var current = points[0]
        while current.offset < bounds.upperBound {
            let characterLength = length(current.offset, bounds.upperBound)
            current.offset += characterLength
            current.utf16 += PositionEncoding.utf16.units(forUTF8Length: characterLength)
            current.utf32 += 1
            if let last = points.last, current.offset - last.offset >= Self.spacing { points.append(current) }
        }
    }

    /// The units before a checkpoint in `encoding`.
    func units(_ checkpoint: Checkpoint, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return checkpoint.offset - start
        case .utf16: return checkpoint.utf16
        case .utf32: return checkpoint.utf32
        }
    }

    /// The last checkpoint at or before the byte offset `offset` (the line's start for one before it).
    func last(atOrBefore offset: Int) -> Checkpoint {
        last { $0.offset <= offset }
    }

    /// The last checkpoint with at most `character` units before it in `encoding` (the line's start for fewer).
    func last(atOrBefore character: Int, in encoding: PositionEncoding) -> Checkpoint {
        last { units($0, in: encoding) <= character }
    }

    /// The last checkpoint that `isBefore` holds for (it holds for a prefix of them), or the first.
    private func last(where isBefore: (Checkpoint) -> Bool) -> Checkpoint {
        var low = 0
        var high = points.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isBefore(points[middle]) { low = middle } else { high = middle - 1 }
        }
        return points[low]
    }
}
