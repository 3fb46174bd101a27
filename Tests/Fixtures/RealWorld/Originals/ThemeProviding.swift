// Modelled on the shape of Kolos65/Mockable's `TestService` protocol (Tests/MockableTests/Protocols/
// TestService.swift): an associated type used as a result, get/set and get-only properties, throwing and async members,
// a variadic parameter, an `inout` parameter, an escaping completion, and generic members whose generic parameters
// appear only in the result (`setting<V>(forKey:) -> V?`, `convert<T, V>`) or in a tuple result. Here it provides the
// map theme. Written for this corpus; nothing is copied.
import Foundation

struct MapStyle: Equatable, Sendable {
    var name: String
    var contourInterval: Int
    var showsHillshade: Bool
}

enum ThemeError: Error {
    case unknownStyle(String)
}

protocol ThemeProviding {
    associatedtype Palette
    func currentPalette() -> Palette

    var activeStyleName: String { get set }
    var availableStyleNames: [String] { get }

    func style(named name: String) throws -> MapStyle
    func styles(named names: String...) -> [MapStyle]
    func apply(_ style: MapStyle) async throws -> Bool
    func adjust(style: inout MapStyle)
    func downloadStylePack(completion: @escaping (MapStyle) -> Void)

    func styleAndValue<Value>(named name: String, value: Value) -> (MapStyle, Value)
    func setting<V>(forKey key: String) -> V?
    func convert<T, V>(_ value: T) -> V
}

struct ContourPalette: Equatable {
    var lineHex: String
    var labelHex: String
}

final class BundledThemeProvider: ThemeProviding {
    private let styles: [String: MapStyle] = [
        "topo": MapStyle(name: "topo", contourInterval: 20, showsHillshade: true),
        "winter": MapStyle(name: "winter", contourInterval: 50, showsHillshade: false),
    ]
    private var settings: [String: Any] = ["labelsScale": 1.0]

    var activeStyleName = "topo"
    var availableStyleNames: [String] { styles.keys.sorted() }

    func currentPalette() -> ContourPalette {
        activeStyleName == "winter"
            ? ContourPalette(lineHex: "#5A7D9A", labelHex: "#1B2A38")
            : ContourPalette(lineHex: "#A0522D", labelHex: "#3B2416")
    }

    func style(named name: String) throws -> MapStyle {
        guard let style = styles[name] else { throw ThemeError.unknownStyle(name) }
        return style
    }

    func styles(named names: String...) -> [MapStyle] {
        names.compactMap { styles[$0] }
    }

    func apply(_ style: MapStyle) async throws -> Bool {
        activeStyleName = style.name
        return true
    }

    func adjust(style: inout MapStyle) {
        style.contourInterval = max(10, style.contourInterval)
    }

    func downloadStylePack(completion: @escaping (MapStyle) -> Void) {
        styles.values.forEach(completion)
    }

    func styleAndValue<Value>(named name: String, value: Value) -> (MapStyle, Value) {
        (styles[name] ?? styles["topo"]!, value)
    }

    func setting<V>(forKey key: String) -> V? {
        settings[key] as? V
    }

    func convert<T, V>(_ value: T) -> V {
        value as! V
    }
}
