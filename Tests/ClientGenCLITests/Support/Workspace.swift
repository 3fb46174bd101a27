import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary folder for one test: specs in, outputs out, and snapshots to compare trees before and after.
struct Workspace {
    let root: URL

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // Readable by the unprivileged user some tests run as.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    }

    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// Writes a file, creating its folders.
    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A spec with one client, `name`, and `extra` lines in its body.
    func spec(_ relative: String, client name: String, extra: String = "") throws {
        try write("public client \(name) {\n    func ping() async throws -> Int\n\(extra)}\n", to: relative)
    }

    /// Writes `count` specs under `folder`, spread over a few subfolders.
    func specs(_ count: Int, under folder: String, extra: String = "") throws {
        for index in 0..<count {
            try spec("\(folder)/Group\(index % 7)/Client\(index).client", client: "Client\(index)", extra: extra)
        }
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(path(relative), &info) == 0
    }

    /// Gives a file or folder (recursively) to a user and group.
    func chown(_ relative: String, to owner: UInt32) throws {
        let url = root.appendingPathComponent(relative)
        var paths = [url.path]
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            paths += enumerator.compactMap { $0 as? String }.map { url.appendingPathComponent($0).path }
        }
        for path in paths where lchown(path, owner, owner) != 0 {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// One entry of a snapshot: what a path is, its permission bits, owner, and a file's bytes.
    struct Entry: Equatable, CustomStringConvertible {
        var kind: String
        var permissions: UInt32
        var owner: UInt32
        var contents: Data?

        var description: String { "\(kind) \(String(permissions, radix: 8)) \(owner) \(contents?.count ?? 0) bytes" }
    }

    /// Everything under a folder, hidden entries included, by relative path.
    func snapshot(_ relative: String) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let base = path(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return entries }
        for case let name as String in enumerator {
            var info = stat()
            guard lstat(base + "/" + name, &info) == 0 else { continue }
            let kind: String
            switch info.st_mode & S_IFMT {
            case S_IFDIR: kind = "folder"
            case S_IFLNK: kind = "link"
            default: kind = "file"
            }
            let contents = kind == "file" ? FileManager.default.contents(atPath: base + "/" + name) : nil
            entries[name] = Entry(
                kind: kind, permissions: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), contents: contents)
        }
        return entries
    }

    /// The names of clientgen's temporary files anywhere under a folder.
    func temporaries(_ relative: String) -> [String] {
        snapshot(relative).keys.filter { $0.split(separator: "/").last?.hasPrefix(".clientgen-") ?? false }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
