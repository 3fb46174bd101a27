import ClientGenKit

/// One spec to read: where it is on disk, how diagnostics name it, and where its output goes.
struct SpecLocation: Equatable {
    /// The path to read.
    var filePath: String
    /// The path as the user wrote it (a directory input joined with the path found under it).
    var displayPath: String
    /// The generated file's path relative to the output directory: a spec under a directory input keeps its
    /// relative folder (`Specs/Sub/Weather.client` → `Sub/Weather.swift`); a file input goes to the top.
    var outputPath: String
}

/// A problem with the files of a run (a missing input, an output that cannot be written): exit code 1.
struct CommandFailure: Error, Equatable {
    var message: String
}

/// Expands the command line's inputs into spec files, in a deterministic order.
enum InputCollector {
    static func collect(_ inputs: [String]) throws(CommandFailure) -> [SpecLocation] {
        var locations: [SpecLocation] = []
        var seen: Set<String> = []
        var identities = FileIdentities()
        for input in inputs {
            let found: [SpecLocation]
            switch FileSystem.kind(of: input) {
            case .missing:
                throw CommandFailure(message: "no such file or directory: '\(input)'")
            case .directory:
                found = specs(in: input)
            case .file, .other:
                guard input.hasSuffix(".client") else {
                    throw CommandFailure(message: "'\(input)' is not a .client spec")
                }
                let outputPath = ClientGenerator.outputPath(forSpecAt: FileSystem.fileName(of: input))
                found = [SpecLocation(filePath: input, displayPath: input, outputPath: outputPath)]
            }
            // One input lists each path once; only several inputs can name one spec twice.
            guard inputs.count > 1 else {
                locations += found
                continue
            }
            for location in found where seen.insert(identities.identity(of: location.filePath)).inserted {
                locations.append(location)
            }
        }
        return locations
    }

    /// The `.client` files under a directory, recursively, skipping hidden entries, sorted by path.
    private static func specs(in directory: String) -> [SpecLocation] {
        var root = directory
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return FileSystem.files(under: root).filter { $0.hasSuffix(".client") }.sorted().map { relative in
            SpecLocation(
                filePath: root + "/" + relative, displayPath: root + "/" + relative,
                outputPath: ClientGenerator.outputPath(forSpecAt: relative))
        }
    }

    /// Reads the specs, concurrently. A file that cannot be read is a failure.
    static func read(_ locations: [SpecLocation]) throws(CommandFailure) -> [SourceFile] {
        let contents = locations.concurrentMap { FileSystem.read($0.filePath) }
        return try zip(locations, contents).map { location, bytes throws(CommandFailure) in
            guard let bytes else { throw CommandFailure(message: "cannot read '\(location.displayPath)'") }
            return SourceFile(path: location.displayPath, bytes: bytes)
        }
    }
}

/// Tells whether two paths name the same file, so that a spec reached through two inputs is generated once. Resolving
/// every path through `realpath` costs a system call per path component; files that are not links share their
/// folder's resolution instead, which is computed once per folder.
private struct FileIdentities {
    private var resolvedFolders: [String: String] = [:]

    mutating func identity(of path: String) -> String {
        if FileSystem.isSymbolicLink(path) { return FileSystem.realPath(path) ?? path }
        let folder = FileSystem.parentDirectory(of: path)
        let resolved = resolvedFolders[folder] ?? FileSystem.realPath(folder) ?? folder
        resolvedFolders[folder] = resolved
        return resolved + "/" + FileSystem.fileName(of: path)
    }
}
