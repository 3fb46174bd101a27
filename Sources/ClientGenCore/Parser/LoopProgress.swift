/// Guards a parsing loop: each iteration must consume at least one token, so no input can make the parser spin.
///
/// Modelled on swift-syntax's `LoopProgressCondition`. A loop that stops making progress ends (and trips an assertion
/// in debug builds, since that is a parser bug).
struct LoopProgress {
    private var lastIndex = -1

    /// Whether the parser moved since the previous call; call once at the top of every iteration.
    mutating func advanced(to index: Int) -> Bool {
        defer { lastIndex = index }
        assert(index > lastIndex, "parser loop made no progress at token \(index)")
        return index > lastIndex
    }
}
