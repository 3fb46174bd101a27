/// The `mock` artifact: a `final class` whose members call a settable handler and count and record their calls,
/// behind locks. Each state property `name` is kept in a `LockIsolated` named `_name`.
struct MockPlan: Sendable {
    let intro: DeclarationIntro
    let head: TypeHead
    let initializer: DeclarationModifiers
    /// The method that forgets every handler, call count and recorded call of the members each mock has.
    let reset: MockResetPlan
    /// `static func resetStatics()`, which forgets the static state of static members and initializers, when there
    /// is any: the mock's type keeps it, for every test in the process.
    var staticReset: MockResetPlan?
    let members: [MockMemberPlan]
}

/// `func reset()`: sets every handler to `nil` and every count and recorded list to empty, as a new mock has them;
/// or `static func resetStatics()`, the same for the mock's static state.
struct MockResetPlan: Sendable {
    let modifiers: DeclarationModifiers
    /// `reset` (`resetMock` when the client has a member named `reset`), or `resetStatics` (`resetMockStatics`).
    let name: String
    /// The state properties it clears, in the members' order.
    let state: [State]

    /// One state property and what it goes back to.
    enum State: Sendable {
        case handler(String)
        case calls(String)
        case callCount(String)
        /// The state that follows is under this `#if` condition (`nil`: under none), as its member is.
        case condition(String?)
    }
}

/// The mock's state and implementation for one member. A class with constant fields, like the models: emitters pass it
/// to several printing steps and closures, and sharing it costs a reference count where copying cost one per field;
/// and a class needs none of the copy and destroy functions a struct of these fields would cost to compile. Tests
/// compare its fields by their structure.
final class MockMemberPlan: Sendable {
    /// Whether the member is called or read.
    enum Access: Sendable {
        case call
        case read
    }

    /// How the member is named in comments: `forecast(for:days:)`.
    let name: String
    let access: Access
    /// The modifiers of the handler, call count and calls, which must be reachable from any isolation; `static` for a
    /// static member's or an initializer's, which the mock's type keeps.
    let stateModifiers: DeclarationModifiers
    let handler: MockHandlerPlan
    let callCount: MockCallCountPlan
    let calls: MockCallsPlan?
    let attributes: [AttributeModel]
    let head: MemberHead
    let body: MockBodyPlan
    /// What setting a settable property does; `nil` for other members.
    let setter: MockSetterPlan?
    /// The `#if` condition the member is under, or `nil`.
    let condition: String?

    init(
        name: String,
        access: Access,
        stateModifiers: DeclarationModifiers,
        handler: MockHandlerPlan,
        callCount: MockCallCountPlan,
        calls: MockCallsPlan?,
        attributes: [AttributeModel],
        head: MemberHead,
        body: MockBodyPlan,
        setter: MockSetterPlan? = nil,
        condition: String? = nil
    ) {
        self.name = name
        self.access = access
        self.stateModifiers = stateModifiers
        self.handler = handler
        self.callCount = callCount
        self.calls = calls
        self.attributes = attributes
        self.head = head
        self.body = body
        self.setter = setter
        self.condition = condition
    }
}

/// What a mock's settable property does when set: records the value, which reads return from then on (the handler
/// becomes `{ newValue }`), or, for a value no lock may keep, counts the assignment. A subscript's setter records its
/// arguments with the value, and reads go on through the handler.
struct MockSetterPlan: Sendable {
    /// What the mock keeps of the values set.
    enum Kept: Sendable {
        /// Every value, of this type, in order (in `UncheckedSendable` boxes when `isUnchecked`).
        case values(TypeSyntax, isUnchecked: Bool)
        /// How many.
        case count
    }

    /// `idsAssignments` or `idsAssignmentCount`, kept in a lock.
    let name: String
    let kept: Kept
    /// The handler a recorded value replaces.
    let handler: String
    /// For a subscript, the arguments each assignment records with the value, by their local names; `nil` for a
    /// property.
    var keys: [String]? = nil
    /// What to write in the spec when the values kept are not `Sendable` (see ``MockCallsPlan/hint``).
    var hint: String? = nil
}

/// `var forecastHandler: (@Sendable (String, Int) async throws -> [Double])?`, kept in a lock.
struct MockHandlerPlan: Sendable {
    let name: String
    let type: ClosureTypePlan
}

/// `var forecastCallCount: Int`: the number of recorded calls, or a counter of its own when calls are not recorded.
struct MockCallCountPlan: Sendable {
    let name: String
}

/// `var forecastCalls: [(city: String, days: Int)]`, kept in a lock.
struct MockCallsPlan: Sendable {
    let name: String
    /// Whether the calls are kept in `UncheckedSendable` boxes, because the spec vouched for a parameter with
    /// `@uncheckedSendable`.
    var isUnchecked = false
    /// The type of one recorded call: the recorded parameter's type, or a tuple labelled with the parameters' names.
    let elementType: TypeSyntax
    /// The directive that leaves out the recorded parameters whose types are not known to be `Sendable`
    /// (`@unrecorded(item)`), written in a comment on the lines the compiler rejects when they are not, so that its
    /// error leads to the spec; `nil` when every recorded type is known to be.
    var hint: String? = nil
}

/// What a mock member does when called: record the call, then call the handler, or report and fall back when there
/// is none.
struct MockBodyPlan: Sendable {
    /// How the call is recorded.
    enum Record: Sendable {
        /// `_calls.withValue { [captured] in $0.append((values)) }`: `inout` parameters are captured by value. With a
        /// `hint` (``MockCallsPlan/hint``) in a comment at the end of the line.
        case append(calls: String, captures: [String], values: [String], hint: String?)
        /// `let call = UncheckedSendable((a: a, b: b))` then `_calls.withValue { $0.append(call) }`: the values are
        /// boxed before the closure, which may only capture what is `Sendable`.
        case appendUnchecked(calls: String, local: String, values: [String])
        /// `_callCount.withValue { $0 += 1 }`.
        case increment(callCount: String)
    }

    /// How the body reaches the mock's state.
    enum StateAccess: Sendable {
        /// By name (`_sendCalls`), from a member or a static member.
        case direct
        /// Through the type (`Self._initCalls`), from an initializer, which reaches the static state of its mock.
        case throughType
    }

    /// What is done with the handler's result.
    enum Result: Sendable {
        /// Nothing: the member returns `Void`.
        case none
        /// It says whether a failable initializer succeeds: `guard handler(…) else { return nil }`, or, when closures
        /// are lent to the handler, through a local of this name.
        case succeeds(local: String)
        /// It is returned.
        case returned
        /// It is cast back to the member's result type; a value of another type reports and falls back.
        case cast(valueName: String, resultName: String, type: TypeSyntax, mismatch: UnimplementedBody)
    }

    let record: Record
    var stateAccess: StateAccess = .direct
    /// Non-escaping closure parameters lent to the handler, which takes them erased: the call is made inside
    /// `withoutActuallyEscaping(name) { name in … }`, one scope per name.
    var lentClosures: [String] = []
    /// The typed error the scopes rethrow (`{ body throws(E) in … }`), which Swift would otherwise infer as any.
    var lendingThrows: TypeSyntax?
    /// The handler property, and the local it is bound to.
    let handler: String
    let handlerLocal: String
    /// What happens without a handler.
    let missingHandler: UnimplementedBody
    let call: ForwardingCall
    let result: Result
}
