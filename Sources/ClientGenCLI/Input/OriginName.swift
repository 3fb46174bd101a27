#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a file import writes names the Swift file it came from: never by a folder of the machine that imported it,
/// since specs are committed. A relative path is kept as given; an absolute one is named relative to the working
/// directory when it is inside it (what the user would have typed there), or else from the folder it was found in
/// (a folder input, or a file input's folder): `/tmp/Shared/Store.swift` → `Shared/Store.swift`.
enum OriginName {
    static func of(_ location: SpecLocation, workingDirectory: String?) -> String {
        let path = location.displayPath
        guard path.hasPrefix("/") else { return path }
        if let directory = workingDirectory, let relative = OutputTree.relative(path, to: directory), !relative.isEmpty
        {
            return relative
        }
        let folder = OutputTree.split(location.root).name
        guard !folder.isEmpty, folder != ".", folder != ".." else { return location.relativePath }
        return OutputTree.join(folder, location.relativePath)
    }

    /// The process's working directory, or `nil` when it cannot be named (removed, or too long).
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
