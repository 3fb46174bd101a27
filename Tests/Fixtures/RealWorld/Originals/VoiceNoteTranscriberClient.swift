// Modelled on the shape of the Speech clients in The Composable Architecture's examples
// (pointfreeco/swift-composable-architecture, Examples/SpeechRecognition and Examples/SyncUps): a `@DependencyClient`
// whose main endpoint returns an `AsyncThrowingStream` (default `.finished()`), whose argument is a non-`Sendable`
// framework request wrapped in `UncheckedSendable`, with a nested error enum, closures with defaults, a preview value
// computed from `LockIsolated` state, and key conformance and accessor in extensions. Written for this corpus; nothing
// is copied.
import Dependencies
import DependenciesMacros
import Foundation

/// Transcribes voice notes the hiker dictates on the trail.
@DependencyClient
struct VoiceNoteTranscriberClient: Sendable {
    var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus = { .denied }
    var finishTask: @Sendable () async -> Void
    var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus = { .notDetermined }
    var startTask:
        @Sendable (_ request: UncheckedSendable<SpeechAudioBufferRequest>) async -> AsyncThrowingStream<
            Transcript, any Error
        > = { _ in .finished() }

    enum Failure: Error, Equatable {
        case taskError
        case couldNotStartAudioEngine
        case couldNotConfigureAudioSession
    }
}

struct Transcript: Equatable, Sendable {
    var formattedText: String
    var isFinal: Bool
}

extension VoiceNoteTranscriberClient: TestDependencyKey {
    static var previewValue: Self {
        let isRecording = LockIsolated(false)

        return Self(
            authorizationStatus: { .authorized },
            finishTask: { isRecording.setValue(false) },
            requestAuthorization: { .authorized },
            startTask: { _ in
                AsyncThrowingStream { continuation in
                    Task {
                        isRecording.setValue(true)
                        var remaining = "Passed the second cairn, the ridge path is dry and the hut is open"
                            .split(separator: " ")
                        var text = ""
                        while isRecording.value, !remaining.isEmpty {
                            try await Task.sleep(for: .milliseconds(120))
                            text += remaining.removeFirst() + " "
                            continuation.yield(Transcript(formattedText: text, isFinal: remaining.isEmpty))
                        }
                        continuation.finish()
                    }
                }
            }
        )
    }

    static let testValue = Self()
}

extension DependencyValues {
    var voiceNotes: VoiceNoteTranscriberClient {
        get { self[VoiceNoteTranscriberClient.self] }
        set { self[VoiceNoteTranscriberClient.self] = newValue }
    }
}
