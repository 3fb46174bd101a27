/// The debouncer's waiting work and the loop its thread runs: each key's latest work and when it is due, under a
/// lock whose condition variable wakes the thread when work is added, cancelled or stopped.
final class DebounceQueue: @unchecked Sendable {
    /// One key's waiting work.
    private struct Job {
        let key: String
        let due: MonotonicInstant
        let work: @Sendable () -> Void
    }

    private let lock = Lock()
    /// The waiting work by key; under `lock` only.
    private var jobs: [String: Job] = [:]
    /// Work to run before any keyed work, in order; under `lock` only.
    private var firsts: [@Sendable () -> Void] = []
    /// Whether the thread is running work of `firsts`; under `lock` only.
    private var runningFirst = false
    /// Whether the thread should stop; under `lock` only.
    private var stopping = false

    /// Replaces `key`'s waiting work with `work`, due at `due`.
    func schedule(_ key: String, at due: MonotonicInstant, _ work: @escaping @Sendable () -> Void) {
        lock.withLock {
            guard !stopping else { return }
            jobs[key] = Job(key: key, due: due, work: work)
            lock.broadcast()
        }
    }

    /// Queues `work` to run before any keyed work, after the work queued this way before it.
    func scheduleFirst(_ work: @escaping @Sendable () -> Void) {
        lock.withLock {
            guard !stopping else { return }
            firsts.append(work)
            lock.broadcast()
        }
    }

    /// Waits until the work queued by ``scheduleFirst(_:)`` so far has run, or the queue stopped, or `deadline`;
    /// whether it has run. Never call it from the work itself.
    func waitForFirsts(until deadline: MonotonicInstant) -> Bool {
        lock.withLock {
            while !stopping, !firsts.isEmpty || runningFirst {
                guard MonotonicInstant.now < deadline else { return false }
                lock.wait(until: deadline)
            }
            return true
        }
    }

    /// Drops `key`'s waiting work.
    func cancel(_ key: String) {
        lock.withLock {
            jobs[key] = nil
            lock.broadcast()
        }
    }

    /// Drops all waiting work.
    func cancelAll() {
        lock.withLock {
            jobs.removeAll()
            lock.broadcast()
        }
    }

    /// The keys with waiting work.
    var pendingKeys: [String] {
        lock.withLock { Array(jobs.keys) }
    }

    /// Drops all waiting work and tells the thread to stop.
    func stop() {
        lock.withLock {
            stopping = true
            jobs.removeAll()
            firsts.removeAll()
            lock.broadcast()
        }
    }

    /// The thread's loop: runs each piece of work when it is due, until stopped.
    func runWork() {
        while let work = nextDueWork() {
            work()
            lock.withLock {
                if runningFirst {
                    runningFirst = false
                    lock.broadcast()
                }
            }
        }
    }

    /// Waits until some work is due and takes it; `nil` once stopped.
    private func nextDueWork() -> (@Sendable () -> Void)? {
        lock.withLock {
            while !stopping {
                if !firsts.isEmpty {
                    runningFirst = true
                    return firsts.removeFirst()
                }
                guard let next = jobs.values.min(by: { $0.due < $1.due }) else {
                    lock.wait(until: nil)
                    continue
                }
                if next.due <= MonotonicInstant.now {
                    jobs[next.key] = nil
                    return next.work
                }
                lock.wait(until: next.due)
            }
            return nil
        }
    }
}
