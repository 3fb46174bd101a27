// Modelled on the logging shapes of iina/iina (small per-file logging helpers taking an `@autoclosure` message and a
// defaulted level, forwarding to a shared logger with a subsystem) and of poviolabs/Lingua's `Logger` (a level enum and
// a console printer), put behind a struct-of-closures dependency: the raw endpoint takes an already rendered `Entry`,
// and the `@autoclosure` methods with defaulted level, subsystem, file and line build it only when the level is
// enabled. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

public struct DiagnosticsLogClient: Sendable {
    public enum Level: Int, Comparable, Sendable, CustomStringConvertible {
        case verbose, debug, info, warning, error

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .verbose: "v"
            case .debug: "d"
            case .info: "i"
            case .warning: "w"
            case .error: "e"
            }
        }
    }

    public struct Subsystem: Hashable, Sendable {
        public var name: String
        public static let general = Subsystem(name: "trailhead")
        public static let sync = Subsystem(name: "sync")
        public static let maps = Subsystem(name: "maps")
    }

    public struct Entry: Equatable, Sendable {
        public var date: Date
        public var level: Level
        public var subsystem: Subsystem
        public var message: String
        public var location: String
    }

    /// The lowest level written; below it messages are not even rendered.
    public var minimumLevel: @Sendable () -> Level = { .info }
    public var write: @Sendable (Entry) -> Void
    public var flush: @Sendable () async -> Void

    /// Logs `message`, evaluating it only if `level` is enabled.
    public func log(
        _ message: @autoclosure () -> String,
        level: Level = .info,
        subsystem: Subsystem = .general,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard level >= minimumLevel() else { return }
        write(Entry(date: Date(), level: level, subsystem: subsystem, message: message(), location: "\(file):\(line)"))
    }

    public func debug(_ message: @autoclosure () -> String, subsystem: Subsystem = .general) {
        log(message(), level: .debug, subsystem: subsystem)
    }

    public func error(_ error: any Error, subsystem: Subsystem = .general) {
        log(String(describing: error), level: .error, subsystem: subsystem)
    }
}

extension DiagnosticsLogClient: DependencyKey {
    public static let liveValue = Self(
        minimumLevel: { .info },
        write: { entry in
            print("\(entry.date) [\(entry.subsystem.name)][\(entry.level)] \(entry.message)")
        },
        flush: {}
    )

    public static let testValue = Self(
        minimumLevel: { .verbose },
        write: { _ in },
        flush: {}
    )
}

extension DependencyValues {
    public var log: DiagnosticsLogClient {
        get { self[DiagnosticsLogClient.self] }
        set { self[DiagnosticsLogClient.self] = newValue }
    }
}
