import ClientGenLanguageServer
import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `clientgen lsp` keeps the Swift it shows for a spec: `clientgen/generated/<spec's digest>/<Spec>.swift` in
/// the user's cache folder (`$XDG_CACHE_HOME`, else `~/.cache`; `~/Library/Caches` on macOS). The folders it
/// creates are the user's alone (0700) and are entered without following symbolic links, and each file is written
/// beside its old version and renamed over it, read-only (0444): it is a view, which the next command replaces.
enum GeneratedSwiftCache {
    /// The folder a user's generated files go in, from the environment; `nil` with neither variable set.
    static func cacheFolder(_ environment: (String) -> String? = Self.environment) -> String? {
        if let folder = environment("XDG_CACHE_HOME"), folder.hasPrefix("/") { return folder }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
            return home + "/Library/Caches"
        #else
            return home + "/.cache"
        #endif
    }

    /// The cache in the user's cache folder.
    static let folder = GeneratedSwiftFolder { spec, fileName, contents throws(GeneratedSwiftFolder.Failure) in
        guard let cache = cacheFolder() else {
            throw GeneratedSwiftFolder.Failure("neither XDG_CACHE_HOME nor HOME names a folder")
        }
        return try save(contents, as: fileName, forSpec: spec, in: cache)
    }

    /// Writes `contents` as `fileName` in the folder of `spec` under `cache`; the file's path.
    static func save(_ contents: [UInt8], as fileName: String, forSpec spec: String, in cache: String)
        throws(GeneratedSwiftFolder.Failure) -> String
    {
        do throws(FileSystemError) {
            if mkdir(cache, 0o700) != 0, errno != EEXIST {
                throw FileSystemError(path: cache, operation: .createFolder, code: errno)
            }
            var folder = try Directory.open(cache)
            for name in ["clientgen", "generated", digest(of: spec)] {
                if mkdirat(folder.descriptor, name, 0o700) != 0, errno != EEXIST {
                    throw FileSystemError(path: folder.path(of: name), operation: .createFolder, code: errno)
                }
                folder = try folder.child(name)
            }
            try write(contents, as: fileName, in: folder)
            return folder.path(of: fileName)
        } catch {
            throw GeneratedSwiftFolder.Failure(error.reason.text)
        }
    }

    /// Writes a temporary file beside `name` and renames it over `name`.
    private static func write(_ contents: [UInt8], as name: String, in folder: Directory) throws(FileSystemError) {
        let temporary = ".\(name).\(getpid()).tmp"
        folder.unlink(temporary)  // Left by a server of this process's number that was killed while writing.
        let descriptor: Int32
        switch folder.openFile(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o444) {
        case .success(let opened): descriptor = opened
        case .failure(let code):
            throw FileSystemError(path: folder.path(of: temporary), operation: .createTemporaryFile, code: code)
        }
        let failure = contents.withUnsafeBytes { Posix.writeAll(descriptor, $0) } ?? Posix.close(descriptor)
        if let failure {
            folder.unlink(temporary)
            throw FileSystemError(path: folder.path(of: name), operation: .write, code: failure)
        }
        if let failure = folder.rename(temporary, to: name) {
            folder.unlink(temporary)
            throw FileSystemError(path: folder.path(of: name), operation: .replace, code: failure)
        }
    }

    /// Sixteen hexadecimal digits of a spec's path (FNV-1a), so that specs of one name in different folders keep
    /// different files, and a spec keeps its folder from one command to the next.
    static func digest(of spec: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in spec.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
