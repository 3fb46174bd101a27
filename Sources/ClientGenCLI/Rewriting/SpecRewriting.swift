import ClientGenCore

/// A spec a run rewrites in place: where it is, what the run read from it, and what it writes.
struct SpecRewrite {
    var location: SpecLocation
    var original: [UInt8]
    var contents: [UInt8]
}

/// What `format` and `lint --fix` share: each file once, and written in place by the all-or-nothing writer.
enum SpecRewriting {
    /// The locations with each file once: inputs read once by path may still reach one file twice through a hard or
    /// symbolic link, and it must not be rewritten twice.
    static func distinct(_ locations: [SpecLocation]) -> [SpecLocation] {
        var seen: Set<FileIdentity> = []
        return locations.filter { location in
            guard let identity = FileInfo.of(path: location.filePath)?.identity else { return true }
            return seen.insert(identity).inserted
        }
    }

    /// Writes the rewritten specs, each into the folder it was found in, as one run (see
    /// ``OutputWriter/rewrite(_:faults:)``): nothing is written if any cannot be.
    static func write(_ rewrites: [SpecRewrite], faults: WriteFaults) throws(CommandFailure) {
        var groups: [OutputWriter.RewriteGroup] = []
        // Found by root in a table: 10,000 specs named one by one are 10,000 roots.
        var indices: [String: Int] = [:]
        for rewrite in rewrites {
            let file = OutputFile(
                relativePath: rewrite.location.relativePath, displayPath: rewrite.location.displayPath,
                contents: rewrite.contents, replacing: rewrite.original)
            if let index = indices[rewrite.location.root] {
                groups[index].files.append(file)
            } else {
                indices[rewrite.location.root] = groups.count
                groups.append(OutputWriter.RewriteGroup(root: rewrite.location.root, files: [file]))
            }
        }
        try OutputWriter.rewrite(groups, faults: faults)
    }
}
