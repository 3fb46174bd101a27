/// One repair of a drafted spec after one diagnostic of the generator's checks, and the warning that tells the user
/// what import left out, located where it came from in the Swift file.
struct DraftRepair {
    /// Warnings import settles as the user would: a non-`Sendable` parameter is left out of the recorded calls
    /// (`@unrecorded`), and a directive with no effect is dropped.
    static let settledWarnings: Set<String> = [
        "sema.non-sendable-parameter", "sema.unused-placeholder", "sema.unused-trapping",
    ]

    /// The warnings that say why a client was left out: all that is said about it once it is.
    static let leftOutWarnings: Set<String> = ["import.client-left-out", "import.unconvertible-member"]

    private(set) var draft: ClientDrafter.Draft
    let rendered: RenderedDraft
    let inventory: ImportInventory
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(draft: ClientDrafter.Draft, rendered: RenderedDraft, inventory: ImportInventory, source: SourceFile) {
        self.draft = draft
        self.rendered = rendered
        self.inventory = inventory
        self.source = source
    }

    private var originPath: String { inventory.files[draft.spec.originFile].source.path }

    /// The part of the draft an offset of its rendered text is in: each attribute, each member, the client line,
    /// and what comes before it, so that one round repairs each part once.
    func part(of offset: Int) -> String {
        if let attribute = rendered.attributes.firstIndex(where: { $0.contains(offset) }) { return "a\(attribute)" }
        if let member = rendered.members.firstIndex(where: { $0.range.contains(offset) }) { return "m\(member)" }
        return rendered.header.contains(offset) ? "header" : "other"
    }

    mutating func apply(_ diagnostic: Diagnostic) {
        let offset = diagnostic.range.start
        let reason = Self.reason(diagnostic)
        if let attribute = rendered.attributes.firstIndex(where: { $0.contains(offset) }) {
            let text = draft.spec.attributes.remove(at: attribute)
            warn(.importAttributeLeftOut(Self.firstLine(text), client: draft.spec.clientName, reason: reason))
        } else if let member = rendered.members.firstIndex(where: { $0.range.contains(offset) }) {
            repairMember(member, after: diagnostic, reason: reason)
        } else if rendered.header.contains(offset), removeInheritance(at: diagnostic.range, reason: reason) {
            return
        } else if offset < rendered.header.start, !draft.spec.importLines.isEmpty, diagnostic.severity == .error {
            draft.spec.importLines = []
            warn(.importImportsLeftOut(client: draft.spec.clientName, reason: reason))
        } else {
            draft.spec.members = []
            draft.isLeftOut = true
            warn(.importClientLeftOut(draft.spec.clientName, reason: reason))
        }
    }

    /// Repairs a member: a directive the checks reject goes, a missing one is inserted, and a member that is still
    /// wrong leaves the client out.
    private mutating func repairMember(_ index: Int, after diagnostic: Diagnostic, reason: String) {
        let member = draft.spec.members[index]
        let location = member.origin
        if let directive = rendered.members[index].directives.firstIndex(where: { $0.contains(diagnostic.range.start) }
        ) {
            let text = draft.spec.members[index].directives.remove(at: directive)
            if diagnostic.severity == .error {
                warn(.importDirectiveLeftOut(Self.firstLine(text), member: member.name, reason: reason), at: location)
            }
            return
        }
        if let directive = insertedDirective(diagnostic, member: member),
            let existing = member.directives.firstIndex(where: { Self.name(of: $0) == Self.name(of: directive) }),
            Self.name(of: directive) == "unrecorded"
        {
            // One `@unrecorded` lists every parameter: `@unrecorded(item)` and `@unrecorded(payload)` merge.
            let names = member.directives[existing].dropFirst("@unrecorded(".count).dropLast()
            let added = directive.dropFirst("@unrecorded(".count).dropLast()
            draft.spec.members[index].directives[existing] = "@unrecorded(\(names), \(added))"
            return
        }
        if let directive = insertedDirective(diagnostic, member: member),
            !member.directives.contains(where: { Self.name(of: $0) == Self.name(of: directive) })
        {
            draft.spec.members[index].directives.append(directive)
            if directive == "@trapping" {
                warn(.importTrapping(member.name), at: location)
            }
            return
        }
        // A member the checks reject cannot be left out: the original declaration is deleted, and the member with it.
        draft.spec.members = []
        draft.isLeftOut = true
        warn(.importUnconvertibleMember(member.name, client: draft.spec.clientName, reason: reason), at: location)
    }

    /// The directive a diagnostic's fix-it inserts, with a value for its placeholder where import knows one (`false`
    /// for `Bool`, `0` for numbers, `""` for `String`) and `@trapping` where it does not.
    private func insertedDirective(_ diagnostic: Diagnostic, member: SpecDraft.Member) -> String? {
        guard let fixIt = diagnostic.fixIts.first, fixIt.range.start == fixIt.range.end else { return nil }
        let directive = fixIt.replacement.trimmingSpaces
        guard directive.hasPrefix("@") else { return nil }
        guard let open = directive.firstIndex(of: "<"), directive.contains("<#") else { return directive }
        let placeholder = String(directive[open...].dropFirst(2).dropLast(3))
        switch Self.name(of: directive) {
        case "placeholder": return ZeroValue.of(placeholder).map { "@placeholder(\($0))" } ?? "@trapping"
        case "mockName": return "@mockName(\(mockName(for: member)))"
        default: return "@trapping"
        }
    }

    /// A directive's name: `placeholder` for `@placeholder(false)`.
    private static func name(of directive: String) -> String {
        String(directive.dropFirst().prefix { $0 != "(" })
    }

    /// A mock name for an overload the naming rule cannot tell apart: its name and its first generic constraint
    /// (`subscribeLegacyEventPayload`), or its name and its place among the overloads (`convert2` for the second),
    /// unused by the client's other members.
    private func mockName(for member: SpecDraft.Member) -> String {
        let base = member.name.split(separator: ".").last.map(String.init) ?? member.name
        let text = member.lines.joined(separator: " ")
        let place = draft.spec.members.prefix { $0.origin != member.origin }.filter { $0.name == member.name }.count + 1
        var stem = base + String(place)
        if let open = text.firstIndex(of: "<"), let colon = text[open...].firstIndex(of: ":") {
            let constraint = text[text.index(after: colon)...].drop { $0 == " " }.prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            if !constraint.isEmpty { stem = base + constraint.prefix(1).uppercased() + constraint.dropFirst() }
        }
        let taken = Set(draft.spec.members.flatMap(\.directives).filter { Self.name(of: $0) == "mockName" })
        var name = stem
        var number = place + 1
        while taken.contains("@mockName(\(name))") {
            name = base + String(number)
            number += 1
        }
        return name
    }

    /// Removes the inheritance entry a diagnostic points at from the client line.
    private mutating func removeInheritance(at range: SourceRange, reason: String) -> Bool {
        let text = source.text(range)
        guard let colon = draft.spec.declaration.firstIndex(of: ":") else { return false }
        let items = draft.spec.declaration[draft.spec.declaration.index(after: colon)...].split(separator: ",").map {
            String($0).trimmingSpaces
        }
        guard let index = items.firstIndex(where: { $0 == text || $0.hasSuffix(" " + text) }) else { return false }
        var kept = items
        kept.remove(at: index)
        let head = String(draft.spec.declaration[..<colon])
        draft.spec.declaration = kept.isEmpty ? head : head + ": " + kept.joined(separator: ", ")
        warn(.importInheritanceLeftOut(items[index], client: draft.spec.clientName, reason: reason))
        return true
    }

    private mutating func warn(_ message: DiagnosticMessage, at range: SourceRange? = nil) {
        diagnostics.append(Diagnostic(message, path: originPath, range: range ?? draft.spec.origin))
    }

    /// What the generator's check said, as the reason a part was left out.
    private static func reason(_ diagnostic: Diagnostic) -> String {
        var message = diagnostic.message
        if let semicolon = message.firstIndex(of: ";") { message = String(message[..<semicolon]) }
        return message
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
