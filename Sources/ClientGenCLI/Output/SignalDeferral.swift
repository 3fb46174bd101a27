#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds back SIGINT, SIGTERM, SIGHUP and SIGQUIT while a run writes, so that one arriving mid-write does not kill
/// the process with temporary files around and half the outputs replaced. The writer asks ``isSignalPending``
/// between steps and rolls back when one came; ``end()`` then lets it through, and it ends the process as it would
/// have, with nothing left behind. (No signal handler is involved: nothing has to be async-signal-safe.)
struct SignalDeferral {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The signals held back: those the process does not ignore (`nohup`, a background job). An ignored signal
    /// that arrives while blocked is still reported pending, but must not interrupt the run.
    private let deferred: [Int32]
    private var previous = sigset_t()

    /// Blocks the signals in the calling thread (threads it starts afterwards inherit the mask; the dispatch worker
    /// threads block every signal already).
    init() {
        deferred = Self.signals.filter { !Self.isIgnored($0) }
        var set = sigset_t()
        sigemptyset(&set)
        for signal in deferred { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
    }

    /// Whether one of the signals arrived since ``init()``.
    var isSignalPending: Bool {
        var pending = sigset_t()
        sigpending(&pending)
        return deferred.contains { sigismember(&pending, $0) == 1 }
    }

    /// Fails the run when one of the signals arrived.
    func checkNotInterrupted() throws(CommandFailure) {
        guard isSignalPending else { return }
        throw CommandFailure(.interrupted)
    }

    /// Restores the mask; a signal that arrived is delivered now.
    func end() {
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
            let handler = current.__sigaction_u.__sa_handler
        #else
            let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
