import ClientGenCore
import LanguageServerBase

/// The package's own Swift types where a spec names them (``SwiftTypeIndex``): go to definition, hover and completion.
extension SpecLanguageHandler {
    /// A Swift type a spec names, found in the package's files.
    struct NamedSwiftType {
        /// The folder of the package whose file declares it.
        var package: String
        var path: String
        var declaration: SwiftTypeDeclaration
    }

    /// The Swift types of the spec's package that the word at `index` names, best first: a dotted name
    /// (`Feature.Model`) read up to the word, those declared in the spec's target before the others, then in path
    /// order. None for a word after `@` (an attribute), nor in a comment.
    func swiftTypes(namedAt index: Int, in tokens: SpecTokens, forSpecAt key: String) -> [NamedSwiftType] {
        guard tokens.tokens[index].kind == .identifier, !tokens.isAttributeName(index),
            !tokens.isInComment(tokens.tokens[index].range.start),
            let package = workspace.swiftPackage(ofSpecAt: key)
        else { return [] }
        let name = Self.dottedName(endingAt: index, in: tokens)
        let all = workspace.swiftTypes.declarations(inPackage: package)
        var matches = all.filter { $0.declaration.qualifiedName == name }
        if matches.isEmpty { matches = all.filter { $0.declaration.qualifiedName.hasSuffix("." + name) } }
        let target = SpecGroup.targetFolder(of: key).map { $0 + "/" }
        return matches.enumerated().sorted { left, right in
            let (leftHere, rightHere) = (
                target.map(left.element.path.hasPrefix), target.map(right.element.path.hasPrefix)
            )
            if leftHere != rightHere { return leftHere == true }
            return left.offset < right.offset
        }.map { NamedSwiftType(package: package, path: $0.element.path, declaration: $0.element.declaration) }
    }

    /// The dotted name that ends with the word at `index`: `Feature.Model` on `Model` in `Feature.Model.ID`.
    static func dottedName(endingAt index: Int, in tokens: SpecTokens) -> String {
        var start = index
        while start >= 2, tokens.tokens[start - 1].kind == .period, tokens.tokens[start - 2].kind == .identifier,
            tokens.tokens[start - 1].range.start == tokens.tokens[start - 2].range.end,
            tokens.tokens[start].range.start == tokens.tokens[start - 1].range.end
        {
            start -= 2
        }
        return stride(from: start, through: index, by: 2).map { tokens.text($0) }.joined(separator: ".")
    }

    /// Where each type is declared, as LSP locations: its file read again, so that the range is the file's as it is
    /// now (a file changed since it was indexed, and not yet reported, gives what it declares now).
    func locations(of types: [NamedSwiftType], encoding: PositionEncoding) -> [JSONValue] {
        types.compactMap { type in
            guard let bytes = workspace.files.read(type.path) else { return nil }
            let declaration =
                SwiftTypeDeclaration.all(in: SourceFile(path: type.path, bytes: bytes))
                .first { $0.qualifiedName == type.declaration.qualifiedName }
            guard let declaration else { return nil }
            return [
                "uri": .string(FileURI.uri(fromPath: type.path)),
                "range": DiagnosticConversion.range(declaration.nameRange, in: LineIndex(bytes), encoding: encoding),
            ]
        }
    }

    /// A Swift type's hover: its declaration up to its body, its doc comment, and the file that declares it,
    /// relative to the package.
    static func hoverText(_ type: NamedSwiftType) -> (markdown: String, plain: String) {
        let file =
            type.path.hasPrefix(type.package + "/") ? String(type.path.dropFirst(type.package.count + 1)) : type.path
        let documentation = type.declaration.documentation.map { line in
            line.dropFirst(3).first == " " ? String(line.dropFirst(4)) : String(line.dropFirst(3))
        }
        let docs = documentation.isEmpty ? "" : "\n\n" + documentation.joined(separator: "\n")
        return (
            Markdown.codeBlock(type.declaration.header) + docs + "\n\nDeclared in `\(file)`.",
            type.declaration.header + docs + "\n\nDeclared in \(file)."
        )
    }

    /// The completion items of the package's Swift types, by qualified name, at most `limit`.
    func swiftTypeNames(forSpecAt key: String, limit: Int = 1_000) -> [(name: String, kind: Int)] {
        guard let package = workspace.swiftPackage(ofSpecAt: key) else { return [] }
        let kinds = ["struct": 22, "class": 7, "actor": 7, "enum": 13, "protocol": 8, "typealias": 22]
        return workspace.swiftTypes.declarations(inPackage: package).prefix(limit).map { found in
            (found.declaration.qualifiedName, kinds[found.declaration.keyword] ?? 22)
        }
    }
}
