import Foundation

/// One generated file and where it goes.
struct PlannedOutput: Equatable {
    var path: String
    var contents: String
}

/// Writes generated files, rewriting a file only when its content changed so that builds depending on it are not
/// invalidated needlessly.
enum OutputWriter {
    /// The outputs whose file is missing or has other contents.
    static func changed(_ outputs: [PlannedOutput], fileManager: FileManager = .default) -> [PlannedOutput] {
        outputs.filter { fileManager.contents(atPath: $0.path) != Data($0.contents.utf8) }
    }

    /// Writes each changed output, creating folders as needed. Returns the paths written.
    @discardableResult
    static func write(_ outputs: [PlannedOutput], fileManager: FileManager = .default) throws(InputError) -> [String] {
        var written: [String] = []
        for output in changed(outputs, fileManager: fileManager) {
            let url = URL(fileURLWithPath: output.path)
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw InputError(message: "cannot write '\(output.path)': \(error.localizedDescription)")
            }
            written.append(output.path)
        }
        return written
    }
}
