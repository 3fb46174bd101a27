#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C calls whose names Swift methods shadow (`read`, `write`), retried when a signal interrupts them. The
/// language server uses POSIX directly, like the rest of clientgen's command line: no Foundation.
enum Posix {
    /// `read(2)`, retried on `EINTR`: the count read (0 at the end of input), or -1 with `errno` set.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        retryingInterrupted {
            #if canImport(Glibc)
                Glibc.read(descriptor, buffer, count)
            #elseif canImport(Musl)
                Musl.read(descriptor, buffer, count)
            #else
                Darwin.read(descriptor, buffer, count)
            #endif
        }
    }

    /// `write(2)`, retried on `EINTR`: the count written, or -1 with `errno` set.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        retryingInterrupted {
            #if canImport(Glibc)
                Glibc.write(descriptor, buffer, count)
            #elseif canImport(Musl)
                Musl.write(descriptor, buffer, count)
            #else
                Darwin.write(descriptor, buffer, count)
            #endif
        }
    }

    /// Writes every byte, going on after partial writes; `nil`, or the `errno` that stopped it.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return nil
    }

    /// The system's description of an error number.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func retryingInterrupted(_ call: () -> Int) -> Int {
        while true {
            let result = call()
            if result < 0, errno == EINTR { continue }
            return result
        }
    }
}
