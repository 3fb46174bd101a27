// Shape: a client whose preview value is declared under `#if DEBUG`, and whose live value is declared in an extension
// under `#if DEBUG` (naming a stand-in only debug builds have) or `#else`. Written for the import corpus; nothing is
// copied.
import Dependencies

public protocol HarborToaster: Sendable {
    func show(_ text: String) async
}

struct QuietHarborToaster: HarborToaster {
    func show(_ text: String) async {}
}

#if DEBUG
    struct LoudHarborToaster: HarborToaster {
        func show(_ text: String) async { print(text) }
    }
#endif

enum HarborToasterKey: TestDependencyKey {
    static let testValue: any HarborToaster = QuietHarborToaster()
    #if DEBUG
        static let previewValue: any HarborToaster = LoudHarborToaster()
    #endif
}

extension HarborToasterKey: DependencyKey {
    #if DEBUG
        static let liveValue: any HarborToaster = LoudHarborToaster()
    #else
        static let liveValue: any HarborToaster = QuietHarborToaster()
    #endif
}

extension DependencyValues {
    var harborToaster: any HarborToaster {
        get { self[HarborToasterKey.self] }
        set { self[HarborToasterKey.self] = newValue }
    }
}
