// What Originals/TripFileClient.swift declares besides the endpoints.
import Dependencies
import Foundation

extension TripFileClient {
    /// Loads `fileName` and decodes it as `type`.
    public func load<Value: Decodable>(_ type: Value.Type, from fileName: String) async throws -> Value {
        try await JSONDecoder().decode(Value.self, from: self.load(fileName: fileName))
    }

    /// Encodes `value` and saves it as `fileName`.
    public func save<Value: Encodable>(_ value: Value, to fileName: String) async throws {
        try await self.save(fileName: fileName, data: JSONEncoder().encode(value))
    }

    /// Files in the temporary directory.
    public static let live: Self = {
        let documents = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("TripDrafts")
        return Self(
            delete: { try FileManager.default.removeItem(at: documents.appendingPathComponent($0)) },
            load: { try Data(contentsOf: documents.appendingPathComponent($0)) },
            save: { try $1.write(to: documents.appendingPathComponent($0)) }
        )
    }()

    /// Saves nothing, loads nothing.
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
