/// A directive with its argument read: what a spec says with it, as a value. Validation reads each directive of a spec
/// once into one; import drafts specs with them; a fix-it that inserts a directive carries the one it inserts.
///
/// A directive and its argument, rather than an enum with a case per directive: two fields compare, hash and copy in a
/// few instructions, where a case per directive costs a branch of each of those per case to compile.
package struct DirectiveValue: Hashable, Sendable {
    package let directive: Directive
    /// The argument as written between the parentheses, without surrounding spaces; `nil` without parentheses.
    package let argument: String?

    package init(_ directive: Directive, _ argument: String? = nil) {
        self.directive = directive
        self.argument = argument
    }

    /// The value an attribute writes for a directive.
    init(_ attribute: Attribute, as directive: Directive) {
        self.init(directive, attribute.arguments?.text.trimmingSpaces)
    }

    package static var inherited: Self { Self(.inherited) }
    package static var trapping: Self { Self(.trapping) }
    /// `@noop(none)`.
    package static var noNoop: Self { Self(.noop, "none") }

    package static func placeholder(_ expression: String) -> Self { Self(.placeholder, expression) }
    package static func throwing(_ expression: String) -> Self { Self(.throwing, expression) }
    package static func mockName(_ stem: String) -> Self { Self(.mockName, stem) }

    /// `@unrecorded(a, b)`; `@unrecorded` without names, for every parameter (or a settable property).
    package static func unrecorded(_ names: [String]) -> Self {
        Self(.unrecorded, names.isEmpty ? nil : names.joined(separator: ", "))
    }

    /// `@uncheckedSendable(a)`; without names on a settable property.
    package static func uncheckedSendable(_ names: [String]) -> Self {
        Self(.uncheckedSendable, names.isEmpty ? nil : names.joined(separator: ", "))
    }

    /// The expression, name or stem the argument is (`""` for a directive written without one, which validation
    /// reports and then takes as written).
    package var expression: String { argument ?? "" }

    /// The comma-separated names of `@unrecorded` or `@uncheckedSendable`, without backticks: `a, b` → `a`, `b`; none
    /// without an argument.
    package var names: [String] {
        guard let argument else { return [] }
        var names: [String] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            names.append(Self.unbackticked(String(part).trimmingSpaces))
        }
        return names
    }

    /// `@key`'s name without backticks.
    var keyName: String { Self.unbackticked(expression) }

    /// The directive as a spec writes it: `@placeholder(false)`, `@unrecorded(a, b)`, `@trapping`.
    package var text: String {
        guard let argument else { return "@" + directive.rawValue }
        return "@" + directive.rawValue + "(" + argument + ")"
    }

    private static func unbackticked(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}

/// The directives written on a declaration, each once, with its attribute (for where it is written) and its value.
struct WrittenDirectives {
    private var attributes: [Directive: Attribute] = [:]

    /// The attribute that writes a directive.
    subscript(directive: Directive) -> Attribute? {
        attributes[directive]
    }

    /// Records a directive.
    mutating func add(_ attribute: Attribute, as directive: Directive) {
        attributes[directive] = attribute
    }

    /// Forgets a directive, as if it were not written.
    mutating func remove(_ directive: Directive) {
        attributes[directive] = nil
    }

    /// The value of a directive, read from its argument.
    func value(_ directive: Directive) -> DirectiveValue? {
        guard let attribute = attributes[directive] else { return nil }
        return DirectiveValue(attribute, as: directive)
    }

    /// The expression of `@placeholder`, `@throwing`, `@live`, `@preview` or `@test`, or the stem of `@mockName`.
    func expression(_ directive: Directive) -> String? {
        value(directive)?.expression
    }
}
