import ClientGenCore

/// `clientgen import`: turns the dependency clients an app already has, in Swift source, into specs.
///
/// The pipeline is skim → inventory → draft → check → render: each Swift file is skimmed with the spec lexer for the
/// declarations import reads, without parsing bodies; the inventory finds the clients and what registers them (keys,
/// accessors, doubles); each client is drafted as a spec and an extras file; the drafts are checked with the
/// generator's own checks, which repair or leave out what a spec cannot say, with a warning located in the Swift file;
/// and the specs and extras are rendered. All in memory: the caller writes the files.
///
/// ```swift
/// let result = ClientImporter().importClients(from: [SourceFile(path: "Weather.swift", text: swift)])
/// for client in result.clients { print(client.spec.path, client.spec.text) }
/// ```
public struct ClientImporter: Sendable {
    /// The names of the clients to import; every client found when empty.
    public var clientNames: [String]
    /// How the comments that open the written files name the Swift file each came from, by the file's path; the path
    /// itself when absent. The command line names a file given by an absolute path relative to its working directory,
    /// so that a committed spec does not carry a folder of the machine that imported it.
    public var originNames: [String: String]

    /// Creates an importer of the named clients, or of every client found.
    public init(clientNames: [String] = [], originNames: [String: String] = [:]) {
        self.clientNames = clientNames
        self.originNames = originNames
    }

    /// Finds, drafts and checks the clients of Swift sources.
    public func importClients(from sources: [SourceFile]) -> ImportResult {
        var inventory = ImportInventory(sources)
        inventory.originNames = originNames
        let discovery = inventory.discoverClients()
        var diagnostics = discovery.warnings.filter { clientNames.isEmpty || clientNames.contains($0.name) }.map {
            $0.diagnostic
        }
        var chosen = discovery.clients
        if clientNames.isEmpty {
            // Protocols that are no dependency are imported only by name.
            let nonDependencies = inventory.nonDependencies(among: chosen)
            chosen.removeAll { nonDependencies[$0.declaration.name] != nil }
            diagnostics += nonDependencies.values
        } else {
            chosen = chosen.filter { clientNames.contains($0.declaration.name) }
            for name in clientNames where !chosen.contains(where: { $0.declaration.name == name }) {
                // A protocol of no requirements is there, but no client: say so where it is.
                if let marker = inventory.protocols[name], ImportInventory.isMarker(marker.declaration) {
                    diagnostics.append(
                        Diagnostic(
                            .importMarkerProtocol(name), path: inventory.files[marker.file].source.path,
                            range: marker.declaration.nameRange))
                } else {
                    diagnostics.append(Diagnostic(.importClientNotFound(name), path: "", range: .empty(at: 0)))
                }
            }
        }
        let hoisted = inventory.hoistedSubClients(of: chosen)
        let hoistedNames = Dictionary(
            hoisted.map { ($0.qualifiedName, $0.name) }, uniquingKeysWith: { first, _ in first })
        let names = Set(chosen.map(\.declaration.name) + hoisted.map(\.name))
        var drafts: [ClientDrafter.Draft] = []
        for located in chosen {
            let seen = inventory.seen(fromModuleOf: located.file)
            var drafter = ClientDrafter(
                inventory: seen, located: located, importedNames: names, hoistedNames: hoistedNames)
            if let draft = drafter.draft() { drafts.append(draft) }
            diagnostics += drafter.diagnostics
            // A sub-client declared inside the client follows it, as a client of its own.
            for subClient in hoisted where subClient.parent == located.declaration.name {
                var drafter = ClientDrafter(
                    inventory: seen, located: subClient.located, importedNames: names, hoisted: subClient)
                if let draft = drafter.draft() { drafts.append(draft) }
                diagnostics += drafter.diagnostics
            }
        }
        var checker = DraftChecker(drafts: drafts, inventory: inventory)
        checker.check()
        checker.alignWithGeneratedMocks()
        diagnostics += checker.diagnostics
        var renderer = ImportedClientRenderer(inventory: inventory, checker: checker)
        let clients = renderer.render()
        diagnostics += renderer.diagnostics
        if clients.isEmpty, clientNames.isEmpty {
            diagnostics.append(Diagnostic(.importNoClients, path: "", range: .empty(at: 0)))
        }
        return ImportResult(
            clients: clients, diagnostics: diagnostics.sortedByPosition(in: sources.map(\.path)), sources: sources)
    }
}

/// What an import produced.
public struct ImportResult: Sendable {
    /// The clients imported, in the order their declarations appear in the inputs.
    public var clients: [ImportedClient]
    /// Every error and warning: warnings located in the Swift files about what was left out, errors about the run.
    public var diagnostics: [Diagnostic]
    /// The Swift files read, for ``DiagnosticFormatter``.
    public var sources: [SourceFile]
}

/// One imported client: its spec, the Swift it needs next to it, and the declarations of the inputs that the generated
/// code replaces.
public struct ImportedClient: Sendable, Equatable {
    /// The client's name.
    public var name: String
    /// The Swift file its declaration is in.
    public var sourcePath: String
    /// Where its name is in that file.
    public var origin: SourceRange
    /// The spec: `WeatherClient.client`.
    public var spec: ImportedFile
    /// What the spec cannot hold (helpers, static members, nested types, key values that are more than one
    /// expression), as extensions: `WeatherClient+Extras.swift`; `nil` when there is nothing.
    public var extras: ImportedFile?
    /// The declarations to delete once the spec builds, in file and position order.
    public var replaced: [ReplacedDeclaration]
    /// The declarations to keep that the generated code could be taken to replace (the live side of a key whose
    /// `liveValue` is outside the inputs), in file and position order.
    public var kept: [KeptDeclaration] = []
}

/// A file import writes, relative to the output directory.
public struct ImportedFile: Sendable, Equatable {
    /// The file's path relative to the output directory: `WeatherClient.client`.
    public var path: String
    /// Its contents.
    public var text: String
}
