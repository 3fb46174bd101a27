#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the `.client` specs (or, for `import`, the `.swift` files) under a directory: recursively, skipping hidden entries, not following symbolic links
/// to folders (so a link cannot make the walk loop), in path order. A folder that cannot be opened or listed, and a
/// spec whose path is not UTF-8, are failures: a run must never succeed while leaving specs out.
///
/// Folders are opened relative to their parent's descriptor, so a spec nested deeper than `PATH_MAX` is found too.
enum SpecWalker {
    /// One folder being listed: its descriptor, its path relative to the root, and the entries not yet visited.
    private struct Frame {
        var directory: Directory
        var relativePath: String
        var isUTF8: Bool
        var pending: [DirectoryEntry]
    }

    static func specs(under root: String, suffix: String = ".client") throws(CommandFailure) -> [String] {
        try walk(root, suffix: suffix, lenient: false, limit: .none)
    }

    /// The language server's walk of a workspace folder, which may be a home folder the editor took for the
    /// workspace, for its specs (or its Swift files): a subfolder that cannot be listed and a name that is not UTF-8
    /// are left out (the folder still gives its other files), and the walk stops after `maximumEntries` entries or at
    /// `deadline`, with the files found so far.
    static func workspaceFiles(
        under root: String,
        suffix: String = ".client",
        maximumEntries: Int,
        deadline: ContinuousClock.Instant
    ) -> [String] {
        let limit = WalkLimit(entries: maximumEntries, deadline: deadline)
        return (try? walk(root, suffix: suffix, lenient: true, limit: limit)) ?? []
    }

    /// When a walk stops short: after so many entries, or at a moment (looked at every 1,024 entries).
    private struct WalkLimit {
        var entries: Int
        var deadline: ContinuousClock.Instant?

        static let none = WalkLimit(entries: .max, deadline: nil)

        func isReached(after visited: Int) -> Bool {
            visited >= entries
                || (visited > 0 && visited % 1_024 == 0 && deadline.map { ContinuousClock.now >= $0 } ?? false)
        }
    }

    private static func walk(
        _ root: String,
        suffix: String,
        lenient: Bool,
        limit: WalkLimit
    ) throws(CommandFailure) -> [String] {
        var found: [String] = []
        let directory = try CommandFailure.wrapping { () throws(FileSystemError) in try Directory.open(root) }
        let entries = try CommandFailure.wrapping { () throws(FileSystemError) in try directory.entries() }
        var stack = [Frame(directory: directory, relativePath: "", isUTF8: true, pending: entries)]
        var visited = 0
        while !stack.isEmpty, !limit.isReached(after: visited) {
            guard let entry = stack[stack.count - 1].pending.popLast() else {
                stack.removeLast()
                continue
            }
            visited += 1
            let parent = stack[stack.count - 1]
            guard entry.rawName.first != UInt8(ascii: ".") else { continue }
            let relative = parent.relativePath.isEmpty ? entry.shownName : parent.relativePath + "/" + entry.shownName
            let isUTF8 = parent.isUTF8 && entry.name != nil
            if entry.kind == .directory {
                do throws(CommandFailure) {
                    stack.append(
                        try CommandFailure.wrapping { () throws(FileSystemError) in
                            let child = try parent.directory.child(rawName: entry.cName, path: root + "/" + relative)
                            return Frame(
                                directory: child, relativePath: relative, isUTF8: isUTF8, pending: try child.entries())
                        })
                } catch  where lenient {
                    continue
                }
            } else if entry.rawName.ends(with: Array(suffix.utf8)), !isLinkToFolder(entry, in: parent.directory) {
                guard isUTF8 else {
                    if lenient { continue }
                    throw CommandFailure(.nameNotUTF8(PathText.shown(root + "/" + relative)))
                }
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// The specs directly in a folder, not in its subfolders, by name, in name order: with the walk's rules for hidden
    /// entries and links, but a name that is not UTF-8 is left out rather than failing, as for a folder the user did
    /// not ask to have read (the language server's view of a spec's own folder).
    static func specs(in folder: String, suffix: String = ".client") -> [String] {
        guard let directory = try? Directory.open(folder), let entries = try? directory.entries() else { return [] }
        return entries.compactMap { entry in
            guard let name = entry.name, !name.hasPrefix("."), entry.kind != .directory, name.hasSuffix(suffix),
                !isLinkToFolder(entry, in: directory)
            else { return nil }
            return name
        }.sorted()
    }

    /// Whether an entry is a symbolic link to a folder (`Old.client -> Archive/`): skipped as every link to a folder
    /// is, not read as a spec. A link to a file is a spec, and a dangling link fails when it is read.
    private static func isLinkToFolder(_ entry: DirectoryEntry, in folder: Directory) -> Bool {
        guard entry.kind == .symbolicLink else { return false }
        var info = stat()
        return fstatat(folder.descriptor, entry.cName, &info, 0) == 0 && FileInfo(info).kind == .directory
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
