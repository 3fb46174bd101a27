// Modelled on the shape of the `DownloadClient` case study in The Composable Architecture
// (pointfreeco/swift-composable-architecture, Examples/CaseStudies, reusable offline downloads): a single-endpoint
// `@DependencyClient` returning an `AsyncThrowingStream` of a nested, `Equatable` event enum, declared with `package`
// access for use across the app's modules, with the live value in a `DependencyKey` extension. Written for this corpus;
// nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads offline map tiles for a trail.
@DependencyClient
package struct TrailDownloadClient: Sendable {
    package var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished() }

    package enum Event: Equatable, Sendable {
        case response(Data)
        case updateProgress(Double)
    }
}

extension DependencyValues {
    package var trailDownloadClient: TrailDownloadClient {
        get { self[TrailDownloadClient.self] }
        set { self[TrailDownloadClient.self] = newValue }
    }
}

extension TrailDownloadClient: DependencyKey {
    package static let liveValue = Self(
        download: { url in
            AsyncThrowingStream { continuation in
                let task = Task {
                    do {
                        continuation.yield(.updateProgress(0))
                        let (data, _) = try await URLSession.shared.data(from: url)
                        continuation.yield(.updateProgress(1))
                        continuation.yield(.response(data))
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    )

    package static let testValue = Self()
}
