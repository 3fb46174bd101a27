import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C calls whose names Swift methods shadow (`read`, `write`, `close`), and the system's reason for an error.
/// The command line uses POSIX directly: the tool is built from source in every consumer's build, and Foundation is
/// the slowest part of that build and of the tool's start-up.
enum Posix {
    /// `read(2)`, retried when interrupted.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        retryingInterrupted {
            #if canImport(Glibc)
                Glibc.read(descriptor, buffer, count)
            #elseif canImport(Musl)
                Musl.read(descriptor, buffer, count)
            #else
                Darwin.read(descriptor, buffer, count)
            #endif
        }
    }

    /// `write(2)`, retried when interrupted.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        retryingInterrupted {
            #if canImport(Glibc)
                Glibc.write(descriptor, buffer, count)
            #elseif canImport(Musl)
                Musl.write(descriptor, buffer, count)
            #else
                Darwin.write(descriptor, buffer, count)
            #endif
        }
    }

    private static func retryingInterrupted(_ call: () -> Int) -> Int {
        while true {
            let result = call()
            if result < 0, errno == EINTR { continue }
            return result
        }
    }

    /// `close(2)`; its error, if any (a network file system may report a failed write only here).
    @discardableResult
    static func close(_ descriptor: Int32) -> Int32? {
        #if canImport(Glibc)
            let result = Glibc.close(descriptor)
        #elseif canImport(Musl)
            let result = Musl.close(descriptor)
        #else
            let result = Darwin.close(descriptor)
        #endif
        return result == 0 || errno == EINTR ? nil : errno
    }

    /// Writes all bytes, or returns the error that stopped it.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return nil
    }

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

    /// The system's description of an error number.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
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
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        return String(String.UnicodeScalarView(path.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
