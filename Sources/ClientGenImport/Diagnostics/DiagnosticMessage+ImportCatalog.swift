import ClientGenCore

/// The messages of `clientgen import`: warnings located in the Swift sources it reads, and the notes that say what
/// the generated code replaces. Part of the one catalog (see DiagnosticMessage+Catalog.swift).
extension DiagnosticMessage {
    /// Why the spec's check rejects part of a drafted spec: the generator's own message, as a note.
    static let importRejection = "its spec's check rejects it (the note says why)"
    static func importAttributeLeftOut(_ attribute: String, client: String) -> Self {
        Self(
            .importAttributeLeftOut,
            "'\(attribute)' of '\(client)' was left out of the spec: \(importRejection)", severity: .warning)
    }
    static func importChosenPlaceholder(_ member: String, value: String) -> Self {
        Self(
            .importChosenPlaceholder,
            "'\(member)' returns '\(value)' from its unimplemented double, a value import chose: the sources do not say "
                + "what it returns; write '@placeholder(<value>)' in the spec with the value tests should get",
            severity: .warning)
    }
    static func importClientLeftOut(_ client: String, reason: String) -> Self {
        Self(.importClientLeftOut, "'\(client)' was not imported: \(reason)", severity: .warning)
    }
    /// Why a client registered only as an optional value is left out.
    static func importOptionalRegistration(_ client: String, by registration: String, type: String) -> String {
        "\(registration) registers it as an optional value, '\(type)', a service that may be absent, and the "
            + "generated code would register a '\(client)' with an unimplemented test value under the same names; "
            + "keep the registration as it is, or register a non-optional value and import again"
    }
    static func importRegisteredInAnotherModule(_ client: String, accessor: String, path: String) -> String {
        "its accessor '\(accessor)' is declared in another module, '\(path)', and the generated code, compiled into "
            + "the module of '\(client)', would register it there, without the live value that module gives it; "
            + "keep the registration as it is, or move it next to the client and import again"
    }
    /// Why a client whose accessor reads a key declared inside a type (`self[QuoteClient.Key.self]`) is left out.
    static func importNestedKey(_ client: String, accessor: String, key: String) -> String {
        "its accessor '\(accessor)' reads the key '\(key)', declared inside another type, where import does not read "
            + "a key's values, and the generated key of '\(client)' would register it without that key's live value; "
            + "keep the registration as it is, or move the key to the top level and import again"
    }
    /// Why a client whose key value code assigns (`GearClient.testValue.pack = …`) is left out.
    static func importAssignedKeyValue(_ value: String, path: String, line: Int) -> String {
        "'\(value)' is a 'static var' that '\(path):\(line)' assigns, and the generated key declares it as a "
            + "constant, so that code would no longer compile; override the dependency with 'withDependencies' "
            + "instead and import again, or keep the client hand-written"
    }
    static func importClientNotFound(_ client: String) -> Self {
        Self(.importClientNotFound, "no protocol or client struct named '\(client)' was found in the inputs")
    }
    static func importMarkerProtocol(_ name: String) -> Self {
        Self(
            .importMarkerProtocol,
            "'\(name)' declares no requirement and inherits no protocol of the inputs that declares one: a marker, "
                + "not a client (if its parents have requirements, give import the files declaring them)")
    }
    /// A third-party mock macro left out of a client's spec, with its module's import when a file had one.
    static func importMockMacroLeftOut(_ macro: String, client: String, withImport: Bool) -> Self {
        let left = withImport ? "'@\(macro)' and 'import \(macro)' were" : "'@\(macro)' was"
        let rest =
            withImport
            ? "; the Swift file keeps its 'import \(macro)' until nothing else there uses it"
            : ""
        return Self(
            .importMockMacroLeftOut,
            "\(left) left out of the spec of '\(client)': the mock clientgen generates replaces the macro's (tests "
                + "that use the macro's mock move to it)\(rest)",
            severity: .note)
    }
    static func importConditionalClient(_ client: String, condition: String) -> Self {
        Self(
            .importConditionalClient,
            "'\(client)' is declared under '#if \(condition)', but the generated code is not: generate the spec "
                + "only where the condition holds (a target of those platforms)",
            severity: .warning)
    }
    /// Why a closure property's default value could not become a directive.
    enum ImportDefaultProblem {
        case notAClosure, statements, usesArguments
    }
    static func importDefaultLeftOut(_ member: String, problem: ImportDefaultProblem) -> Self {
        let reason =
            switch problem {
            case .notAClosure: "it is not a closure literal"
            case .statements: "its body is more than one expression"
            case .usesArguments: "it uses the closure's arguments"
            }
        return Self(
            .importDefaultLeftOut,
            "the default value of '\(member)' was not imported: \(reason); write '@placeholder(<value>)' in the spec "
                + "for what its unimplemented closure returns",
            severity: .warning)
    }
    static func importDirectiveLeftOut(_ directive: String, member: String) -> Self {
        Self(
            .importDirectiveLeftOut,
            "'\(directive)' of '\(member)' was left out of the spec: \(importRejection)", severity: .warning)
    }
    static func importImportsLeftOut(client: String) -> Self {
        Self(
            .importImportsLeftOut,
            "the imports of the files declaring '\(client)' were left out of its spec: \(importRejection); write the "
                + "imports its types need by hand",
            severity: .warning)
    }
    static func importInheritanceLeftOut(_ inherited: String, client: String) -> Self {
        Self(
            .importInheritanceLeftOut,
            "'\(client)' no longer inherits '\(inherited)' in its spec: \(importRejection)", severity: .warning)
    }
    static func importKeep(_ kind: KeptDeclaration.Kind, lines: ClosedRange<Int>) -> Self {
        let range = "(lines \(lines.lowerBound)-\(lines.upperBound))"
        let text =
            switch kind {
            case .liveConformance(let key):
                "keep the conformance of '\(key)' to 'DependencyKey' \(range): its 'liveValue' is declared outside the "
                    + "inputs, and the generated code declares none, so without it the app would get the test value"
            case .availableLiveConformance(let key, let attribute):
                "keep the conformance of '\(key)' to 'DependencyKey' \(range) with its 'liveValue': its "
                    + "'\(attribute)' says where the live value exists, which a spec's '@live' cannot say"
            case .liveKey(let key, let directive):
                "keep the key '\(key)' \(range): its 'liveValue' is declared outside the inputs, and the spec's "
                    + "'\(directive)' reads it"
            }
        return Self(.importKeep, text, severity: .note)
    }
    static func importLiveConformanceMoved(_ key: String) -> Self {
        Self(
            .importLiveConformanceMoved,
            "'\(key)' conforms to 'DependencyKey', and its 'liveValue' is declared outside the inputs: the generated "
                + "'\(key)' replaces it, and the extras file conforms that one to 'DependencyKey', which the value "
                + "outside the inputs still satisfies",
            severity: .note)
    }
    static func importDelete(_ kind: ReplacedDeclaration.Kind, lines: ClosedRange<Int>) -> Self {
        var text =
            "delete \(importReplacedDeclaration(kind)) (lines \(lines.lowerBound)-\(lines.upperBound)): "
            + "\(importReplacement(kind)) replaces it"
        switch kind {
        case .testKey(_, generatedKey: nil):
            text +=
                ", but not its live value, outside the inputs or in another module: keep the conformance to "
                + "'DependencyKey' there that gives it one, which extends the generated key as it extended this one"
        case .testKey(let key, generatedKey: let generated?):
            text +=
                ", but not its live value, outside the inputs or in another module: the extras file declares "
                + "'typealias \(key) = \(generated)', so the conformance to 'DependencyKey' there that gives it one "
                + "extends the generated key"
        default:
            break
        }
        return Self(.importDelete, text, severity: .note)
    }
    /// What a replaced declaration is, as `import.delete` names it.
    static func importReplacedDeclaration(_ kind: ReplacedDeclaration.Kind) -> String {
        switch kind {
        case .client(let name), .keyValue(let name), .generatedName(let name), .movedToExtras(let name),
            .unimplementedCallsMoved(let name):
            "'\(name)'"
        case .accessor(let name): "the accessor 'DependencyValues.\(name)'"
        case .key(let name), .testKey(let name, _): "the key '\(name)'"
        case .defaultOverloads(let client): "the extension of '\(client)' with its overloads for default values"
        case .defaultOverload(let name): "'\(name)' (an overload for default values)"
        case .defaultImplementation(let name): "'\(name)' (a default implementation with default values)"
        case .unimplementedDouble(let name): "the unimplemented double '\(name)'"
        case .nestedTypeExtension(let name): "the extension of '\(name)'"
        case .forwardingMethod(let name): "'\(name)' (a method forwarding to its closure)"
        case .sendableExtension(let name), .sendableExtensionMoved(let name):
            "the extension conforming '\(name)' to 'Sendable'"
        }
    }
    /// What replaces a declaration, as `import.delete` says.
    static func importReplacement(_ kind: ReplacedDeclaration.Kind) -> String {
        switch kind {
        case .client: "the spec"
        case .accessor, .key, .testKey: "the generated code"
        case .keyValue: "the generated key"
        case .defaultOverloads, .defaultOverload: "the generated interface"
        case .defaultImplementation: "its copy in the extras file (without the default values, which the spec has)"
        case .unimplementedDouble: "the generated one"
        case .generatedName(let name): "the generated '\(name)'"
        case .nestedTypeExtension, .movedToExtras: "its copy in the extras file"
        case .forwardingMethod: "the generated method"
        case .unimplementedCallsMoved:
            "its copy in the extras file, calling 'IssueReporting.unimplemented(…)' (the generated struct's static "
                + "'unimplemented' hides the function in its extensions),"
        case .sendableExtension: "the generated struct, which declares the conformance,"
        case .sendableExtensionMoved:
            "its copy in the extras file, without 'Sendable' (which the generated struct declares),"
        }
    }
    static func importPrivateValue(_ directive: String, names: [String]) -> Self {
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            .importPrivateValue,
            "'@\(directive)(…)' names \(listed), private to this file, which the generated file cannot see: make "
                + (names.count == 1 ? "it" : "them") + " internal before building",
            severity: .warning)
    }
    static func importNonisolatedNestedType(_ type: String, client: String) -> Self {
        Self(
            .importNonisolatedNestedType,
            "'\(type)' is nested in '\(client)', which is 'nonisolated' here but not in the generated code (a spec "
                + "cannot say it of a client): in a module isolated to the main actor by default, '\(type)' would be "
                + "too; write 'nonisolated' before its declaration to keep it usable from anywhere",
            severity: .warning)
    }
    static func importEntryKeyName(_ key: String, generated: String) -> Self {
        Self(
            .importEntryKeyName,
            "the '@DependencyEntry' names its key '\(key)', which a spec cannot: the generated key is '\(generated)'; "
                + "code that names '\(key)' must name '\(generated)'",
            severity: .warning)
    }
    /// A kept declaration with the name of one the generated code declares, and the name to give it.
    static func importGeneratedNameClash(
        _ name: String,
        client: String,
        rename: String,
        named directive: String?,
        inAnotherModule: Bool = false
    ) -> Self {
        var why = directive.map { "the spec's '\($0)' names it" } ?? "it is not a double the generated one replaces"
        if inAnotherModule {
            why =
                "it is declared in another module, whose code uses what it declares; the two clash where both modules are imported"
        }
        return Self(
            .importGeneratedNameClash,
            "'\(name)' has the name of a type the spec of '\(client)' generates, but it stays (\(why)): rename it, "
                + "for example to '\(rename)', together with what names it (the spec too), before generating",
            severity: .warning)
    }
    static func importShadowedUnimplemented(_ member: String, client: String) -> Self {
        Self(
            .importShadowedUnimplemented,
            "'\(member)', in another module, calls 'unimplemented(…)' unqualified, which the generated struct's "
                + "static '\(client).unimplemented' hides in extensions of '\(client)': write "
                + "'IssueReporting.unimplemented(…)' there",
            severity: .warning)
    }
    static func importHandWrittenNoop(_ client: String) -> Self {
        Self(
            .importHandWrittenNoop,
            "'\(client).noop' returns other values than the 'noop' the spec of '\(client)' would generate (or values "
                + "import cannot compare), so the spec says '@noop(none)' and it moved to the extras file as it is: "
                + "delete '@noop(none)' and the extras file's 'noop' to use the generated one",
            severity: .warning)
    }
    static func importHoistedSubClient(_ subClient: String, as name: String) -> Self {
        Self(
            .importHoistedSubClient,
            "'\(subClient)' is a sub-client declared inside its client, and a spec declares only clients at the top "
                + "level, so it is imported as '\(name)', and '\(subClient)' becomes a type alias of it (in the extras "
                + "file of its client)",
            severity: .warning)
    }
    static func importImported(_ client: String, into files: [String], isDryRun: Bool) -> Self {
        Self(
            .importImported,
            "\(isDryRun ? "would import" : "imported") '\(client)' into "
                + files.map { "'\($0)'" }.joined(separator: " and "),
            severity: .note)
    }
    static func importInitializerKept(_ initializer: String) -> Self {
        Self(
            .importInitializerKept,
            "'\(initializer)' was moved to the extras file as it is, but it does more than assign the members: make it "
                + "call the generated memberwise 'init' (the generated struct keeps its endpoints in storage of its own)",
            severity: .warning)
    }
    static func importInitializerDefaults(_ initializer: String) -> Self {
        Self(
            .importInitializerDefaults,
            "'\(initializer)' gives default values to its arguments other than the generated memberwise 'init' gives "
                + "(each endpoint's unimplemented value): the key's values were written out with them, but other calls "
                + "that leave arguments out now get the unimplemented ones, or no longer compile: write those arguments "
                + "out",
            severity: .warning)
    }
    /// Why a protocol's requirement, or a struct's member, cannot be a spec's member.
    enum ImportUnconvertibleProblem {
        case untypedStoredValue, rejected, narrowerSetter, privateStoredProperty, nonSendableStoredValue
    }
    static func importUnconvertibleMember(_ member: String, client: String, problem: ImportUnconvertibleProblem)
        -> Self
    {
        let reason =
            switch problem {
            case .untypedStoredValue: "its type is not written, and a spec needs it"
            case .rejected: importRejection
            case .narrowerSetter: "its setter is less visible than its getter, and a spec's members have one access"
            case .privateStoredProperty:
                "it is a private stored property, which a spec cannot declare and an extension in the extras file "
                    + "cannot store"
            case .nonSendableStoredValue:
                "it stores a value of a type the inputs declare that is not 'Sendable', and the generated struct is "
                    + "'Sendable' with each value it stores"
            }
        return Self(
            .importUnconvertibleMember,
            "'\(member)' cannot be a member of a spec: \(reason); so that it is not lost, '\(client)' was not "
                + "imported: keep '\(client)' hand-written, or move '\(member)' out of it (to a protocol or "
                + "extension of your own) and import again",
            severity: .warning)
    }
    static func importTooDeeplyConditional(_ client: String, depth: Int) -> Self {
        Self(
            .importTooDeeplyConditional,
            "'\(client)' is inside \(depth) nested '#if' blocks, more than a spec can nest, so it was not imported: "
                + "keep it hand-written",
            severity: .warning)
    }
    static func importNestedClient(_ client: String, outer: String) -> Self {
        Self(
            .importNestedClient,
            "'\(client)' is declared inside '\(outer)', and a spec declares only clients at the top level, so it was "
                + "not imported: keep it hand-written, or declare it at the top level (and name it there) to import it",
            severity: .warning)
    }
    static func importNestedSubClient(_ subClient: String, client: String, placeholder: String) -> Self {
        Self(
            .importNestedSubClient,
            "'\(subClient)' is a sub-client of '\(client)' declared inside it, and a spec declares only clients at the "
                + "top level, so it stays hand-written (in the extras file, if it moves); the spec of '\(client)' "
                + "takes its unimplemented value, '\(placeholder)', from the sources",
            severity: .warning)
    }
    static func importNonSendableConformer(_ conformer: String, client: String) -> Self {
        Self(
            .importNonSendableConformer,
            "'\(conformer)' conforms to '\(client)', whose generated protocol is 'Sendable' (a dependency's value "
                + "must be), but '\(conformer)' is not known to be, or conforms in a global actor's isolation: make it "
                + "'Sendable' and nonisolated (immutable, or an actor), isolate '\(client)' to the same global actor, or "
                + "keep '\(client)' hand-written",
            severity: .warning)
    }
    static let importNoClients = Self(
        .importNoClients,
        "no dependency client was found: import reads protocols, and structs of closures that are '@DependencyClient's "
            + "or dependency keys")
    static func importNonSendableClosures(_ client: String) -> Self {
        Self(
            .importNonSendableClosures,
            "the closures of '\(client)' are not '@Sendable', and the generated struct's are (a dependency's value must "
                + "be 'Sendable'): the values it is built from, such as its live value, must capture only 'Sendable' "
                + "values",
            severity: .warning)
    }
    static func importNonSendableHelper(_ type: String, conformer: String) -> Self {
        Self(
            .importNonSendableHelper,
            "'\(type)' is not registered as a dependency, and '\(conformer)', which is not known to be 'Sendable', "
                + "conforms to it: as a spec, '\(type)' would be 'Sendable' and '\(conformer)' would no longer "
                + "conform, so it was not imported; pass '--client \(type)' to import it anyway",
            severity: .warning)
    }
    static func importDuplicateClient(_ name: String) -> Self {
        Self(
            .importDuplicateClient,
            "'\(name)' is declared again here, and only its first declaration was imported (a spec names one client "
                + "once); import this one on its own, with its file or folder as the only input, into another output",
            severity: .warning)
    }
    static func importRegisteredNonClient(_ type: String) -> Self {
        Self(
            .importRegisteredNonClient,
            "'\(type)' is registered as a dependency, but holds no closure import can read (nor a struct of them), so "
                + "it was not imported: import reads protocols and structs of closures, through the type aliases the "
                + "inputs declare; keep it hand-written, or add the file declaring its closures' types to the inputs",
            severity: .warning)
    }
    static func importLookAlikeName(_ client: String, lookAlike: String) -> Self {
        Self(
            .importLookAlikeName,
            "'\(lookAlike)' is declared twice, spelt with characters composed differently: Swift takes the two "
                + "for different types, and import would read them as one, so '\(client)' was not imported; rename one "
                + "of them and import again",
            severity: .warning)
    }
    static func importClosureDependency(_ name: String, type: String) -> Self {
        Self(
            .importClosureDependency,
            "'\(name)' is a dependency of type '\(type)', a bare closure, not a client, so it was not imported: a spec "
                + "declares a client with named members; keep it hand-written",
            severity: .warning)
    }
    static func importTypeOnlyProtocol(_ type: String, user: String) -> Self {
        Self(
            .importTypeOnlyProtocol,
            "'\(type)' is not registered as a dependency, and the members of '\(user)' use it as a type (a value they "
                + "pass or return, or a constraint), so it was not imported: a spec would make it 'Sendable'; pass "
                + "'--client \(type)' to import it anyway",
            severity: .warning)
    }
    static func importTrapping(_ member: String) -> Self {
        Self(
            .importTrapping,
            "'\(member)' has no value its unimplemented double could return, so the spec says '@trapping': the double "
                + "reports the issue and then stops; write '@placeholder(<value>)' instead to return a value",
            severity: .warning)
    }
}

extension NoteMessage {
    static func importSpecCheck(_ message: String) -> Self {
        Self(.noteImportSpecCheck, "the spec's check says: \(message)")
    }
}
