// What Originals/TrailLexiconClient.swift declares besides the endpoints.
import Dependencies

/// The regions whose place-name lexicons ship with the app.
public enum LexiconRegion: String, CaseIterable, Codable, Sendable {
    /// The Alps.
    case alps
    /// The Dolomites.
    case dolomites
    /// The Pyrenees.
    case pyrenees
    /// The Tatras.
    case tatras
}

extension TrailLexiconClient {
    /// What a partial entry is.
    public enum Match: Equatable, Sendable {
        /// The start of a place name.
        case prefix
        /// A whole place name.
        case placeName
    }

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
