/// A directive with its argument read: what a spec says with it, as a value. Validation reads each directive of a spec
/// once into one; import drafts specs with them; a fix-it that inserts a directive carries the one it inserts.
package enum DirectiveValue: Hashable, Sendable {
    /// `@inherited`.
    case inherited
    /// `@placeholder(expression)`.
    case placeholder(String)
    /// `@throwing(expression)`.
    case throwing(String)
    /// `@trapping`.
    case trapping
    /// `@mockName(stem)`.
    case mockName(String)
    /// `@unrecorded(a, b)`; `@unrecorded` without names, for every parameter (or a settable property).
    case unrecorded([String])
    /// `@uncheckedSendable(a)`; without names on a settable property.
    case uncheckedSendable([String])
    /// `@key(name)`, the name without backticks.
    case key(String)
    /// `@style(struct)` or `@style(protocol)`.
    case style(ClientStyle)
    /// `@live(expression)`.
    case live(String)
    /// `@preview(expression)`.
    case preview(String)
    /// `@test(expression)`.
    case test(String)
    /// `@noop(none)`.
    case noNoop

    /// The directive this is a value of.
    var directive: Directive {
        switch self {
        case .inherited: .inherited
        case .placeholder: .placeholder
        case .throwing: .throwing
        case .trapping: .trapping
        case .mockName: .mockName
        case .unrecorded: .unrecorded
        case .uncheckedSendable: .uncheckedSendable
        case .key: .key
        case .style: .style
        case .live: .live
        case .preview: .preview
        case .test: .test
        case .noNoop: .noop
        }
    }

    /// The directive as a spec writes it: `@placeholder(false)`, `@unrecorded(a, b)`, `@trapping`.
    package var text: String {
        let argument: String? =
            switch self {
            case .inherited, .trapping: nil
            case .placeholder(let text), .throwing(let text), .mockName(let text), .live(let text),
                .preview(let text), .test(let text):
                text
            case .unrecorded(let names), .uncheckedSendable(let names):
                names.isEmpty ? nil : names.joined(separator: ", ")
            case .key(let name): SwiftName.escaped(name)
            case .style(let style): style.rawValue
            case .noNoop: "none"
            }
        return "@" + directive.rawValue + (argument.map { "(" + $0 + ")" } ?? "")
    }

    /// The value an attribute writes for a directive, or `nil` when its argument is not one the directive takes
    /// (which validation reports): a style other than `struct` or `protocol`, a `@noop` other than `none`.
    init?(_ attribute: Attribute, as directive: Directive) {
        let argument = attribute.arguments?.text.trimmingSpaces ?? ""
        switch directive {
        case .inherited: self = .inherited
        case .trapping: self = .trapping
        case .placeholder: self = .placeholder(argument)
        case .throwing: self = .throwing(argument)
        case .mockName: self = .mockName(argument)
        case .live: self = .live(argument)
        case .preview: self = .preview(argument)
        case .test: self = .test(argument)
        case .key: self = .key(Self.unbackticked(argument))
        case .unrecorded: self = .unrecorded(attribute.arguments == nil ? [] : Self.names(in: argument))
        case .uncheckedSendable: self = .uncheckedSendable(attribute.arguments == nil ? [] : Self.names(in: argument))
        case .style:
            guard let style = ClientStyle(rawValue: argument) else { return nil }
            self = .style(style)
        case .noop:
            guard argument == "none" else { return nil }
            self = .noNoop
        }
    }

    /// The comma-separated names of an argument, without backticks: `a, b` → `a`, `b`.
    private static func names(in argument: String) -> [String] {
        argument.split(separator: ",", omittingEmptySubsequences: false).map {
            unbackticked(String($0).trimmingSpaces)
        }
    }

    private static func unbackticked(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}

/// The directives written on a declaration, each once, with its attribute (for where it is written) and its value.
struct WrittenDirectives {
    private var attributes: [Directive: Attribute] = [:]
    private var values: [Directive: DirectiveValue] = [:]

    /// The attribute that writes a directive.
    subscript(directive: Directive) -> Attribute? {
        attributes[directive]
    }

    /// Records a directive; its value is read from its argument here, once.
    mutating func add(_ attribute: Attribute, as directive: Directive) {
        attributes[directive] = attribute
        values[directive] = DirectiveValue(attribute, as: directive)
    }

    /// Forgets a directive, as if it were not written.
    mutating func remove(_ directive: Directive) {
        attributes[directive] = nil
        values[directive] = nil
    }

    /// The value of a directive, when it is written with an argument it takes.
    func value(_ directive: Directive) -> DirectiveValue? {
        values[directive]
    }

    /// The expression of `@placeholder`, `@throwing`, `@live`, `@preview` or `@test`, or the stem of `@mockName`.
    func expression(_ directive: Directive) -> String? {
        switch values[directive] {
        case .placeholder(let text)?, .throwing(let text)?, .live(let text)?, .preview(let text)?, .test(let text)?,
            .mockName(let text)?:
            text
        default: nil
        }
    }

    /// The names `@unrecorded` or `@uncheckedSendable` list.
    func names(_ directive: Directive) -> [String] {
        switch values[directive] {
        case .unrecorded(let names)?, .uncheckedSendable(let names)?: names
        default: []
        }
    }
}
