/// An import every generated file gets besides the spec's own (`clientgen generate --import`, or
/// ``ClientGenerator/imports``): a module name such as `Models` or `Models.Sub`, or a whole import as a spec writes
/// it, such as `@preconcurrency public import Models` or `import struct Models.Forecast`.
///
/// The text is read by the spec parser itself, so a value can only ever be one import: an empty value, a line
/// break, a second declaration or anything that is not a module name is an error, never code in the output.
public struct ModuleImport: Sendable, Hashable, CustomStringConvertible {
    /// The attributes, as written: `@preconcurrency`, `@_spi(Internal)`.
    public let attributes: [String]
    /// The access level, if any: `public`, `package`, `internal`, `fileprivate` or `private`.
    public let accessLevel: String?
    /// The kind of declaration a scoped import names (`struct`, `func`, ...), if any.
    public let kind: String?
    /// The imported module, and for a submodule or scoped import the path within it: `Models.Forecast`.
    public let path: String
    /// The import as generated files declare it.
    let model: ImportModel

    /// The import as generated files declare it: `@preconcurrency public import Models`.
    public var description: String {
        (attributes + [accessLevel, "import", kind, path].compactMap { $0 }).joined(separator: " ")
    }

    /// Parses a module name or a whole import declaration.
    public init(parsing text: String) throws(ModuleImportError) {
        if let invalid = text.unicodeScalars.first(where: ControlCharacters.contains) {
            throw .controlCharacter(invalid.value)
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw .empty }
        let isWholeImport = Lexer.tokenize(SourceFile(path: "", text: text)).tokens.contains { $0.isKeyword(.import) }
        let source = SourceFile(path: "--import", text: isWholeImport ? text : "import " + text)
        let (syntax, diagnostics) = SpecParser.parse(source)
        if let first = diagnostics.first {
            throw isWholeImport ? .notAnImport(first.message) : .invalidModuleName(text)
        }
        guard syntax.clients.isEmpty, syntax.imports.count == 1, let decl = syntax.imports.first else {
            throw .notOneImport
        }
        for modifier in decl.modifiers
        where !modifier.keyword.isAccessModifier || modifier.keyword == .open || modifier.argument != nil {
            throw .notAnAccessLevel(source.text(modifier.range))
        }
        guard decl.modifiers.count <= 1 else { throw .notOneAccessLevel }
        for component in decl.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        where !SpecValidator.isValidIdentifier(component) || Keyword.isReservedWord(component) {
            throw .invalidModuleName(component)
        }
        // The spec's own checks of an import's form, so that a value is accepted exactly where a spec's import is.
        if let problem = SpecValidator.validateFile(syntax, of: source).diagnostics.first {
            throw .notAnImport(problem.message)
        }
        attributes = decl.attributes.map(\.text)
        accessLevel = decl.modifiers.first?.keyword.text
        kind = decl.kind == .none ? nil : decl.kind.text
        path = decl.path
        model = ImportModel(
            attributes: decl.attributes.map(AttributeModel.init),
            access: accessLevel.flatMap(ImportModel.Access.init(rawValue:)), kind: kind.flatMap(ImportModel.Kind.init),
            path: path)
    }
}

extension ModuleImport {
    /// Parses a generator's extra imports; each value that is not an import becomes an error diagnostic.
    static func parse(_ values: [String]) -> (imports: [ModuleImport], errors: [Diagnostic]) {
        var imports: [ModuleImport] = []
        var errors: [Diagnostic] = []
        for value in values {
            do {
                imports.append(try ModuleImport(parsing: value))
            } catch {
                errors.append(
                    Diagnostic(.invalidExtraImport(error.description), path: "clientgen", range: .empty(at: 0)))
            }
        }
        return (imports, errors)
    }
}

/// Why a value is not a ``ModuleImport``.
public enum ModuleImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value is empty or only whitespace.
    case empty
    /// The value holds a line break or another control character (its code point).
    case controlCharacter(UInt32)
    /// The spec parser found an error (its message).
    case notAnImport(String)
    /// The value declares something else than exactly one import.
    case notOneImport
    /// A modifier that is not an access level (`static`, `open`).
    case notAnAccessLevel(String)
    /// More than one access level.
    case notOneAccessLevel
    /// A path component that is not a module name (a keyword, a name with spaces).
    case invalidModuleName(String)
}
