import Dependencies
import Testing

/// Exercises Golden/Logger.swift: `@autoclosure` parameters with default values, forwarded by the overloads.
@Suite("Logger (autoclosure parameters)")
struct LoggerTests {
    @Test("The overloads for default values forward the autoclosure and the defaults to the requirement")
    func overloadsForwardTheAutoclosure() async throws {
        let mock = MockLogger()
        let logged = LockIsolated<[String]>([])
        mock.logHandler = { message, level, category in
            let line = "\(category)/\(level): \(message())"
            logged.withValue { $0.append(line) }
        }
        mock.errorHandler = { message in
            let line = "error: \(message())"
            logged.withValue { $0.append(line) }
        }
        try await withDependencies {
            $0.logger = mock
        } operation: {
            @Dependency(\.logger) var logger
            logger.log("started")
            logger.log("slow", level: 2)
            logger.log("tap", category: "ui")
            logger.log("all", level: 1, category: "net")
            logger.error("failed")
            mock.flushHandler = {}
            try await logger.flush()
        }
        #expect(logged.value == ["app/0: started", "app/2: slow", "ui/0: tap", "net/1: all", "error: failed"])
        #expect(mock.logCallCount == 4)
        #expect(mock.logCalls.map(\.level) == [0, 2, 0, 1])
        #expect(mock.flushCallCount == 1)
    }

    @Test("A message is built only when something logs it")
    func messagesAreBuiltOnlyWhenLogged() {
        let mock = MockLogger()
        let built = LockIsolated(0)
        mock.logHandler = { _, _, _ in }
        func expensive() -> String {
            built.withValue { $0 += 1 }
            return "expensive"
        }
        mock.log(expensive())
        #expect(built.value == 0)
    }

    @Test("The unimplemented double reports the member through its overloads")
    func unimplementedReportsThroughOverloads() {
        let logger = UnimplementedLogger()
        expectIssue("Unimplemented: 'Logger.log(_:level:category:)'") {
            logger.log("x")
        }
    }
}
