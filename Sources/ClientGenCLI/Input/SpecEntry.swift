/// Which directory entry a spec's path names: the folder it is in, by device and inode, and its name there. Paths
/// that differ only in how they reach the folder (`Specs/Sub/B.client`, `./Specs/Sub/B.client`, `Specs//Sub/B.client`,
/// an absolute path, `Specs` walked down to `Sub/B.client`) name one entry, so one spec; another name for the file (a
/// hard or symbolic link) is another entry, as it is when a folder holds both names.
struct SpecEntry: Hashable {
    /// The folder's identity, or its path as written when it cannot be looked at (a path longer than the system
    /// takes).
    private var folder: FileIdentity?
    private var folderPath: String?
    private var name: String

    /// Finds the entries of paths, looking at each folder once however many specs it holds.
    struct Finder {
        private var folders: [String: FileIdentity?] = [:]

        /// The entry a path names.
        mutating func entry(of path: String) -> SpecEntry {
            let (parent, name) = OutputTree.split(path)
            let identity: FileIdentity?
            if let known = folders[parent] {
                identity = known
            } else {
                identity = FileInfo.of(path: parent)?.identity
                folders[parent] = identity
            }
            return SpecEntry(folder: identity, folderPath: identity == nil ? parent : nil, name: name)
        }
    }
}
