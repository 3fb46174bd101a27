/// Lowers a validated spec into the plan its file is printed from: which artifacts each client gets, in which order,
/// and every name, type, call and message in them.
///
/// Validation has decided what the spec means (fallbacks, mock names, overloads, what the mock records); lowering
/// decides how that is spelt in Swift, once, so that each emitter only prints its part of the plan.
enum SpecLowering {
    static func plan(_ spec: SpecModel, artifacts: Set<Artifact>, extraImports: [ImportModel]) -> SpecPlan {
        let ordered = artifacts.sorted()
        var plans: [ArtifactPlan] = []
        var conditional: [ConditionalArtifacts] = []
        for client in spec.clients {
            let lowering = ClientLowering(client: client, artifacts: artifacts)
            let start = plans.count
            for artifact in ordered {
                if let plan = lowering.plan(for: artifact) { plans.append(plan) }
            }
            if let condition = client.condition, plans.count > start {
                conditional.append(ConditionalArtifacts(condition: condition.text, artifacts: start..<plans.count))
            }
        }
        return SpecPlan(
            sourcePath: ControlCharacters.escaped(spec.source.path),
            imports: imports(of: spec, artifacts: artifacts, extraImports: extraImports),
            artifacts: plans, conditionalArtifacts: conditional)
    }

    /// `import Dependencies` (with the access it needs), then the spec's imports in order, then the extra imports of
    /// modules the spec does not import, each module once. A spec that imports `Dependencies` itself keeps its own
    /// spelling.
    ///
    /// Each import gets the access its uses in the file need, as an unused `public import` is a warning: the spec's
    /// imports keep theirs where a public or package declaration of the file mentions the spec's types (an interface,
    /// a double, a mock), and lose it where none does (a live module's file, a test-support module's file of a struct
    /// client); an extra import given as a bare module name (the interface module of a live or test-support module)
    /// is `public` where a public client's artifact uses it, as `InternalImportsByDefault` requires.
    static func imports(of spec: SpecModel, artifacts: Set<Artifact>, extraImports: [ImportModel]) -> [ImportModel] {
        var imports: [ImportModel] = []
        let ownDependencies = dependenciesImports(spec, artifacts: artifacts)
        if !spec.imports.contains(where: { $0.importsModule("Dependencies") }) { imports += ownDependencies }
        let keepsAccess = exposesSpecTypes(spec, artifacts: artifacts)
        // The spec's `public import Dependencies` is plain where no public declaration of the file uses it.
        let dependenciesArePublic = ownDependencies.contains { $0.access == .public }
        for decl in spec.imports {
            var decl = decl
            if decl.path == "Dependencies" ? decl.access == .public && !dependenciesArePublic : !keepsAccess {
                decl.access = nil
            }
            if !imports.contains(decl) { imports.append(decl) }
        }
        let extraAccess: ImportModel.Access? = usesExtraImports(spec, artifacts: artifacts) ? .public : nil
        // A spelled-out import of a module wins over a bare one of the same module, whatever their order.
        let extras = extraImports.filter { $0.access != nil } + extraImports.filter { $0.access == nil }
        for var decl in extras where !imports.contains(where: { $0.declaresSame(as: decl) }) {
            if decl.access == nil, decl.attributes.isEmpty, decl.kind == nil { decl.access = extraAccess }
            imports.append(decl)
        }
        return imports
    }

    /// Whether a public or package declaration of the file mentions the types the spec's imports bring: a client's
    /// interface, its unimplemented double, or a protocol client's mock.
    private static func exposesSpecTypes(_ spec: SpecModel, artifacts: Set<Artifact>) -> Bool {
        spec.clients.contains { client in
            client.access != .internal
                && (artifacts.contains(.interface) || artifacts.contains(.unimplemented)
                    || (artifacts.contains(.mock) && client.style == .protocol))
        }
    }

    /// Whether a public client's artifact in the file uses the extra imports (the interface module of a live or
    /// test-support module): any artifact it generates here does.
    private static func usesExtraImports(_ spec: SpecModel, artifacts: Set<Artifact>) -> Bool {
        spec.clients.contains { client in
            client.access == .public
                && artifacts.contains { artifact in
                    switch artifact {
                    case .mock: client.style == .protocol
                    case .live: client.values.live != nil
                    default: true
                    }
                }
        }
    }

    /// `import Dependencies` with the access it needs: `public` when a public client's generated interface mentions
    /// swift-dependencies' types (the key's conformance, the `DependencyValues` accessor, the live value), as
    /// `InternalImportsByDefault` requires, and otherwise none, since an unused `public import` is a warning.
    ///
    /// Package clients get a plain import: in Swift 6's default mode, `package import Dependencies` here next to a
    /// plain `import Dependencies` in another file of the module is an error ("ambiguous implicit access level").
    /// Under `InternalImportsByDefault`, their spec writes `package import Dependencies`, which replaces this import.
    ///
    /// When every such client is under `#if`, the import is `public` only under their conditions and plain elsewhere:
    /// where none of them is compiled, a `public import` would be unused.
    private static func dependenciesImports(_ spec: SpecModel, artifacts: Set<Artifact>) -> [ImportModel] {
        let exposing = spec.clients.filter { client in
            client.access == .public
                && (artifacts.contains(.key) || artifacts.contains(.values)
                    || (artifacts.contains(.live) && client.values.live != nil))
        }
        guard !exposing.isEmpty else { return [ImportModel(access: nil, path: "Dependencies")] }
        var conditions: [String] = []
        for client in exposing {
            guard let condition = client.condition?.text else {
                return [ImportModel(access: .public, path: "Dependencies")]
            }
            if !conditions.contains(condition) { conditions.append(condition) }
        }
        let anyOf = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " || ")
        var publicImport = ImportModel(access: .public, path: "Dependencies")
        publicImport.condition = anyOf
        var plainImport = ImportModel(access: nil, path: "Dependencies")
        plainImport.condition = ConditionalChainSyntax.negation(of: anyOf)
        return [publicImport, plainImport]
    }
}

/// Lowers one client's artifacts.
struct ClientLowering {
    let client: ClientModel
    /// The artifacts generated with this one, which it may refer to.
    var artifacts: Set<Artifact> = Set(Artifact.allCases)

    /// The plan of one artifact, or `nil` when the artifact has nothing to say for the client: a struct client has
    /// no mock (tests set its closures), and only a client with `@live` has a live value.
    func plan(for artifact: Artifact) -> ArtifactPlan? {
        switch (artifact, client.style) {
        case (.interface, .protocol): return .protocolInterface(protocolPlan())
        case (.interface, .struct): return .structInterface(structClientPlan())
        case (.key, _): return .key(keyPlan())
        case (.values, _): return .values(valuesPlan())
        case (.unimplemented, .protocol): return .unimplementedDouble(unimplementedDoublePlan())
        case (.unimplemented, .struct): return .structDefaults(structDefaultsPlan())
        case (.mock, .protocol): return .mock(mockPlan())
        case (.mock, .struct): return nil
        case (.live, _): return livePlan().map(ArtifactPlan.live)
        }
    }

    /// The global actors a member is isolated to: its own, which replace the client's as a member's attribute does
    /// its type's in Swift (`@MainActor` on both is one actor, and a closure type takes only one), or the client's;
    /// none for a `nonisolated` member.
    func globalActors(of member: MemberModel) -> [AttributeModel] {
        if member.modifiers.contains(where: \.isNonisolated) { return [] }
        return member.attributes.globalActors.isEmpty ? client.attributes.globalActors : member.attributes.globalActors
    }

    /// The modifiers of a declaration with the client's access, `nonisolated` when it must be usable from any
    /// isolation.
    func modifiers(nonisolated: Bool = false) -> DeclarationModifiers {
        DeclarationModifiers(access: client.access, isNonisolated: nonisolated)
    }

    /// The modifiers of a double's or mock's `init()`: `nonisolated`, so a nonisolated key can create it, but for an
    /// actor's, which is nonisolated already (and may not say so).
    var initializerModifiers: DeclarationModifiers {
        modifiers(nonisolated: !client.isActor)
    }

    /// The type `DependencyValues` holds: `any WeatherClient`, or the struct itself.
    var valueType: TypeSyntax {
        client.style == .protocol ? .existential(.named(client.name)) : .named(client.name)
    }

    /// The type that conforms to `TestDependencyKey`: the key enum, or the struct itself.
    var keyTypeName: String {
        client.style == .protocol ? client.names.key : client.name
    }

    /// The client's conformances with `Sendable`, which every client has: appended to a protocol's, first in a
    /// struct's. `Swift.Sendable` written in the spec counts.
    func conformancesWithSendable() -> [TypeSyntax] {
        Self.addingSendable(to: client.inheritance, first: client.style == .struct)
    }

    /// Conformances with `Sendable` added, first or last, unless they have it (as `Sendable` or `Swift.Sendable`):
    /// how every generated type that must be `Sendable` (a protocol, a struct, a mock, a recorder) declares it.
    static func addingSendable(to conformances: [TypeSyntax], first: Bool = false) -> [TypeSyntax] {
        guard !conformances.contains(where: \.isSendableProtocol) else { return conformances }
        return first ? [.named("Sendable")] + conformances : conformances + [.named("Sendable")]
    }

    /// The client's name in code voice after its indefinite article, as it is read aloud: "an `AlertClient`",
    /// "a `UserClient`", "an `HTTPClient`", for the generated documentation; "An …" to begin a sentence.
    func clientWithArticle(capitalized: Bool = false) -> String {
        let letters = Array(client.name.lowercased().prefix(4))
        let isInitialism = client.name.prefix(2).allSatisfy(\.isUppercase)
        let soundsLikeVowel: Bool
        if isInitialism, let first = letters.first {
            soundsLikeVowel = "aefhilmnorsx".contains(first)  // "an HTTP…", "an SMS…", but "a URL…"
        } else {
            let word = String(letters)
            let vowelLikeConsonant = ["hour", "hone", "heir"].contains(where: word.hasPrefix)
            let consonantLikeVowel = ["eu", "one", "uni", "use", "usa", "usu", "uti", "ura", "ure", "uri"].contains(
                where: word.hasPrefix)
            let startsWithVowel = letters.first.map { "aeiou".contains($0) } ?? false
            soundsLikeVowel = vowelLikeConsonant || (startsWithVowel && !consonantLikeVowel)
        }
        let article = soundsLikeVowel ? (capitalized ? "An" : "an") : (capitalized ? "A" : "a")
        return article + " `" + client.name + "`"
    }

    /// `Unimplemented: 'WeatherClient.forecast(for:days:)'`.
    func unimplementedIssue(for member: MemberModel) -> UnimplementedBody.Issue {
        .unimplemented(member: member.qualifiedName)
    }
}

extension TypeSyntax {
    /// Whether the type is the `Actor` protocol, as `Actor`, `Swift.Actor` or `_Concurrency.Actor`.
    var isActorProtocol: Bool {
        isStandard("Actor")
    }

    /// Whether the type is the `Sendable` protocol, as `Sendable` or `Swift.Sendable`.
    var isSendableProtocol: Bool {
        isStandard("Sendable")
    }
}
