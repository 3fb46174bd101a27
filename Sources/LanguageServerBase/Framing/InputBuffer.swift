import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed-size buffer over a file descriptor: bytes read ahead of the reader, refilled with `read(2)`.
///
/// Its size bounds a header line, so a peer that never sends a line break cannot make the reader grow without end.
struct InputBuffer {
    /// The buffer's size, and so the longest header line.
    static let capacity = 64 * 1024

    let descriptor: Int32
    private var storage = [UInt8](repeating: 0, count: InputBuffer.capacity)
    /// The unread bytes are `storage[start..<end]`.
    private(set) var start = 0
    private(set) var end = 0
    /// Whether `read(2)` reported the end of input, or failed.
    private(set) var atEnd = false
    /// The `errno` of a failed read, until taken.
    var readFailure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// How many bytes are read ahead.
    var count: Int { end - start }

    /// Whether the buffer is full: a line that has not ended yet cannot grow any more.
    var isFull: Bool { start == 0 && end == storage.count }

    /// The unread byte at `offset` from the first.
    subscript(offset: Int) -> UInt8 { storage[start + offset] }

    /// The first `count` unread bytes, without consuming them.
    func peek(_ count: Int) -> [UInt8] { Array(storage[start..<start + count]) }

    /// The offset of the first `byte` at or after `offset` from the first unread byte, if it is buffered.
    func firstIndex(of byte: UInt8, from offset: Int) -> Int? {
        storage[(start + offset)..<end].firstIndex(of: byte).map { $0 - start }
    }

    /// Consumes `count` buffered bytes.
    mutating func skip(_ count: Int) {
        start += count
    }

    /// Consumes up to `limit` buffered bytes, appending them to `bytes`; the count taken.
    mutating func take(upTo limit: Int, into bytes: inout [UInt8]) -> Int {
        let taken = min(limit, count)
        bytes.append(contentsOf: storage[start..<start + taken])
        start += taken
        return taken
    }

    private mutating func moveUnreadBytesToFront() {
        let unread = count
        let start = start
        storage.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + start, unread) }
        self.start = 0
        end = unread
    }

    /// Reads more input after the buffered bytes (moving them to the front first); `false` at the end of input.
    mutating func fill() -> Bool {
        guard !atEnd else { return false }
        if start > 0 { moveUnreadBytesToFront() }
        guard end < storage.count else { return true }
        let descriptor = descriptor
        let end = end
        let readMore = { (storage: inout [UInt8]) in
            storage.withUnsafeMutableBytes { Posix.read(descriptor, $0.baseAddress! + end, $0.count - end) }
        }
        var read = readMore(&storage)
        // A descriptor its parent set non-blocking has no input yet: wait for some rather than end.
        while read < 0, Posix.isNotReady(errno), Posix.waitUntilReady(descriptor, for: POLLIN) {
            read = readMore(&storage)
        }
        guard read > 0 else {
            atEnd = true
            if read < 0 { readFailure = errno }
            return false
        }
        self.end += read
        return true
    }
}
