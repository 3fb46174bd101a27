import Foundation
import LanguageServerBase

/// A file of bytes opened for reading, standing in for standard input; removed with `close()`.
final class InputFile {
    let descriptor: Int32
    private let path: String

    init(_ bytes: [UInt8]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lspkit-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    convenience init(_ text: String) throws {
        try self.init(Array(text.utf8))
    }

    /// Every event the reader yields through the end of input.
    func readAll(maximumMessageSize: Int = MessageReader.defaultMaximumMessageSize) -> [FramedInput] {
        var reader = MessageReader(fileDescriptor: descriptor, maximumMessageSize: maximumMessageSize)
        var events: [FramedInput] = []
        while true {
            let event = reader.next()
            events.append(event)
            if event == .endOfInput || events.count > 10_000 { return events }
        }
    }

    func close() {
        _ = Foundation.close(descriptor)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A file opened for writing, standing in for standard output: read back what was written to it.
final class OutputFile {
    let descriptor: Int32
    private let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lspkit-\(UUID().uuidString)").path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    /// The bytes written so far.
    func contents() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The messages written so far, parsed as JSON.
    func messages() throws -> [JSONValue] {
        let input = try InputFile(try contents())
        defer { input.close() }
        return try input.readAll().compactMap { event -> JSONValue? in
            guard case .message(let body) = event else { return nil }
            return try JSONValue(parsing: body)
        }
    }

    func close() {
        _ = Foundation.close(descriptor)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Both ends of a `pipe(2)`.
struct Pipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Writes all of `bytes` to the write end.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads until the end of input.
    func readToEnd() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// `body` framed as the base protocol frames a message.
func framed(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
}

/// Parses JSON text that a test wrote, failing the test when it does not parse.
func json(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: text)
}
