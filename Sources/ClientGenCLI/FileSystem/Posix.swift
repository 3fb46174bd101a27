import ClientGenCore
import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line reads with the shared system calls (``Posix`` in SystemCalls).
extension Posix {
    /// Reads up to `limit` bytes; `nil` and the error when reading fails.
    static func readAll(_ descriptor: Int32, limit: Int) -> Result<[UInt8], FileSystemError.Code> {
        var bytes: [UInt8] = []
        var chunkSize = min(limit, 64 * 1024)
        while bytes.count < limit {
            var failure: Int32?
            let chunk = [UInt8](unsafeUninitializedCapacity: min(chunkSize, limit - bytes.count)) { buffer, count in
                let read = Posix.read(descriptor, buffer.baseAddress, buffer.count)
                if read < 0 { failure = errno }
                count = max(read, 0)
            }
            if let failure { return .failure(FileSystemError.Code(failure)) }
            if chunk.isEmpty { break }
            bytes += chunk
            chunkSize = 256 * 1024
        }
        return .success(bytes)
    }
}

/// A file operation that failed, with the system's reason.
struct FileSystemError: Error, Sendable, Equatable {
    /// An `errno` value, named so results can carry it.
    struct Code: Error, Sendable, Equatable {
        var value: Int32
        init(_ value: Int32) { self.value = value }
    }

    var path: String
    var operation: FileOperation
    var code: Int32

    init(path: String, operation: FileOperation, code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
    }

    init(path: String, operation: FileOperation, code: Code) {
        self.init(path: path, operation: operation, code: code.value)
    }

    /// The failure as the catalog words it, with the system's reason.
    var reason: ToolMessage {
        .fileSystem(operation, PathText.shown(path), reason: Posix.message(code))
    }
}

/// Paths as messages show them: a control character (a line break in a file name) as `?`, so that a message stays
/// one line on a terminal.
enum PathText {
    static func shown(_ path: String) -> String {
        ControlCharacters.shown(path)
    }
}
