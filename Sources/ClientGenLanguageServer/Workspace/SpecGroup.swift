/// The specs a spec is linted with as one run, as `clientgen lint <folder>` lints a folder's: their clients must not
/// be declared twice, nor generate colliding names, since they are compiled into one module.
///
/// A spec under `Sources/<Target>/` (SwiftPM's layout) belongs with every spec of its target, at any depth; any
/// other spec with the specs of its own folder. Specs of other folders share no module with it as far as the server
/// can tell (this repository's `Specs/` and its test fixtures declare the same clients), so a client they declare
/// is never a duplicate; they are still the specs whose clients its clients may inherit or store.
enum SpecGroup {
    /// The folder whose specs are linted with the spec at `key` (an absolute path), or `nil` for a key that is no
    /// absolute path (an unsaved document), which is linted alone.
    static func folder(of key: String) -> String? {
        guard key.hasPrefix("/"), let slash = key.lastIndex(of: "/") else { return nil }
        if let target = targetFolder(of: key) { return target }
        let folder = String(key[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The folder of the SwiftPM target a spec at `key` belongs to, or `nil` when it is in no `Sources/<Target>/`:
    /// the last `Sources` with a folder after it (`/p/Sources/App/Sub/A.client` is in the target `App`).
    static func targetFolder(of key: String) -> String? {
        guard key.hasPrefix("/"), let slash = key.lastIndex(of: "/") else { return nil }
        let folders = key[..<slash].split(separator: "/", omittingEmptySubsequences: false)
        guard let sources = folders.dropLast().lastIndex(of: "Sources") else { return nil }
        return folders[...(sources + 1)].joined(separator: "/")
    }

    /// The bytes of the `clientgen.json` that configures the spec at `key`, as the build plugin finds its target's:
    /// the nearest one in the spec's folder or above it, up to its target's folder (`Sources/<Target>`), or for a
    /// spec of no target up to the package's (the one with `Package.swift`); `nil` when there is none.
    static func configuration(forSpecAt key: String, reading read: (String) -> [UInt8]?) -> [UInt8]? {
        guard key.hasPrefix("/") else { return nil }
        let target = targetFolder(of: key)
        var folder = key
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            if let bytes = read(folder + "/clientgen.json") { return bytes }
            if folder == target || read(folder + "/Package.swift") != nil { return nil }
        }
        return nil
    }

    /// Whether two keys are linted together.
    static func sameGroup(_ left: String, _ right: String) -> Bool {
        guard let folder = folder(of: left) else { return false }
        return folder == Self.folder(of: right)
    }
}
