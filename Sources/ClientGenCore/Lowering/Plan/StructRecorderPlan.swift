/// A struct client's recorder: a `Calls` class that counts and records the calls of a client made with
/// `recording(into:)`, whatever its endpoints are set to, so tests can still assign closures. Each closure endpoint is
/// then a computed property over `_name` storage, whose getter wraps the stored closure when a recorder is set.
struct StructRecorderPlan: Sendable {
    /// The client's attributes every declaration needs (`@available`), on the extension.
    let attributes: [AttributeModel]
    let docLines: [String]
    let head: TypeHead
    let modifiers: DeclarationModifiers
    let reset: MockResetPlan
    let endpoints: [RecordedEndpointPlan]
    /// `func recording(into calls: Calls) -> MovieClient`.
    let recording: RecordingMethodPlan
}

/// The count, recorded calls and wrapping of one endpoint.
struct RecordedEndpointPlan: Sendable {
    /// The endpoint's name, which its wrapping method shares.
    let endpoint: String
    /// The modifiers of its count and calls: the endpoint's access.
    let modifiers: DeclarationModifiers
    let callCount: String
    var calls: MockCallsPlan?
    /// The endpoint's closure type, which the wrapping method takes and returns.
    let type: ClosureTypePlan
    /// The wrapping closure's parameters.
    let closure: ClosureLiteralHead
    /// The local the stored closure is passed in as.
    let endpointLocal: String
    let record: MockBodyPlan.Record
    /// The call of the stored closure.
    let call: ForwardingCall
    /// Whether the closure returns what the call returns.
    let returnsValue: Bool
    /// The `#if` condition the endpoint is under, or `nil`.
    var condition: String? = nil
}

/// `recording(into:)`: a copy of the client that records into a `Calls`.
struct RecordingMethodPlan: Sendable {
    let docLines: [String]
    let modifiers: DeclarationModifiers
    let clientType: String
    /// The stored property that holds the recorder.
    let storage: String
}
