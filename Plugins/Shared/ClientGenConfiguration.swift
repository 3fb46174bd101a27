import Foundation

/// A target's optional `clientgen.json`: which artifacts to emit and, for a test-support target, whose specs to
/// generate for. Read by both plugins.
///
/// ```json
/// { "emit": ["mock"], "specsFrom": ["WeatherClient"], "imports": ["Models"], "output": "Generated" }
/// ```
struct ClientGenConfiguration: Equatable {
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
    init(json data: Data, path: String) throws {
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any]
        else {
            throw PluginFailure("\(path): expected a JSON object such as {\"emit\": [\"mock\"]}")
        }
        let known = ["emit", "specsFrom", "imports", "output"]
        for key in dictionary.keys.sorted() where !known.contains(key) {
            throw PluginFailure("\(path): unknown key '\(key)'; expected one of \(known.joined(separator: ", "))")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = dictionary[key] else { return nil }
            guard let strings = value as? [String] else {
                throw PluginFailure("\(path): '\(key)' must be an array of strings")
            }
            return strings
        }
        emit = try strings("emit")
        specsFrom = try strings("specsFrom") ?? []
        imports = try strings("imports") ?? []
        if let output = dictionary["output"] {
            guard let output = output as? String, !output.isEmpty else {
                throw PluginFailure("\(path): 'output' must be a folder name such as \"Generated\"")
            }
            self.output = output
        }
    }

    /// The configuration among a target's files, or the default one when there is none.
    static func find(in files: [URL]) throws -> (configuration: ClientGenConfiguration, url: URL?) {
        guard let url = files.first(where: { $0.lastPathComponent == fileName }) else {
            return (ClientGenConfiguration(), nil)
        }
        let data = try Data(contentsOf: url)
        return (try ClientGenConfiguration(json: data, path: url.path(percentEncoded: false)), url)
    }
}

/// A problem the plugins report, as a plain message.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
