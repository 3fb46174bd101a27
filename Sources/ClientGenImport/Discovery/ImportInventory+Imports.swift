import ClientGenCore

/// The imports a spec or an extras file needs: those of every file that contributed to it.
extension ImportInventory {
    /// Modules generated code gets from `Dependencies`, which a spec does not import: the macros, which the generated
    /// code replaces, and `IssueReporting` (with its old name, `XCTestDynamicOverlay`), which `Dependencies`
    /// re-exports.
    static let modulesSpecsDrop: Set<String> = ["DependenciesMacros", "XCTestDynamicOverlay", "IssueReporting"]

    /// The imports of the files, the first file's first, each once, with the `#if` lines around them, as a spec writes
    /// them: the modules generated code gets from `Dependencies` left out, and a plain `import Dependencies` too
    /// unless kept (an extras file keeps it; a spec's generated code imports it as it needs). An import with an access
    /// level or attributes stays, as the spec keeps a spelling it writes. The imports of `dropped` modules are left out
    /// however they are written (the modules of the mock macros a spec leaves out).
    func importLines(
        ofFiles fileIndices: [Int],
        keepingDependencies: Bool = false,
        dropping dropped: Set<String> = []
    ) -> [String] {
        var seen: Set<[String]> = []
        var lines: [String] = []
        for index in fileIndices {
            let file = files[index]
            for declaration in file.imports {
                let imported = ImportLine(declaration, in: file)
                let (text, module) = (imported.text, imported.module)
                let isPlain = text == "import \(module)"
                guard !dropped.contains(module) else { continue }
                if keepingDependencies {
                    guard module != "DependenciesMacros" else { continue }
                } else {
                    guard !(isPlain && (Self.modulesSpecsDrop.contains(module) || module == "Dependencies")),
                        module != "DependenciesMacros"
                    else { continue }
                }
                let chunk = declaration.condition.map { ["#if \($0)", text, "#endif"] } ?? [text]
                if seen.insert(chunk).inserted { lines += chunk }
            }
        }
        return lines
    }

    /// Whether a file imports a module, however the import is written.
    func imports(module: String, inFile index: Int) -> Bool {
        importedModules(inFile: index).contains(module)
    }

    /// The modules a file imports, however each import is written.
    func importedModules(inFile index: Int) -> [String] {
        let file = files[index]
        return file.imports.map { ImportLine($0, in: file).module }
    }

    /// An import declaration as one line, and the module it imports (its last word).
    private struct ImportLine {
        var text: String
        var module: String

        init(_ declaration: SwiftDeclaration, in file: File) {
            text = file.skimmer.unindentedLines(declaration.range).joined(separator: " ")
            module = text.split(separator: " ").last.map(String.init) ?? ""
        }
    }

    /// How the comment opening a written file names the Swift file at an index.
    func originName(ofFile index: Int) -> String {
        let path = files[index].source.path
        return originNames[path] ?? path
    }

    /// The index of the file at a path.
    func fileIndex(of path: String) -> Int? {
        fileIndices[path]
    }
}
