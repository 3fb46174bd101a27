#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a loop's iterations on the machine's cores: `concurrentPerform` without libdispatch, whose worker pool
/// waits forever for a thread the system refuses (under `ulimit -v`) and traps when it cannot open its files in
/// `/proc` (under `ulimit -n`). Here a thread that cannot be started is one hand fewer: the calling thread works
/// through every iteration no other thread took, so the loop always ends.
package enum ParallelLoop {
    /// The most threads a loop uses, the calling thread included.
    static let maximumThreads = 16

    /// How many threads a loop of `iterations` uses at most, the calling thread included.
    package static func threads(for iterations: Int) -> Int {
        max(1, min(iterations, processorCount, maximumThreads))
    }

    /// Calls `body` once for each index in `0..<iterations`, concurrently, and returns when every call has.
    static func run(iterations: Int, _ body: @Sendable (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let loop = Loop(iterations: iterations, body: body)
            let helpers = threads(for: iterations) - 1
            var threads: [pthread_t] = []
            for _ in 0..<max(0, helpers) {
                guard let thread = loop.startThread() else { break }
                threads.append(thread)
            }
            loop.work()
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// The processors online, at least one.
    private static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}

/// The iterations of one loop, handed out one at a time under a lock to whichever thread asks next.
private final class Loop: @unchecked Sendable {
    private let iterations: Int
    private let body: @Sendable (Int) -> Void
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// The next iteration to hand out; read and written under `lock` only.
    private var next = 0

    init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
        self.iterations = iterations
        self.body = body
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Runs iterations until none is left.
    func work() {
        while let index = claim() { body(index) }
    }

    private func claim() -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard next < iterations else { return nil }
        next += 1
        return next - 1
    }

    /// Starts a thread that works on the loop; `nil` when the system refuses one.
    func startThread() -> pthread_t? {
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t? = nil
        #endif
        let status = pthread_create(&thread, nil, { context in Loop.runThread(context) }, context)
        guard status == 0 else {
            Unmanaged<Loop>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// A started thread's body: the loop's work, then the loop released.
    private static func runThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let context else { return nil }
        Unmanaged<Loop>.fromOpaque(context).takeRetainedValue().work()
        return nil
    }
}

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, for work that is independent per element (parsing or rendering one
    /// spec). Results keep the elements' order, so output does not depend on scheduling. Fewer than two elements are
    /// mapped on the calling thread.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = Slots(base: buffer.baseAddress!)
            ParallelLoop.run(iterations: count) { index in
                slots.initialize(index, to: transform(self[index]))
            }
            initializedCount = count
        }
    }

    /// ``concurrentMap(_:)`` for elements that are not needed afterwards: each element is handed over to the
    /// transform, so that what only it refers to (a spec's whole model, once rendered) is freed on the thread that
    /// used it, concurrently, instead of one by one on the calling thread when the array goes. Fewer than two elements
    /// are mapped on the calling thread.
    package consuming func consumingConcurrentMap<Result: Sendable>(
        _ transform: @Sendable (consuming Element) -> Result
    ) -> [Result] {
        guard count > 1 else { return map { transform($0) } }
        var elements = map(Optional.some)
        _ = consume self
        let count = elements.count
        return elements.withUnsafeMutableBufferPointer { elements in
            let taken = Slots(base: elements.baseAddress!)
            return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
                let slots = Slots(base: buffer.baseAddress!)
                ParallelLoop.run(iterations: count) { index in
                    slots.initialize(index, to: transform(taken.take(index)!))
                }
                initializedCount = count
            }
        }
    }
}

/// A buffer that concurrent iterations each touch at their own index only; `ParallelLoop.run` returns only after
/// every iteration has, so the accesses never race.
private struct Slots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>

    func initialize(_ index: Int, to value: consuming Value) {
        (base + index).initialize(to: value)
    }

    func take<Wrapped>(_ index: Int) -> Wrapped? where Value == Wrapped? {
        (base + index).pointee.take()
    }
}
