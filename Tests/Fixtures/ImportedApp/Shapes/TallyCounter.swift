// Shape: a client refining Actor, whose generated unimplemented double and mock are actors. Written for the import
// corpus; nothing is copied.
public protocol TallyCounter: Actor {
    func increment() async
    func total() async -> Int?
    nonisolated func label() -> String?
}
