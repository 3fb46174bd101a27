import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one spec: only a regular file (a FIFO would block, a device such as `/dev/zero` never ends), only up to
/// ``InputCollector/maximumSpecSize``, checked before reading, and at any depth (a path longer than `PATH_MAX` is
/// opened folder by folder).
enum SpecReader {
    static func read(_ path: String, shownAs displayPath: String) throws(CommandFailure) -> [UInt8] {
        // Non-blocking, so that opening a FIFO returns at once; it is refused below.
        let descriptor = try open(path, shownAs: displayPath)
        defer { Posix.close(descriptor) }
        guard let info = FileInfo.of(descriptor: descriptor) else {
            throw CommandFailure(FileSystemError(path: displayPath, operation: .read, code: errno))
        }
        guard info.kind == .regular else {
            throw CommandFailure(.notARegularFile(PathText.shown(displayPath), info.kindName))
        }
        let limit = InputCollector.maximumSpecSize
        guard info.size <= limit else {
            throw CommandFailure(
                .specTooLarge(PathText.shown(displayPath), size: info.size, limitMegabytes: limit / 1_048_576))
        }
        switch Posix.readAll(descriptor, limit: limit + 1) {
        case .failure(let code):
            throw CommandFailure(FileSystemError(path: displayPath, operation: .read, code: code))
        case .success(let bytes) where bytes.count > limit:
            throw CommandFailure(.specGrewWhileRead(PathText.shown(displayPath), limitMegabytes: limit / 1_048_576))
        case .success(let bytes):
            return bytes
        }
    }

    /// Opens a file for reading, following links as a path does; a path too long for the system is opened one
    /// folder at a time.
    private static func open(_ path: String, shownAs displayPath: String) throws(CommandFailure) -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        var descriptor = openat(AT_FDCWD, path, flags)
        if descriptor < 0, errno == ENAMETOOLONG { descriptor = openComponentwise(path, flags: flags) }
        guard descriptor >= 0 else {
            throw CommandFailure(FileSystemError(path: displayPath, operation: .read, code: errno))
        }
        return descriptor
    }

    /// Opens `path` by opening each of its folders relative to the last, so that no call sees more than one name.
    private static func openComponentwise(_ path: String, flags: Int32) -> Int32 {
        var components = path.split(separator: "/").map(String.init)
        guard let last = components.popLast() else { return openat(AT_FDCWD, path, flags) }
        var folder = openat(AT_FDCWD, path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for component in components where folder >= 0 {
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            let code = errno
            Posix.close(folder)
            errno = code
            folder = next
        }
        guard folder >= 0 else { return -1 }
        let descriptor = openat(folder, last, flags)
        let code = errno
        Posix.close(folder)
        errno = code
        return descriptor
    }
}
