import Dependencies
import Foundation
import Testing

/// Exercises Golden/EdgeCases.swift: shapes adversarial specs found generated wrongly once.
@Suite("Edge cases")
struct EdgeCasesTests {
    @Test("A sending generic result, variadic Sendable closures, a protocol metatype and a pointer reach the handlers")
    func edgeCasesReachTheHandlers() async {
        let mock = MockEdgeCases()
        mock.makeHandler = { type -> Any in type == Int.self ? 7 : "seven" }
        let called = LockIsolated(0)
        mock.notifyHandler = { observers in observers.forEach { $0() } }
        mock.kindHandler = { upload in upload == (any TrailUpload).self ? 1 : 2 }
        mock.markHandler = { name, _ in called.withValue { $0 += name.count } }
        mock.🐶Handler = { called.withValue { $0 += 100 } }

        #expect(await mock.make(Int.self) == 7)
        mock.notify({ called.withValue { $0 += 1 } }, { called.withValue { $0 += 1 } })
        #expect(mock.kind(of: (any TrailUpload).self) == 1)
        mock.mark("abc")
        await mock.🐶()
        #expect(called.value == 105)
        #expect(mock.notifyCalls.count == 1)
        #expect(mock.kindCallCount == 1)
        #expect(mock.markCalls == ["abc"])
        #expect(mock.🐶CallCount == 1)
    }

    @Test("Parameters named like what the generated bodies call keep their labels, and name the recorded calls")
    func shadowingParameters() throws {
        let mock = MockEdgeCases()
        mock.reportHandler = { count, message in count + message.count }
        #expect(try mock.report(reportIssue: 2, "abc") == 5)
        #expect(mock.reportCalls.map(\.reportIssue) == [2])
        #expect(mock.reportCalls.map(\.UnimplementedFailure) == ["abc"])
        withKnownIssue {
            #expect(throws: (any Error).self) { try UnimplementedEdgeCases().report(reportIssue: 1, "") }
        }
    }
}
