/// How serious a diagnostic is. Any ``error`` stops a run before anything is written.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The spec cannot be generated as written.
    case error
    /// The spec generates, but probably not as intended.
    case warning
    /// Information that asks nothing of the spec: what `clientgen import` did, and what it leaves to do.
    case note
}

/// A stable identifier for a kind of diagnostic, e.g. `parser.expected-colon`, for tools and tests to match on.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier's text.
    public var description: String { rawValue }
}

/// Extra context attached to a diagnostic, e.g. where a duplicate was first declared.
public struct DiagnosticNote: Sendable, Hashable {
    /// The stable identifier of this kind of note, e.g. `note.declared-here`.
    public var id: DiagnosticID
    /// What the note says.
    public var message: String
    /// The file the note points into.
    public var path: String
    /// The range the note points at.
    public var range: SourceRange

    /// Creates a note pointing at a range of a file.
    public init(id: DiagnosticID, message: String, path: String, range: SourceRange) {
        self.id = id
        self.message = message
        self.path = path
        self.range = range
    }

    /// Creates a note from a declared message.
    package init(_ message: NoteMessage, path: String, range: SourceRange) {
        self.init(id: message.id, message: message.text, path: path, range: range)
    }
}

/// A suggested edit that fixes a diagnostic: replace ``range`` with ``replacement`` (an insertion when it is empty).
public struct FixIt: Sendable, Hashable {
    /// The stable identifier of this kind of edit, e.g. `fixit.insert-colon`.
    public var id: DiagnosticID
    /// What the edit does, e.g. `insert ':'`.
    public var message: String
    /// The replaced range, in the diagnostic's file.
    public var range: SourceRange
    /// The text that replaces the range.
    public var replacement: String
    /// The directive the edit inserts, when it inserts one: what a tool drafting specs applies, rather than the text.
    package var directive: DirectiveValue?

    /// Creates a fix-it.
    public init(id: DiagnosticID, message: String, range: SourceRange, replacement: String) {
        self.id = id
        self.message = message
        self.range = range
        self.replacement = replacement
    }

    /// Creates a fix-it from a declared message.
    package init(_ message: FixItMessage, range: SourceRange, replacement: String) {
        self.init(id: message.id, message: message.text, range: range, replacement: replacement)
    }
}

/// One problem found in a spec, located by byte range and resolved to line and column only when printed.
public struct Diagnostic: Sendable, Hashable {
    /// The stable identifier of this kind of problem.
    public var id: DiagnosticID
    /// Whether the problem stops generation.
    public var severity: DiagnosticSeverity
    /// The human-readable message.
    public var message: String
    /// The spec file the diagnostic is in.
    public var path: String
    /// The range the diagnostic points at; the caret goes under its start.
    public var range: SourceRange
    /// Further context, such as a previous declaration.
    public var notes: [DiagnosticNote]
    /// Suggested edits.
    public var fixIts: [FixIt]

    /// Creates a diagnostic from a declared message.
    package init(
        _ message: DiagnosticMessage,
        path: String,
        range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.id = message.id
        self.severity = message.severity
        self.message = message.text
        self.path = path
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

/// A message clientgen can report, with its identifier and severity. All of them are declared in the catalog that
/// `DiagnosticMessage+Catalog.swift` introduces.
package struct DiagnosticMessage: Sendable {
    package let id: DiagnosticID
    package let severity: DiagnosticSeverity
    package let text: String

    /// A message of the catalog, with its entry's typed identifier.
    package init(_ id: DiagnosticID, _ text: String, severity: DiagnosticSeverity = .error) {
        self.id = id
        self.severity = severity
        self.text = text
    }

    /// A message of the catalog whose text is a template, filled with the arguments (see ``CatalogTemplate``).
    init(
        _ id: DiagnosticID,
        template: StaticString,
        _ arguments: any CustomStringConvertible...,
        severity: DiagnosticSeverity = .error
    ) {
        self.init(id, CatalogTemplate.fill(template, with: arguments), severity: severity)
    }
}

/// A message the command line prints of its own, about its arguments or files rather than a spec: an identifier and
/// a text, declared in `ToolMessage+Catalog.swift`, part of the one catalog. (The library has no file system access;
/// the command line does, and takes its words from here so that every text the tool prints is in the catalog.)
package struct ToolMessage: Error, Sendable, Hashable {
    /// The stable identifier, e.g. `cli.no-such-file` or, for a usage error, `usage.missing-value`.
    package let id: DiagnosticID
    /// How serious it is.
    package let severity: DiagnosticSeverity
    /// What it says.
    package let text: String

    /// A message of the catalog, with its entry's typed identifier.
    package init(_ id: DiagnosticID, _ text: String, severity: DiagnosticSeverity = .error) {
        self.id = id
        self.severity = severity
        self.text = text
    }

    /// A message of the catalog whose text is a template, filled with the arguments (see ``CatalogTemplate``).
    init(
        _ id: DiagnosticID,
        template: StaticString,
        _ arguments: any CustomStringConvertible...,
        severity: DiagnosticSeverity = .error
    ) {
        self.init(id, CatalogTemplate.fill(template, with: arguments), severity: severity)
    }
}

/// A file operation a message names: "cannot \(operation) 'path': reason".
package enum FileOperation: String, Sendable {
    case read = "read"
    case lookAt = "look at"
    case listFolder = "list the folder"
    case openFolder = "open the folder"
    case createFolder = "create the folder"
    case writeIntoFolder = "write into the folder"
    case createTemporaryFile = "create a temporary file for"
    case write = "write"
    case replace = "replace"
}

/// A kind of file as a message names it ("a FIFO is in the way").
package enum FileKindName: String, Sendable {
    case file = "a file"
    case directory = "a directory"
    case symbolicLink = "a symbolic link"
    case fifo = "a FIFO"
    case socket = "a socket"
    case device = "a device"
    case other = "not a regular file"
}

/// Why a file where an output goes is not clientgen's to replace.
package enum ForeignFileReason: Sendable, Hashable {
    case danglingLink
    case linkToNonFile
    /// It does not start with `header`; `throughLink` when a symbolic link leads to it.
    case notGenerated(header: String, throughLink: Bool)
}

/// The text of a note or fix-it with its identifier; `Role` keeps notes and fix-its apart. All of them are declared
/// in `NoteMessage+Catalog.swift` and `FixItMessage+Catalog.swift`.
package struct CatalogText<Role>: Sendable {
    package let id: DiagnosticID
    package let text: String

    /// A text of the catalog, with its entry's typed identifier.
    package init(_ id: DiagnosticID, _ text: String) {
        self.id = id
        self.text = text
    }

    /// A text of the catalog that is a template, filled with the arguments (see ``CatalogTemplate``).
    init(_ id: DiagnosticID, template: StaticString, _ arguments: any CustomStringConvertible...) {
        self.init(id, CatalogTemplate.fill(template, with: arguments))
    }
}

/// The role of a note's text.
package enum NoteRole {}
/// The role of a fix-it's text.
package enum FixItRole {}

/// What a note says.
package typealias NoteMessage = CatalogText<NoteRole>
/// What a fix-it does.
package typealias FixItMessage = CatalogText<FixItRole>

/// Collects the diagnostics of one spec file while a stage runs.
struct DiagnosticSink {
    /// How many diagnostics one stage keeps for one file: past it, a file is garbage, and a million diagnostics of
    /// it would only cost time and memory to print.
    static let maximumKept = 1_000

    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// How many errors have been reported, to tell whether a step found any.
    private(set) var errorCount = 0
    /// How many diagnostics have been reported, kept or not, to tell whether a step reported anything.
    private(set) var reportedCount = 0

    init(path: String) {
        self.path = path
    }

    mutating func report(
        _ message: DiagnosticMessage,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        reportedCount += 1
        if message.severity == .error { errorCount += 1 }
        if diagnostics.count < Self.maximumKept {
            diagnostics.append(Diagnostic(message, path: path, range: range, notes: notes, fixIts: fixIts))
        } else if diagnostics.count == Self.maximumKept {
            diagnostics.append(Diagnostic(.tooManyDiagnostics(kept: Self.maximumKept), path: path, range: range))
        }
    }

    /// A note pointing into the same file.
    func note(_ message: NoteMessage, at range: SourceRange) -> DiagnosticNote {
        DiagnosticNote(message, path: path, range: range)
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
        reportedCount += other.count
        errorCount += other.filter { $0.severity == .error }.count
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool {
        contains { $0.severity == .error }
    }

    /// The diagnostics in the order of the files they are in, as `paths` lists them, then of their position: those of
    /// no file (or of one `paths` does not list) first, and those at one position in the order they were reported.
    package func sortedByPosition(in paths: [String]) -> [Diagnostic] {
        let order = Dictionary(paths.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        return enumerated().sorted { lhs, rhs in
            (order[lhs.element.path] ?? 0, lhs.element.range.start, lhs.offset)
                < (order[rhs.element.path] ?? 0, rhs.element.range.start, rhs.offset)
        }.map(\.element)
    }
}
