/// Spelling the pieces every declaration is made of: modifiers, attributes, imports, type heads and static values.
extension DeclarationModifiers: TextWritable {
    /// `nonisolated public `, the member's modifiers and `static `, each followed by a space.
    func write(to output: inout some TextOutput) {
        if isNonisolated { output.append("nonisolated ") }
        switch access {
        case .public: output.append("public ")
        case .package: output.append("package ")
        case .internal, nil: break
        }
        for modifier in memberModifiers {
            switch modifier {
            case .nonisolated(let argument?): output.append("nonisolated(\(argument)) ")
            case .nonisolated(nil): output.append("nonisolated ")
            }
        }
        if isStatic { output.append("static ") }
    }
}

extension AttributeModel: TextWritable {
    /// `@name` or `@name(arguments)`.
    func write(to output: inout some TextOutput) {
        output.append("@")
        output.append(name)
        if let arguments {
            output.append("(")
            output.append(arguments)
            output.append(")")
        }
    }
}

extension ImportModel: TextWritable {
    /// `@preconcurrency public import struct Geometry.Point`.
    func write(to output: inout some TextOutput) {
        for attribute in attributes {
            attribute.write(to: &output)
            output.append(" ")
        }
        if let access {
            output.append(access.rawValue)
            output.append(" ")
        }
        output.append("import ")
        if let kind {
            output.append(kind.rawValue)
            output.append(" ")
        }
        output.append(path)
    }
}

extension TypeHead: TextWritable {
    /// `public final class MockWeatherClient: WeatherClient, Sendable` or `extension DependencyValues`.
    func write(to output: inout some TextOutput) {
        modifiers.write(to: &output)
        output.append(kind.rawValue)
        output.append(" ")
        output.append(SwiftName.escaped(name))
        for (position, conformance) in conformances.enumerated() {
            output.append(position == 0 ? ": " : ", ")
            conformance.write(to: &output)
        }
    }
}

extension StaticValuePlan: TextWritable {
    /// `nonisolated public static let testValue: any WeatherClient = UnimplementedWeatherClient()`.
    func write(to output: inout some TextOutput) {
        modifiers.write(to: &output)
        output.append("static let ")
        output.append(name)
        output.append(": ")
        type.write(to: &output)
        output.append(" = ")
        output.append(expression)
    }
}

extension MemberEffects: TextWritable {
    /// ` async`, ` throws` or ` throws(E)` as they apply, each with its leading space.
    func write(to output: inout some TextOutput) {
        Effects.write(isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType, to: &output)
        if isRethrowing { output.append(" rethrows") }
    }
}

extension TypeAliasPlan: TextWritable {
    /// `public typealias Result = Swift.Result<Data, any Error>`.
    func write(to output: inout some TextOutput) {
        modifiers.write(to: &output)
        output.append("typealias ")
        output.append(SwiftName.escaped(name))
        output.append(" = ")
        type.write(to: &output)
    }
}
