#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work for a key (a document's URI) once things have been quiet for a delay: scheduling the same key again
/// before the work has started replaces the work and starts the delay over, so a burst of edits is checked once.
///
/// Work runs on the debouncer's own thread (a pthread; not libdispatch, whose pool can wait forever under resource
/// limits), one piece at a time, never while holding the debouncer's lock, so work may schedule more. Work that has
/// started is not interrupted by `cancel`; check a document's version in it if that matters. If the system refuses
/// the thread, `schedule` runs the work at once on the caller's thread, so it is never lost and never hangs.
public final class Debouncer: Sendable {
    /// The delay when `schedule` is given none.
    public let delay: Duration
    private let queue = DebounceQueue()
    private let thread: WorkerThread?

    /// A debouncer waiting `delay` (150 ms by default) after the last schedule of a key.
    public init(delay: Duration = .milliseconds(150)) {
        self.delay = delay
        thread = WorkerThread.start(queue)
    }

    deinit {
        shutdown()
    }

    /// Runs `work` for `key` after `delay` (or the debouncer's), replacing any of the key's work not started yet.
    public func schedule(_ key: String, after delay: Duration? = nil, _ work: @escaping @Sendable () -> Void) {
        guard thread != nil else {
            work()
            return
        }
        queue.schedule(key, at: MonotonicInstant.now.advanced(by: delay ?? self.delay), work)
    }

    /// Runs `work` on the thread as soon as the work running ends, before any keyed work not started (whether or not
    /// it is due), after the work given here before it: what the keyed work needs done first.
    public func scheduleFirst(_ work: @escaping @Sendable () -> Void) {
        guard thread != nil else {
            work()
            return
        }
        queue.scheduleFirst(work)
    }

    /// Waits (up to `timeout`) until the work given to ``scheduleFirst(_:)`` so far has run; whether it has. Never
    /// call it from work on the debouncer's thread.
    @discardableResult
    public func waitForFirstWork(upTo timeout: Duration) -> Bool {
        guard thread != nil else { return true }
        return queue.waitForFirsts(until: MonotonicInstant.now.advanced(by: timeout))
    }

    /// Drops `key`'s work if it has not started.
    public func cancel(_ key: String) {
        queue.cancel(key)
    }

    /// Drops all work that has not started.
    public func cancelAll() {
        queue.cancelAll()
    }

    /// The keys with work waiting to run.
    public var pendingKeys: [String] {
        queue.pendingKeys
    }

    /// Drops the work that has not started, waits for the work running (if any), and stops the thread. Scheduling
    /// afterwards does nothing. Called by `deinit`; safe to call more than once.
    public func shutdown() {
        queue.stop()
        thread?.join()
    }
}

/// The debouncer's thread, joined once.
private final class WorkerThread: @unchecked Sendable {
    private let thread: pthread_t
    private let lock = Lock()
    /// Whether the thread has been joined or detached; under `lock` only.
    private var finished = false

    private init(thread: pthread_t) {
        self.thread = thread
    }

    /// Starts a thread running `queue`'s work; `nil` when the system refuses one.
    static func start(_ queue: DebounceQueue) -> WorkerThread? {
        let context = Unmanaged.passRetained(queue).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t? = nil
        #endif
        let status = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<DebounceQueue>.fromOpaque(context!).takeRetainedValue().runWork()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<DebounceQueue>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
            return WorkerThread(thread: thread)
        #else
            return thread.map(WorkerThread.init(thread:))
        #endif
    }

    /// Waits for the thread to end; detaches it instead when called on the thread itself (work that released the
    /// last reference to its debouncer).
    func join() {
        let alreadyFinished = lock.withLock {
            defer { finished = true }
            return finished
        }
        guard !alreadyFinished else { return }
        if pthread_equal(pthread_self(), thread) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }
}
