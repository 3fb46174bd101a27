import ClientGenKit
import Foundation

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

/// A problem with the inputs themselves (missing, unreadable, not a spec): exit code 1.
struct InputError: Error, Equatable {
    var message: String
}

/// Expands the command line's inputs into spec files, in a deterministic order.
enum InputCollector {
    static func collect(_ inputs: [String], fileManager: FileManager = .default) throws(InputError) -> [SpecLocation] {
        var locations: [SpecLocation] = []
        var seen: Set<String> = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw InputError(message: "no such file or directory: '\(input)'")
            }
            let found: [SpecLocation]
            if isDirectory.boolValue {
                found = specs(in: input, fileManager: fileManager)
            } else {
                guard input.hasSuffix(".client") else {
                    throw InputError(message: "'\(input)' is not a .client spec")
                }
                let name = (input as NSString).lastPathComponent
                found = [
                    SpecLocation(
                        filePath: input, displayPath: input,
                        outputPath: ClientGenerator.outputPath(forSpecAt: name))
                ]
            }
            for location in found where seen.insert(canonical(location.filePath)).inserted {
                locations.append(location)
            }
        }
        return locations
    }

    /// The `.client` files under a directory, recursively, skipping hidden folders, sorted by path.
    private static func specs(in directory: String, fileManager: FileManager) -> [SpecLocation] {
        let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard let enumerator = fileManager.enumerator(atPath: root) else { return [] }
        var relativePaths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if relative.hasSuffix(".client") { relativePaths.append(relative) }
        }
        return relativePaths.sorted().map { relative in
            SpecLocation(
                filePath: root + "/" + relative, displayPath: root + "/" + relative,
                outputPath: ClientGenerator.outputPath(forSpecAt: relative))
        }
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Reads the specs. A file that cannot be read is an input error.
    static func read(_ locations: [SpecLocation]) throws(InputError) -> [SourceFile] {
        var sources: [SourceFile] = []
        for location in locations {
            guard let data = FileManager.default.contents(atPath: location.filePath) else {
                throw InputError(message: "cannot read '\(location.displayPath)'")
            }
            sources.append(SourceFile(path: location.displayPath, bytes: [UInt8](data)))
        }
        return sources
    }
}
