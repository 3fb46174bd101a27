import Foundation

/// What signing in answers.
public struct SignInResponse: Equatable, Sendable {
    /// The session or intermediate token.
    public var token: String
    /// Whether a one-time code must follow.
    public var needsOneTimeCode: Bool

    /// A response.
    public init(token: String, needsOneTimeCode: Bool) {
        self.token = token
        self.needsOneTimeCode = needsOneTimeCode
    }
}

/// Why signing in failed.
public enum SignInError: Equatable, LocalizedError, Sendable {
    /// Unknown email or wrong password.
    case invalidEmailOrPassword
    /// The one-time code did not match.
    case invalidOneTimeCode
    /// The intermediate token expired.
    case expiredIntermediateToken

    /// The message shown to the user.
    public var errorDescription: String? {
        switch self {
        case .invalidEmailOrPassword: "Unknown email or wrong password."
        case .invalidOneTimeCode: "That code did not match. Try again."
        case .expiredIntermediateToken: "Your sign-in took too long. Start again."
        }
    }
}
