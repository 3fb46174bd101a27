/// Turns parsed specs into the semantic model, reporting everything that would generate code that does not compile
/// or does not behave: misplaced or misspelt directives, members without a fallback, names that collide once
/// generated. All files of a run are validated together, since client and key names must be unique across them.
struct SpecValidator {
    let source: SourceFile
    var diagnostics: DiagnosticSink

    init(source: SourceFile) {
        self.source = source
        self.diagnostics = DiagnosticSink(path: source.path)
    }

    /// One validated file: its model, what it reported, and its clients' declarations for the checks across files.
    struct FileResult: Sendable {
        var model: SpecModel
        var diagnostics: [Diagnostic]
        fileprivate var declarations: [(client: ClientModel, nameRange: SourceRange, path: String)]
    }

    /// Validates the parsed files of one run: each file on its own (concurrently), then the names across them.
    static func validate(_ files: [(source: SourceFile, syntax: SpecFileSyntax)]) -> (
        models: [SpecModel], diagnostics: [Diagnostic]
    ) {
        combine(files.concurrentMap { validateFile($0.syntax, of: $0.source) })
    }

    /// Validates one file's clients.
    static func validateFile(_ syntax: SpecFileSyntax, of source: SourceFile) -> FileResult {
        var validator = SpecValidator(source: source)
        var clients: [ClientModel] = []
        var declarations: [(client: ClientModel, nameRange: SourceRange, path: String)] = []
        for decl in syntax.clients {
            guard let client = validator.validateClient(decl) else { continue }
            clients.append(client)
            declarations.append((client, decl.name.range, source.path))
        }
        return FileResult(
            model: SpecModel(source: source, imports: syntax.imports, clients: clients),
            diagnostics: validator.diagnostics.diagnostics, declarations: declarations)
    }

    /// The models and diagnostics of a run's files, in order, with the checks that span files.
    static func combine(_ files: [FileResult]) -> (models: [SpecModel], diagnostics: [Diagnostic]) {
        let diagnostics = files.flatMap(\.diagnostics) + checkGeneratedNames(files.flatMap(\.declarations))
        return (files.map(\.model), diagnostics)
    }

    /// Every generated top-level name (protocol, key, unimplemented double, mock) and every `DependencyValues`
    /// property must be unique across the run.
    private static func checkGeneratedNames(
        _ declarations: [(client: ClientModel, nameRange: SourceRange, path: String)]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var typeOwners: [String: Int] = [:]
        var propertyOwners: [String: Int] = [:]
        for (position, declaration) in declarations.enumerated() {
            let client = declaration.client
            let range = declaration.nameRange
            if let first = typeOwners[client.name], declarations[first].client.name == client.name {
                diagnostics.append(
                    Diagnostic(
                        .duplicateClient(client.name), path: declaration.path, range: range,
                        notes: [note("'\(client.name)' was first declared here", declarations[first])]))
                continue
            }
            for name in client.generatedTypeNames {
                if let owner = typeOwners[name] {
                    let other = declarations[owner].client.name
                    diagnostics.append(
                        Diagnostic(
                            .generatedNameCollision(name: name, client: client.name, other: other),
                            path: declaration.path, range: range,
                            notes: [note("'\(other)' is declared here", declarations[owner])]))
                } else {
                    typeOwners[name] = position
                }
            }
            let property = client.names.valuesProperty
            if let owner = propertyOwners[property] {
                let other = declarations[owner].client.name
                diagnostics.append(
                    Diagnostic(
                        .duplicateValuesProperty(property, client: client.name, other: other),
                        path: declaration.path, range: range,
                        notes: [note("'\(other)' is declared here", declarations[owner])]))
            } else {
                propertyOwners[property] = position
            }
        }
        return diagnostics
    }

    private static func note(
        _ message: String,
        _ declaration: (client: ClientModel, nameRange: SourceRange, path: String)
    ) -> DiagnosticNote {
        DiagnosticNote(message: message, path: declaration.path, range: declaration.nameRange)
    }

    // MARK: Shared checks

    /// Reports a name that Swift would not accept as an identifier (e.g. a backticked name with spaces).
    mutating func checkIdentifier(_ identifier: Identifier) {
        guard !identifier.name.isEmpty, !Self.isValidIdentifier(identifier.name) else { return }
        diagnostics.report(.invalidIdentifier(identifier.name), at: identifier.range)
    }

    /// Swift's identifier grammar, approximated by Unicode letters, digits and `_`.
    static func isValidIdentifier(_ name: String) -> Bool {
        if let isValid = isValidASCIIIdentifier(name) { return isValid }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_"
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

    /// The leading whitespace of the line holding an offset, to indent inserted lines like their neighbours.
    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, source.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < offset, source.bytes[end] == UInt8(ascii: " ") || source.bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }
}
