// The values of ShareSheetServicing.client's assistant (round 8, modelled on AtsushiHosaka/ZennVlog's chat DTOs).

/// One message of a conversation with the trail guide assistant.
public struct GuideChatMessage: Equatable, Sendable {
    /// The message's text.
    public var text: String

    /// A message.
    public init(text: String) { self.text = text }
}

/// What the trail guide assistant answers.
public struct GuideChatReply: Equatable, Sendable {
    /// The reply's text.
    public var text: String

    /// A reply.
    public init(text: String) { self.text = text }
}
