/// Prints one spec's plan into one Swift file: the header, the imports, then each artifact.
enum FileRenderer {
    static func render(_ plan: SpecPlan, capacity: Int) -> [UInt8] {
        var writer = CodeWriter(capacity: capacity)
        writer.line("\(ClientGenerator.generatedHeaderPrefix) from \(plan.sourcePath). DO NOT EDIT.")
        writer.line("// swift-format-ignore-file")
        writer.blankLine()
        for decl in plan.imports { writer.line("\(decl)") }
        for artifact in plan.artifacts {
            writer.blankLine()
            switch artifact {
            case .protocolInterface(let plan): ProtocolEmitter.emit(plan, into: &writer)
            case .structInterface(let plan): StructClientEmitter.emit(plan, into: &writer)
            case .key(let plan), .live(let plan): KeyEmitter.emit(plan, into: &writer)
            case .values(let plan): KeyEmitter.emit(plan, into: &writer)
            case .unimplementedDouble(let plan): UnimplementedEmitter.emit(plan, into: &writer)
            case .structDefaults(let plan): StructClientEmitter.emit(plan, into: &writer)
            case .mock(let plan): MockEmitter.emit(plan, into: &writer)
            }
        }
        return writer.bytes
    }
}
