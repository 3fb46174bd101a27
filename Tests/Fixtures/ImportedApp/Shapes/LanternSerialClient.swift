// Shape: a `@DependencyEntry` whose live value reads a static `liveValue` the client declares in a plain extension
// (not as a key), which the generated key, the struct itself, declares instead. Written for the import corpus;
// nothing is copied.
import Dependencies
import DependenciesMacros

@DependencyClient
public struct LanternSerialClient: Sendable {
    public var serialNumber: @Sendable () -> String? = { nil }
}

extension LanternSerialClient {
    public static let liveValue = LanternSerialClient(serialNumber: { "LNT-0042" })
}

extension DependencyValues {
    @DependencyEntry(liveValue: LanternSerialClient.liveValue)
    public var lanternSerial = LanternSerialClient()
}
