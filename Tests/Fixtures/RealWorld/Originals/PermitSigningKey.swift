// Modelled on the shape of swift-nio-ssl's `NIOSSLCustomPrivateKey` (apple/swift-nio-ssl, Sources/NIOSSL/
// CustomPrivateKey.swift, tag 2.37.6): a protocol for a private key held outside the process (a hardware token), whose
// only parent is a requirement-less marker protocol declared in another package (swift-nio's
// `_NIOPreconcurrencySendable` in NIOCore/NIOSendable.swift), with the algorithms it signs with, its public part as
// bytes, and asynchronous signing and decryption. The marker is declared here as a stand-in for the other package's.
// Nothing registers it as a dependency: the permit office's TLS configuration is given one. Written for this corpus;
// nothing is copied.
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

/// A private key that signs the permit office's TLS handshakes from a hardware token.
public protocol PermitSigningKey: _PermitPreconcurrencySendable {
    /// The algorithms the key signs with, best first.
    var signatureAlgorithms: [PermitSignatureAlgorithm] { get }

    /// The key's public part, DER-encoded.
    var derBytes: [UInt8] { get }

    /// Signs `data` with `algorithm`.
    func sign(algorithm: PermitSignatureAlgorithm, data: [UInt8]) async throws -> [UInt8]

    /// Decrypts `data` that was encrypted with the key's public part.
    func decrypt(data: [UInt8]) async throws -> [UInt8]
}

/// A key that only signs with Ed25519, through a token's signing function.
public struct TokenPermitSigningKey: PermitSigningKey {
    public let derBytes: [UInt8]
    private let signWithToken: @Sendable ([UInt8]) async throws -> [UInt8]

    public init(derBytes: [UInt8], signWithToken: @escaping @Sendable ([UInt8]) async throws -> [UInt8]) {
        self.derBytes = derBytes
        self.signWithToken = signWithToken
    }

    public var signatureAlgorithms: [PermitSignatureAlgorithm] { [.ed25519] }

    public func sign(algorithm: PermitSignatureAlgorithm, data: [UInt8]) async throws -> [UInt8] {
        guard algorithm == .ed25519 else { throw PermitSigningError.unsupportedAlgorithm }
        return try await signWithToken(data)
    }

    public func decrypt(data: [UInt8]) async throws -> [UInt8] {
        throw PermitSigningError.unsupportedAlgorithm
    }
}
