/// Types compare by how they are spelt, not by where they were written: two `[String: Int]` are equal wherever they
/// appear, so models and plans that hold types compare whole in tests.
extension TypeSyntax: Equatable {
    package static func == (lhs: TypeSyntax, rhs: TypeSyntax) -> Bool {
        lhs.kind == rhs.kind
    }
}

extension Effects: Equatable {
    package static func == (lhs: Effects, rhs: Effects) -> Bool {
        lhs.isAsync == rhs.isAsync && lhs.isThrowing == rhs.isThrowing && lhs.thrownType == rhs.thrownType
    }
}

extension Attribute: Equatable {
    package static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        lhs.name == rhs.name && lhs.arguments?.text == rhs.arguments?.text
    }
}
