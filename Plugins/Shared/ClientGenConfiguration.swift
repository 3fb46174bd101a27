// What a target's clientgen.json says, and the problems planning a target can meet. Plugins cannot depend on
// libraries, so Plugins/Shared is symlinked into the build plugin, into `clientgen-generate-clients` (which plans for
// the command plugin) and into PluginSupportTests; every consumer compiles it before its build starts, so it stays
// small and plain.
import Foundation

/// A target's optional `clientgen.json`: which artifacts to emit and, for a test-support target, whose specs to
/// generate for. Read by the build plugin and by `clientgen-generate-clients`.
///
/// ```json
/// { "emit": ["mock"], "specsFrom": ["WeatherClient"], "imports": ["Models"], "output": "Generated" }
/// ```
struct ClientGenConfiguration {
    /// The configuration's file name, at the root of a target's folder.
    static let fileName = "clientgen.json"

    /// The artifacts to emit, or `nil` for all of them.
    var emit: [String]?
    /// Targets this target depends on whose specs it also generates for (typically mocks in a test-support target).
    var specsFrom: [String] = []
    /// Extra modules every generated file imports.
    var imports: [String] = []
    /// Where `swift package generate-clients` writes, relative to the target's folder.
    var output = "Generated"

    init() {}

    /// Parses a configuration, rejecting unknown keys and values of the wrong type with a message that names them.
    init(json data: Data, path: String) throws(PluginError) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any]
        else {
            throw PluginError.configurationNotAnObject(path: path)
        }
        for key in dictionary.keys.sorted() where !Self.keys.contains(key) {
            throw PluginError.unknownConfigurationKey(path: path, key: key, known: Self.keys)
        }
        func strings(_ key: String) throws(PluginError) -> [String]? {
            guard let value = dictionary[key] else { return nil }
            guard let strings = value as? [String] else {
                throw PluginError.notAnArrayOfStrings(path: path, key: key)
            }
            return strings
        }
        emit = try strings("emit")
        specsFrom = try strings("specsFrom") ?? []
        imports = try strings("imports") ?? []
        if let output = dictionary["output"] {
            // A folder inside the target's: the command plugin writes there with the package's write permission.
            guard let output = output as? String, !output.isEmpty, !output.hasPrefix("/"),
                !output.split(separator: "/").contains("..")
            else {
                throw PluginError.invalidOutputFolder(path: path)
            }
            self.output = output
        }
    }

    /// The keys a configuration may have.
    static let keys = ["emit", "specsFrom", "imports", "output"]

    /// The configuration among a target's files, or the default one when there is none.
    static func find(in files: [URL]) throws(PluginError) -> (configuration: ClientGenConfiguration, url: URL?) {
        var found: URL?
        for file in files where file.lastPathComponent == fileName {
            found = file
            break
        }
        guard let url = found else { return (ClientGenConfiguration(), nil) }
        let path = url.path(percentEncoded: false)
        guard let data = try? Data(contentsOf: url) else { throw .unreadableConfiguration(path: path) }
        return (try ClientGenConfiguration(json: data, path: path), url)
    }
}

/// A problem planning a target. SwiftPM shows its ``description`` for the build plugin, and `clientgen` prints it for
/// the command plugin; tests match its cases.
enum PluginError: Error, CustomStringConvertible {
    /// `clientgen.json` cannot be read (it is a folder, or not readable).
    case unreadableConfiguration(path: String)
    /// `clientgen.json` is not a JSON object.
    case configurationNotAnObject(path: String)
    /// `clientgen.json` has a key the plugins do not know.
    case unknownConfigurationKey(path: String, key: String, known: [String])
    /// A `clientgen.json` key whose value must be an array of strings is not one.
    case notAnArrayOfStrings(path: String, key: String)
    /// `output` is not a relative folder inside the target's.
    case invalidOutputFolder(path: String)
    /// `specsFrom` names a target that is not a direct dependency.
    case specsFromNotADependency(target: String, name: String, dependencies: [String])
    /// Two specs would generate files of the same name.
    case outputCollision(target: String, first: String, second: String, output: String)
    /// `specsFrom` in an Xcode project, where it cannot apply.
    case specsFromInXcodeProject(target: String)

    var description: String {
        switch self {
        case .unreadableConfiguration(let path):
            return "\(path): cannot be read; it must be a file holding a JSON object such as {\"emit\": [\"mock\"]}"
        case .configurationNotAnObject(let path):
            return "\(path): expected a JSON object such as {\"emit\": [\"mock\"]}"
        case .unknownConfigurationKey(let path, let key, let known):
            return "\(path): unknown key '\(key)'; expected one of \(known.joined(separator: ", "))"
        case .notAnArrayOfStrings(let path, let key):
            return "\(path): '\(key)' must be an array of strings"
        case .invalidOutputFolder(let path):
            return "\(path): 'output' must be a folder inside the target's, such as \"Generated\""
        case .specsFromNotADependency(let target, let name, let dependencies):
            return "target '\(target)': 'specsFrom' names '\(name)', which is not one of its dependencies"
                + (dependencies.isEmpty ? "" : " (\(dependencies.joined(separator: ", ")))")
        case .outputCollision(let target, let first, let second, let output):
            return "target '\(target)': '\(first)' and '\(second)' would both generate '\(output)'; rename one of them"
        case .specsFromInXcodeProject(let target):
            return "target '\(target)': 'specsFrom' applies to SwiftPM packages; in an Xcode project, add the .client "
                + "files to this target and list their module in 'imports'"
        }
    }
}

// Tests compare configurations and errors whole; the plugins never do, so the conformances exist only where
// PluginSupportTests defines the condition.
#if PLUGIN_SUPPORT_TESTS
    extension ClientGenConfiguration: Equatable {}
    extension PluginError: Equatable {}
#endif
