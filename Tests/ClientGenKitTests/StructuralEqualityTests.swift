import Testing

@testable import ClientGenCore

/// The equality tests compare plans with: every field counts, at every depth, of structs, enums and classes.
@Suite("Structural equality of plans")
struct StructuralEqualityTests {
    @Test("Plans that differ in a nested field, an enum payload or a class's field are not equal")
    func differencesAtEveryDepthCount() {
        #expect(MockCallCountPlan(name: "a") == MockCallCountPlan(name: "a"))
        #expect(MockCallCountPlan(name: "a") != MockCallCountPlan(name: "b"))
        #expect(MockResetPlan.State.handler("a") != MockResetPlan.State.calls("a"))
        #expect(MockResetPlan.State.handler("a") != MockResetPlan.State.handler("b"))
        let modifiers = DeclarationModifiers(access: .internal, isNonisolated: true)
        #expect(modifiers != DeclarationModifiers(access: .public, isNonisolated: true))
        #expect(
            MockResetPlan(modifiers: modifiers, name: "reset", state: [.handler("a")])
                != MockResetPlan(modifiers: modifiers, name: "reset", state: [.handler("b")]))
    }
}
