import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open folder. Every file operation of a write goes through one, relative to its descriptor (`openat`,
/// `renameat`, ...) and never through a path, so a folder swapped for a symbolic link after it was opened cannot
/// redirect a write.
final class Directory: Sendable {
    let descriptor: Int32
    /// The folder's path, for messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        Posix.close(descriptor)
    }

    private static let openFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC

    /// Opens a folder the user named, following symbolic links in its path as any path is.
    static func open(_ path: String) throws(FileSystemError) -> Directory {
        let descriptor = openat(AT_FDCWD, path, openFlags)
        guard descriptor >= 0 else { throw FileSystemError(path: path, operation: .openFolder, code: errno) }
        return Directory(descriptor: descriptor, path: path)
    }

    /// Opens a folder inside this one, refusing a symbolic link.
    func child(_ name: String) throws(FileSystemError) -> Directory {
        let descriptor = openat(self.descriptor, name, Self.openFlags | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw FileSystemError(path: path(of: name), operation: .openFolder, code: errno)
        }
        return Directory(descriptor: descriptor, path: path(of: name))
    }

    /// Opens a folder inside this one by its raw name (which may not be UTF-8), refusing a symbolic link.
    func child(rawName: [CChar], path childPath: String) throws(FileSystemError) -> Directory {
        let descriptor = rawName.withUnsafeBufferPointer {
            openat(self.descriptor, $0.baseAddress!, Self.openFlags | O_NOFOLLOW)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: childPath, operation: .openFolder, code: errno) }
        return Directory(descriptor: descriptor, path: childPath)
    }

    /// The path of an entry, for messages.
    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// What is at an entry, not following a symbolic link; `nil` with the error when it cannot be looked at.
    func info(of name: String) -> Result<FileInfo, FileSystemError.Code> {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(FileSystemError.Code(errno))
        }
        return .success(FileInfo(info))
    }

    /// Opens an entry; the descriptor, or the error.
    func openFile(_ name: String, flags: Int32, mode: mode_t = 0) -> Result<Int32, FileSystemError.Code> {
        let descriptor = openat(self.descriptor, name, flags | O_CLOEXEC, mode)
        return descriptor >= 0 ? .success(descriptor) : .failure(FileSystemError.Code(errno))
    }

    /// `mkdirat`; the error, if any.
    @discardableResult
    func makeDirectory(_ name: String) -> Int32? {
        mkdirat(descriptor, name, 0o777) == 0 ? nil : errno
    }

    /// Removes an empty folder; the error, if any.
    @discardableResult
    func removeDirectory(_ name: String) -> Int32? {
        unlinkat(descriptor, name, AT_REMOVEDIR) == 0 ? nil : errno
    }

    /// Removes a file (or a link); the error, if any.
    @discardableResult
    func unlink(_ name: String) -> Int32? {
        unlinkat(descriptor, name, 0) == 0 ? nil : errno
    }

    /// Gives the file at `existing` a second name, failing if `new` exists; the error, if any.
    @discardableResult
    func link(_ existing: String, as new: String) -> Int32? {
        linkat(descriptor, existing, descriptor, new, 0) == 0 ? nil : errno
    }

    /// Renames an entry within the folder, replacing what `new` names; the error, if any.
    @discardableResult
    func rename(_ old: String, to new: String) -> Int32? {
        renameat(descriptor, old, descriptor, new) == 0 ? nil : errno
    }

    /// Waits for, and takes, the exclusive lock on the folder that clientgen runs writing into it take, giving up
    /// when a signal arrives (signals are held back meanwhile). Released when the folder is closed, or when the
    /// process ends however it ends. A file system without locks is written without one.
    func lock(unlessInterruptedBy signals: SignalDeferral) throws(CommandFailure) {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return }
            try signals.checkNotInterrupted()
            usleep(5_000)
        }
    }

    /// Whether this process may create and remove entries here; the error when it may not.
    func writeAccessError() -> Int32? {
        faccessat(descriptor, ".", W_OK | X_OK, AT_EACCESS) == 0 ? nil : errno
    }

    /// Whether the folder, or the entry `name` in it, is immutable or append-only (Linux's `chattr +i`, `+a`), which
    /// its permission bits do not show: nothing in such a folder can be renamed or removed, nor such a file replaced.
    /// The attribute's name, or `nil` where there is none or the file system has no such attributes.
    func unchangeableAttribute(of name: String? = nil) -> String? {
        #if os(Linux)
            var descriptor = self.descriptor
            if let name {
                guard case .success(let opened) = openFile(name, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
                    return nil
                }
                descriptor = opened
            }
            defer { if name != nil { Posix.close(descriptor) } }
            var flags = 0
            // FS_IOC_GETFLAGS; the kernel writes an int into the long the request names.
            guard ioctl(descriptor, UInt(0x8008_6601), &flags) == 0 else { return nil }
            if flags & 0x10 != 0 { return "immutable" }  // FS_IMMUTABLE_FL
            if flags & 0x20 != 0 { return "append-only" }  // FS_APPEND_FL
        #endif
        return nil
    }

    /// The folder's own file information.
    var info: FileInfo? { FileInfo.of(descriptor: descriptor) }
}
