import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One entry of a folder, by its name as the file system stores it.
struct DirectoryEntry: Sendable {
    /// What the folder listing says the entry is.
    enum Kind: Sendable {
        case directory
        case symbolicLink
        case other
    }

    /// The name's bytes, without a terminating NUL.
    var rawName: [UInt8]
    /// The name, or `nil` when it is not valid UTF-8.
    var name: String?
    var kind: Kind

    /// The raw name as a C string, for `openat`.
    var cName: [CChar] { rawName.map { CChar(bitPattern: $0) } + [0] }

    /// The name for messages: invalid UTF-8 shown as replacement characters.
    var shownName: String { name ?? String(decoding: rawName, as: UTF8.self) }
}

extension Directory {
    /// The folder's entries, read to the end. A folder that cannot be listed is an error, never an empty list.
    func entries() throws(FileSystemError) -> [DirectoryEntry] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { Posix.close(copy) }
            throw FileSystemError(path: path, operation: .listFolder, code: code)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                guard errno == 0 else { throw FileSystemError(path: path, operation: .listFolder, code: errno) }
                return entries
            }
            let rawName = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if rawName == [UInt8(ascii: ".")] || rawName == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let name = String(validating: rawName, as: UTF8.self)
            entries.append(DirectoryEntry(rawName: rawName, name: name, kind: kind(of: entry.pointee, rawName)))
        }
    }

    /// The entry's kind from the type `readdir` reports, or from `fstatat` on file systems that report none.
    private func kind(of entry: dirent, _ rawName: [UInt8]) -> DirectoryEntry.Kind {
        let directoryType: UInt8 = 4  // DT_DIR
        let linkType: UInt8 = 10  // DT_LNK
        let unknownType: UInt8 = 0  // DT_UNKNOWN
        switch entry.d_type {
        case directoryType: return .directory
        case linkType: return .symbolicLink
        case unknownType:
            var info = stat()
            let cName = rawName.map { CChar(bitPattern: $0) } + [0]
            guard fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .other }
            switch FileInfo(info).kind {
            case .directory: return .directory
            case .symbolicLink: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }
}
