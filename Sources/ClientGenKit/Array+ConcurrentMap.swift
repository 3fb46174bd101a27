import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, for work that is independent per element (parsing or rendering one
    /// spec). Results keep the elements' order, so output does not depend on scheduling. Fewer than two elements are
    /// mapped on the calling thread.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = ResultSlots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.initialize(index, to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}

/// The uninitialized result buffer of ``Swift/Array/concurrentMap(_:)``. Each iteration initializes only its own
/// slot, and `concurrentPerform` returns only after every iteration has, so the writes never race.
private struct ResultSlots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result>

    func initialize(_ index: Int, to value: consuming Result) {
        (base + index).initialize(to: value)
    }
}
