#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `pthread_mutex_t` with a condition variable on it: the one lock the module's thread-safe types use, and the
/// language server's (it is `package` for that).
///
/// POSIX rather than `Synchronization.Mutex` (which needs macOS 15 on Darwin) or libdispatch (whose worker pool can
/// wait forever under resource limits). The condition variable measures timed waits on the monotonic clock where the
/// system allows choosing it, so changing the wall clock does not stretch or cut a debounce delay.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        #if canImport(Darwin)
            pthread_cond_init(condition, nil)
        #else
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every thread waiting on the condition. Call it holding the lock.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// Waits on the condition until woken, or until the monotonic `deadline` when there is one. Call it holding the
    /// lock (inside `withLock`); the lock is released while waiting. Waking early is possible: check again.
    func wait(until deadline: MonotonicInstant?) {
        guard let deadline else {
            pthread_cond_wait(condition, mutex)
            return
        }
        #if canImport(Darwin)
            var relative = MonotonicInstant.timeSpec(
                nanoseconds: deadline.nanoseconds - MonotonicInstant.now.nanoseconds)
            pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #else
            var absolute = MonotonicInstant.timeSpec(nanoseconds: deadline.nanoseconds)
            pthread_cond_timedwait(condition, mutex, &absolute)
        #endif
    }
}
