/// Where the server puts the Swift a spec generates so that the editor can open it (`clientgen.showGeneratedSwift`):
/// a file the editor shows like any other, with Swift's highlighting, since the protocol has no way to show text
/// that is not a document. The command line keeps them in the user's cache folder; tests keep them in memory.
package struct GeneratedSwiftFolder: Sendable {
    /// Why a generated file could not be kept, in words for the user.
    package struct Failure: Error, Equatable {
        package var message: String

        package init(_ message: String) {
            self.message = message
        }
    }

    /// Keeps `contents` as the file `fileName` (`Weather.swift`) for the spec `spec` (its path, or its URI when it
    /// has none), replacing what that spec had, and gives the kept file's absolute path.
    package var save: @Sendable (_ spec: String, _ fileName: String, _ contents: [UInt8]) throws(Failure) -> String

    /// Files kept by `save`.
    package init(
        save: @escaping @Sendable (_ spec: String, _ fileName: String, _ contents: [UInt8]) throws(Failure) -> String
    ) {
        self.save = save
    }

    /// Nowhere: every command that would show generated Swift fails, saying so.
    package static let none = GeneratedSwiftFolder { _, _, _ throws(Failure) in
        throw Failure("this server keeps no generated files")
    }
}
