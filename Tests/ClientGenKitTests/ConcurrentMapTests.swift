import Synchronization
import Testing

@testable import ClientGenCore
@testable import ClientGenImport

@Suite("Concurrent map")
struct ConcurrentMapTests {
    @Test("Results keep the elements' order, for no, one and many elements", arguments: [0, 1, 2, 1_000])
    func resultsKeepOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
        #expect(numbers.consumingConcurrentMap { "\($0)" } == numbers.map { "\($0)" })
    }

    @Test("Each element is handed to the transform exactly once")
    func eachElementOnce() {
        let calls = Counter()
        let boxes = (0..<500).map { Box(value: $0, calls: calls) }
        let values = boxes.consumingConcurrentMap { $0.read() }
        #expect(values == Array(0..<500))
        #expect(calls.value == 500)
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() { count.withLock { $0 += 1 } }
}

private final class Box: Sendable {
    let value: Int
    let calls: Counter

    init(value: Int, calls: Counter) {
        self.value = value
        self.calls = calls
    }

    func read() -> Int {
        calls.increment()
        return value
    }
}
