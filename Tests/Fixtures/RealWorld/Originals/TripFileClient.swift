// Modelled on the shape of isowords' `FileClient` (pointfreeco/isowords, Sources/FileClient): a three-endpoint
// `@DependencyClient` over the documents directory with generic `Codable` helpers layered on the raw endpoints, a
// `noop`, and a generic `mutating` test helper that overrides one file. Written for this corpus; nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

/// Saves and loads the hiker's trip drafts as files.
@DependencyClient
public struct TripFileClient: Sendable {
    public var delete: @Sendable (_ fileName: String) async throws -> Void
    public var load: @Sendable (_ fileName: String) async throws -> Data
    public var save: @Sendable (_ fileName: String, _ data: Data) async throws -> Void

    public func load<Value: Decodable>(_ type: Value.Type, from fileName: String) async throws -> Value {
        try await JSONDecoder().decode(Value.self, from: self.load(fileName: fileName))
    }

    public func save<Value: Encodable>(_ value: Value, to fileName: String) async throws {
        try await self.save(fileName: fileName, data: JSONEncoder().encode(value))
    }
}

extension DependencyValues {
    public var tripFiles: TripFileClient {
        get { self[TripFileClient.self] }
        set { self[TripFileClient.self] = newValue }
    }
}

extension TripFileClient: DependencyKey {
    public static let liveValue: Self = {
        let documents = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("TripDrafts")
        return Self(
            delete: { try FileManager.default.removeItem(at: documents.appendingPathComponent($0)) },
            load: { try Data(contentsOf: documents.appendingPathComponent($0)) },
            save: { try $1.write(to: documents.appendingPathComponent($0)) }
        )
    }()

    public static let previewValue = Self.noop
    public static let testValue = Self()
}

extension TripFileClient {
    public static let noop = Self(
        delete: { _ in },
        load: { _ in throw CancellationError() },
        save: { _, _ in }
    )

    /// Answers `load(fileName:)` for `fileName` with `value`, encoded; other files fall through.
    public mutating func override<Value: Encodable & Sendable>(load fileName: String, _ value: Value) {
        self.load = { @Sendable [self] in
            if $0 == fileName {
                return try JSONEncoder().encode(value)
            } else {
                return try await self.load(fileName: $0)
            }
        }
    }
}
