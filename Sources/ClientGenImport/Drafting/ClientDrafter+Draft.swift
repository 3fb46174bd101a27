import ClientGenCore

/// What drafting one client gives: its spec, its extras and what the generated code replaces.
extension ClientDrafter {
    /// What drafting one client gives.
    struct Draft {
        var spec: SpecDraft
        /// Members for `extension Client { ... }` in the extras file, each as unindented lines.
        var extras: [[String]] = []
        /// Members for `extension ClientKey { ... }` (a protocol client's multi-line key values).
        var keyExtras: [[String]] = []
        /// Accessors for `extension DependencyValues { ... }` in the extras file: the other accessors of a deleted
        /// key, reading the generated one.
        var accessorExtras: [[String]] = []
        /// Key values declared under `#if`, each for an extension of the key under its condition in the extras file.
        var conditionalKeyValues: [ImportInventory.ConditionalKeyValue] = []
        /// Declarations that follow the extensions in the extras file as they are written: the extensions of a nested
        /// type moved there, which must stay in its file (for `Equatable` synthesis, or a `Sendable` conformance).
        var movedDeclarations: [[String]] = []
        /// Whether the key's extension in the extras file declares `liveValue`, so conforms to `DependencyKey`.
        var keyConformsToDependencyKey = false
        /// Whether the checks left the whole client out.
        var isLeftOut = false
        /// The client's mock, when the inputs are code clientgen generated: what its spec said about the mock.
        var generatedMock: GeneratedMock?
        /// The key values written as directives (`@live(…)`), by directive: where the checks reject one, it moves to
        /// the extras file as it is written instead.
        var movableValues: [String: MovableValue] = [:]
        /// A static `noop` the struct declares in its body, moved to the extras file: dropped from there when the
        /// generated `noop` returns the same.
        var movedNoop: MovedNoop?
        /// The default values of the struct's own memberwise initializer, which the generated one does not have.
        var memberwiseDefaults: MemberwiseDefaults?
        /// The extras file's imports: those of the spec, with `Dependencies` and the modules it re-exports.
        var extrasImportLines: [String] = []
        /// The name the client's declaration has in the Swift sources (`GatewayClient.LinkWallet` for a sub-client
        /// imported as `GatewayLinkWallet`), whose extensions may declare what the generated code declares.
        var scopeName = ""
        /// The access modifier, with a space, that the members moved into the key's extension need: the client's.
        var keyAccess = ""
        /// `nonisolated ` before the extras file's extension of the client, and of its key, when the client or key
        /// was declared `nonisolated` (see ``ClientDrafter/extensionIsolation(keys:)``); otherwise empty.
        var clientIsolation = ""
        var keyIsolation = ""
        var replaced: [ReplacedDeclaration] = []
        /// Declarations the app still needs that import might have taken for replaced: the live side of a key.
        var kept: [KeptDeclaration] = []
    }
}

extension ClientDrafter.Draft {
    /// Moves a key value to the key's extension in the extras file, as it is written. The generated key declares a
    /// `testValue` of its own, so a test value moves as `importedTestValue`, which `@test` names.
    mutating func moveToExtras(_ movable: MovableValue, inventory: ImportInventory) {
        let value = movable.value
        var lines = inventory.extraLines(value.location.declaration, in: value.location.file, access: keyAccess)
        if movable.name == "live" { keyConformsToDependencyKey = true }
        if movable.name == "test", let renamed = Self.renaming("testValue", to: Self.importedTestValue, in: lines) {
            lines = renamed
            let isStruct = spec.attributes.contains("@style(struct)")
            let key = isStruct ? "" : SwiftName.escaped(spec.clientName + "Key")
            spec.attributes.append("@test(\(key).\(Self.importedTestValue))")
        }
        keyExtras.append(lines)
    }

    /// The name a test value of statements moves to the extras file under.
    static let importedTestValue = "importedTestValue"

    /// The lines of a moved property with its name changed where it is declared (`static var testValue: Self {`).
    private static func renaming(_ name: String, to newName: String, in lines: [String]) -> [String]? {
        for (index, line) in lines.enumerated() {
            for keyword in ["var ", "let "] {
                guard let found = line.firstRange(of: keyword + name) else { continue }
                let after = line[found.upperBound...].first
                guard after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
                var renamed = lines
                renamed[index].replaceSubrange(found, with: keyword + newName)
                return renamed
            }
        }
        return nil
    }
}

/// A struct client's own `noop`, moved from its body to the extras file.
struct MovedNoop {
    var located: ImportInventory.Located
    /// Its place among the members of the client's extension in the extras file.
    var extrasIndex: Int
}

/// A key value drafted as a directive, which can move to the extras file as it is written.
struct MovableValue {
    /// `live`, `preview` or `test`.
    var name: String
    var value: ImportInventory.KeyValue
}
