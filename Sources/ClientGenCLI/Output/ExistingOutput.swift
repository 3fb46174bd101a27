import ClientGenCore
import SystemCalls

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
    /// The user's own files the run read and rewrites in place (`format`, `lint --fix`): each only while it is still
    /// the regular file that holds exactly what the run read (``OutputFile/replacing``). A file changed or removed
    /// since it was read, or a symbolic link, is never replaced.
    case filesAsRead
}

/// What is where an output goes. Only a file clientgen generated (one that starts with its header), or a symbolic
/// link to one, is ever replaced; or, for ``ReplacePolicy/filesAsRead``, a file as the run read it.
enum ExistingOutput: Equatable {
    case missing
    /// A file with exactly the output's contents: nothing to write.
    case identical
    /// A file the policy lets the run replace, with other contents: one (or a link to one) clientgen generated, or
    /// the user's file as the run read it. The entry's own information is what must still be there when it is
    /// replaced.
    case replaceable(FileInfo)

    /// Looks at the entry `name` of `folder`. What is not replaceable is an error: a folder or special file in the way,
    /// a file without the header, a link to anything but a generated file.
    static func examine(
        _ name: String,
        in folder: Directory,
        contents: [UInt8],
        policy: ReplacePolicy = .generatedFiles,
        asRead previous: [UInt8]? = nil
    ) throws(CommandFailure) -> ExistingOutput {
        let path = folder.path(of: name)
        let shown = PathText.shown(path)
        let info: FileInfo
        switch folder.info(of: name) {
        case .failure(let code) where code.value == ENOENT:
            guard policy != .filesAsRead else { throw CommandFailure(.changedSinceRead(shown)) }
            return .missing
        case .failure(let code): throw CommandFailure(FileSystemError(path: path, operation: .lookAt, code: code))
        case .success(let found): info = found
        }
        switch info.kind {
        case .symbolicLink where policy == .filesAsRead:
            throw CommandFailure(.rewriteThroughLink(shown))
        case .regular, .symbolicLink:
            break
        case .directory, .special:
            throw CommandFailure(.inTheWay(shown, info.kindName))
        }
        let content = try Self.read(
            name, in: folder, following: info.kind == .symbolicLink, comparingWith: contents, asRead: previous)
        switch (content, policy) {
        case (.identical, _): return .identical
        case (.asRead, .filesAsRead), (.generated, .generatedFiles): return .replaceable(info)
        case (_, .filesAsRead): throw CommandFailure(.changedSinceRead(shown))
        case (_, .newFilesOnly): throw CommandFailure(.importNeverReplaces(shown))
        case (.foreign(let reason), .generatedFiles): throw CommandFailure(.foreignFile(shown, reason))
        case (.asRead, .generatedFiles):  // Nothing was read for a generated file: never met.
            throw CommandFailure(.changedSinceRead(shown))
        }
    }

    /// What a file holds compared with an output.
    enum Content: Equatable {
        case identical
        case generated
        /// Exactly what the run read from it (a file rewritten in place).
        case asRead
        /// Not a generated file, and why, for the message.
        case foreign(ForeignFileReason)
    }

    /// Reads as little of a file as deciding needs: the size first, the whole file only when the sizes match (the
    /// output's, or that of `previous`, what the run read from it), else the header. A link is followed only to a
    /// regular file.
    static func read(
        _ name: String,
        in folder: Directory,
        following: Bool,
        comparingWith contents: [UInt8],
        asRead previous: [UInt8]? = nil
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
        let sizes = [contents.count] + (previous.map { [$0.count] } ?? [])
        let limit = sizes.contains(info.size) ? info.size + 1 : header.count
        switch Posix.readAll(descriptor, limit: limit) {
        case .failure(let code):
            throw CommandFailure(FileSystemError(path: path, operation: .read, code: code))
        case .success(let bytes) where bytes == contents:
            return .identical
        case .success(let bytes) where bytes == previous:
            return .asRead
        case .success(let bytes) where bytes.starts(with: header):
            return .generated
        case .success:
            return .foreign(.notGenerated(header: ClientGenerator.generatedHeaderPrefix, throughLink: following))
        }
    }
}
