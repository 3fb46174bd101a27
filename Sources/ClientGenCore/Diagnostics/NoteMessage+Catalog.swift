/// Every note clientgen attaches to a diagnostic, sorted by identifier.
extension NoteMessage {
    static func declaredHere(_ name: String) -> Self {
        Self(
            .noteDeclaredHere,
            template: "'%1' is declared here",
            name)
    }
    static func firstDeclaredHere(_ name: String) -> Self {
        Self(
            .noteFirstDeclaredHere,
            template: "'%1' is first declared here",
            name)
    }
    static let getterEffectsHere = Self(
        .noteGetterEffectsHere,
        "the getter's effects are here")
    static func inheritedRequirement(_ declaration: String) -> Self {
        Self(
            .noteInheritedRequirement,
            template: "re-declare its requirement: '%1'",
            declaration)
    }
    static func matchingOpener(_ opener: String) -> Self {
        Self(
            .noteMatchingOpener,
            template: "to match this opening '%1'",
            opener)
    }
    static let throwsHere = Self(
        .noteThrowsHere,
        "'throws' is here")
    package static func wasFirstDeclaredHere(_ name: String) -> Self {
        Self(
            .noteWasFirstDeclaredHere,
            template: "'%1' was first declared here",
            name)
    }
}
