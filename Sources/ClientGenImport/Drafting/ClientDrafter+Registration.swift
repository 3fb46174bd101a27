import ClientGenCore

/// Drafting how a client is registered: the `DependencyValues` accessor's name becomes `@key`, the key's values
/// `@live`, `@preview` and `@test` (or, when they are more than one expression, members of the key in the extras
/// file), and the accessor and key join the declarations the generated code replaces.
extension ClientDrafter {
    mutating func addRegistration(to draft: inout Draft) {
        var registration = inventory.registration(of: clientName)
        var directives: [String] = []
        if let accessor = registration.accessor {
            if accessor.name != SwiftName.lowerCamelCase(clientName) {
                directives.append("@key(\(SwiftName.escaped(accessor.name)))")
            }
            draft.replaced.append(
                replacement(of: accessor.location, .accessor(accessor.name)))
            reportEntryKeyName(of: accessor)
        }
        if let defaults = draft.memberwiseDefaults {
            registration.live = registration.live.map { defaults.expanding($0, clientName: clientName) }
            registration.preview = registration.preview.map { defaults.expanding($0, clientName: clientName) }
            registration.test = registration.test.map { defaults.expanding($0, clientName: clientName) }
        }
        draft.conditionalKeyValues = registration.conditionalValues
        (draft.clientIsolation, draft.keyIsolation) = extensionIsolation(keys: registration.keys)
        // A live value whose conformance says where it exists stays in it: the key is then read as one whose live
        // value is elsewhere.
        if Self.isLiveValueLimitedByAvailability(registration) { registration.live = nil }
        let outside = outsideLive(of: registration)
        if let live = registration.live { directives += valueDirective("live", live, into: &draft) }
        if let live = outside?.liveDirective { directives.append(live) }
        if let preview = registration.preview { directives += valueDirective("preview", preview, into: &draft) }
        if let test = registration.test {
            if isUnimplementedDefault(test.expression) {
                // A key kept whole may still name a hand-written double.
                if outside?.keptKeys.isEmpty ?? true { replaceUnimplementedDouble(named: test.expression, in: &draft) }
            } else {
                directives += valueDirective("test", test, into: &draft)
            }
        }
        for value in registration.looseValues {
            let name = MemberName(base: value.located.declaration.name).qualified(by: value.owner)
            draft.replaced.append(replacement(of: value.located, .keyValue(name)))
        }
        replaceKeys(registration.keys, keeping: outside ?? OutsideLive(), into: &draft)
        moveOtherAccessors(of: registration, into: &draft)
        draft.spec.attributes += directives
    }

    /// Lists the keys for deletion, but for those the live value outside the inputs needs, and moves what else they
    /// hold to the key's extension in the extras file.
    private mutating func replaceKeys(
        _ keys: [ImportInventory.Located], keeping outside: OutsideLive, into draft: inout Draft
    ) {
        if outside.movesConformance {
            draft.keyExtras.append(["// Its `liveValue` is declared outside the files clientgen import read."])
            draft.keyConformsToDependencyKey = true
        }
        for key in keys where !isClientDeclaration(key) {
            if keep(key, outside, into: &draft) { continue }
            let kind = replacedKey(key, outside)
            draft.replaced.append(replacement(of: key, kind))
            if case .testKey(let name, generatedKey: let generated?) = kind {
                draft.movedDeclarations.append(Self.keyAlias(name, of: key, for: generated))
            }
            for member in key.declaration.members where !Self.keyValueNames.contains(member.name) {
                guard member.kind != .typeAlias else { continue }
                // Its own access: the key's extension has none, and the client's would make it public.
                let movedAccess = key.declaration.movedAccess(of: member)
                if isOwnStaticMember(member, in: key) {
                    // The generated struct declares these; the check for clashes deletes them, or keeps a `noop`
                    // that returns other values (moved to the extras file like one in the struct's body).
                    guard member.name == "noop" else { continue }
                    draft.movedNoop = MovedNoop(located: key.member(member), extrasIndex: draft.extras.count)
                    draft.extras.append(inventory.extraLines(member, of: key, access: movedAccess))
                    continue
                }
                draft.keyExtras.append(inventory.extraLines(member, of: key, access: movedAccess))
            }
        }
    }

    /// Warns when a `@DependencyEntry` names its key (`@DependencyEntry("SearchKey")`) otherwise than the generated
    /// key is named: a spec cannot name its key, and code naming the entry's would no longer compile.
    private mutating func reportEntryKeyName(of accessor: ImportInventory.Accessor) {
        guard let key = accessor.entry?.keyName, key != generatedKeyName else { return }
        diagnostics.append(
            inventory.warning(.importEntryKeyName(key, generated: generatedKeyName), at: accessor.property))
    }

    static let keyValueNames: Set<String> = ["liveValue", "previewValue", "testValue"]

    /// The static members a struct client's generated code declares, which the check for clashes handles.
    static let generatedStaticNames: Set<String> = ["unimplemented", "recording", "Calls", "noop"]

    /// Whether a member of a key is a static member the generated code declares, in a key that is an extension of
    /// the struct client itself (`extension Pinger: TestDependencyKey { static let noop = … }`).
    private func isOwnStaticMember(_ member: SwiftDeclaration, in key: ImportInventory.Located) -> Bool {
        declaration.kind == .structType && key.declaration.kind == .extensionType && member.isStatic
            && Self.generatedStaticNames.contains(member.name)
            && [clientName, scopeName].contains(ImportInventory.bareName(key.declaration.name))
    }

    /// Whether a key is the client's declaration itself (a struct that is its own key), drafted as the client.
    private func isClientDeclaration(_ key: ImportInventory.Located) -> Bool {
        key.file == located.file && key.declaration.nameRange == declaration.nameRange
    }

    /// `@live(expression)`, or nothing when the value is more than one expression or holds `#if` (which a spec
    /// cannot copy): it moves to the key's extension in the extras file, where the checks of the spec cannot reject
    /// it. In a struct client, `unimplemented(…)` calls are qualified: the generated struct has an `unimplemented`.
    private mutating func valueDirective(_ name: String, _ value: ImportInventory.KeyValue, into draft: inout Draft)
        -> [String]
    {
        if value.isExpression, !Self.hasCompilerDirective(value.expression) {
            let expression = declaration.kind == .structType ? structValue(value) : value.expression
            let directive = "@\(name)(\(expression))"
            draft.movableValues[directive] = MovableValue(name: name, value: value)
            let hidden = privateNames(in: value.expression, file: value.location.file)
            if !hidden.isEmpty {
                diagnostics.append(inventory.warning(.importPrivateValue(name, names: hidden), at: value.location))
            }
            return [directive]
        }
        draft.moveToExtras(MovableValue(name: name, value: value), inventory: inventory)
        return []
    }

    /// A struct client's key value as its spec writes it: `unimplemented(…)` calls qualified (the generated struct
    /// has an `unimplemented` of its own), and without a leading `Self`, which means nothing in a spec, as a person
    /// writes it: `Self.inMemory` → `.inMemory`, `Self(…)` → `FavoritesClient(…)`. Code clientgen generated is read
    /// back as its spec wrote it.
    private func structValue(_ value: ImportInventory.KeyValue) -> String {
        var expression = UnimplementedFallbacks.qualifyingUnimplementedCalls(value.expression)
        guard !inventory.files[value.location.file].skimmer.isGeneratedCode else { return expression }
        if expression.hasPrefix("Self.") {
            expression.removeFirst("Self".count)
        } else if expression.hasPrefix("Self(") {
            expression = SwiftName.escaped(clientName) + expression.dropFirst("Self".count)
        }
        return expression
    }

    /// The declarations of a value's file that it names and that are `private` or `fileprivate` there, at its top
    /// level (`private struct SystemPasteboard`, `private func liveTap()`) or members of the client, its extensions
    /// or a key (`private static func exchange(code:)`): the generated file cannot see them.
    func privateNames(in expression: String, file: Int) -> [String] {
        let declarations = inventory.files[file].declarations
        let members = declarations.filter(isClientOrKey).flatMap(\.members)
        let hidden = (declarations + members).filter { $0.hasModifier("private") || $0.hasModifier("fileprivate") }
        guard !hidden.isEmpty else { return [] }
        let words = SwiftSkimmer.identifiers(in: expression)
        var names: [String] = []
        for declaration in hidden where words.contains(declaration.name) && !names.contains(declaration.name) {
            names.append(declaration.name)
        }
        return names
    }

    /// Whether a declaration is the client's, an extension of it, or a key (whose private members a value names
    /// unqualified, as `exchange(code:)` in a closure of the live value names `private static func exchange`).
    private func isClientOrKey(_ declaration: SwiftDeclaration) -> Bool {
        guard [.structType, .enumType, .extensionType, .protocolType].contains(declaration.kind) else { return false }
        return declaration.name == clientName || declaration.name == scopeName
            || declaration.inheritance.contains { ImportInventory.keyProtocols.contains(ImportInventory.bareName($0)) }
    }

    /// Whether any of the values names a declaration private to the file (see ``privateNames(in:file:)``).
    func namesPrivateDeclaration(_ values: some Sequence<String>, file: Int) -> Bool {
        values.contains { !privateNames(in: $0, file: file).isEmpty }
    }

    /// Whether an expression holds a compiler directive (`#if DEBUG`), which a spec cannot copy.
    static func hasCompilerDirective(_ expression: String) -> Bool {
        guard expression.contains("#") else { return false }
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: expression))
        return skimmer.tokens.indices.contains { index in
            skimmer.tokens[index].kind == .poundIdentifier
                && ["#if", "#elseif", "#else", "#endif"].contains(skimmer.text(of: index))
        }
    }

    /// Whether a test value is what the generated key's `testValue` already is: the unimplemented struct
    /// (`Self()`, `.unimplemented`), or a hand-written unimplemented double of a protocol.
    private func isUnimplementedDefault(_ expression: String) -> Bool {
        if declaration.kind == .structType {
            let defaults = ["Self()", ".init()", "\(clientName)()", "Self.unimplemented", ".unimplemented"]
            return defaults.contains(expression) || expression == "\(clientName).unimplemented"
                || isUnimplementedMemberwiseCall(expression)
        }
        guard expression.hasSuffix("()") else { return false }
        return inventory.isUnimplementedDouble(String(expression.dropLast(2)), of: clientName)
    }

    /// Whether an expression calls the struct's memberwise initializer with nothing but unimplemented values:
    /// `Self(fetch: unimplemented("…"), session: .testValue)`.
    private func isUnimplementedMemberwiseCall(_ expression: String) -> Bool {
        let callee = expression.prefix { $0 != "(" }
        guard ["Self", ".init", clientName].contains(String(callee)), expression.hasSuffix(")") else { return false }
        let source = SourceFile(path: "", text: expression)
        let skimmer = SwiftSkimmer(source: source)
        guard let opener = skimmer.tokens.firstIndex(where: { $0.kind == .leftParen }),
            skimmer.closers[opener] == skimmer.tokens.count - 2
        else { return false }
        let arguments = skimmer.items(in: opener, isParameterClause: false)
        return !arguments.isEmpty
            && arguments.allSatisfy { argument in
                let value = skimmer.text(argument.value)
                return [".testValue", ".unimplemented"].contains(value)
                    || ["unimplemented(", "reportIssue(", "XCTFail(", "fatalError("].contains { value.contains($0) }
            }
    }

    /// Lists a hand-written unimplemented double as replaced by the generated one.
    private func replaceUnimplementedDouble(named expression: String, in draft: inout Draft) {
        guard declaration.kind == .protocolType, let double = inventory.concreteTypes[String(expression.dropLast(2))]
        else { return }
        draft.replaced.append(
            replacement(of: double, .unimplementedDouble(double.declaration.name)))
    }

    /// A declaration of the inputs that the generated code replaces.
    func replacement(of located: ImportInventory.Located, _ kind: ReplacedDeclaration.Kind) -> ReplacedDeclaration {
        let declaration = located.declaration
        return ReplacedDeclaration(
            path: inventory.files[located.file].source.path,
            range: SourceRange(start: declaration.fullStart, end: declaration.range.end), kind: kind)
    }
}
