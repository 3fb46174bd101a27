import ClientGenCLI
import Foundation

/// A temporary directory to run the command line against in-process, with `@/` standing for it in arguments and in
/// what the run prints (tests run in parallel, so they cannot change the process's working directory).
struct InProcessCLI {
    /// What one run returned and printed.
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    let directory: URL

    init(_ name: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ text: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    func run(_ arguments: [String]) -> Outcome {
        var output = ""
        var errors = ""
        let arguments = arguments.map { $0.replacingOccurrences(of: "@/", with: directory.path + "/") }
        let status = ClientGenCommand.run(arguments, output: { output += $0 }, errors: { errors += $0 })
        return Outcome(
            status: status, output: output.replacingOccurrences(of: directory.path + "/", with: "@/"),
            errors: errors.replacingOccurrences(of: directory.path + "/", with: "@/"))
    }
}
