import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the build plugin runs for each spec: read it (and the specs it draws on), generate, print the diagnostics in
/// the compiler's format (SwiftPM and Xcode show them at the spec's line), and replace the output file when it
/// changed. Exit codes are `clientgen`'s: 0, 1 for a spec error or a file that cannot be read or written, 64 for a
/// wrong command line.
enum BuildTool {
    /// Runs one request given as arguments (without the program name), printing to `errors`.
    static func run(_ arguments: [String], errors: (String) -> Void = BuildTool.standardError) -> Int32 {
        let request: BuildRequest
        do {
            request = try BuildRequest(parsing: arguments)
        } catch {
            errors("clientgen: error: \(error.message.text)\n\(BuildRequest.usage)\n")
            return 64
        }
        do {
            return try generate(request, errors: errors)
        } catch {
            errors("clientgen: error: \(error.message.text)\n")
            return 1
        }
    }

    private static func generate(_ request: BuildRequest, errors: (String) -> Void) throws(BuildToolFailure) -> Int32 {
        let spec = try SpecFile.read(request.specPath)
        // The spec itself among its context (by another path) would declare its clients twice.
        let context = try request.contextPaths.map { path throws(BuildToolFailure) in try SpecFile.read(path) }
            .filter { $0.identity != spec.identity && $0.source.path != spec.source.path }
        let result = ClientGenerator(artifacts: request.artifacts, imports: request.imports)
            .generate([spec.source], context: context.map(\.source))
        if !result.diagnostics.isEmpty {
            errors(DiagnosticFormatter(sources: result.sources).format(result.diagnostics))
        }
        guard !result.diagnostics.containsErrors, let file = result.files.first else { return 1 }
        try GeneratedFileWriter.write(file.utf8, to: request.outputPath)
        return 0
    }

    /// Writes to standard error, ignoring a closed stream: the exit status still says how the run went.
    static func standardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

/// Why the tool could not do what it was asked, worded by the catalog.
struct BuildToolFailure: Error {
    var message: ToolMessage

    init(_ message: ToolMessage) {
        self.message = message
    }

    /// A file operation that failed with `errno`.
    static func fileSystem(_ operation: FileOperation, _ path: String, code: Int32 = errno) -> Self {
        Self(.fileSystem(operation, path, reason: String(cString: strerror(code))))
    }
}
