// Shape: plain structs of closures that are their own keys, with a `noop` declared in the key's extension: one
// returning other values than the generated `noop` (kept, moved once), one returning the same (deleted). Written for
// the import corpus; nothing is copied.
import Dependencies

public struct ChimeClient: Sendable {
    public var ring: @Sendable () async throws -> Bool
    public init(ring: @escaping @Sendable () async throws -> Bool) { self.ring = ring }
}

extension ChimeClient: TestDependencyKey {
    public static let testValue = Self(ring: unimplemented("ChimeClient.ring", placeholder: false))
    public static let noop = Self(ring: { true })
}

public struct BellClient: Sendable {
    public var toll: @Sendable () async -> Void
    public init(toll: @escaping @Sendable () async -> Void) { self.toll = toll }
}

extension BellClient: TestDependencyKey {
    public static let testValue = Self(toll: unimplemented("BellClient.toll"))
    public static let noop = Self(toll: {})
}

func ringQuietly() async -> Bool {
    let chime: ChimeClient = .noop
    await BellClient.noop.toll()
    return (try? await chime.ring()) ?? false
}
