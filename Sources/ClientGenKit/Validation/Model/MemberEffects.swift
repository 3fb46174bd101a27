/// A member's `async`, `throws` and `throws(E)`, as written (to print them back) and as they behave, decided once.
struct MemberEffects: Equatable, Sendable {
    /// Whether the member is `async`.
    let isAsync: Bool
    /// Whether `throws` is written.
    let isThrowing: Bool
    /// The type in `throws(E)`, as written.
    let thrownType: TypeSyntax?
    /// Whether calls need `try`: the member throws, and not `throws(Never)`.
    let throwsEffectively: Bool
    /// The error type of a typed `throws(E)` that can throw, other than `any Error`; `nil` for untyped `throws`.
    let typedError: TypeSyntax?

    init(isAsync: Bool, isThrowing: Bool, thrownType: TypeSyntax?) {
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.thrownType = thrownType
        throwsEffectively = isThrowing && !(thrownType?.isNever ?? false)
        typedError = throwsEffectively && !(thrownType?.isUntypedError ?? true) ? thrownType : nil
    }

    init(_ effects: Effects) {
        self.init(isAsync: effects.isAsync, isThrowing: effects.isThrowing, thrownType: effects.thrownType)
    }

    /// No effects.
    static let none = MemberEffects(isAsync: false, isThrowing: false, thrownType: nil)

    /// Whether a getter with these effects needs an accessor block (`get async throws { … }`).
    var isEmpty: Bool { !isAsync && !isThrowing }
}
