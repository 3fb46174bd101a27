import ClientGenCore

/// Where the file generated from a spec goes, and which outputs would collide: the one rule the command line, the
/// library and the plugins follow. (The plugins cannot link this library; `Tests/Fixtures/OutputPlacement` holds the
/// table of cases both this type and the plugins' planning code are tested against.)
public enum OutputPlacement: Sendable, Hashable {
    /// The spec's folders are kept and `.client` becomes `.swift`: `Sub/Weather.client` → `Sub/Weather.swift`. What
    /// `clientgen generate --output` does, with the path of a spec relative to the directory it was found in (a spec
    /// given as a file goes to the top).
    case keepingFolders
    /// The spec's path becomes one file name, with `/` as `_` and `.swift` appended, after a prefix:
    /// `Sub/Weather.client` → `Sub_Weather.client.swift`. What the build plugin does, since all of a target's
    /// generated files share one folder; the `.client.swift` suffix keeps them apart from hand-written files, and
    /// the prefix (`WeatherClient_`) names the target a spec comes from.
    case flattened(prefix: String)

    /// The path, relative to the output directory, of the file generated from the spec at `specPath` (relative to
    /// the directory it was found in).
    public func outputPath(forSpecAt specPath: String) -> String {
        switch self {
        case .keepingFolders:
            return ClientGenerator.outputPath(forSpecAt: specPath)
        case .flattened(let prefix):
            return prefix + specPath.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "_")
                + ".swift"
        }
    }

    /// The outputs that cannot all be written: two specs generating the same file, or one generating a file where
    /// another needs a folder (`X.swift` and `X.swift/Y.swift`). Specs are compared in path order, so the result does
    /// not depend on the order they are given in.
    public static func conflicts(among outputs: [PlacedOutput]) -> [OutputConflict] {
        let sorted = outputs.sorted { ($0.specPath, $0.outputPath) < ($1.specPath, $1.outputPath) }
        var owners: [String: PlacedOutput] = [:]
        var conflicts: [OutputConflict] = []
        for output in sorted {
            if let owner = owners[output.outputPath] {
                conflicts.append(OutputConflict(kind: .sameFile, first: owner, second: output))
            } else {
                owners[output.outputPath] = output
            }
        }
        for output in sorted {
            var folder = output.outputPath
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = String(folder[..<slash])
                guard let owner = owners[folder] else { continue }
                conflicts.append(OutputConflict(kind: .fileAndFolder, first: owner, second: output))
            }
        }
        return lookAlikes(among: sorted) + conflicts
    }

    /// Outputs whose paths, or the folders on them, are spelt with other bytes but differ only in case or are equal
    /// as Swift compares strings (`Café` composed or decomposed): macOS file systems take them for one name (the
    /// second file would replace the first), and the keys the writing steps file paths by would too.
    private static func lookAlikes(among outputs: [PlacedOutput]) -> [OutputConflict] {
        var spellings: [String: (bytes: [UInt8], output: PlacedOutput)] = [:]
        var conflicts: [OutputConflict] = []
        for output in outputs {
            var path = Substring(output.outputPath)
            while !path.isEmpty {
                let bytes = Array(path.utf8)
                let key = path.lowercased()
                if let first = spellings[key], first.bytes != bytes {
                    conflicts.append(OutputConflict(kind: .lookAlike, first: first.output, second: output))
                    break
                }
                spellings[key] = spellings[key] ?? (bytes, output)
                guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
                path = path[..<slash]
            }
        }
        return conflicts
    }
}

/// A spec and the path of the file generated from it.
public struct PlacedOutput: Sendable, Hashable {
    /// The spec's path, as messages name it.
    public var specPath: String
    /// The generated file's path relative to the output directory.
    public var outputPath: String

    /// Creates a placed output.
    public init(specPath: String, outputPath: String) {
        self.specPath = specPath
        self.outputPath = outputPath
    }
}

/// Two outputs that cannot both be written.
public struct OutputConflict: Sendable, Hashable, CustomStringConvertible {
    /// How the outputs collide.
    public enum Kind: String, Sendable, Hashable {
        /// Both specs generate the same file.
        case sameFile
        /// The first spec's file is where the second's needs a folder.
        case fileAndFolder
        /// The outputs' paths, or folders on them, differ only in case or in how their Unicode characters are
        /// composed.
        case lookAlike
    }

    /// How the outputs collide.
    public var kind: Kind
    /// The first output; for ``Kind/fileAndFolder``, the file in the way.
    public var first: PlacedOutput
    /// The second output; for ``Kind/fileAndFolder``, the one that needs the folder.
    public var second: PlacedOutput
}
