import ClientGenCore
import ClientGenOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One spec to read: where it is on disk, how diagnostics name it, and where its output goes.
struct SpecLocation: Equatable, Sendable {
    /// The path to read.
    var filePath: String
    /// The path as the user wrote it (a directory input joined with the path found under it).
    var displayPath: String
    /// The generated file's path relative to the output directory: a spec under a directory input keeps its
    /// relative folder (`Specs/Sub/Weather.client` → `Sub/Weather.swift`); a file input goes to the top.
    var outputPath: String
    /// The folder the spec was found in (a directory input, or a file input's folder) and the spec's path relative
    /// to it, where a rewrite in place (`format`, `lint --fix`) writes it.
    var root: String
    var relativePath: String
}

/// A problem with the files of a run (a missing input, an output that cannot be written): exit code 1. Its words
/// are the catalog's (``ToolMessage``); a failure whose rollback fell short carries that as a second message.
struct CommandFailure: Error, Equatable {
    var reason: ToolMessage
    var rollback: ToolMessage?

    init(_ reason: ToolMessage, rollback: ToolMessage? = nil) {
        self.reason = reason
        self.rollback = rollback
    }

    init(_ error: FileSystemError) {
        self.init(error.reason)
    }

    /// The text after `clientgen: error: `, with the rollback's own error line if there is one.
    var message: String {
        reason.text + (rollback.map { "\nclientgen: error: " + $0.text } ?? "")
    }

    /// Runs a file-system step, turning its error into a failure of the run.
    static func wrapping<Result>(_ body: () throws(FileSystemError) -> Result) throws(CommandFailure) -> Result {
        do {
            return try body()
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// Expands the command line's inputs into spec files, in a deterministic order, and reads them.
enum InputCollector {
    /// The largest spec read, in bytes.
    static let maximumSpecSize = SourceFile.maximumSize

    /// The files to read for inputs: `.client` specs (or `.swift` sources for `import`), given as files or found
    /// under directories. A spec several inputs reach (`Specs` and `Specs/Sub/B.client`, `./B.client` and
    /// `B.client`) is listed once, where the first input that reaches it, in command-line order, places it.
    static func collect(_ inputs: [String], suffix: String = ".client") throws(CommandFailure) -> [SpecLocation] {
        var locations: [SpecLocation] = []
        var entries = SpecEntry.Finder()
        var seen: Set<SpecEntry> = []
        for input in inputs {
            let found = try specLocations(of: input, suffix: suffix)
            // One input lists each entry once; only several inputs can reach one twice.
            guard inputs.count > 1 else { return found }
            locations += found.filter { seen.insert(entries.entry(of: $0.filePath)).inserted }
        }
        return locations
    }

    /// The specs the inputs of `generate`, `lint` or `format` name, by ``collect(_:suffix:)``. Inputs that hold no spec
    /// at all are a failure, not a run that checks nothing: a CI step given a wrong folder must not pass.
    static func specs(_ inputs: [String]) throws(CommandFailure) -> [SpecLocation] {
        let locations = try collect(inputs)
        guard !locations.isEmpty else { throw CommandFailure(.noSpecsFound(in: inputs.map(PathText.shown))) }
        return locations
    }

    private static func specLocations(of input: String, suffix: String) throws(CommandFailure) -> [SpecLocation] {
        guard let info = FileInfo.of(path: input) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw CommandFailure(.noSuchFile(PathText.shown(input)))
            }
            throw CommandFailure(FileSystemError(path: input, operation: .read, code: code))
        }
        guard info.kind != .directory else {
            var root = input
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            return try SpecWalker.specs(under: root, suffix: suffix).map { relative in
                SpecLocation(
                    filePath: root + "/" + relative, displayPath: root + "/" + relative,
                    outputPath: OutputPlacement.keepingFolders.outputPath(forSpecAt: relative), root: root,
                    relativePath: relative)
            }
        }
        guard input.hasSuffix(suffix) else {
            let kind = suffix == ".client" ? "a .client spec" : "a \(suffix) file"
            throw CommandFailure(.notAnInput(PathText.shown(input), expected: kind))
        }
        let (folder, name) = OutputTree.split(input)
        return [
            SpecLocation(
                filePath: input, displayPath: input,
                outputPath: OutputPlacement.keepingFolders.outputPath(forSpecAt: name), root: folder, relativePath: name
            )
        ]
    }

    /// Reads the specs, concurrently. A spec that cannot be read, is not a regular file or is larger than
    /// ``maximumSpecSize`` is a failure; the first (in path order) is reported.
    static func read(_ locations: [SpecLocation]) throws(CommandFailure) -> [SourceFile] {
        let contents = locations.concurrentMap { location in
            Result { () throws(CommandFailure) in try SpecReader.read(location.filePath, shownAs: location.displayPath)
            }
        }
        return try zip(locations, contents).map { location, bytes throws(CommandFailure) in
            SourceFile(path: location.displayPath, bytes: try bytes.get())
        }
    }

    /// Reads the `--context` specs: collected and read by the inputs' rules, so a missing or unreadable one fails.
    /// A context spec that is one of `generated` (the same file by another path, such as `./A.client` next to a
    /// `Specs` context) is left out: read twice, its clients would be declared twice.
    static func readContext(
        _ inputs: [String],
        excluding generated: [SourceFile]
    ) throws(CommandFailure) -> [SourceFile] {
        guard !inputs.isEmpty else { return [] }
        let files = Set(generated.compactMap { FileInfo.of(path: $0.path)?.identity })
        let paths = Set(generated.map(\.path))
        let locations = try collect(inputs).filter { location in
            !paths.contains(location.displayPath)
                && !(FileInfo.of(path: location.filePath).map { files.contains($0.identity) } ?? false)
        }
        return try read(locations)
    }
}
