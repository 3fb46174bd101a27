import ClientGenCore
import LanguageServerBase

/// The types the Swift files of each package declare (``SwiftTypeDeclaration``), for the specs of that package: the
/// package of a spec is the nearest folder above it with a `Package.swift`, or else the workspace folder holding it.
///
/// A package's files are read when one of its specs opens (on a thread of their own) or first asks, then kept current from
/// the file changes the client reports. Bounded: at most ``maximumFiles`` Swift files a package, each no larger than a spec may be; a package
/// beyond that gives the types of its first files in path order.
final class SwiftTypeIndex: Sendable {
    /// The Swift files of one package, by absolute path, with the types each declares.
    struct Package: Sendable {
        var files: [String: [SwiftTypeDeclaration]] = [:]
    }

    /// How many Swift files of one package are read at most.
    static let maximumFiles = 4_000

    let files: WorkspaceFiles
    /// Each package read or being read, by folder: a request that needs a package being read waits for it rather
    /// than reading it again.
    private let packages = Locked([String: Slot]())

    /// One package's types, `nil` until read; its lock is held while it is read.
    private final class Slot: Sendable {
        let package = Locked<Package?>(nil)
    }

    init(files: WorkspaceFiles) {
        self.files = files
    }

    /// The folder of the package the spec at `key` belongs to, or `nil` when it is in none of `folders` and no
    /// package's folder (an unsaved document, or a spec outside the workspace and any package).
    func packageFolder(ofSpecAt key: String, workspaceFolders folders: [String]) -> String? {
        guard key.hasPrefix("/") else { return nil }
        var folder = key
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            if files.read(folder + "/Package.swift") != nil { return folder }
        }
        return folders.filter { SpecWorkspace.isUnder([$0], key) }.max { $0.count < $1.count }
    }

    /// Every type the package in `folder` declares, each with its file's path, in path order: read now if it was
    /// not yet.
    func declarations(inPackage folder: String) -> [(path: String, declaration: SwiftTypeDeclaration)] {
        let package = load(folder)
        return package.files.keys.sorted().flatMap { path in
            package.files[path, default: []].map { (path, $0) }
        }
    }

    /// The Swift files of the package in `folder` (those its types were read from), in path order.
    func paths(inPackage folder: String) -> [String] {
        load(folder).files.keys.sorted()
    }

    /// Reads the types of the package in `folder` now, unless they are read already: so that the first request that
    /// needs them finds them.
    func preload(_ folder: String) {
        _ = load(folder)
    }

    /// The package in `folder`, read the first time it is asked for.
    private func load(_ folder: String) -> Package {
        let slot = packages.withLock { packages in
            if let slot = packages[folder] { return slot }
            let slot = Slot()
            packages[folder] = slot
            return slot
        }
        return slot.package.withLock { package in
            if let package { return package }
            var read = Package()
            let paths = Array(files.swiftSources(folder).sorted().prefix(Self.maximumFiles))
            for (path, declarations) in scan(paths) { read.files[path] = declarations }
            package = read
            return read
        }
    }

    /// The types each Swift file declares, concurrently; `nil` for a file that cannot be read.
    private func scan(_ paths: [String]) -> [(path: String, declarations: [SwiftTypeDeclaration]?)] {
        paths.concurrentMap { [files] path in
            (path, files.read(path).map { SwiftTypeDeclaration.all(in: SourceFile(path: path, bytes: $0)) })
        }
    }

    /// Learns that a path changed on disk: a Swift file of a package read already is read again (or forgotten when
    /// it is gone); any other path is taken for a folder, whose Swift files are forgotten and found again.
    func fileChanged(path: String) {
        let loaded = packages.withLock { packages in
            packages.filter { SpecWorkspace.isUnder([$0.key], path) }.map(\.value)
        }
        guard !loaded.isEmpty else { return }
        let isSwift = path.hasSuffix(".swift")
        let scanned = scan(isSwift ? [path] : files.swiftSources(path))
        for slot in loaded {
            slot.package.withLock { package in
                guard var updated = package else { return }
                if !isSwift {
                    for known in updated.files.keys where SpecWorkspace.isUnder([path], known) {
                        updated.files[known] = nil
                    }
                }
                for (path, declarations) in scanned
                where updated.files[path] != nil || updated.files.count < Self.maximumFiles {
                    updated.files[path] = declarations
                }
                package = updated
            }
        }
    }
}
