// What Originals/VoiceNoteTranscriberClient.swift declares besides the endpoints.
import Dependencies
import Foundation

extension VoiceNoteTranscriberClient {
    enum Failure: Error, Equatable {
        case taskError
        case couldNotStartAudioEngine
        case couldNotConfigureAudioSession
    }

    /// Transcribes a fixed sentence, a word at a time.
    static var transcribing: Self {
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
}

struct Transcript: Equatable, Sendable {
    var formattedText: String
    var isFinal: Bool
}
