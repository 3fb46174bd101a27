import ClientGenCore

/// Turns one client declaration found by import, with its registration, into a spec draft, the members its
/// extras file gets, and the list of original declarations the generated code replaces.
struct ClientDrafter {
    let inventory: ImportInventory
    let located: ImportInventory.Located
    /// The names of every client imported in the run: their specs declare what they inherit.
    let importedNames: Set<String>
    /// Whether a member cannot be a spec's member, so the client is not imported (the member would be lost).
    var hasUnconvertibleMember = false
    /// The type aliases that keep the old names of the sub-clients imported as clients of their own.
    var hoistedAliases: [String] = []
    var diagnostics: [Diagnostic] = []

    /// The client's name in its spec: the declaration's, or, for a sub-client declared inside its client, the
    /// top-level name it is imported as (`GatewayLinkWallet` for `GatewayClient.LinkWallet`).
    let clientName: String
    /// The name the declaration is known by in the Swift sources: `GatewayClient.LinkWallet` for a nested one.
    let scopeName: String
    /// The top-level names the sub-clients declared inside their clients are imported as, by qualified name.
    let hoistedNames: [String: String]

    var declaration: SwiftDeclaration { located.declaration }
    var skimmer: SwiftSkimmer { inventory.files[located.file].skimmer }
    var path: String { skimmer.source.path }

    init(
        inventory: ImportInventory,
        located: ImportInventory.Located,
        importedNames: Set<String>,
        hoisted: ImportInventory.HoistedSubClient? = nil,
        hoistedNames: [String: String] = [:]
    ) {
        self.inventory = inventory
        self.located = located
        self.importedNames = importedNames
        self.clientName = hoisted?.name ?? located.declaration.name
        self.scopeName = hoisted?.qualifiedName ?? located.declaration.name
        self.hoistedNames = hoistedNames
    }

    /// Why the client cannot be imported whatever its members are: it is generic, another module of the inputs
    /// registers it, its accessor reads a key nested in a type, it is registered as an optional value, or code assigns
    /// a key value the generated key declares as a constant; `nil` when none holds.
    private func reasonToLeaveOut() -> String? {
        if let parameter = declaration.genericParameter {
            return DiagnosticMessage.genericClient(clientName, parameter: parameter).text
        }
        if let accessor = inventory.accessorsByValue[clientName],
            inventory.isInAnotherModule(accessor.property.file, than: located.file)
        {
            return DiagnosticMessage.importRegisteredInAnotherModule(
                clientName, accessor: accessor.name, path: inventory.files[accessor.property.file].source.path)
        }
        if let accessor = inventory.accessorsByValue[clientName], let key = accessor.keyName, key.contains("."),
            inventory.keys[key] == nil, inventory.qualifiedTypes[key] != nil
        {
            return DiagnosticMessage.importNestedKey(clientName, accessor: accessor.name, key: key)
        }
        if let optional = inventory.optionalRegistration(of: clientName) {
            return DiagnosticMessage.importOptionalRegistration(clientName, by: optional.what, type: optional.type)
        }
        if let assignment = inventory.keyValueAssignment(of: clientName, scope: scopeName) {
            return DiagnosticMessage.importAssignedKeyValue(
                assignment.value, path: assignment.path, line: assignment.line)
        }
        return nil
    }

    /// Drafts the client; `nil`, with a warning, when it cannot be a spec.
    mutating func draft() -> Draft? {
        // A client under `#if` is one under the same `#if` in its spec, unless the inputs declare it again (a
        // protocol per compiler version), which one spec cannot say: the first is imported, and applies everywhere.
        let keepsCondition = scopeName == clientName && !inventory.hasOtherDeclaration(of: located)
        if let condition = declaration.condition, !keepsCondition {
            report(.importConditionalClient(clientName, condition: condition), at: declaration.nameRange)
        }
        if let reason = reasonToLeaveOut() {
            report(.importClientLeftOut(clientName, reason: reason), at: declaration.nameRange)
            return nil
        }
        var draft: Draft?
        if declaration.kind == .protocolType {
            draft = draftProtocol()
        } else {
            draft = draftStruct()
        }
        if hasUnconvertibleMember {
            // What it says about a client it does not import is why: advice on the rest would be about no spec.
            diagnostics.removeAll { $0.id != .importUnconvertibleMember }
            return nil
        }
        guard var draft else { return nil }
        draft.keyAccess = declaration.accessPrefix
        if keepsCondition { draft.spec.branches = declaration.branches }
        draft.scopeName = scopeName
        if scopeName != clientName {
            report(.importHoistedSubClient(scopeName, as: clientName), at: declaration.nameRange)
        }
        // A sub-client declared in its client's body goes with the client's declaration.
        if !isInsideItsClient {
            draft.replaced.insert(
                ReplacedDeclaration(
                    path: path, range: SourceRange(start: declaration.fullStart, end: declaration.range.end),
                    kind: .client(scopeName)), at: 0)
        }
        addRegistration(to: &draft)
        reportNestedTypesLosingIsolation()
        // The spec's imports are those of every file that contributed to it: the client's, and those of its key,
        // accessor, values and overloads, which the generated code replaces.
        var contributing = [located.file]
        for replaced in draft.replaced {
            guard let file = inventory.fileIndex(of: replaced.path), !contributing.contains(file) else { continue }
            contributing.append(file)
        }
        // A mock macro the generated mock replaces leaves with its module's import (`@Mockable`, `import Mockable`).
        let dropped = Set(mockMacroNames)
        draft.spec.importLines = inventory.importLines(ofFiles: contributing, dropping: dropped)
        draft.extrasImportLines = inventory.importLines(
            ofFiles: contributing, keepingDependencies: true, dropping: dropped)
        droppingMockMacros(from: &draft, importing: contributing)
        return draft
    }

    /// Whether the declaration is a sub-client declared in the body of its client, which is deleted with it.
    var isInsideItsClient: Bool {
        guard scopeName != clientName, let dot = scopeName.lastIndex(of: ".") else { return false }
        let parent = inventory.qualifiedTypes[String(scopeName[..<dot])]
        return parent.map {
            $0.file == located.file && $0.declaration.range.start <= declaration.range.start
                && declaration.range.end <= $0.declaration.range.end
        } ?? false
    }

    /// The spec's client line: access, `client`, name, inheritance.
    func clientLine(inheritance: [String]) -> String {
        var line = ""
        if let access = declaration.accessModifier, access != "fileprivate", access != "private" {
            line += (access == "open" ? "public" : access) + " "
        }
        line += "client " + SwiftName.escaped(clientName)
        if !inheritance.isEmpty { line += ": " + inheritance.joined(separator: ", ") }
        return line
    }

    /// The spec's header part shared by both styles.
    func specDraft(attributes: [String], inheritance: [String], members: [SpecDraft.Member]) -> SpecDraft {
        SpecDraft(
            clientName: clientName, originFile: located.file, origin: declaration.nameRange,
            importLines: [],
            docLines: declaration.docLines, attributes: attributes, declaration: clientLine(inheritance: inheritance),
            members: members)
    }

    /// A member's text as a spec member.
    func member(_ member: SwiftDeclaration, lines: [String], directives: [DraftDirective] = []) -> SpecDraft.Member {
        var drafted = SpecDraft.Member(
            name: qualifiedName(of: member), docLines: member.docLines, directives: directives, lines: lines,
            origin: member.nameRange)
        drafted.branches = member.branches
        return drafted
    }

    /// A member moved into the extras file as it is.
    func extra(_ member: SwiftDeclaration) -> [String] {
        let start = member.fullStart
        guard losesIsolation(member) else {
            return skimmer.unindentedLines(SourceRange(start: start, end: member.range.end), indentationOf: start)
        }
        let text =
            skimmer.text(SourceRange(start: start, end: member.modifiersStart)) + "nonisolated "
            + skimmer.text(SourceRange(start: member.modifiersStart, end: member.range.end))
        return skimmer.unindented(text, indentation: skimmer.indentation(at: start))
    }

    /// `@unrecorded(item, context)` for the parameters whose types the inputs declare and are not `Sendable`, which a
    /// mock could not record, and those passed `sending` (which a `Sendable` value would not need); `nil` when there
    /// are none. An unnamed parameter (`_: [String: Any]`) has no name `@unrecorded` could give, so it takes
    /// `@unrecorded` without arguments, which records no parameter.
    func unrecordedDirective(_ parameters: [NamedParameter]) -> DraftDirective? {
        let unrecorded = parameters.filter { parameter in
            parameter.type.hasPrefix("sending ")
                || inventory.isKnownNonSendable(parameter.type, clients: .run(importedNames), context: scopeName)
        }
        if unrecorded.isEmpty { return nil }
        return unrecorded.contains { $0.name == "_" } ? .unrecorded([]) : .unrecorded(unrecorded.map(\.name))
    }

    /// A function's parameters as drafted members name them.
    func namedParameters(of function: SwiftDeclaration, in skimmer: SwiftSkimmer) -> [NamedParameter] {
        (skimmer.parameters(of: function)?.items ?? []).map { item in
            NamedParameter(name: item.localName ?? item.label ?? "_", type: skimmer.text(item.value))
        }
    }

    mutating func report(_ message: DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(Diagnostic(message, path: path, range: range))
    }

    /// Reports a member no spec can hold: the client is not imported, so that the member is not lost.
    mutating func reportUnconvertible(
        _ member: SwiftDeclaration,
        because problem: DiagnosticMessage.ImportUnconvertibleProblem
    ) {
        report(
            .importUnconvertibleMember(qualifiedName(of: member), client: clientName, problem: problem),
            at: member.nameRange)
        hasUnconvertibleMember = true
    }

    /// `WeatherClient.forecast`: a member's name as messages give it.
    func qualifiedName(of member: SwiftDeclaration) -> String {
        MemberName(base: member.name).qualified(by: clientName)
    }
}
