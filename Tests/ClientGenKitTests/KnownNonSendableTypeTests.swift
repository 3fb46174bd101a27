import ClientGenKit
import Testing

/// The framework types apps pass their clients most that are never `Sendable` (Combine's publishers, `UserDefaults`,
/// AVFoundation's players, `NSPredicate`, CloudKit's records): lint warns where a mock would record one, with the
/// fix-it that writes `@unrecorded`, whether the type is written bare, generic, qualified by its module or inside
/// another; the types an SDK marks `Sendable`, and types nested in the listed ones, are recorded as any other.
@Suite("Known non-Sendable framework types")
struct KnownNonSendableTypeTests {
    private func diagnostics(_ spec: String) -> [Diagnostic] {
        ClientGenerator().analyze([SourceFile(path: "t.client", text: spec)]).diagnostics
    }

    @Test(
        "A parameter of a framework type that is never Sendable warns, with a fix-it writing @unrecorded",
        arguments: [
            "AnyPublisher<Int, Never>", "Combine.AnyPublisher<[String], any Error>", "AnyCancellable",
            "CurrentValueSubject<Bool, Never>", "PassthroughSubject<Int, Never>?", "UserDefaults",
            "Foundation.UserDefaults", "NSImage", "NSPredicate?", "[NSSortDescriptor]", "NSManagedObjectContext",
            "NSMutableAttributedString", "AVPlayer", "AVPlayerItem", "AVAudioPlayer", "AVFoundation.AVCaptureSession",
            "AVAsset", "AVAudioPCMBuffer", "CLLocationManager", "[CKRecord]", "CKRecordZone", "CKQuery",
            "Result<AVPlayer, any Error>",
        ])
    func frameworkParameterWarns(type: String) throws {
        let found = diagnostics("client C {\n    func use(_ value: \(type)) async\n}")
        #expect(found.map(\.id.rawValue) == ["sema.non-sendable-parameter"], "\(type)")
        #expect(found.first?.fixIts.map(\.replacement) == ["@unrecorded(value)\n    "], "\(type)")
    }

    @Test(
        "Framework types an SDK marks Sendable, and types nested in the never-Sendable ones, are recorded",
        arguments: [
            "URLSession", "NotificationCenter", "Bundle", "URLRequest", "UIImage", "AVAudioFile", "CKRecord.ID",
            "AVCaptureSession.Preset", "AVPlayer.TimeControlStatus", "OpenCombine.AnyPublisher<Int, Never>",
            "AnyPublisherBox<Int>",
        ])
    func sendableFrameworkParameterIsRecorded(type: String) throws {
        let found = diagnostics("client C {\n    func use(_ value: \(type)) async\n}")
        #expect(found.isEmpty, "\(type): \(found.map(\.message))")
    }

    @Test("A settable property of such a type warns, with a fix-it writing @unrecorded")
    func settableFrameworkPropertyWarns() throws {
        let found = diagnostics("client C: AnyObject {\n    var subscriptions: [AnyCancellable] { get set }\n}")
        #expect(found.map(\.id.rawValue) == ["sema.non-sendable-property"])
        #expect(found.first?.fixIts.map(\.replacement).first?.hasPrefix("@unrecorded") == true)
    }
}
