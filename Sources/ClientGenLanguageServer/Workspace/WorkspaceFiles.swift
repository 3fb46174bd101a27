/// How the server reaches the file system: the specs under a workspace folder, the Swift files of a package, and a
/// file's bytes. The command line
/// gives its own walker and reader (the rules of `clientgen lint`: hidden entries skipped, only regular files, no
/// larger than a spec may be); tests give files in memory.
package struct WorkspaceFiles: Sendable {
    /// The absolute paths of the `.client` specs under an absolute folder path, in any order; none when it cannot
    /// be listed.
    package var specs: @Sendable (_ folder: String) -> [String]
    /// The absolute paths of the `.client` specs directly in an absolute folder path, not in its subfolders: what
    /// the server reads of the folder of a spec opened outside the workspace, which may be a home folder.
    package var children: @Sendable (_ folder: String) -> [String]
    /// The bytes of the spec (or Swift file) at an absolute path, or `nil` when it cannot be read.
    package var read: @Sendable (_ path: String) -> [UInt8]?
    /// The absolute paths of the `.swift` files under an absolute folder path, in any order: where the server finds
    /// the types a package's specs name (``SwiftTypeIndex``).
    package var swiftSources: @Sendable (_ folder: String) -> [String]

    /// Files found and read by the given functions; without `children`, the specs directly in a folder are those
    /// of `specs` no deeper than it; without `swiftSources`, no Swift file.
    package init(
        specs: @escaping @Sendable (_ folder: String) -> [String],
        children: (@Sendable (_ folder: String) -> [String])? = nil,
        swiftSources: @escaping @Sendable (_ folder: String) -> [String] = { _ in [] },
        read: @escaping @Sendable (_ path: String) -> [UInt8]?
    ) {
        self.specs = specs
        self.children =
            children ?? { folder in
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                return specs(folder).filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            }
        self.read = read
        self.swiftSources = swiftSources
    }

    /// No file system at all: only the documents the client opens exist.
    package static let none = WorkspaceFiles(specs: { _ in [] }, read: { _ in nil })

    /// Files held in memory by absolute path: a folder holds the specs and Swift files whose paths start with it.
    package static func inMemory(_ files: [String: String]) -> WorkspaceFiles {
        let under = { @Sendable (folder: String, suffix: String) in
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return files.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
        }
        return WorkspaceFiles(
            specs: { under($0, ".client") }, swiftSources: { under($0, ".swift") },
            read: { path in files[path].map { Array($0.utf8) } })
    }
}
