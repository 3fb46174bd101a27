import ClientGenCore

/// A package as the GenerateClients command plugin describes it to `clientgen-generate-clients`: its folder and its
/// Swift targets. The plugin passes it first, in a fixed order, and the user's arguments after it:
///
///     clientgen-generate-clients --package <folder> <target count>
///         (<name> <module> <folder> <file count> <file>... <dependency count> <dependency>...)...
///         [--target <target>]... [--dry-run | --check] [--diagnostics-format <format>]
///
/// Counts, not separators, delimit the lists, so a path may hold any character an argument can.
public struct PluginPackage: Equatable, Sendable {
    /// One Swift target.
    public struct Target: Equatable, Sendable {
        /// The target's name, as `--target` names it.
        public var name: String
        /// The module it builds, which generated files import.
        public var moduleName: String
        /// Its folder, absolute.
        public var directory: String
        /// Its `.client` specs and its `clientgen.json`, if it has one.
        public var files: [String]
        /// The targets of the package it depends on, by name.
        public var dependencies: [String]
    }

    /// The package's folder, absolute: the working directory, which generated headers name specs from.
    public var directory: String
    /// Its Swift targets, in the package's order.
    public var targets: [Target]

    /// Reads the description at the start of `arguments`, returning the package and the arguments that follow it.
    static func parse(_ arguments: [String]) throws(UsageError) -> (package: PluginPackage, rest: [String]) {
        var reader = ArgumentReader(arguments: arguments)
        guard reader.next() == "--package", let directory = reader.next(), let count = reader.count() else {
            throw UsageError(.malformedPluginPackage, command: "generate-clients")
        }
        var targets: [Target] = []
        for _ in 0..<count {
            guard let name = reader.next(), let moduleName = reader.next(), let folder = reader.next(),
                let files = reader.list(), let dependencies = reader.list()
            else {
                throw UsageError(.malformedPluginPackage, command: "generate-clients")
            }
            targets.append(
                Target(
                    name: name, moduleName: moduleName, directory: folder, files: files, dependencies: dependencies))
        }
        return (PluginPackage(directory: directory, targets: targets), reader.rest)
    }

    /// Reads arguments in order; every read past the end is `nil`.
    private struct ArgumentReader {
        var arguments: [String]
        var index = 0

        mutating func next() -> String? {
            guard index < arguments.count else { return nil }
            index += 1
            return arguments[index - 1]
        }

        /// A count: a decimal number no larger than what is left to read.
        mutating func count() -> Int? {
            guard let text = next(), let count = Int(text), count >= 0, count <= arguments.count - index else {
                return nil
            }
            return count
        }

        /// A count, then that many arguments.
        mutating func list() -> [String]? {
            guard let count = count() else { return nil }
            defer { index += count }
            return Array(arguments[index..<index + count])
        }

        var rest: [String] { Array(arguments[index...]) }
    }
}
