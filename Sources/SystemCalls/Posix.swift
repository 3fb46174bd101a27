#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C calls whose names Swift methods shadow (`read`, `write`, `close`), retried when a signal interrupts them,
/// and the system's reason for an error. clientgen's command line and language server use POSIX directly: no
/// Foundation, which is the slowest part of a build and of a tool's start-up.
package enum Posix {
    /// `read(2)`, retried on `EINTR`: the count read (0 at the end of input), or -1 with `errno` set.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
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
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
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

    /// Writes every byte, going on after partial writes and waiting while a non-blocking descriptor is full; `nil`,
    /// or the `errno` that stopped it.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, isNotReady(errno), waitUntilReady(descriptor, for: POLLOUT) { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return nil
    }

    /// `close(2)`; its error, if any (a network file system may report a failed write only here).
    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32? {
        #if canImport(Glibc)
            let result = Glibc.close(descriptor)
        #elseif canImport(Musl)
            let result = Musl.close(descriptor)
        #else
            let result = Darwin.close(descriptor)
        #endif
        return result == 0 || errno == EINTR ? nil : errno
    }

    /// Whether a call failed only because a descriptor set non-blocking (by whoever shares it: the parent of a
    /// language server, say) is not ready yet.
    package static func isNotReady(_ code: Int32) -> Bool {
        code == EAGAIN || code == EWOULDBLOCK
    }

    /// Waits in `poll(2)` until `descriptor` is ready for `events` (`POLLIN`, `POLLOUT`), or has hung up; `false`
    /// when `poll` fails.
    package static func waitUntilReady(_ descriptor: Int32, for events: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        return retryingInterrupted { Int(poll(&entry, 1, -1)) } >= 0
    }

    /// The system's description of an error number.
    package static func message(_ code: Int32) -> String {
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
