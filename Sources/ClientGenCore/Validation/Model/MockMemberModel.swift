/// What the spec says of a member's mock. Its names are the naming pass's (``DoubleNaming``), which chooses them
/// among every member the mock implements; how its types are spelt is lowering's (``MockTypes``).
package struct MockMemberModel: Sendable {
    /// The stem `@mockName` chose.
    let chosenStem: String?
    /// How the mock keeps what a settable property is set to; `nil` for other members.
    let assignment: MockAssignment?
}

/// How a mock keeps what a settable property (`{ get set }`) is set to.
enum MockAssignment: Equatable, Sendable {
    /// `idsAssignments: [[Int]]`: every value set, in order; the last one is what the property reads from then on.
    /// `isUnchecked` when the spec vouched for values not known to be `Sendable` (`@uncheckedSendable`), which the
    /// mock keeps in `UncheckedSendable` boxes.
    case values(isUnchecked: Bool)
    /// `payloadAssignmentCount`: only counted, for a type not known to be `Sendable` (or `@unrecorded`), which no
    /// lock may keep.
    case count
}

/// The names of a member's mock properties, or of a struct endpoint's in its recorder, decided by ``DoubleNaming``.
package struct MockMemberNames: Sendable {
    /// `forecastHandler`
    package let handler: String
    /// `forecastCallCount`
    package let callCount: String
    /// `forecastCalls`, or `nil` when the member takes no parameter the mock can record.
    package let calls: String?
    /// `idsAssignments` or `idsAssignmentCount` for a settable property, else `nil`.
    package let assignments: String?
    /// The prefix the names share, `forecast` or `fetchId`.
    package let stem: String
}

extension MockMemberNames {
    /// The names derived from a stem; `calls` only for a member with a parameter the mock can record, `assignments`
    /// only for a settable property.
    init(stem: String, recordsCalls: Bool, assignment: MockAssignment? = nil) {
        let assignments: String? =
            switch assignment {
            case .values: stem + "Assignments"
            case .count: stem + "AssignmentCount"
            case nil: nil
            }
        self.init(
            handler: stem + "Handler", callCount: stem + "CallCount", calls: recordsCalls ? stem + "Calls" : nil,
            assignments: assignments, stem: stem)
    }
}
