/// Prints types back as Swift in one canonical spacing: `[K: V]`, `(a: A, B)`, `@Sendable (Int) async throws -> R`.
extension TypeSyntax: TextWritable {
    func write(to output: inout some TextOutput) {
        switch kind {
        case .named(let name, let arguments):
            output.append(SwiftName.typeName(name))
            Self.writeGenericArguments(arguments, to: &output)
        case .member(let base, let name, let arguments):
            base.write(to: &output)
            output.append(".")
            // `Pokemon.`Type`` is a nested type, `Pokemon.Type` the metatype; `Loader.Any` is no type at all.
            output.append(SwiftName.escaped(name))
            Self.writeGenericArguments(arguments, to: &output)
        case .optional(let wrapped):
            wrapped.write(to: &output)
            output.append("?")
        case .implicitlyUnwrapped(let wrapped):
            wrapped.write(to: &output)
            output.append("!")
        case .array(let element):
            output.append("[")
            element.write(to: &output)
            output.append("]")
        case .dictionary(let key, let value):
            output.append("[")
            key.write(to: &output)
            output.append(": ")
            value.write(to: &output)
            output.append("]")
        case .tuple(let elements):
            Self.writeElements(elements, to: &output)
        case .function(let parameters, let effects, let result):
            Self.writeElements(parameters, to: &output)
            effects.write(to: &output)
            output.append(" -> ")
            result.write(to: &output)
        case .metatype(let base, let isProtocol):
            base.write(to: &output)
            output.append(isProtocol ? ".Protocol" : ".Type")
        case .opaque(let constraint):
            output.append("some ")
            constraint.write(to: &output)
        case .existential(let constraint):
            output.append("any ")
            constraint.write(to: &output)
        case .composition(let elements):
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(" & ") }
                element.write(to: &output)
            }
        case .attributed(let attributes, let specifiers, let base):
            Self.writeAttributed(attributes, specifiers, base, to: &output)
        case .missing:
            output.append("<#type#>")
        }
    }

    /// `inout @Sendable T`: specifiers first, as Swift wants them, then attributes.
    private static func writeAttributed(
        _ attributes: [Attribute],
        _ specifiers: [Keyword],
        _ base: TypeSyntax,
        to output: inout some TextOutput
    ) {
        for specifier in specifiers {
            output.append(specifier.text)
            output.append(" ")
        }
        for attribute in attributes {
            output.append(attribute.text)
            output.append(" ")
        }
        base.write(to: &output)
    }

    private static func writeGenericArguments(_ arguments: [TypeSyntax]?, to output: inout some TextOutput) {
        guard let arguments else { return }
        output.append("<")
        for (position, argument) in arguments.enumerated() {
            if position > 0 { output.append(", ") }
            argument.write(to: &output)
        }
        output.append(">")
    }

    private static func writeElements(_ elements: [TupleTypeElement], to output: inout some TextOutput) {
        output.append("(")
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(", ") }
            if let firstName = element.firstName {
                output.append(SwiftName.tupleLabel(firstName))
                if let secondName = element.secondName {
                    output.append(" ")
                    output.append(SwiftName.escaped(secondName))
                }
                output.append(": ")
            }
            element.type.write(to: &output)
            if element.isVariadic { output.append("...") }
        }
        output.append(")")
    }
}

extension Effects: TextWritable {
    /// Writes ` async`, ` throws` or ` throws(E)` as they apply, each with its leading space.
    func write(to output: inout some TextOutput) {
        Self.write(isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType, to: &output)
    }

    /// ` async`, ` throws` or ` throws(E)`, each with its leading space: how a function type, a declaration and a
    /// getter spell their effects.
    static func write(isAsync: Bool, isThrowing: Bool, thrownType: TypeSyntax?, to output: inout some TextOutput) {
        if isAsync { output.append(" async") }
        if isThrowing {
            output.append(" throws")
            if let thrownType {
                output.append("(")
                thrownType.write(to: &output)
                output.append(")")
            }
        }
    }
}
