/// A member's `async`, `throws` and `throws(E)`, as written (to print them back) and as they behave, decided once.
struct MemberEffects: Sendable {
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
    /// Whether `rethrows` is written: the member throws only what a closure argument throws. Its requirement and
    /// forwarding overloads rethrow; the doubles and the mock implement it without throwing, which Swift accepts.
    let isRethrowing: Bool

    init(isAsync: Bool, isThrowing: Bool, thrownType: TypeSyntax?, isRethrowing: Bool = false) {
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.thrownType = thrownType
        self.isRethrowing = isRethrowing
        throwsEffectively = isThrowing && !(thrownType?.isNever ?? false)
        typedError = throwsEffectively && !(thrownType?.isUntypedError ?? true) ? thrownType : nil
    }

    init(_ effects: Effects) {
        self.init(
            isAsync: effects.isAsync, isThrowing: effects.isThrowing, thrownType: effects.thrownType,
            isRethrowing: effects.isRethrowing)
    }

    /// The effects an implementation declares: the same, but a `rethrows` requirement is implemented without throwing.
    var implemented: MemberEffects {
        isRethrowing ? MemberEffects(isAsync: isAsync, isThrowing: false, thrownType: nil) : self
    }

    /// No effects.
    static let none = MemberEffects(isAsync: false, isThrowing: false, thrownType: nil)

    /// Whether a getter with these effects needs an accessor block (`get async throws { … }`).
    var isEmpty: Bool { !isAsync && !isThrowing }
}
