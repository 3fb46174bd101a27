import Foundation
import LanguageServerBase
import Synchronization
import Testing

/// Counts runs of debounced work by key, from the debouncer's thread.
final class RunCounter: Sendable {
    private let counts = Mutex<[String: Int]>([:])
    private let values = Mutex<[String]>([])

    func record(_ key: String, value: String = "") {
        counts.withLock { $0[key, default: 0] += 1 }
        values.withLock { $0.append(value) }
    }

    func count(_ key: String) -> Int { counts.withLock { $0[key, default: 0] } }
    var total: Int { counts.withLock { $0.values.reduce(0, +) } }
    var recordedValues: [String] { values.withLock { $0 } }

    /// Waits (up to a generous 10 s) until `condition` holds; whether it did.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(5_000)
        }
        return true
    }
}

@Suite("Debouncing work")
struct DebouncerTests {
    @Test("Scheduling a key many times in a burst runs its work once, the last one scheduled")
    func coalescing() {
        let debouncer = Debouncer(delay: .milliseconds(400))
        let counter = RunCounter()
        for index in 0..<50 {
            debouncer.schedule("file:///a.client") { counter.record("a", value: "\(index)") }
        }
        #expect(counter.waitUntil { counter.total == 1 })
        usleep(300_000)
        #expect(counter.count("a") == 1)
        #expect(counter.recordedValues == ["49"])
        debouncer.shutdown()
    }

    @Test("Work scheduled first runs before keyed work already due, in order, and can be waited for")
    func firstWork() {
        let debouncer = Debouncer(delay: .zero)
        let counter = RunCounter()
        let gate = DispatchSemaphore(value: 0)
        debouncer.schedule("busy") { gate.wait() }
        #expect(counter.waitUntil { debouncer.pendingKeys.isEmpty })
        debouncer.schedule("a") { counter.record("a", value: "a") }
        debouncer.scheduleFirst { counter.record("first", value: "first 1") }
        debouncer.scheduleFirst { counter.record("first", value: "first 2") }
        #expect(!debouncer.waitForFirstWork(upTo: .milliseconds(50)))
        gate.signal()
        #expect(debouncer.waitForFirstWork(upTo: .seconds(10)))
        #expect(counter.recordedValues.prefix(2) == ["first 1", "first 2"])
        #expect(counter.waitUntil { counter.total == 3 })
        #expect(counter.recordedValues == ["first 1", "first 2", "a"])
        debouncer.shutdown()
    }

    @Test("Different keys each run their own work")
    func separateKeys() {
        let debouncer = Debouncer(delay: .milliseconds(300))
        let counter = RunCounter()
        for round in 0..<3 {
            for key in ["a", "b", "c"] {
                debouncer.schedule(key) { counter.record(key, value: "\(round)") }
            }
        }
        #expect(counter.waitUntil { counter.total == 3 })
        usleep(200_000)
        #expect(["a", "b", "c"].map(counter.count) == [1, 1, 1])
    }

    @Test("Work scheduled after the previous run has started runs again")
    func laterScheduleRunsAgain() {
        let debouncer = Debouncer(delay: .milliseconds(10))
        let counter = RunCounter()
        debouncer.schedule("a") { counter.record("a") }
        #expect(counter.waitUntil { counter.count("a") == 1 })
        debouncer.schedule("a") { counter.record("a") }
        #expect(counter.waitUntil { counter.count("a") == 2 })
    }

    @Test("Cancelled work never runs, and other keys are unaffected")
    func cancellation() {
        let debouncer = Debouncer(delay: .seconds(60))
        let counter = RunCounter()
        debouncer.schedule("a") { counter.record("a") }
        debouncer.schedule("b") { counter.record("b") }
        debouncer.cancel("a")
        #expect(debouncer.pendingKeys == ["b"])
        debouncer.schedule("b", after: .milliseconds(10)) { counter.record("b") }
        #expect(counter.waitUntil { counter.count("b") == 1 })
        usleep(300_000)
        #expect(counter.count("a") == 0)
    }

    @Test("Shutting down drops waiting work and ignores later schedules")
    func shutdown() {
        let debouncer = Debouncer(delay: .milliseconds(50))
        let counter = RunCounter()
        debouncer.schedule("a") { counter.record("a") }
        debouncer.shutdown()
        debouncer.schedule("b", after: .zero) { counter.record("b") }
        usleep(300_000)
        #expect(counter.total == 0)
        #expect(debouncer.pendingKeys.isEmpty)
    }

    @Test("Work may schedule more work for its own key")
    func reentrantSchedule() {
        let debouncer = Debouncer(delay: .milliseconds(5))
        let counter = RunCounter()
        debouncer.schedule("a") {
            counter.record("a")
            debouncer.schedule("a") { counter.record("a") }
        }
        #expect(counter.waitUntil { counter.count("a") == 2 })
    }

    @Test("Releasing a debouncer stops its thread without running waiting work")
    func releasing() {
        let counter = RunCounter()
        do {
            let debouncer = Debouncer(delay: .seconds(60))
            debouncer.schedule("a") { counter.record("a") }
        }
        usleep(100_000)
        #expect(counter.total == 0)
    }
}
