// What Originals/BeaconSocketOptionProvider.swift declares around the protocol.
import Foundation

/// A level at which a beacon relay's socket option applies, numbered as POSIX numbers it.
public struct BeaconOptionLevel: Hashable, Sendable {
    /// The number POSIX gives it.
    public var rawValue: Int32

    /// The level numbered `rawValue`.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The socket itself.
    public static let socket = BeaconOptionLevel(rawValue: 1)
}

/// The name of a beacon relay's socket option.
public struct BeaconOptionName: Hashable, Sendable {
    /// The number POSIX gives it.
    public var rawValue: Int32

    /// The option numbered `rawValue`.
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
    /// Whether a closing socket waits.
    public var isOn: Bool
    /// How long it waits, in seconds.
    public var seconds: Int32

    /// Waits `seconds` if `isOn`.
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
    /// The relay the socket belongs to.
    public nonisolated let relayName: String
    private var options: [BeaconOptionName: any Sendable] = [:]

    /// A socket of `relayName` with no options set.
    public init(relayName: String) {
        self.relayName = relayName
    }

    #if !os(Windows)
        /// Keeps `value` as the option `name`.
        public func unsafeSetOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, value: Value) {
            options[name] = value
        }

        /// The option `name`, if it holds a `Value`.
        public func unsafeOption<Value: Sendable>(level: BeaconOptionLevel, name: BeaconOptionName, as type: Value.Type)
            throws -> Value
        {
            guard let value = options[name] as? Value else { throw BeaconOptionError.notSet }
            return value
        }
    #endif

    /// Keeps `value` as the option `name`.
    public func setOption(_ name: BeaconOptionName, value: Int32) {
        options[name] = value
    }

    /// The option `name`, if it holds an integer.
    public func option(_ name: BeaconOptionName) throws -> Int32 {
        guard let value = options[name] as? Int32 else { throw BeaconOptionError.notSet }
        return value
    }
}
