// What Originals/ThemeProviding.swift declares around the protocol.
struct MapStyle: Equatable, Sendable {
    var name: String
    var contourInterval: Int
    var showsHillshade: Bool
}

enum ThemeError: Error {
    case unknownStyle(String)
}

struct ContourPalette: Equatable {
    var lineHex: String
    var labelHex: String
}
