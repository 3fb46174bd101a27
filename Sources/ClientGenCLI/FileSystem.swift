#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the command line needs, on POSIX directly: the tool is built from source in every
/// consumer's build, and Foundation is the slowest part of that build and of the tool's start-up.
enum FileSystem {
    /// What is at a path.
    enum Kind: Equatable {
        case missing
        case file
        case directory
        /// Something else: a socket, a device, a dangling link.
        case other
    }

    /// What is at a path, following symbolic links.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The bytes of a file, or `nil` if it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        // Read straight into a buffer of the file's size (plus one byte, to see the end without another call when
        // the size holds), then on in chunks in case the file grew.
        var bytes: [UInt8] = []
        var chunkSize = size + 1
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                count = 0
                while count < buffer.count {
                    let read = Glue.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if read < 0, errno == EINTR { continue }
                    failed = read < 0
                    guard read > 0 else { break }
                    count += read
                }
            }
            guard !failed else { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < chunkSize { return bytes }
            chunkSize = 64 * 1024
        }
    }

    /// The paths of the files under a directory, relative to it, recursively, skipping hidden entries and not
    /// following symbolic links to directories (so a link cannot make the walk loop).
    static func files(under directory: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? directory : directory + "/" + relative
            guard let stream = opendir(path) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                if isDirectory(entry.pointee, at: directory + "/" + child) {
                    pending.append(child)
                } else {
                    found.append(child)
                }
            }
        }
        return found
    }

    /// Whether a directory entry is a directory (not a link to one), from the type `readdir` reports, or from
    /// `lstat` on file systems that do not report types.
    private static func isDirectory(_ entry: dirent, at path: String) -> Bool {
        let directoryType: UInt8 = 4  // DT_DIR
        let unknownType: UInt8 = 0  // DT_UNKNOWN
        guard entry.d_type == unknownType else { return entry.d_type == directoryType }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a path is a symbolic link itself.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates a directory and its missing parents.
    static func createDirectories(_ path: String) throws(FileSystemError) {
        guard kind(of: path) != .directory else { return }
        let parent = parentDirectory(of: path)
        if parent != path, !parent.isEmpty { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw FileSystemError(path: path, operation: "create the directory", code: errno)
        }
    }

    /// Writes bytes to a new temporary file next to `path`, to be renamed over it with ``replace(_:with:)``.
    static func writeTemporary(
        _ bytes: UnsafeBufferPointer<UInt8>,
        nextTo path: String
    ) throws(FileSystemError) -> String {
        var template = Array((parentDirectory(of: path) + "/.clientgen-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileSystemError(path: path, operation: "create a temporary file for", code: errno)
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = Glue.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                unlink(temporary)
                throw FileSystemError(path: path, operation: "write", code: code)
            }
            written += count
        }
        fchmod(descriptor, 0o644)
        return temporary
    }

    /// Atomically replaces `path` with the temporary file.
    static func replace(_ path: String, with temporary: String) throws(FileSystemError) {
        guard rename(temporary, path) == 0 else {
            throw FileSystemError(path: path, operation: "replace", code: errno)
        }
    }

    /// Removes a file, ignoring errors (used to clean up temporary files).
    static func remove(_ path: String) {
        unlink(path)
    }

    /// The canonical absolute path, with symbolic links resolved, of an existing path.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The directory part of a path (`.` for a bare name).
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path.
    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}

/// A file operation that failed, with the system's reason.
struct FileSystemError: Error, Sendable {
    var path: String
    var operation: String
    var code: Int32

    var message: String {
        "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
    }
}

/// Names for the C functions that `read` and `write` shadow inside `FileSystem`.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
