// What Originals/TrailLogHandler.swift declares around the protocol.
import Foundation

/// How important a log line is.
public enum TrailLogLevel: Int, Comparable, Sendable {
    case trace, debug, info, notice, warning, error, critical

    /// Whether `lhs` is less important than `rhs`.
    public static func < (lhs: TrailLogLevel, rhs: TrailLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A value attached to log lines.
public enum TrailLogMetadataValue: Equatable, Sendable, ExpressibleByStringLiteral {
    case string(String)
    case list([TrailLogMetadataValue])

    /// The value `.string(value)`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

/// The values attached to log lines, by key.
public typealias TrailLogMetadata = [String: TrailLogMetadataValue]

extension TrailLogHandler {
    /// Writes `message` at `level`, from the caller's location.
    public func log(
        _ level: TrailLogLevel, _ message: String, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        log(
            level: level, message: message, metadata: nil, source: "TrailJournal", file: file, function: function,
            line: line)
    }
}

/// Writes each line, with its metadata, to a closure (standard output in the tool).
public struct StreamTrailLogHandler: TrailLogHandler {
    /// The metadata every line carries.
    public var metadata: TrailLogMetadata = [:]
    /// The least important level written.
    public var logLevel: TrailLogLevel = .info
    private let write: @Sendable (String) -> Void

    /// A handler writing each line through `write`.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// The metadata value of `key`.
    public subscript(metadataKey key: String) -> TrailLogMetadataValue? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `message` if `level` is at least the handler's level.
    public func log(
        level: TrailLogLevel, message: String, metadata: TrailLogMetadata?, source: String, file: String,
        function: String, line: UInt
    ) {
        guard level >= logLevel else { return }
        let merged = self.metadata.merging(metadata ?? [:]) { _, explicit in explicit }
        let keys = merged.keys.sorted().joined(separator: ",")
        write("[\(level)] \(source) \(file):\(line) \(message) {\(keys)}")
    }
}
