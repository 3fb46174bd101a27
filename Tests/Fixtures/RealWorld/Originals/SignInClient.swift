// Modelled on the shape of the `AuthenticationClient` in The Composable Architecture's tic-tac-toe example
// (pointfreeco/swift-composable-architecture, Examples/TicTacToe, AuthenticationClient): a public interface-module
// `@DependencyClient` with argument-labelled closures, response and error types declared beside it, and only a
// `TestDependencyKey` conformance: the live value lives in a separate module. A typed-throwing endpoint and an optional
// `@Sendable` endpoint have been added, as newer Swift 6 code has them. Written for this corpus; nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

public struct SignInResponse: Equatable, Sendable {
    public var token: String
    public var needsOneTimeCode: Bool

    public init(token: String, needsOneTimeCode: Bool) {
        self.token = token
        self.needsOneTimeCode = needsOneTimeCode
    }
}

public enum SignInError: Equatable, LocalizedError, Sendable {
    case invalidEmailOrPassword
    case invalidOneTimeCode
    case expiredIntermediateToken

    public var errorDescription: String? {
        switch self {
        case .invalidEmailOrPassword: "Unknown email or wrong password."
        case .invalidOneTimeCode: "That code did not match. Try again."
        case .expiredIntermediateToken: "Your sign-in took too long. Start again."
        }
    }
}

@DependencyClient
public struct SignInClient: Sendable {
    public var signIn: @Sendable (_ email: String, _ password: String) async throws -> SignInResponse
    public var verifyCode: @Sendable (_ code: String, _ token: String) async throws -> SignInResponse
    /// Exchanges a refresh token for a new session; fails only with `SignInError`. (`@DependencyClient` needs a
    /// default here, spelled with the closure's full type: its placeholder throws an untyped error, which a
    /// `throws(SignInError)` closure cannot.)
    public var refresh: @Sendable (_ refreshToken: String) async throws(SignInError) -> SignInResponse = {
        (_: String) async throws(SignInError) -> SignInResponse in
        throw .expiredIntermediateToken
    }
    /// Signs in with a passkey; `nil` on builds without passkey support.
    public var passkeyAssertion: (@Sendable (_ challenge: Data) async throws -> SignInResponse)?
}

extension SignInClient: TestDependencyKey {
    public static let testValue = Self()
}

extension DependencyValues {
    public var signInClient: SignInClient {
        get { self[SignInClient.self] }
        set { self[SignInClient.self] = newValue }
    }
}
