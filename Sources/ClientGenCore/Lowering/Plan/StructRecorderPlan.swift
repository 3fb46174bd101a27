/// A struct client's recorder: a `Calls` class that counts and records the calls of a client made with
/// `recording(into:)`, whatever its endpoints are set to, so tests can still assign closures. Each closure endpoint is
/// then a computed property over `_name` storage, whose getter wraps the stored closure when a recorder is set.
struct StructRecorderPlan: Equatable, Sendable {
    /// The client's attributes every declaration needs (`@available`), on the extension.
    var attributes: [AttributeModel]
    var docLines: [String]
    var head: TypeHead
    var modifiers: DeclarationModifiers
    var reset: MockResetPlan
    var endpoints: [RecordedEndpointPlan]
    /// `func recording(into calls: Calls) -> MovieClient`.
    var recording: RecordingMethodPlan
}

/// The count, recorded calls and wrapping of one endpoint.
struct RecordedEndpointPlan: Equatable, Sendable {
    /// The endpoint's name, which its wrapping method shares.
    var endpoint: String
    /// The modifiers of its count and calls: the endpoint's access.
    var modifiers: DeclarationModifiers
    var callCount: String
    var calls: MockCallsPlan?
    /// The endpoint's closure type, which the wrapping method takes and returns.
    var type: ClosureTypePlan
    /// The wrapping closure's parameters.
    var closure: ClosureLiteralHead
    /// The local the stored closure is passed in as.
    var endpointLocal: String
    var record: MockBodyPlan.Record
    /// The call of the stored closure.
    var call: ForwardingCall
    /// Whether the closure returns what the call returns.
    var returnsValue: Bool
}

/// `recording(into:)`: a copy of the client that records into a `Calls`.
struct RecordingMethodPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    var clientType: String
    /// The stored property that holds the recorder.
    var storage: String
}
