/// Prints one spec's plan into one Swift file: the header, the imports, then each artifact.
enum FileRenderer {
    static func render(_ plan: SpecPlan, capacity: Int) -> [UInt8] {
        var writer = CodeWriter(capacity: capacity)
        writer.line("\(ClientGenerator.generatedHeaderPrefix) from \(plan.sourcePath). DO NOT EDIT.")
        writer.line("// swift-format-ignore-file")
        writer.blankLine()
        writeImports(plan.imports, into: &writer)
        var runs = plan.conditionalArtifacts[...]
        for (position, artifact) in plan.artifacts.enumerated() {
            writer.blankLine()
            if let run = runs.first, run.artifacts.lowerBound == position { writer.line("#if \(run.condition)") }
            switch artifact {
            case .protocolInterface(let plan): ProtocolEmitter.emit(plan, into: &writer)
            case .structInterface(let plan): StructClientEmitter.emit(plan, into: &writer)
            case .key(let plan), .live(let plan): KeyEmitter.emit(plan, into: &writer)
            case .values(let plan): KeyEmitter.emit(plan, into: &writer)
            case .unimplementedDouble(let plan): UnimplementedEmitter.emit(plan, into: &writer)
            case .structDefaults(let plan): StructClientEmitter.emit(plan, into: &writer)
            case .mock(let plan): MockEmitter.emit(plan, into: &writer)
            }
            if let run = runs.first, run.artifacts.upperBound == position + 1 {
                writer.line("#endif")
                runs = runs.dropFirst()
            }
        }
        return writer.bytes
    }

    /// The imports in order, each run of imports under the same condition in one `#if` block.
    private static func writeImports(_ imports: [ImportModel], into writer: inout CodeWriter) {
        var open: String?
        for decl in imports {
            writer.enter(decl.condition, from: &open, separated: false)
            writer.line("\(decl)")
        }
        writer.close(&open)
    }
}
