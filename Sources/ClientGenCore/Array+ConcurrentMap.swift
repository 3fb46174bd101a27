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
