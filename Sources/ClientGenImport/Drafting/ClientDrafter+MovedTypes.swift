import ClientGenCore

/// The extensions that follow a nested type into the extras file: Swift synthesizes `Equatable` and `Hashable`, and
/// accepts a `Sendable` conformance, only in the file that declares the type.
extension ClientDrafter {
    /// Moves the extensions of a nested type (and of the types nested in it) that its file declares, to the extras
    /// file, after the client's extensions, and lists them as replaced there.
    mutating func moveExtensions(ofNested nested: SwiftDeclaration, into draft: inout Draft) {
        let prefix = scopeName + "." + nested.name
        for extended in inventory.files[located.file].declarations where extended.kind == .extensionType {
            let name = ImportInventory.writtenName(extended.name)
            guard name == prefix || name.hasPrefix(prefix + ".") else { continue }
            draft.movedDeclarations.append(
                skimmer.unindentedLines(SourceRange(start: extended.fullStart, end: extended.range.end)))
            draft.replaced.append(
                ReplacedDeclaration(
                    path: path, range: SourceRange(start: extended.fullStart, end: extended.range.end),
                    kind: .nestedTypeExtension(name)))
        }
    }
}
