#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output directory and the folders under it that a run writes into, each opened once, relative to its parent
/// and without following a symbolic link; later steps work only through these descriptors.
///
/// The output directory itself may be reached through links in its path (the user named it); it may also not exist
/// yet, in which case its nearest existing ancestor is opened and the rest is created when the run writes.
final class OutputTree {
    /// A folder under the output directory, by its path relative to it (`""` for the directory itself).
    enum Folder {
        case existing(Directory)
        /// It does not exist yet (nor does anything below it).
        case missing
    }

    /// The output directory as the user named it.
    let rootPath: String
    /// The output directory if it exists, else its nearest existing ancestor.
    let base: Directory
    /// The folders between ``base`` and the output directory that do not exist yet, outermost first.
    let missingRootComponents: [String]
    private var folders: [String: Folder] = [:]

    /// Opens the output directory, or its nearest existing ancestor.
    init(rootPath: String) throws(CommandFailure) {
        self.rootPath = rootPath
        var missing: [String] = []
        var current = Self.trimmingTrailingSlashes(rootPath)
        while true {
            do {
                base = try Directory.open(current)
                break
            } catch let error where error.code == ENOENT {
                let (parent, name) = Self.split(current)
                guard parent != current, !name.isEmpty else { throw CommandFailure(error) }
                missing.append(name)
                current = parent
            } catch let error where error.code == ENOTDIR {
                throw CommandFailure(.notAFolder(PathText.shown(rootPath), component: PathText.shown(current)))
            } catch {
                throw CommandFailure(error)
            }
        }
        missingRootComponents = missing.reversed()
        folders[""] = missing.isEmpty ? .existing(base) : .missing
    }

    /// Creates the output directory and its missing ancestors, so that it can be locked before anything in it is
    /// looked at. Returns the folders made, outermost first, for the caller to remove if the run fails.
    func createMissingRoot() throws(CommandFailure) -> [(parent: Directory, name: String)] {
        var created: [(parent: Directory, name: String)] = []
        var current = base
        for name in missingRootComponents {
            if let code = current.makeDirectory(name) {
                guard code == EEXIST else {
                    for (parent, name) in created.reversed() { parent.removeDirectory(name) }
                    throw CommandFailure(
                        FileSystemError(path: current.path(of: name), operation: .createFolder, code: code))
                }
            } else {
                created.append((current, name))
            }
            do {
                current = try current.child(name)
            } catch {
                for (parent, name) in created.reversed() { parent.removeDirectory(name) }
                throw Self.describeUnopenable(name, in: current, displayPath: current.path(of: name), error: error)
            }
        }
        return created
    }

    /// The display path of something under the output directory.
    func displayPath(of relative: String) -> String {
        guard !relative.isEmpty else { return rootPath }
        return rootPath.hasSuffix("/") ? rootPath + relative : rootPath + "/" + relative
    }

    /// The folder at a relative path, opened on first use. A symbolic link, a file where a folder is needed, or a
    /// folder that cannot be opened is an error.
    func folder(_ relative: String) throws(CommandFailure) -> Folder {
        if let known = folders[relative] { return known }
        let (parentPath, name) = relative.contains("/") ? Self.split(relative) : ("", relative)
        guard case .existing(let parent) = try folder(parentPath) else {
            folders[relative] = .missing
            return .missing
        }
        let folder: Folder
        do {
            folder = .existing(try parent.child(name))
        } catch let error where error.code == ENOENT {
            folder = .missing
        } catch {
            throw Self.describeUnopenable(name, in: parent, displayPath: displayPath(of: relative), error: error)
        }
        folders[relative] = folder
        return folder
    }

    /// The existing folders opened so far, by relative path.
    var existingFolders: [(relativePath: String, directory: Directory)] {
        folders.compactMap { path, folder in
            guard case .existing(let directory) = folder else { return nil }
            return (path, directory)
        }
        .sorted { $0.relativePath < $1.relativePath }
    }

    /// Why a folder could not be opened: a link or something else than a folder where a folder is needed, or the
    /// system's reason.
    static func describeUnopenable(
        _ name: String,
        in parent: Directory,
        displayPath: String,
        error: FileSystemError
    ) -> CommandFailure {
        switch parent.info(of: name) {
        case .success(let info) where info.kind == .symbolicLink:
            return CommandFailure(.symbolicLinkInOutput(PathText.shown(displayPath)))
        case .success(let info) where info.kind != .directory:
            return CommandFailure(.whereFolderIsNeeded(PathText.shown(displayPath), info.kindName))
        default:
            return CommandFailure(error)
        }
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// A folder's path joined with a relative path inside it, as messages show it: `Out` + `A.swift` → `Out/A.swift`.
    static func join(_ folder: String, _ relative: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + relative
    }

    /// A path inside a folder relative to it (`Out/Sub/A.swift` in `Out` → `Sub/A.swift`; the folder itself, with or
    /// without a trailing `/` → empty), or `nil` for a path outside it. Compared as spelt, without resolving links.
    static func relative(_ path: String, to folder: String) -> String? {
        let base = join(folder, "")
        guard join(path, "").hasPrefix(base) else { return nil }
        return String(path.dropFirst(min(base.count, path.count)))
    }

    /// `a/b/c` → (`a/b`, `c`); `c` → (`.`, `c`); `/c` → (`/`, `c`).
    static func split(_ path: String) -> (parent: String, name: String) {
        // Searched as UTF-8: a `/` byte is always the character, and searching characters backwards costs thousands
        // of instructions a path.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        return (parent, String(path[path.utf8.index(after: slash)...]))
    }
}
