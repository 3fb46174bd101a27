/// Prints the dependency key conformances (the `key` artifact, whose `testValue` is the unimplemented double, and the
/// `live` artifact) and the `values` artifact, the `DependencyValues` property `@Dependency(\.weatherClient)` reads.
enum KeyEmitter {
    static func emit(_ plan: KeyConformancePlan, into writer: inout CodeWriter) {
        writer.intro(plan.intro)
        writer.block("\(plan.head)") { writer in
            for value in plan.values { writer.line("\(value)") }
        }
    }

    static func emit(_ plan: ValuesPlan, into writer: inout CodeWriter) {
        writer.block("\(plan.head)") { writer in
            writer.intro(plan.intro)
            writer.block("\(plan.modifiers)var \(SwiftName.escaped(plan.propertyName)): \(plan.valueType)") { writer in
                writer.line("get { self[\(plan.keyType).self] }")
                writer.line("set { self[\(plan.keyType).self] = newValue }")
            }
        }
    }
}
