// What Originals/PermitSigningKey.swift declares around the protocol, with the stand-in for the marker protocol
// of another package.
import Foundation

/// Stand-in for a marker protocol of another package that only refines `Sendable`, kept so that the package can
/// relax it for older compilers (as swift-nio's `_NIOPreconcurrencySendable` is).
@preconcurrency
public protocol _PermitPreconcurrencySendable: Sendable {}

/// An algorithm a permit signing key signs with.
public enum PermitSignatureAlgorithm: Equatable, Sendable {
    case ecdsaSecp256R1Sha256
    case rsaPssRsaeSha256
    case ed25519
}

/// Why a permit signing key could not sign or decrypt.
public enum PermitSigningError: Error, Equatable, Sendable {
    case tokenRemoved
    case unsupportedAlgorithm
}

/// A key that only signs with Ed25519, through a token's signing function.
public struct TokenPermitSigningKey: PermitSigningKey {
    /// The key's public part, DER-encoded.
    public let derBytes: [UInt8]
    private let signWithToken: @Sendable ([UInt8]) async throws -> [UInt8]

    /// A key whose public part is `derBytes`, signing through `signWithToken`.
    public init(derBytes: [UInt8], signWithToken: @escaping @Sendable ([UInt8]) async throws -> [UInt8]) {
        self.derBytes = derBytes
        self.signWithToken = signWithToken
    }

    /// Ed25519 only.
    public var signatureAlgorithms: [PermitSignatureAlgorithm] { [.ed25519] }

    /// Signs `data` through the token, with Ed25519 only.
    public func sign(algorithm: PermitSignatureAlgorithm, data: [UInt8]) async throws -> [UInt8] {
        guard algorithm == .ed25519 else { throw PermitSigningError.unsupportedAlgorithm }
        return try await signWithToken(data)
    }

    /// Always fails: the token only signs.
    public func decrypt(data: [UInt8]) async throws -> [UInt8] {
        throw PermitSigningError.unsupportedAlgorithm
    }
}
