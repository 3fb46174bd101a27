import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spec read from disk, and which file it was (a device and an inode), to tell the same spec under two paths.
struct SpecFile {
    /// Which file a path named when it was read.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    var source: SourceFile
    var identity: Identity

    /// Reads a spec: only a regular file (a FIFO would block the build, a device never ends) and only up to
    /// ``SourceFile/maximumSize``, checked before reading and again while reading.
    static func read(_ path: String) throws(BuildToolFailure) -> SpecFile {
        // Non-blocking, so that opening a FIFO returns at once; it is refused below.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fileSystem(.read, path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fileSystem(.read, path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw BuildToolFailure(.notARegularFile(path, FileKindName(mode: info.st_mode)))
        }
        let limit = SourceFile.maximumSize
        guard Int(info.st_size) <= limit else {
            throw BuildToolFailure(.specTooLarge(path, size: Int(info.st_size), limitMegabytes: limit / 1_048_576))
        }
        // One byte more than the limit, to tell a spec that grew while it was read.
        guard let bytes = readAll(descriptor, upTo: limit + 1) else { throw .fileSystem(.read, path) }
        guard bytes.count <= limit else {
            throw BuildToolFailure(.specGrewWhileRead(path, limitMegabytes: limit / 1_048_576))
        }
        return SpecFile(
            source: SourceFile(path: path, bytes: bytes),
            identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}

/// Reads until the end of the file or `limit` bytes; `nil` with `errno` set when a read fails.
func readAll(_ descriptor: Int32, upTo limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
        let count = chunk.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
        }
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { break }
        bytes += chunk[..<count]
    }
    return bytes
}

extension FileKindName {
    /// The kind of file a `stat` mode says, as messages name it.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR, S_IFBLK: self = .device
        default: self = .other
        }
    }
}
