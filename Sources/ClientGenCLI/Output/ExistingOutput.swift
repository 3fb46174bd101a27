import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which existing files a run may replace.
enum ReplacePolicy: Equatable, Sendable {
    /// Files clientgen generated (`generate`).
    case generatedFiles
    /// None: only missing files are written, and files with exactly the output's contents left alone (`import`,
    /// whose specs and extras the user edits).
    case newFilesOnly
}

/// What is where an output goes. Only a file clientgen generated (one that starts with its header), or a symbolic
/// link to one, is ever replaced.
enum ExistingOutput: Equatable {
    case missing
    /// A file with exactly the output's contents: nothing to write.
    case identical
    /// A file (or a link to a file) clientgen generated, with other contents. The entry's own information is what
    /// must still be there when it is replaced.
    case generated(FileInfo)

    /// Looks at the entry `name` of `folder`. What is not replaceable is an error: a folder or special file in the way,
    /// a file without the header, a link to anything but a generated file.
    static func examine(
        _ name: String,
        in folder: Directory,
        contents: [UInt8],
        policy: ReplacePolicy = .generatedFiles
    ) throws(CommandFailure) -> ExistingOutput {
        let path = folder.path(of: name)
        let info: FileInfo
        switch folder.info(of: name) {
        case .failure(let code) where code.value == ENOENT: return .missing
        case .failure(let code): throw CommandFailure(FileSystemError(path: path, operation: .lookAt, code: code))
        case .success(let found): info = found
        }
        switch info.kind {
        case .regular, .symbolicLink:
            break
        case .directory, .special:
            throw CommandFailure(.inTheWay(PathText.shown(path), info.kindName))
        }
        let content = try Self.read(name, in: folder, following: info.kind == .symbolicLink, comparingWith: contents)
        switch content {
        case .identical: return .identical
        case .generated where policy == .newFilesOnly, .foreign where policy == .newFilesOnly:
            throw CommandFailure(.importNeverReplaces(PathText.shown(path)))
        case .generated: return .generated(info)
        case .foreign(let reason):
            throw CommandFailure(.foreignFile(PathText.shown(path), reason))
        }
    }

    /// What a file holds compared with an output.
    enum Content: Equatable {
        case identical
        case generated
        /// Not a generated file, and why, for the message.
        case foreign(ForeignFileReason)
    }

    /// Reads as little of a file as deciding needs: the size first, the whole file only when the sizes match, else
    /// the header. A link is followed only to a regular file.
    static func read(
        _ name: String,
        in folder: Directory,
        following: Bool,
        comparingWith contents: [UInt8]
    ) throws(CommandFailure) -> Content {
        let path = folder.path(of: name)
        let flags = O_RDONLY | O_NONBLOCK | (following ? 0 : O_NOFOLLOW)
        let descriptor: Int32
        switch folder.openFile(name, flags: flags) {
        case .failure(let code) where following && (code.value == ENOENT || code.value == ELOOP):
            return .foreign(.danglingLink)
        case .failure(let code): throw CommandFailure(FileSystemError(path: path, operation: .read, code: code))
        case .success(let opened): descriptor = opened
        }
        defer { Posix.close(descriptor) }
        guard let info = FileInfo.of(descriptor: descriptor), info.kind == .regular else {
            return .foreign(.linkToNonFile)
        }
        let header = Array(ClientGenerator.generatedHeaderPrefix.utf8)
        let limit = info.size == contents.count ? contents.count + 1 : header.count
        switch Posix.readAll(descriptor, limit: limit) {
        case .failure(let code):
            throw CommandFailure(FileSystemError(path: path, operation: .read, code: code))
        case .success(let bytes) where bytes == contents:
            return .identical
        case .success(let bytes) where bytes.starts(with: header):
            return .generated
        case .success:
            return .foreign(.notGenerated(header: ClientGenerator.generatedHeaderPrefix, throughLink: following))
        }
    }
}
