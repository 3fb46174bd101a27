import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the one file a build command generates, safely and simply: never over a file clientgen did not generate
/// (it must start with ``ClientGenerator/generatedHeaderPrefix``) or through a symbolic link, not at all when the
/// bytes are the same (its date stays, so nothing downstream rebuilds), and otherwise through a temporary file in the
/// same folder renamed into place, so that a reader sees the old file or the new one and a killed run leaves no half.
///
/// The build plugin's output folder is the plugin's own work directory; the full `clientgen` writes into folders
/// people share, with transactions, rollback and locking.
enum GeneratedFileWriter {
    static func write(_ bytes: [UInt8], to path: String) throws(BuildToolFailure) {
        let folder = parentFolder(of: path)
        try createFolders(folder)
        if try isUnchanged(path, comparedWith: bytes) { return }
        let temporary = folder + "/." + lastComponent(of: path) + ".clientgen-\(getpid()).tmp"
        // A killed run of this process's number left it: it is ours to replace.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .fileSystem(.createTemporaryFile, path) }
        var failure = writeAll(descriptor, bytes)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .fileSystem(.write, path, code: failure)
        }
    }

    /// Whether the file at `path` already holds `bytes`; throws when something is there that is not clientgen's.
    ///
    /// Reads as little as deciding needs, and no more than the file holds: the whole file only when its size is
    /// the output's, else its header. A generated file may be larger than a spec may be.
    private static func isUnchanged(_ path: String, comparedWith bytes: [UInt8]) throws(BuildToolFailure) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return false }
            var info = stat()
            if code == ELOOP, lstat(path, &info) == 0 {
                throw BuildToolFailure(.inTheWay(path, FileKindName(mode: info.st_mode)))
            }
            throw .fileSystem(.read, path, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fileSystem(.lookAt, path) }
        let kind = FileKindName(mode: info.st_mode)
        guard kind == .file else { throw BuildToolFailure(.inTheWay(path, kind)) }
        let header = ClientGenerator.generatedHeaderPrefix
        let limit = Int(info.st_size) == bytes.count ? bytes.count + 1 : header.utf8.count
        guard let existing = readAll(descriptor, upTo: limit) else { throw .fileSystem(.read, path) }
        guard existing.starts(with: header.utf8) else {
            throw BuildToolFailure(.foreignFile(path, .notGenerated(header: header, throughLink: false)))
        }
        return existing == bytes
    }

    /// Creates the folder and any missing folders on its path.
    private static func createFolders(_ folder: String) throws(BuildToolFailure) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw BuildToolFailure(.whereFolderIsNeeded(folder, FileKindName(mode: info.st_mode)))
            }
            return
        }
        guard errno == ENOENT else { throw .fileSystem(.lookAt, folder) }
        let parent = parentFolder(of: folder)
        if parent != folder { try createFolders(parent) }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else { throw .fileSystem(.createFolder, folder) }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    private static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}

/// `write(2)`, which the writer's own `write` would hide inside it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
