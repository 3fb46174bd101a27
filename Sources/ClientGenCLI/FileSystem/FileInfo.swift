import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file, in the terms the command line decides by.
struct FileInfo: Equatable, Sendable {
    /// What kind of file it is.
    enum Kind: Equatable, Sendable {
        case regular
        case directory
        case symbolicLink
        /// A FIFO, socket or device.
        case special(FileKindName)
    }

    var kind: Kind
    var size: Int
    /// The permission bits with the set-user-ID, set-group-ID and sticky bits (`0o644`, `0o2755`).
    var permissions: UInt32
    var owner: UInt32
    var group: UInt32
    var identity: FileIdentity

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .special(.fifo)
        case S_IFSOCK: kind = .special(.socket)
        case S_IFCHR, S_IFBLK: kind = .special(.device)
        default: kind = .special(.other)
        }
        size = Int(info.st_size)
        permissions = UInt32(info.st_mode) & 0o7777
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What is at an open descriptor.
    static func of(descriptor: Int32) -> FileInfo? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileInfo(info) : nil
    }

    /// What is at a path, following symbolic links (`nil` with `errno` set when nothing is there).
    static func of(path: String) -> FileInfo? {
        var info = stat()
        return stat(path, &info) == 0 ? FileInfo(info) : nil
    }

    /// The kind as a message names it: "a directory", "a FIFO".
    var kindName: FileKindName {
        switch kind {
        case .regular: return .file
        case .directory: return .directory
        case .symbolicLink: return .symbolicLink
        case .special(let name): return name
        }
    }
}

/// Which file a path named when it was looked at: a device and an inode.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
