import ClientGenCore

/// `@marker`, written before a parent in a client's inheritance list. It is no directive of a client or a member (it
/// is read with the inheritance), so it is not in the directives' table; it has a table of its own in
/// `Docs/SpecLanguage.md` ("Inheriting other clients"), and that table and what editors show for it (hover,
/// completion) are this text: a test checks that the docs say exactly this.
package enum InheritanceAttribute {
    /// What `@marker` does, as the docs say it.
    package static let marker = DirectiveReference(
        forms: ["@marker"], target: "parent in a client's inheritance",
        meaning: """
            Says that the parent, a protocol of another module, has no requirements: the doubles and mock have \
            nothing to implement, and no warning asks for `@inherited` members. The protocol inherits the parent as \
            written, without the attribute. On a client of the run, or on a standard protocol whose requirements \
            clientgen knows, it is an error.
            """)

    /// The docs' table of attributes written in a client's inheritance list, header included.
    package static var referenceTable: String {
        ["| Attribute | On | Meaning |", "| --- | --- | --- |", marker.tableRow].joined(separator: "\n")
    }
}
