import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `clientgen` executable as users do: with an environment, in a folder, optionally as an
/// unprivileged user (through `setpriv`), with a closed standard error, or under a memory limit.
enum Clientgen {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        /// The signal that ended the process, if one did.
        var signal: Int32?
        var stdout: String
        var stderr: String
    }

    /// How to run it.
    struct Options {
        var directory: URL?
        var environment: [String: String] = [:]
        /// Run as user and group 65534 (`nobody`).
        var asNobody = false
        /// Close the read end of standard error before the run writes to it.
        var closesStandardError = false
        /// Close the read end of standard output before the run writes to it.
        var closesStandardOutput = false
        /// A limit on the process's address space, in kilobytes (`ulimit -v`).
        var memoryLimitKilobytes: Int?
        /// A command the run is started through, such as `env --default-signal=INT`.
        var launcher: [String] = []
    }

    /// The unprivileged user and group tests run as.
    static let nobody: UInt32 = 65534

    /// A copy of the executable in a folder anyone can read, so that it runs as another user too.
    static let sharedExecutable: URL? = {
        guard let built = ExecutableTests.executable() else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-bin-\(UUID().uuidString)")
        let copy = folder.appendingPathComponent("clientgen")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: built, to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
            return copy
        } catch {
            return nil
        }
    }()

    /// Whether runs as another user are possible: the tests run as root, setpriv is installed, and the executable
    /// could be copied where another user can run it.
    static let canRunUnprivileged =
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && sharedExecutable != nil

    /// Runs `clientgen-generate-clients`, what the command plugin runs (built next to `clientgen`), from a workspace's
    /// root, as the plugin runs it from the package's.
    static func runGenerateClients(_ arguments: [String], in workspace: Workspace) throws -> Outcome {
        let clientgen = try #require(ExecutableTests.executable(), "clientgen was not built next to the tests")
        let process = Process()
        process.executableURL = clientgen.deletingLastPathComponent().appendingPathComponent(
            "clientgen-generate-clients")
        process.arguments = arguments
        process.currentDirectoryURL = workspace.root
        return try collect(process, Options())
    }

    /// Runs it from a workspace's root, so that paths can be relative to it.
    static func run(_ arguments: [String], in workspace: Workspace) throws -> Outcome {
        try run(arguments, Options(directory: workspace.root))
    }

    static func run(_ arguments: [String], _ options: Options = Options()) throws -> Outcome {
        let executable = try #require(sharedExecutable, "the clientgen executable was not built next to the tests")
        let process = Process()
        var command = [executable.path] + arguments
        if options.asNobody {
            command = ["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"] + command
        }
        command = options.launcher + command
        if let limit = options.memoryLimitKilobytes {
            command = ["/bin/sh", "-c", "ulimit -v \(limit) && exec \"$@\"", "sh"] + command
        }
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let directory = options.directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(options.environment) { $1 }
        return try collect(process, options)
    }

    /// Starts a run without waiting for it, for tests that kill it or run several at once.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let executable = try #require(sharedExecutable, "the clientgen executable was not built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A pipe whose reading end is closed: writing to it fails with `EPIPE` (or kills the writer by SIGPIPE).
    private static func closedPipe() throws -> Pipe {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return pipe
    }

    /// Runs the process with its output in files (so no pipe fills while another is read), stopping a run that
    /// hangs after two minutes so that a hang fails the test instead of the whole suite.
    private static func collect(_ process: Process, _ options: Options) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout")
        let err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = options.closesStandardOutput ? try closedPipe() : try FileHandle(forWritingTo: out)
        process.standardError = options.closesStandardError ? try closedPipe() : try FileHandle(forWritingTo: err)
        try process.run()
        let identifier = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(identifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let signaled = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: signaled ? -1 : process.terminationStatus, signal: signaled ? process.terminationStatus : nil,
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
