/// Prints types back as Swift in one canonical spacing: `[K: V]`, `(a: A, B)`, `@Sendable (Int) async throws -> R`.
extension TypeSyntax: CustomStringConvertible {
    var description: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch kind {
        case .named(let name, let arguments):
            output += SwiftName.typeName(name)
            Self.writeGenericArguments(arguments, to: &output)
        case .member(let base, let name, let arguments):
            base.write(to: &output)
            output += "."
            output += name
            Self.writeGenericArguments(arguments, to: &output)
        case .optional(let wrapped):
            wrapped.write(to: &output)
            output += "?"
        case .implicitlyUnwrapped(let wrapped):
            wrapped.write(to: &output)
            output += "!"
        case .array(let element):
            output += "["
            element.write(to: &output)
            output += "]"
        case .dictionary(let key, let value):
            output += "["
            key.write(to: &output)
            output += ": "
            value.write(to: &output)
            output += "]"
        case .tuple(let elements):
            Self.writeElements(elements, to: &output)
        case .function(let parameters, let effects, let result):
            Self.writeElements(parameters, to: &output)
            effects.write(to: &output)
            output += " -> "
            result.write(to: &output)
        case .metatype(let base, let isProtocol):
            base.write(to: &output)
            output += isProtocol ? ".Protocol" : ".Type"
        case .opaque(let constraint):
            output += "some "
            constraint.write(to: &output)
        case .existential(let constraint):
            output += "any "
            constraint.write(to: &output)
        case .composition(let elements):
            for (position, element) in elements.enumerated() {
                if position > 0 { output += " & " }
                element.write(to: &output)
            }
        case .attributed(let attributes, let specifiers, let base):
            for specifier in specifiers {
                output += specifier.text
                output += " "
            }
            for attribute in attributes {
                output += attribute.text
                output += " "
            }
            base.write(to: &output)
        case .missing:
            output += "<#type#>"
        }
    }

    private static func writeGenericArguments(_ arguments: [TypeSyntax]?, to output: inout String) {
        guard let arguments else { return }
        output += "<"
        for (position, argument) in arguments.enumerated() {
            if position > 0 { output += ", " }
            argument.write(to: &output)
        }
        output += ">"
    }

    private static func writeElements(_ elements: [TupleTypeElement], to output: inout String) {
        output += "("
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ", " }
            if let firstName = element.firstName {
                output += SwiftName.label(firstName)
                if let secondName = element.secondName {
                    output += " "
                    output += SwiftName.escaped(secondName)
                }
                output += ": "
            }
            element.type.write(to: &output)
            if element.isVariadic { output += "..." }
        }
        output += ")"
    }
}

extension Effects {
    /// Writes ` async`, ` throws` or ` throws(E)` as they apply, each with its leading space.
    func write(to output: inout String) {
        if isAsync { output += " async" }
        if isThrowing {
            output += " throws"
            if let thrownType {
                output += "("
                thrownType.write(to: &output)
                output += ")"
            }
        }
    }
}
