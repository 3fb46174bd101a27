// What Originals/DiagnosticsLogClient.swift declares besides the endpoints.
import Foundation

extension DiagnosticsLogClient {
    /// How important a message is.
    public enum Level: Int, Comparable, Sendable, CustomStringConvertible {
        /// Everything.
        case verbose
        /// For developers.
        case debug
        /// Normal operation.
        case info
        /// Something looks wrong.
        case warning
        /// Something failed.
        case error

        /// Orders levels by importance.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level's letter.
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

    /// The part of the app a message is about.
    public struct Subsystem: Hashable, Sendable {
        /// The subsystem's name.
        public var name: String
        /// The app in general.
        public static let general = Subsystem(name: "trailhead")
        /// Syncing.
        public static let sync = Subsystem(name: "sync")
    }

    /// A rendered message.
    public struct Entry: Equatable, Sendable {
        /// When it was logged.
        public var date: Date
        /// How important it is.
        public var level: Level
        /// What it is about.
        public var subsystem: Subsystem
        /// The message.
        public var message: String
        /// Where it was logged.
        public var location: String
    }

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

    /// Logs a debug message.
    public func debug(_ message: @autoclosure () -> String, subsystem: Subsystem = .general) {
        log(message(), level: .debug, subsystem: subsystem)
    }

    /// Logs an error.
    public func error(_ error: any Error, subsystem: Subsystem = .general) {
        log(String(describing: error), level: .error, subsystem: subsystem)
    }
}
