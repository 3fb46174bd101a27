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
    /// level or attributes stays, as the spec keeps a spelling it writes.
    func importLines(ofFiles fileIndices: [Int], keepingDependencies: Bool = false) -> [String] {
        var seen: Set<[String]> = []
        var lines: [String] = []
        for index in fileIndices {
            let file = files[index]
            for declaration in file.declarations where declaration.kind == .importDecl {
                let text = file.skimmer.unindentedLines(declaration.range).joined(separator: " ")
                let module = text.split(separator: " ").last.map(String.init) ?? ""
                let isPlain = text == "import \(module)"
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

    /// The index of the file at a path.
    func fileIndex(of path: String) -> Int? {
        fileIndices[path]
    }
}
