// Shape: a settable property of a class that is not Sendable: the spec says @unrecorded, and the mock counts what it
// is set to. Written for the import corpus; nothing is copied.
public final class TrailAccount {
    public var name = ""

    public init() {}
}

public protocol SessionVault: AnyObject, Sendable {
    var account: TrailAccount? { get set }
    var token: String? { get set }
}
