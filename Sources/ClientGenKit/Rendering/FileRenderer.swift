/// Renders one spec's model into one Swift file: the header, the imports, then each client's artifacts in the fixed
/// order of ``Artifact``.
enum FileRenderer {
    static func render(_ spec: SpecModel, artifacts: Set<Artifact>, imports: [ModuleImport] = []) -> [UInt8] {
        // Generated code is about twenty times the size of its spec.
        var writer = CodeWriter(capacity: spec.source.bytes.count * 24)
        writer.line("\(ClientGenerator.generatedHeaderPrefix) from \(spec.source.path). DO NOT EDIT.")
        writer.line("// swift-format-ignore-file")
        writer.blankLine()
        writeImports(
            spec.imports, dependenciesAccess: dependenciesImportAccess(spec, artifacts: artifacts),
            extraModules: imports, into: &writer)
        let ordered = artifacts.sorted()
        for client in spec.clients {
            for artifact in ordered where emits(artifact, for: client) {
                writer.blankLine()
                switch (artifact, client.style) {
                case (.interface, .protocol): InterfaceEmitter.emit(client, into: &writer)
                case (.interface, .struct): StructClientEmitter.emitInterface(client, into: &writer)
                case (.key, _): KeyEmitter.emit(client, into: &writer)
                case (.values, _): ValuesEmitter.emit(client, into: &writer)
                case (.unimplemented, .protocol): UnimplementedEmitter.emit(client, into: &writer)
                case (.unimplemented, .struct): StructClientEmitter.emitUnimplemented(client, into: &writer)
                case (.mock, _): MockEmitter.emit(client, into: &writer)
                case (.live, _): LiveEmitter.emit(client, into: &writer)
                }
            }
        }
        return writer.bytes
    }

    /// Whether an artifact has anything to say for a client: a struct client has no mock (tests set its closures),
    /// and only a client with `@live` has a live value.
    private static func emits(_ artifact: Artifact, for client: ClientModel) -> Bool {
        switch artifact {
        case .mock: return client.style == .protocol
        case .live: return client.liveValue != nil
        case .interface, .key, .values, .unimplemented: return true
        }
    }

    /// The access `import Dependencies` needs: `public` when a public client's generated interface mentions
    /// swift-dependencies' types (the key's conformance, the `DependencyValues` accessor, the live value), as
    /// `InternalImportsByDefault` requires, and otherwise none, since an unused `public import` is a warning.
    ///
    /// Package clients get a plain import: in Swift 6's default mode, `package import Dependencies` here next to a
    /// plain `import Dependencies` in another file of the module is an error ("ambiguous implicit access level").
    /// Under `InternalImportsByDefault`, their spec writes `package import Dependencies`, which replaces this import.
    private static func dependenciesImportAccess(_ spec: SpecModel, artifacts: Set<Artifact>) -> AccessLevel {
        let exposesDependencies = spec.clients.contains { client in
            client.access == .public
                && (artifacts.contains(.key) || artifacts.contains(.values)
                    || (artifacts.contains(.live) && client.liveValue != nil))
        }
        return exposesDependencies ? .public : .internal
    }

    /// `import Dependencies` (with the access it needs), then the spec's imports in order, then the extra modules the
    /// spec does not import. A spec that imports `Dependencies` itself keeps its own spelling instead.
    private static func writeImports(
        _ imports: [ImportDecl],
        dependenciesAccess: AccessLevel,
        extraModules: [ModuleImport],
        into writer: inout CodeWriter
    ) {
        if !imports.contains(where: { $0.path == "Dependencies" && $0.kind == .none }) {
            writer.line(dependenciesAccess.prefix + "import Dependencies")
        }
        var written: Set<String> = []
        for decl in imports {
            var parts = decl.attributes.map(\.text)
            parts += decl.modifiers.map { $0.keyword.text + ($0.argument.map { "(\($0))" } ?? "") }
            parts.append("import")
            if decl.kind != .none { parts.append(decl.kind.text) }
            parts.append(decl.path)
            let line = parts.joined(separator: " ")
            if written.insert(line).inserted { writer.line(line) }
        }
        for extra in extraModules where !imports.contains(where: { $0.path == extra.path && $0.kind == .none }) {
            if written.insert(extra.description).inserted { writer.line(extra.description) }
        }
    }
}
