// Modelled on the shape of swift-nio's `SocketOptionProvider` (apple/swift-nio, Sources/NIOCore/
// SocketOptionProvider.swift, tag 2.101.3): a `Sendable` protocol of socket-option requirements in which the generic
// requirements addressing an option by its POSIX level and name are under `#if !os(Windows)`, next to portable ones
// every platform has, and an extension of typed helpers built on them. Nothing registers it as a dependency: the
// ranger-station relay is handed one. Written for this corpus; nothing is copied.
import Foundation

/// A level at which a beacon relay's socket option applies, numbered as POSIX numbers it.
public struct BeaconOptionLevel: Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The socket itself.
    public static let socket = BeaconOptionLevel(rawValue: 1)
}

/// The name of a beacon relay's socket option.
public struct BeaconOptionName: Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// How long a closing socket waits for unsent pings.
    public static let linger = BeaconOptionName(rawValue: 13)
    /// Whether pings are sent without waiting to fill a packet.
    public static let noDelay = BeaconOptionName(rawValue: 1)
}

/// What the linger option holds.
public struct BeaconLinger: Equatable, Sendable {
    public var isOn: Bool
    public var seconds: Int32

    public init(isOn: Bool, seconds: Int32) {
        self.isOn = isOn
        self.seconds = seconds
    }
}

/// Why a beacon relay's option could not be read or set.
public enum BeaconOptionError: Error, Equatable, Sendable {
    case unsupported
    case notSet
}

/// Sets and reads the options of the socket that relays the ranger stations' beacon pings.
public protocol BeaconSocketOptionProvider: Sendable {
    /// The relay the socket belongs to.
    var relayName: String { get }

    #if !os(Windows)
    /// Sets the option `name` at `level` to `value`, as the platform's `setsockopt` takes it.
    func unsafeSetOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, value: Value) async throws
    #endif

    /// Sets the socket-level option `name` to an integer, which every platform can.
    func setOption(_ name: BeaconOptionName, value: Int32) async throws

    #if !os(Windows)
    /// Reads the option `name` at `level`, as the platform's `getsockopt` gives it.
    func unsafeOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, as type: Value.Type)
        async throws -> Value
    #endif

    /// Reads the socket-level option `name` as an integer.
    func option(_ name: BeaconOptionName) async throws -> Int32
}

extension BeaconSocketOptionProvider {
    /// Sends pings as soon as they are written.
    public func setNoDelay(_ isOn: Bool) async throws {
        try await setOption(.noDelay, value: isOn ? 1 : 0)
    }

    #if !os(Windows)
    /// Lets a closing socket wait `linger.seconds` for its unsent pings.
    public func setLinger(_ linger: BeaconLinger) async throws {
        try await unsafeSetOption(level: .socket, name: .linger, value: linger)
    }

    /// How long a closing socket waits for its unsent pings.
    public func linger() async throws -> BeaconLinger {
        try await unsafeOption(level: .socket, name: .linger, as: BeaconLinger.self)
    }
    #endif
}

/// A socket that keeps its options in memory, for the relay's previews and tests.
public actor InMemoryBeaconSocket: BeaconSocketOptionProvider {
    public nonisolated let relayName: String
    private var options: [BeaconOptionName: any Sendable] = [:]

    public init(relayName: String) {
        self.relayName = relayName
    }

    #if !os(Windows)
    public func unsafeSetOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, value: Value) {
        options[name] = value
    }

    public func unsafeOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, as type: Value.Type)
        throws -> Value
    {
        guard let value = options[name] as? Value else { throw BeaconOptionError.notSet }
        return value
    }
    #endif

    public func setOption(_ name: BeaconOptionName, value: Int32) {
        options[name] = value
    }

    public func option(_ name: BeaconOptionName) throws -> Int32 {
        guard let value = options[name] as? Int32 else { throw BeaconOptionError.notSet }
        return value
    }
}
