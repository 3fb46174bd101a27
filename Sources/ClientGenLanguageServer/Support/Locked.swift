import LanguageServerBase

/// A value behind a `Lock`: the server's state shared by the thread that reads messages and the one that checks
/// specs. Every access holds the lock for the closure's duration only, so no caller writes to the client under it.
final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    /// The value; under `lock` only.
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value, holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
