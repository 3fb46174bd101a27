import ClientGenCore

/// A client whose live value the inputs do not hold: a key conforms to `DependencyKey` in them, and its `liveValue` is
/// declared in a file import was not given (another module's, or one left out), or the key is a `TestDependencyKey`
/// only. The generated code replaces the key's test side, never its live side: import keeps what the live value needs
/// (the conformance to `DependencyKey`, or the key that declares it, which the spec's `@live` then reads) instead of
/// listing it for deletion, so that no live `@Dependency` silently gets the test value once the original is deleted.
extension ClientDrafter {
    /// What keeps the live value of a client whose `liveValue` is outside the inputs.
    struct OutsideLive {
        /// Extensions conforming the generated key to `DependencyKey` (`extension SpeechClient: DependencyKey {}`),
        /// kept where they are, by file and offset; their test and preview values, which the spec takes, are deleted
        /// one by one.
        var keptConformances: Set<String> = []
        /// Keys of other names than the generated key's, whose `liveValue` the spec's `@live` reads: kept whole.
        var keptKeys: Set<String> = []
        /// `@live(OtherKey.liveValue)`, for the first of ``keptKeys``.
        var liveDirective: String?
        /// Whether a declaration conforming the generated key to `DependencyKey` is replaced (the key type itself, or
        /// the client's own declaration), so the extras file conforms the generated key instead.
        var movesConformance = false
        /// Whether every key is a `TestDependencyKey` only: the generated code replaces them, and the deletion notes
        /// say that the live side, outside the inputs, stays.
        var isTestKeysOnly = false
    }

    /// The key the generated code declares: the struct client itself, or the protocol client's `…Key` enum.
    var generatedKeyName: String {
        declaration.kind == .structType ? clientName : clientName + "Key"
    }

    /// How the live value of a registration with no `liveValue` in the inputs is kept; `nil` when the inputs hold
    /// one, or it has no key.
    mutating func outsideLive(of registration: ImportInventory.Registration) -> OutsideLive? {
        guard registration.live == nil, !registration.conditionalValues.contains(where: \.isLive),
            !registration.keys.isEmpty
        else { return nil }
        var outside = OutsideLive()
        let liveKeys = registration.keys.filter(Self.conformsToDependencyKey)
        guard !liveKeys.isEmpty else {
            // Code clientgen generated from a spec without `@live` has a test key only, and nothing elsewhere.
            outside.isTestKeysOnly = !registration.keys.contains { inventory.files[$0.file].skimmer.isGeneratedCode }
            return outside
        }
        for key in liveKeys {
            let name = ImportInventory.bareName(key.declaration.name)
            if name != generatedKeyName, name != scopeName {
                outside.keptKeys.insert(name)
                outside.liveDirective = outside.liveDirective ?? "@live(\(name).liveValue)"
            } else if key.declaration.kind == .extensionType {
                outside.keptConformances.insert(Self.position(of: key))
            } else {
                outside.movesConformance = true
                report(.importLiveConformanceMoved(name), at: key.declaration.nameRange, in: key)
            }
        }
        return outside
    }

    /// Keeps a key the live value needs, and lists the values in it that the spec takes for deletion one by one.
    mutating func keep(_ key: ImportInventory.Located, _ outside: OutsideLive, into draft: inout Draft) -> Bool {
        let name = ImportInventory.bareName(key.declaration.name)
        if outside.keptKeys.contains(name) {
            draft.kept.append(kept(key, .liveKey(key: name, directive: outside.liveDirective ?? "")))
            return true
        }
        guard outside.keptConformances.contains(Self.position(of: key)) else { return false }
        let availability = Self.liveAvailability(of: key)
        if let availability {
            draft.kept.append(kept(key, .availableLiveConformance(key: name, attribute: availability)))
        } else {
            draft.kept.append(kept(key, .liveConformance(key: name)))
        }
        for member in key.declaration.members where member.isStatic && Self.keyValueNames.contains(member.name) {
            if availability != nil, member.name == "liveValue" { continue }
            let value = MemberName(base: member.name).qualified(by: name)
            draft.replaced.append(replacement(of: key.member(member), .keyValue(value)))
        }
        return true
    }

    /// The `@available` of an extension conforming a key to `DependencyKey` that declares the `liveValue` itself
    /// (`@available(iOSApplicationExtension, unavailable) extension AppClient: DependencyKey`): the live value stays
    /// in it, where it is, as no `@live` can carry the attribute.
    static func liveAvailability(of key: ImportInventory.Located) -> String? {
        guard key.declaration.kind == .extensionType, conformsToDependencyKey(key),
            key.declaration.members.contains(where: { $0.isStatic && $0.name == "liveValue" })
        else { return nil }
        return key.declaration.attributes.first { $0.name == "available" }?.text
    }

    /// Whether the registration's live value is declared in a conformance with an `@available` (see
    /// ``liveAvailability(of:)``).
    static func isLiveValueLimitedByAvailability(_ registration: ImportInventory.Registration) -> Bool {
        guard let live = registration.live?.location else { return false }
        return registration.keys.contains { key in
            key.file == live.file && liveAvailability(of: key) != nil
                && key.declaration.range.start <= live.declaration.range.start
                && live.declaration.range.end <= key.declaration.range.end
        }
    }

    /// How a key is listed for deletion: a `TestDependencyKey` only, whose live side is outside the inputs, says so,
    /// and which key a conformance to `DependencyKey` there must extend now.
    func replacedKey(_ key: ImportInventory.Located, _ outside: OutsideLive) -> ReplacedDeclaration.Kind {
        let name = ImportInventory.bareName(key.declaration.name)
        guard outside.isTestKeysOnly else { return .key(name) }
        return .testKey(name, generatedKey: name == generatedKeyName || name == scopeName ? nil : generatedKeyName)
    }

    /// `typealias ForecastKey = ForecastClientKey`: the name of a deleted `TestDependencyKey` of another name than the
    /// generated key, for the conformance to `DependencyKey` outside the inputs (`extension ForecastKey: @retroactive
    /// DependencyKey` in a live module), which then extends the generated key, and for code naming the key.
    static func keyAlias(_ name: String, of key: ImportInventory.Located, for generated: String) -> [String] {
        let access = key.declaration.accessModifier.map { $0 + " " } ?? ""
        return [
            "/// The key's name before clientgen import: what gives it its live value outside the inputs extends it.",
            "\(access)typealias \(name) = \(generated)",
        ]
    }

    private func kept(_ located: ImportInventory.Located, _ kind: KeptDeclaration.Kind) -> KeptDeclaration {
        KeptDeclaration(
            path: inventory.files[located.file].source.path,
            range: SourceRange(start: located.declaration.fullStart, end: located.declaration.range.end), kind: kind)
    }

    /// A diagnostic at a range of the file of a declaration (the key's, which need not be the client's).
    private mutating func report(
        _ message: DiagnosticMessage,
        at range: SourceRange,
        in located: ImportInventory.Located
    ) {
        diagnostics.append(Diagnostic(message, path: inventory.files[located.file].source.path, range: range))
    }

    static func conformsToDependencyKey(_ key: ImportInventory.Located) -> Bool {
        key.declaration.inheritance.contains { ImportInventory.bareName($0) == "DependencyKey" }
    }

    static func position(of located: ImportInventory.Located) -> String {
        "\(located.file):\(located.declaration.nameRange.start)"
    }
}
