// Modelled on the shape of swift-log's `LogHandler` (apple/swift-log, Sources/Logging/LogHandler.swift, tag 1.16.2):
// a `Sendable` protocol that value types conform to, with one logging requirement taking the source location, a
// settable `subscript(metadataKey _:)` over the handler's metadata, the metadata and the level as settable properties,
// an extension forwarding a shorter call with `#fileID`, `#function` and `#line` defaults, and a handler writing lines
// to a stream. Nothing registers it as a dependency: the trail-journal tool's logger is given one. Written for this
// corpus; nothing is copied.
import Foundation

/// How important a log line is.
public enum TrailLogLevel: Int, Comparable, Sendable {
    case trace, debug, info, notice, warning, error, critical

    public static func < (lhs: TrailLogLevel, rhs: TrailLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A value attached to log lines.
public enum TrailLogMetadataValue: Equatable, Sendable, ExpressibleByStringLiteral {
    case string(String)
    case list([TrailLogMetadataValue])

    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

/// The values attached to log lines, by key.
public typealias TrailLogMetadata = [String: TrailLogMetadataValue]

/// Writes the trail-journal tool's log lines somewhere.
public protocol TrailLogHandler: Sendable {
    /// Writes `message` at `level`, with the handler's metadata and `metadata` merged.
    func log(
        level: TrailLogLevel, message: String, metadata: TrailLogMetadata?, source: String, file: String,
        function: String, line: UInt)

    /// The metadata value of `metadataKey`, which every line this handler writes carries.
    subscript(metadataKey _: String) -> TrailLogMetadataValue? { get set }

    /// The metadata every line this handler writes carries.
    var metadata: TrailLogMetadata { get set }

    /// The least important level this handler writes.
    var logLevel: TrailLogLevel { get set }
}

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
    public var metadata: TrailLogMetadata = [:]
    public var logLevel: TrailLogLevel = .info
    private let write: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public subscript(metadataKey key: String) -> TrailLogMetadataValue? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

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
