// Shape: protocol clients as networking and chat SDKs write them: a completion type alias declared in the protocol
// (EssentialFeed), a requirement spelled `@escaping(Completion)`, a parent standard protocol with a requirement
// (`CustomStringConvertible`), a requirement re-declared in an extension with default values (stream-chat's
// "Default Parameters"), a key whose accessor is typed with the key's `Value`, and a task handle a mutable class
// conforms to, which is no dependency. Written for the import corpus; nothing is copied.
import Dependencies

public struct Cairn: Sendable, Equatable {
    public var id: Int
    public var name: String
}

public typealias CairnUploadCompletion = @Sendable (Result<Int, any Error>) -> Void

public protocol CairnRepository: Sendable, CustomStringConvertible {
    typealias Result = Swift.Result<[Cairn], any Error>

    func cairns(near trail: String, completion: @escaping @Sendable (Result) -> Void)
    func upload(_ cairn: Cairn, completion: @escaping(CairnUploadCompletion))
    func page(_ number: Int, size: Int, trail: String?) async throws -> [Cairn]
    func download(_ id: Int) -> CairnDownloadTask
}

extension CairnRepository {
    public func page(_ number: Int, size: Int = 20, trail: String? = nil) async throws -> [Cairn] {
        try await page(number, size: size, trail: trail)
    }

    public func firstPage() async throws -> [Cairn] {
        try await page(1, size: 20, trail: nil)
    }
}

public protocol CairnDownloadTask {
    func cancel()
}

public final class URLCairnDownloadTask: CairnDownloadTask {
    private var isCancelled = false
    public init() {}
    public func cancel() { isCancelled = true }
}

struct BundledCairnRepository: CairnRepository {
    var description: String { "bundled cairns" }
    func cairns(near trail: String, completion: @escaping @Sendable (CairnRepository.Result) -> Void) {
        completion(.success([]))
    }
    func upload(_ cairn: Cairn, completion: @escaping(CairnUploadCompletion)) { completion(.success(cairn.id)) }
    func page(_ number: Int, size: Int, trail: String?) async throws -> [Cairn] { [] }
    func download(_ id: Int) -> CairnDownloadTask { URLCairnDownloadTask() }
}

enum CairnRepositoryKey: DependencyKey {
    typealias Value = any CairnRepository
    static let liveValue: Value = BundledCairnRepository()
}

extension DependencyValues {
    var cairns: CairnRepositoryKey.Value {
        get { self[CairnRepositoryKey.self] }
        set { self[CairnRepositoryKey.self] = newValue }
    }
}
