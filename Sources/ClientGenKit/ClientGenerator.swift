/// The generator's public entry point: spec texts in, generated files and diagnostics out, all in memory.
///
/// The pipeline is lex → parse → validate → emit. Specs are processed in path order, so the result does not depend
/// on the order they are passed in. If any spec has an error, no file is generated for the run.
///
/// ```swift
/// let generator = ClientGenerator()
/// let result = generator.generate([SourceFile(path: "Weather.client", text: spec)])
/// print(DiagnosticFormatter(sources: result.sources).format(result.diagnostics))
/// ```
public struct ClientGenerator: Sendable {
    /// The version printed by `clientgen --version`.
    public static let version = "0.1.0"

    /// The artifacts to emit for each client.
    public var artifacts: Set<Artifact>
    /// Modules every generated file imports besides `Dependencies` and the spec's own imports, e.g. the interface
    /// module when mocks are generated into a separate test-support module.
    public var imports: [String]

    /// Creates a generator emitting the given artifacts (all of them by default) with extra imports (none by default).
    public init(artifacts: Set<Artifact> = Set(Artifact.allCases), imports: [String] = []) {
        self.artifacts = artifacts
        self.imports = imports
    }

    /// Parses and validates specs without generating code.
    public func lint(_ sources: [SourceFile]) -> [Diagnostic] {
        analyze(sources).diagnostics
    }

    /// Generates one Swift file per spec, or no file at all when any spec has an error.
    public func generate(_ sources: [SourceFile]) -> GenerationResult {
        let (models, diagnostics) = analyze(sources)
        guard !diagnostics.containsErrors else {
            return GenerationResult(files: [], diagnostics: diagnostics, sources: models.map(\.source))
        }
        let files = models.map { model in
            GeneratedFile(
                path: Self.outputPath(forSpecAt: model.source.path), sourcePath: model.source.path,
                contents: FileRenderer.render(model, artifacts: artifacts, imports: imports))
        }
        return GenerationResult(files: files, diagnostics: diagnostics, sources: models.map(\.source))
    }

    /// The generated file's path for a spec's path: `Sub/Weather.client` → `Sub/Weather.swift`.
    public static func outputPath(forSpecAt path: String) -> String {
        (path.hasSuffix(".client") ? String(path.dropLast(".client".count)) : path) + ".swift"
    }

    private func analyze(_ sources: [SourceFile]) -> (models: [SpecModel], diagnostics: [Diagnostic]) {
        let ordered = sources.sorted { $0.path < $1.path }
        var diagnostics: [Diagnostic] = []
        var parsed: [(source: SourceFile, syntax: SpecFileSyntax)] = []
        for source in ordered {
            let (syntax, parseDiagnostics) = SpecParser.parse(source)
            diagnostics += parseDiagnostics
            parsed.append((source, syntax))
        }
        let (models, validationDiagnostics) = SpecValidator.validate(parsed)
        diagnostics += validationDiagnostics
        let order = Dictionary(ordered.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            (order[lhs.element.path] ?? 0, lhs.element.range.start, lhs.offset)
                < (order[rhs.element.path] ?? 0, rhs.element.range.start, rhs.offset)
        }
        return (models, sorted.map(\.element))
    }
}

/// What one run produced.
public struct GenerationResult: Sendable {
    /// One file per spec, in path order; empty when ``diagnostics`` contains an error.
    public var files: [GeneratedFile]
    /// Every error and warning, in file and position order.
    public var diagnostics: [Diagnostic]
    /// The specs of the run, for ``DiagnosticFormatter``.
    public var sources: [SourceFile]
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    /// The file's path relative to the output directory, e.g. `Weather.swift`.
    public var path: String
    /// The path of the spec it was generated from.
    public var sourcePath: String
    /// The generated Swift source.
    public var contents: String
}
