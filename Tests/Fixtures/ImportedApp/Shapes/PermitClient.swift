// Shape: a plain struct of closures with unnamed closure parameters, a labelled forwarding method in a public
// extension, a nested request type whose Equatable and Sendable conformances are extensions in the same file, a
// helper wrapping an endpoint of another name with a default value (`…Impl`), and a live value whose closure holds
// `#if DEBUG`. Written for the import corpus; nothing is copied.
import Dependencies

public struct PermitClient: Sendable {
    public struct Request {
        public var trailID: Int
        public var hikers: Int
    }

    var apply: @Sendable (_ request: Request) async throws -> String
    var checkImpl: @Sendable (String, Bool) async throws -> Bool

    func check(_ permitID: String, strict: Bool = false) async throws -> Bool {
        try await checkImpl(permitID, strict)
    }
}

extension PermitClient.Request: Equatable {}
extension PermitClient.Request: Sendable {}

public extension PermitClient {
    func apply(request: Request) async throws -> String {
        try await apply(request)
    }
}

extension PermitClient: DependencyKey {
    public static let liveValue = PermitClient(
        apply: { request in
            #if DEBUG
                print("applying for trail \(request.trailID)")
            #endif
            return "permit-\(request.trailID)"
        },
        checkImpl: { permitID, _ in !permitID.isEmpty }
    )
}

extension DependencyValues {
    var permits: PermitClient {
        get { self[PermitClient.self] }
        set { self[PermitClient.self] = newValue }
    }
}
