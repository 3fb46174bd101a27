import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to a standard stream by file descriptor (no global `FILE*`, which Swift 6 treats as shared state).
/// With SIGPIPE ignored, a closed pipe is a failed write, which the caller counts, never the end of the process.
enum StandardStream {
    /// Writes all of `text`; `false` when the stream could not take it (a closed pipe, a full disk).
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { Posix.writeAll(descriptor, UnsafeRawBufferPointer($0)) == nil }
    }

    /// Lets a write to a closed pipe fail with `EPIPE` instead of killing the process before it has generated
    /// anything (`clientgen generate ... | head -1`).
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
