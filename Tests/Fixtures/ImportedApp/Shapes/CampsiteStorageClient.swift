// Shape: a plain struct of closures whose key names its values by static members declared in a third file that
// import is not given (NotImported/CampsiteStorageClient+Instances.swift), so the key holds no closure literal (as
// Satisfactory's SHStorage splits `StorageClient.swift`, `StorageClient+Dependency.swift` and
// `StorageClient+Instances.swift`). Written for the import corpus; nothing is copied.
import Dependencies

public struct CampsiteStorageClient: Sendable {
    public var campsites: @Sendable () async throws -> [String]
    public var reserve: @Sendable (_ site: String, _ nights: Int) async throws -> Void
}

extension CampsiteStorageClient: DependencyKey {
    public static let liveValue = live
    public static let testValue = failing
    public static let previewValue = preview
}

extension DependencyValues {
    public var campsiteStorage: CampsiteStorageClient {
        get { self[CampsiteStorageClient.self] }
        set { self[CampsiteStorageClient.self] = newValue }
    }
}
