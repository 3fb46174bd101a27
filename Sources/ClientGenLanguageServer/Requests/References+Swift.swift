import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// One place a Swift file of the package names a client.
    struct SwiftReference {
        var path: String
        var lines: LineIndex
        var range: SourceRange
    }

    /// The places the Swift files of the package of the spec filed under `key` use a client: its type's name
    /// (`WeatherClient`, `WeatherClient.self`) and its `DependencyValues` property after a dot, in a key path
    /// (`@Dependency(\.weatherClient)`) or a member access (`$0.weatherClient = mock` in `withDependencies`), outside
    /// comments and strings. Only files
    /// whose bytes hold one of the names are lexed.
    func swiftReferences(to name: String, property: String?, forSpecAt key: String) -> [SwiftReference] {
        guard let package = workspace.swiftPackage(ofSpecAt: key) else { return [] }
        let needles = [Array(name.utf8)] + (property.map { [Array($0.utf8)] } ?? [])
        return workspace.swiftTypes.paths(inPackage: package).flatMap { path -> [SwiftReference] in
            guard let bytes = workspace.files.read(path), needles.contains(where: { bytes.contains($0) }) else {
                return []
            }
            let tokens = SpecTokens(SourceFile(path: path, bytes: bytes))
            let lines = LineIndex(bytes)
            return tokens.tokens.indices.compactMap { index in
                guard tokens.tokens[index].kind == .identifier, !tokens.isAttributeName(index) else { return nil }
                let text = tokens.text(index)
                guard text == name || (text == property && tokens.isMemberName(at: index)) else { return nil }
                return SwiftReference(path: path, lines: lines, range: tokens.tokens[index].nameRange)
            }
        }
    }
}

extension SpecTokens {
    /// Whether the word at `index` follows a dot: a member's name (`$0.weather`) or a key path's (`\.weather`,
    /// `\DependencyValues.weather`).
    func isMemberName(at index: Int) -> Bool {
        index >= 1 && tokens[index - 1].kind == .period && tokens[index - 1].range.end == tokens[index].range.start
    }
}
