#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment on the system's monotonic clock (`CLOCK_MONOTONIC`), which wall-clock changes do not move; what the
/// debouncer's deadlines and `Lock`'s timed waits use.
struct MonotonicInstant: Sendable, Comparable {
    /// Nanoseconds since an arbitrary start (the system's boot on most systems).
    let nanoseconds: Int64

    /// Now.
    static var now: MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The moment `duration` after this one (a negative duration counts as none).
    func advanced(by duration: Duration) -> MonotonicInstant {
        let parts = duration.components
        let nanoseconds = parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
        return MonotonicInstant(nanoseconds: self.nanoseconds + max(0, nanoseconds))
    }

    static func < (left: MonotonicInstant, right: MonotonicInstant) -> Bool {
        left.nanoseconds < right.nanoseconds
    }

    /// `nanoseconds` (at least 0) as a `timespec`: the absolute deadline of a timed wait, or a relative one.
    static func timeSpec(nanoseconds: Int64) -> timespec {
        let nanoseconds = max(0, nanoseconds)
        var time = timespec()
        time.tv_sec = .init(nanoseconds / 1_000_000_000)
        time.tv_nsec = .init(nanoseconds % 1_000_000_000)
        return time
    }
}
