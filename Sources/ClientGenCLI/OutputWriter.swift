import Foundation

/// Writes generated files into the output directory, rewriting a file only when its content changed so that builds
/// depending on it are not invalidated needlessly.
enum OutputWriter {
    /// Writes each file at its path under `directory`, creating folders as needed. Returns the paths written.
    static func write(
        _ files: [(path: String, contents: String)],
        to directory: String,
        fileManager: FileManager = .default
    ) throws(InputError) -> [String] {
        var written: [String] = []
        for file in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            let data = Data(file.contents.utf8)
            if fileManager.contents(atPath: url.path) == data { continue }
            do {
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch {
                throw InputError(message: "cannot write '\(url.path)': \(error.localizedDescription)")
            }
            written.append(url.path)
        }
        return written
    }
}
