import ClientGenCore

/// One repair of a drafted spec after one diagnostic of the generator's checks, and the warning that tells the user
/// what import did, located where it came from in the Swift file, with the check's own message as a note.
///
/// Repairs read diagnostics by their ranges and fix-its and the draft's own syntax, never their text: a missing
/// value gets the directive the fix-it inserts, a directive or attribute the checks reject is left out, and a member
/// that is still wrong keeps the whole client out.
struct DraftRepair {
    /// Whether import settles a diagnostic as the user would: every error, and the warnings whose fix-it inserts a
    /// directive (a non-`Sendable` or `sending` parameter left out of the recorded calls, a non-`Sendable` property's
    /// assignments only counted) or that point at a directive with no effect, which is dropped.
    static func settles(_ diagnostic: Diagnostic, in rendered: RenderedDraft) -> Bool {
        diagnostic.severity == .error || diagnostic.fixIts.contains { $0.directive != nil }
            || rendered.members.contains { member in
                member.directives.contains { $0.contains(diagnostic.range.start) }
            }
    }

    /// The warnings that say why a client was left out: all that is said about it once it is.
    static let leftOutWarnings: Set<DiagnosticID> = [.importClientLeftOut, .importUnconvertibleMember]

    private(set) var draft: ClientDrafter.Draft
    let rendered: RenderedDraft
    let inventory: ImportInventory
    let source: SourceFile
    /// The drafted spec's members as the spec parser reads them, to find a diagnostic's parameter or result type.
    let syntax: [MemberDecl]
    private(set) var diagnostics: [Diagnostic] = []

    init(draft: ClientDrafter.Draft, rendered: RenderedDraft, inventory: ImportInventory, source: SourceFile) {
        self.draft = draft
        self.rendered = rendered
        self.inventory = inventory
        self.source = source
        self.syntax = SpecParser.parse(source).syntax.clients.first?.members ?? []
    }

    private var originPath: String { inventory.files[draft.spec.originFile].source.path }

    /// The part of the draft an offset of its rendered text is in, so that one round repairs each part once.
    enum Part: Hashable {
        case attribute(Int), member(Int), header, other
    }

    func part(of offset: Int) -> Part {
        if let attribute = rendered.attributes.firstIndex(where: { $0.contains(offset) }) {
            return .attribute(attribute)
        }
        if let member = rendered.members.firstIndex(where: { $0.range.contains(offset) }) { return .member(member) }
        return rendered.header.contains(offset) ? .header : .other
    }

    mutating func apply(_ diagnostic: Diagnostic) {
        let offset = diagnostic.range.start
        // A directive of the client the fix-it inserts (`@noop(none)`): the key value that names it stays.
        if let inserted = diagnostic.fixIts.lazy.compactMap(\.directive).first(where: { $0.kind == .client }) {
            if !draft.spec.attributes.contains(inserted.text) { draft.spec.attributes.append(inserted.text) }
            return
        }
        switch part(of: offset) {
        case .attribute(let attribute):
            let text = draft.spec.attributes.remove(at: attribute)
            // A key value the checks reject moves to the extras file as it is written: nothing is lost.
            if let movable = draft.movableValues[text] {
                draft.moveToExtras(movable, inventory: inventory)
                return
            }
            warn(.importAttributeLeftOut(Self.firstLine(text), client: draft.spec.clientName), because: diagnostic)
        case .member(let member):
            repairMember(member, after: diagnostic)
        case .header where removeInheritance(at: diagnostic):
            return
        case .header, .other:
            if offset < rendered.header.start, !draft.spec.importLines.isEmpty, diagnostic.severity == .error {
                draft.spec.importLines = []
                warn(.importImportsLeftOut(client: draft.spec.clientName), because: diagnostic)
            } else {
                draft.isLeftOut = true
                warn(
                    .importClientLeftOut(draft.spec.clientName, reason: DiagnosticMessage.importRejection),
                    because: diagnostic)
            }
        }
    }

    /// Repairs a member: a directive the checks reject goes, a missing one is inserted, and a member that is still
    /// wrong leaves the client out.
    private mutating func repairMember(_ index: Int, after diagnostic: Diagnostic) {
        let member = draft.spec.members[index]
        let location = member.origin
        if let directive = rendered.members[index].directives.firstIndex(where: { $0.contains(diagnostic.range.start) }
        ) {
            let removed = draft.spec.members[index].directives.remove(at: directive)
            if diagnostic.severity == .error {
                warn(
                    .importDirectiveLeftOut(Self.firstLine(removed.text), member: member.name), at: location,
                    because: diagnostic)
            }
            return
        }
        if let insertion = insertion(for: diagnostic, member: index) {
            draft.spec.members[index].add(insertion)
            switch insertion.directive {
            case .trapping: warn(.importTrapping(member.name), at: location)
            case .placeholder: warn(.importChosenPlaceholder(member.name, value: insertion.expression), at: location)
            default: break
            }
            return
        }
        // A member the checks reject cannot be left out: the original declaration is deleted, and the member with it.
        // The members stay until the round ends, so that every other member rejected is named in the same run.
        draft.isLeftOut = true
        warn(
            .importUnconvertibleMember(member.name, client: draft.spec.clientName, problem: .rejected), at: location,
            because: diagnostic)
    }

    /// Removes the inheritance entry a diagnostic points at from the client line.
    private mutating func removeInheritance(at diagnostic: Diagnostic) -> Bool {
        let text = source.text(diagnostic.range)
        guard let colon = draft.spec.declaration.firstIndex(of: ":") else { return false }
        let items = draft.spec.declaration[draft.spec.declaration.index(after: colon)...].split(separator: ",").map {
            String($0).trimmingSpaces
        }
        guard let index = items.firstIndex(where: { $0 == text || $0.hasSuffix(" " + text) }) else { return false }
        var kept = items
        kept.remove(at: index)
        let head = String(draft.spec.declaration[..<colon])
        draft.spec.declaration = kept.isEmpty ? head : head + ": " + kept.joined(separator: ", ")
        warn(.importInheritanceLeftOut(items[index], client: draft.spec.clientName), because: diagnostic)
        return true
    }

    /// Warns at a place of the Swift file (the client's name by default), with the check's message as a note.
    private mutating func warn(
        _ message: DiagnosticMessage,
        at range: SourceRange? = nil,
        because diagnostic: Diagnostic? = nil
    ) {
        let range = range ?? draft.spec.origin
        let notes = diagnostic.map {
            [DiagnosticNote(.importSpecCheck($0.message), path: originPath, range: range)]
        }
        diagnostics.append(Diagnostic(message, path: originPath, range: range, notes: notes ?? []))
    }

    private static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }
}

/// The values of the types whose zero anyone would write as a placeholder.
enum ZeroValue {
    static func of(_ type: String) -> String? {
        switch type {
        case "Bool": return "false"
        case "String", "Substring": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval", "Decimal":
            return "0"
        default: return nil
        }
    }
}

extension SourceRange {
    /// Whether an offset is in the range.
    func contains(_ offset: Int) -> Bool {
        start <= offset && offset < end
    }
}
