import ClientGenKit
import Foundation
import Testing

/// What import makes of the real-world originals against what a person wrote by hand for them: for each client in
/// `agreeing`, importing `Tests/Fixtures/RealWorld/Originals` (all of it, as an app's sources) and generating the
/// interface gives the declarations its hand-written spec under `Tests/Fixtures/RealWorld/Specs` gives. Import lines
/// and doc comments are set aside: where the person dropped an import nothing needed, or reworded a comment, the
/// interface is the same. The clients not listed differ where the person chose otherwise (a subscript redesigned as
/// methods, a static requirement made an instance one, names for closure parameters the original leaves unnamed, which
/// import keeps unnamed: `SoundEffectsClient`, `TrailAPIClient`), or cannot be imported
/// (generic clients, associated types, a bare closure). `ToolLogger`'s hand-written spec is the one-word conversion,
/// which leaves its `#fileID` and `#line` defaults in a hand-written overload: import now gives the requirement those
/// defaults, which the generated overloads keep at the call site.
@Suite("Import against hand-written specs")
struct ImportAgreementTests {
    static let root = Golden.repositoryRoot.appendingPathComponent("Tests/Fixtures/RealWorld")

    static let agreeing = [
        "BeaconSocketOptionProvider", "CatalogRequestExecutor", "DaylightCalculating", "DeviceTokenWebRepository",
        "DiagnosticsLogClient", "EventBusServicing", "EventTrackingClientType", "FavoritesService",
        "HikeStatsDatabaseClient", "HomeScreenWidgetClient", "JournalChapterStoreClient", "MapCameraControlling",
        "PantryDatabaseClient", "PermissionsInteractor", "PermitSigningKey", "PersistentContextProvider",
        "PlaybackClient", "ReservationAPIClientProtocol", "SettingsStoreType", "SheetHTTPClient", "SignInClient",
        "StoreProductsService", "SystemEventsHandler", "TrailDownloadClient", "TrailFeedProviding", "TrailLogHandler",
        "TrailPhotoIndicator", "TrailSyncServicing", "TrailheadDefaultsClient", "TrailsDBRepository",
        "TrailsInteractor", "TrailsWebRepository", "TransportClientDelegate", "TripFileClient", "UnitFormatting",
        "VoiceNoteTranscriberClient", "WebRepository",
    ]

    static func files(in folder: String, suffix: String) throws -> [SourceFile] {
        let directory = root.appendingPathComponent(folder)
        let paths = (FileManager.default.subpaths(atPath: directory.path) ?? []).filter { $0.hasSuffix(suffix) }
            .sorted()
        return try paths.map { path in
            SourceFile(
                path: "\(folder)/\(path)",
                text: try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// A generated interface's declarations: its lines but for imports, `#if` lines and comments.
    static func declarations(_ file: GeneratedFile) -> [Substring] {
        file.contents.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            return
                !(trimmed.hasPrefix("import ") || trimmed.hasPrefix("public import ") || trimmed.hasPrefix("#")
                || trimmed.hasPrefix("//"))
        }
    }

    @Test("Importing the originals generates the interface the hand-written spec generates", arguments: agreeing)
    func importedInterfaceMatchesHandWritten(client: String) throws {
        let originals = try Self.files(in: "Originals", suffix: ".swift")
        let specs = try Self.files(in: "Specs", suffix: ".client")
        let handWritten = try #require(specs.first { $0.path == "Specs/\(client).client" })
        let imported = ClientImporter(clientNames: [client]).importClients(from: originals)
        let spec = try #require(imported.clients.first)
        // Both under one path, so the generated headers agree.
        let importedSpec = SourceFile(path: handWritten.path, text: spec.spec.text)
        let context = specs.filter { $0.path != handWritten.path }
        let generator = ClientGenerator(artifacts: [.interface])
        let fromImport = try #require(generator.generate([importedSpec], context: context).files.first)
        let fromHand = try #require(generator.generate([handWritten], context: context).files.first)
        #expect(
            Self.declarations(fromImport) == Self.declarations(fromHand),
            "\(LineDiff.render(expected: fromHand.contents, actual: fromImport.contents))")
    }
}
