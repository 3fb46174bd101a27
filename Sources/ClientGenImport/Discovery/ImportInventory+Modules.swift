/// Which module each input is in, where a run reads several (`clientgen import Sources`): a client's interface module
/// and the module of its live value (`Sources/WeatherClient`, `Sources/WeatherClientLive`). The generated code is
/// compiled into the client's module, which cannot see, or import, a module that depends on it: what another module
/// declares of a client (its `DependencyKey` conformance with the live value, its helpers) stays there, as if import
/// had not been given that file, and the generated key is the `TestDependencyKey` that conformance extends.
extension ImportInventory {
    /// Whether a file is in another module than the client declared in `clientFile`: it imports a module named like a
    /// folder the client's file is in and it is not (`import WeatherClient` in `Sources/WeatherClientLive/Live.swift`
    /// for a client in `Sources/WeatherClient/`). SwiftPM, Xcode and Tuist name a module's folder after the module,
    /// and a module does not import itself.
    /// A file that conforms a type declared next to the client (in its folder) `@retroactive`ly is another module
    /// too, whatever its folders are named: Swift lets only a module that declares neither the type nor the protocol
    /// say so.
    func isInAnotherModule(_ file: Int, than clientFile: Int) -> Bool {
        guard file != clientFile else { return false }
        if extendsRetroactively(file, aTypeNextTo: clientFile) { return true }
        let clientFolders = Set(folders(ofFile: clientFile))
        guard !clientFolders.isEmpty else { return false }
        let ownFolders = Set(folders(ofFile: file))
        return importedModules(inFile: file).contains { clientFolders.contains($0) && !ownFolders.contains($0) }
    }

    /// Whether a file has an `extension Name: @retroactive …` of a type declared in the folder of `clientFile`.
    private func extendsRetroactively(_ file: Int, aTypeNextTo clientFile: Int) -> Bool {
        let extended = files[file].declarations.compactMap { declaration -> String? in
            guard declaration.kind == .extensionType,
                declaration.inheritance.contains(where: { $0.trimmingSpaces.hasPrefix("@retroactive") })
            else { return nil }
            return Self.bareName(declaration.name)
        }
        guard !extended.isEmpty else { return false }
        let folder = folders(ofFile: clientFile)
        return extended.contains { name in
            (typesByName[name] ?? []).contains { folders(ofFile: $0.file) == folder }
                || concreteTypes[name].map { folders(ofFile: $0.file) == folder } == true
        }
    }

    /// The inventory as the module of a client's file sees it: without the extensions and keys that other modules
    /// among the inputs declare (see ``isInAnotherModule(_:than:)``); the inventory itself when there are none.
    func seen(fromModuleOf clientFile: Int) -> ImportInventory {
        let others = Set(files.indices.filter { isInAnotherModule($0, than: clientFile) })
        guard !others.isEmpty else { return self }
        var scoped = self
        scoped.extensions = extensions.mapValues { $0.filter { !others.contains($0.file) } }
        scoped.keys = keys.mapValues { $0.filter { !others.contains($0.file) } }
        return scoped
    }

    /// The folders a file's path names, outermost first, without the file's own name.
    private func folders(ofFile index: Int) -> [String] {
        files[index].source.path.split(separator: "/").dropLast().map(String.init)
    }
}
