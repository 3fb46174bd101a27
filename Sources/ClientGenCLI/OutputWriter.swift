import ClientGenKit

/// One generated file and where it goes.
struct PlannedOutput: Equatable, Sendable {
    var path: String
    /// The file's contents, as UTF-8.
    var contents: [UInt8]
}

/// Writes generated files safely: a file is rewritten only when its content changed; nothing is written outside the
/// output directory or over a file clientgen did not generate; and every check runs, and every file is staged in a
/// temporary file, before the first one is renamed into place, so a failed run leaves existing files untouched.
enum OutputWriter {
    /// What is where an output goes.
    private enum Existing {
        case missing
        /// A file with exactly the output's contents.
        case identical
        /// A file clientgen generated, with other contents.
        case generated
        /// A file clientgen did not generate.
        case foreign
        /// A directory or something else that is not a file.
        case notAFile
    }

    /// The outputs whose file is missing or has other contents.
    static func changed(_ outputs: [PlannedOutput]) -> [PlannedOutput] {
        let existing = existingFiles(outputs)
        return outputs.indices.filter { existing[$0] != .identical }.map { outputs[$0] }
    }

    /// What is at each output's path, looked at concurrently.
    private static func existingFiles(_ outputs: [PlannedOutput]) -> [Existing] {
        outputs.concurrentMap { output in
            switch FileSystem.kind(of: output.path) {
            case .missing: return .missing
            case .directory, .other: return .notAFile
            case .file:
                let bytes = FileSystem.read(output.path) ?? []
                if bytes == output.contents { return .identical }
                return bytes.starts(with: ClientGenerator.generatedHeaderPrefix.utf8) ? .generated : .foreign
            }
        }
    }

    /// Writes the changed outputs, which must lie inside `directory` when one is given. Returns the paths written.
    @discardableResult
    static func write(_ outputs: [PlannedOutput], inside directory: String?) throws(CommandFailure) -> [String] {
        let existing = existingFiles(outputs)
        let changed = outputs.indices.filter { existing[$0] != .identical }
        var checkedFolders: Set<String> = []
        for index in changed {
            let path = outputs[index].path
            // Files in one folder share the containment verdict: the folder's is checked once.
            if let directory, checkedFolders.insert(FileSystem.parentDirectory(of: path)).inserted {
                try checkContainment(of: path, in: directory)
            }
            try checkReplaceable(path, existing[index])
        }
        var folders: Set<String> = []
        for index in changed where folders.insert(FileSystem.parentDirectory(of: outputs[index].path)).inserted {
            do {
                try FileSystem.createDirectories(FileSystem.parentDirectory(of: outputs[index].path))
            } catch {
                throw CommandFailure(message: error.message)
            }
        }
        // Files are staged concurrently (writing them is most of the time spent here), then renamed in order.
        let staged = changed.concurrentMap { index in
            outputs[index].contents.withUnsafeBufferPointer { bytes in
                Result { () throws(FileSystemError) in
                    try FileSystem.writeTemporary(bytes, nextTo: outputs[index].path)
                }
            }
        }
        do {
            for (index, temporary) in zip(changed, staged) {
                try FileSystem.replace(outputs[index].path, with: temporary.get())
            }
        } catch {
            for case .success(let temporary) in staged { FileSystem.remove(temporary) }
            throw CommandFailure(message: error.message)
        }
        return changed.map { outputs[$0].path }
    }

    /// Refuses a path whose nearest existing folder resolves (through symbolic links) outside the output directory.
    private static func checkContainment(of path: String, in directory: String) throws(CommandFailure) {
        // A directory that does not exist yet has nothing in it that could link elsewhere.
        guard let root = FileSystem.realPath(directory) else { return }
        let ancestor = nearestExisting(FileSystem.parentDirectory(of: path)) ?? directory
        let resolved = FileSystem.realPath(ancestor) ?? ancestor
        guard resolved == root || resolved.hasPrefix(root == "/" ? root : root + "/") else {
            throw CommandFailure(
                message: "refusing to write '\(path)': its folder resolves to '\(resolved)', outside the output "
                    + "directory '\(directory)'")
        }
    }

    /// Refuses to replace anything but a file clientgen generated.
    private static func checkReplaceable(_ path: String, _ existing: Existing) throws(CommandFailure) {
        switch existing {
        case .missing, .identical, .generated:
            return
        case .notAFile:
            throw CommandFailure(message: "cannot write '\(path)': something other than a file is in the way")
        case .foreign:
            throw CommandFailure(
                message: "refusing to overwrite '\(path)': it was not generated by clientgen (it does not start "
                    + "with '\(ClientGenerator.generatedHeaderPrefix)'); move it or choose another output")
        }
    }

    /// The path itself or its nearest ancestor that exists.
    private static func nearestExisting(_ path: String) -> String? {
        var current = path
        while FileSystem.kind(of: current) == .missing {
            let parent = FileSystem.parentDirectory(of: current)
            if parent == current { return nil }
            current = parent
        }
        return current
    }
}
