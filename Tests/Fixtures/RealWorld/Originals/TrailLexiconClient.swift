// Modelled on the shape of isowords' `DictionaryClient` (pointfreeco/isowords, Sources/DictionaryClient): a
// `@DependencyClient` whose closures are *not* `@Sendable` (the dictionary is only touched from the game's own serial
// context), an optional closure endpoint (`lookup`), closures with defaults, a synchronous throwing endpoint, a nested
// enum and a preview value that accepts everything. Swift 6 needs the struct to be `Sendable` to register it; the app
// vouches for it with `@unchecked Sendable`, as apps migrating such clients do. Written for this corpus; nothing is
// copied.
import Dependencies
import DependenciesMacros

/// The regions whose place-name lexicons ship with the app.
public enum LexiconRegion: String, CaseIterable, Codable, Sendable {
    case alps, dolomites, pyrenees, tatras
}

/// Suggests and validates place names (peaks, huts, passes) while the hiker types.
@DependencyClient
public struct TrailLexiconClient: @unchecked Sendable {
    public var contains: (String, LexiconRegion) -> Bool = { _, _ in false }
    public var load: (LexiconRegion) throws -> Bool
    /// Classifies a partial entry; `nil` when the loaded lexicon cannot answer prefix queries.
    public var lookup: ((String, LexiconRegion) -> Match?)?
    public var randomPlaceNames: (LexiconRegion, Int) -> [String] = { _, _ in [] }
    public var unload: (LexiconRegion) -> Void

    public enum Match: Equatable, Sendable {
        case prefix
        case placeName
    }
}

extension DependencyValues {
    public var lexicon: TrailLexiconClient {
        get { self[TrailLexiconClient.self] }
        set { self[TrailLexiconClient.self] = newValue }
    }
}

extension TrailLexiconClient: TestDependencyKey {
    public static var previewValue: Self { .everyName }
    public static var testValue: Self { Self() }
}

extension TrailLexiconClient {
    /// Accepts any name of three letters or more; has no prefix index.
    public static var everyName: Self {
        Self(
            contains: { name, _ in name.count >= 3 },
            load: { _ in true },
            lookup: nil,
            randomPlaceNames: { _, count in Array(repeating: "Rifugio", count: count) },
            unload: { _ in }
        )
    }
}
