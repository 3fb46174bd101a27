/// An import a generated file declares: `@preconcurrency public import struct Geometry.Point`.
struct ImportModel: Hashable, Sendable {
    /// The access level written before `import`.
    enum Access: String, Hashable, Sendable {
        case `public`, package, `internal`, `fileprivate`, `private`
    }

    /// The declaration kind of a scoped import (`import struct Geometry.Point`).
    package enum Kind: String, Hashable, Sendable {
        case `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var`, `func`
    }

    var attributes: [AttributeModel] = []
    var access: Access?
    var kind: Kind?
    /// The module, or the module and declaration of a scoped import, dotted.
    let path: String
    /// The compilation condition the import is under (`canImport(FoundationNetworking)`), or `nil`.
    var condition: String?

    /// Whether two imports bring in the same thing under the same condition, whatever their access or attributes.
    func declaresSame(as other: ImportModel) -> Bool {
        path == other.path && kind == other.kind && condition == other.condition
    }

    /// Whether this always imports a whole module of that name (not one declaration of it, nor under a condition).
    func importsModule(_ module: String) -> Bool {
        kind == nil && path == module && condition == nil
    }
}
