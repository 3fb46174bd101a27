/// Turns parsed specs into the semantic model, reporting everything that would generate code that does not compile
/// or does not behave: misplaced or misspelt directives, members without a fallback, names that collide once
/// generated. All files of a run are validated together, since client and key names must be unique across them.
struct SpecValidator {
    let source: SourceFile
    var diagnostics: DiagnosticSink
    /// The file's `#if` chains around clients and members, as written and as the models share them.
    var chainSyntax: [ConditionalChainSyntax] = []
    var chains: [ConditionalChain] = []
    /// The type aliases of the client being validated.
    var typeAliases = ClientTypeAliases()
    /// The names of the requirements of standard protocols (`description`, `id`) that the client being validated
    /// inherits and must implement `nonisolated`, since it has no global actor that says otherwise.
    var nonisolatedRequirementNames: Set<String> = []

    init(source: SourceFile) {
        self.source = source
        self.diagnostics = DiagnosticSink(path: source.path)
    }

    /// One validated file: its model and what it reported.
    struct FileResult: Sendable {
        var model: SpecModel
        var diagnostics: [Diagnostic]
    }

    /// Validates one file: its imports and clients.
    static func validateFile(_ syntax: SpecFileSyntax, of source: SourceFile) -> FileResult {
        var validator = SpecValidator(source: source)
        if !syntax.conditionalChains.isEmpty {
            validator.chainSyntax = syntax.conditionalChains
            validator.chains = syntax.conditionalChains.map(ConditionalChain.init)
        }
        let imports = syntax.imports.compactMap { validator.validateImport($0) }
        let clients = syntax.clients.compactMap { validator.validateClient($0) }
        return FileResult(
            model: SpecModel(source: source, imports: imports, clients: clients),
            diagnostics: validator.diagnostics.diagnostics)
    }

    /// The models and diagnostics of a run's files, in order, with the checks that span files.
    static func combine(_ files: [FileResult]) -> (models: [SpecModel], diagnostics: [Diagnostic]) {
        let declarations = files.flatMap { file in
            file.model.clients.map { ClientDeclaration(client: $0, path: file.model.source.path) }
        }
        var resolver = RunResolver(files)
        var naming = DoubleNaming()
        let models = naming.name(resolver.resolve(files))
        // A bare `Result` that turns out to be a parent's alias is reported once, by the error that qualifies it.
        let qualified = Set(
            resolver.diagnostics.filter { $0.id == .semaUnqualifiedInheritedTypeAlias }.map {
                "\($0.path):\($0.range.start)"
            })
        let fileDiagnostics = files.flatMap(\.diagnostics).filter { diagnostic in
            qualified.isEmpty || diagnostic.id != .semaBareResult
                || !qualified.contains("\(diagnostic.path):\(diagnostic.range.start)")
        }
        let diagnostics =
            fileDiagnostics + checkGeneratedNames(declarations) + resolver.diagnostics + naming.diagnostics
        return (models, diagnostics)
    }

    /// A client and the file that declares it, for the checks across files.
    private struct ClientDeclaration {
        var client: ClientModel
        var path: String

        /// A note pointing at the client's name.
        func note(_ message: NoteMessage) -> DiagnosticNote {
            DiagnosticNote(message, path: path, range: client.nameRange)
        }

        /// A diagnostic at the client's name.
        func diagnostic(_ message: DiagnosticMessage, note: DiagnosticNote) -> Diagnostic {
            Diagnostic(message, path: path, range: client.nameRange, notes: [note])
        }
    }

    /// The `DependencyValues` properties swift-dependencies declares itself, which a client's would redeclare.
    static let dependenciesOfTheLibrary: Set<String> = [
        "assert", "assertionFailure", "calendar", "context", "continuousClock", "date", "fireAndForget", "locale",
        "mainQueue", "mainRunLoop", "notificationCenter", "openURL", "precondition", "preferredLocales",
        "suspendingClock", "timeZone", "urlSession", "uuid", "withRandomNumberGenerator",
    ]

    /// Every generated top-level name (protocol, key, unimplemented double, mock) and every `DependencyValues`
    /// property must be unique across the run.
    private static func checkGeneratedNames(_ declarations: [ClientDeclaration]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var typeOwners: [String: Int] = [:]
        var propertyOwners: [String: Int] = [:]
        for (position, declaration) in declarations.enumerated() {
            let client = declaration.client
            if let first = typeOwners[client.name], declarations[first].client.name == client.name {
                // A platform's variant of a client (`#if os(iOS)` … `#else` …) declares the same names where the other
                // is not compiled.
                if CompilationCondition.excludes(declarations[first].client.condition, client.condition) { continue }
                diagnostics.append(
                    declaration.diagnostic(
                        .duplicateClient(client.name),
                        note: declarations[first].note(.wasFirstDeclaredHere(client.name))))
                continue
            }
            for name in client.generatedTypeNames {
                if let owner = typeOwners[name] {
                    let other = declarations[owner]
                    diagnostics.append(
                        declaration.diagnostic(
                            .generatedNameCollision(name: name, client: client.name, other: other.client.name),
                            note: other.note(.declaredHere(other.client.name))))
                } else {
                    typeOwners[name] = position
                }
            }
            let property = client.names.valuesProperty
            if Self.dependenciesOfTheLibrary.contains(property) {
                diagnostics.append(
                    Diagnostic(
                        .valuesPropertyOfTheLibrary(property, client: client.name), path: declaration.path,
                        range: client.nameRange))
            } else if let owner = propertyOwners[property] {
                let other = declarations[owner]
                diagnostics.append(
                    declaration.diagnostic(
                        .duplicateValuesProperty(property, client: client.name, other: other.client.name),
                        note: other.note(.declaredHere(other.client.name))))
            } else {
                propertyOwners[property] = position
            }
        }
        return diagnostics
    }

    // MARK: Shared checks

    /// The condition of a declaration in these `#if` branches, or `nil` outside any.
    func condition(of branches: [ConditionalBranchSyntax]) -> CompilationCondition? {
        branches.isEmpty ? nil : CompilationCondition(branches, chains: chains, syntax: chainSyntax)
    }

    /// Reports a name that Swift would not accept as an identifier (e.g. a backticked name with spaces).
    mutating func checkIdentifier(_ identifier: Identifier) {
        guard !identifier.name.isEmpty, !Self.isValidIdentifier(identifier.name) else { return }
        diagnostics.report(.invalidIdentifier(identifier.name), at: identifier.range)
    }

    /// Swift's identifier grammar, approximated as the lexer reads names: Unicode letters, digits, marks, `_` and
    /// emoji, not starting with a digit or a mark.
    static func isValidIdentifier(_ name: String) -> Bool {
        if let isValid = isValidASCIIIdentifier(name) { return isValid }
        let isIdentifierScalar = { (scalar: Unicode.Scalar) in
            scalar.isASCII
                ? Lexer.isIdentifierContinuation(UInt8(scalar.value)) && scalar != "$"
                : Lexer.isIdentifierScalar(scalar)
        }
        guard let first = name.unicodeScalars.first, isIdentifierScalar(first) else { return false }
        switch first.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark: return false
        default: return name.unicodeScalars.allSatisfy(isIdentifierScalar)
        }
    }

    /// The answer for an ASCII name (letters, digits and `_`, not starting with a digit), or `nil` when the name has
    /// other characters and needs the Unicode check: almost every name is ASCII, and looking up Unicode properties
    /// for each of its characters costs more than everything else done with it.
    private static func isValidASCIIIdentifier(_ name: String) -> Bool? {
        var isValid = true
        for (position, byte) in name.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"): isValid = isValid && position > 0
            case 0x80...: return nil
            default: isValid = false
            }
        }
        return isValid && !name.isEmpty
    }

}

extension FixIt {
    /// A fix-it that inserts a directive on its own line before a declaration starting at `offset`, indented like it.
    /// The fix-it carries the directive, so that a tool (import) can apply it to what it drafts.
    static func insertingDirective(_ directive: DirectiveValue, before offset: Int, in source: SourceFile) -> FixIt {
        let text = directive.text
        var fixIt = FixIt(
            .insertDirective(text), range: .empty(at: offset),
            replacement: text + "\n" + source.indentation(ofLineAt: offset))
        fixIt.directive = directive
        return fixIt
    }

    /// A fix-it that inserts declarations, each on its own line, before a declaration starting at `offset`,
    /// indented like it.
    static func insertingLines(_ lines: [String], before offset: Int, in source: SourceFile) -> FixIt {
        let indentation = source.indentation(ofLineAt: offset)
        return FixIt(
            .insertDeclaration(lines.joined(separator: " ")), range: .empty(at: offset),
            replacement: lines.map { $0 + "\n" + indentation }.joined())
    }

    /// A fix-it that removes an attribute and the spaces after it, with its line when nothing else is on it.
    static func removingAttribute(_ range: SourceRange, message: FixItMessage, in source: SourceFile) -> FixIt {
        let bytes = source.bytes
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var end = range.end
        while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\r") || bytes[end] == UInt8(ascii: "\n")
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        var start = range.start
        while start > 0, isSpace(bytes[start - 1]) { start -= 1 }
        // Alone on its line, the attribute goes with the line's indentation; else only the spaces after it.
        let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r")
        if !(startsLine && endsLine) {
            start = range.start
            end = range.end
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
        }
        return FixIt(message, range: SourceRange(start: start, end: end), replacement: "")
    }

}
