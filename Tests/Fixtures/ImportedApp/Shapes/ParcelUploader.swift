// Shape: a plain struct whose own memberwise initializer gives every closure a default, and whose live value is the
// initializer called without arguments. Written for the import corpus; nothing is copied.
import Dependencies
import Foundation

public struct ParcelRejected: Error {
    public init() {}
}

public struct ParcelUploader: Sendable {
    public var upload: @Sendable (Data) async throws -> URL
    public var progress: @Sendable () -> AsyncStream<Double>

    public init(
        upload: @escaping @Sendable (Data) async throws -> URL = { _ in throw ParcelRejected() },
        progress: @escaping @Sendable () -> AsyncStream<Double> = { .finished }
    ) {
        self.upload = upload
        self.progress = progress
    }
}

extension ParcelUploader: DependencyKey {
    public static let liveValue = ParcelUploader()
    public static let testValue = ParcelUploader(
        upload: unimplemented("ParcelUploader.upload"),
        progress: unimplemented("ParcelUploader.progress", placeholder: .finished)
    )
}
