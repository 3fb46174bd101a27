import LanguageServerBase

/// A declaration a keyword starts, written out with placeholders to tab through: what a Swift editor offers beside
/// the keyword itself, for a client that takes snippets.
struct DeclarationSnippet {
    /// What the list shows: the declaration's shape.
    var label: String
    /// The snippet (`${1:name}` placeholders, `$0` where the cursor ends).
    var body: String

    /// The snippet of each keyword that starts a declaration of its own.
    static let byKeyword: [String: DeclarationSnippet] = [
        "client": DeclarationSnippet(label: "client Name { … }", body: "client ${1:Name} {\n    $0\n}"),
        "import": DeclarationSnippet(label: "import Module", body: "import ${1:Module}"),
        "func": DeclarationSnippet(
            label: "func name(…) async throws -> Result", body: "func ${1:name}($2) async throws -> ${3:Result}"),
        "var": DeclarationSnippet(label: "var name: Type { get }", body: "var ${1:name}: ${2:Type} { get }"),
        "init": DeclarationSnippet(label: "init(…)", body: "init($1)"),
        "subscript": DeclarationSnippet(
            label: "subscript(key:) -> Value { get }", body: "subscript(${1:key}: ${2:Key}) -> ${3:Value} { get }"),
        "typealias": DeclarationSnippet(label: "typealias Name = Type", body: "typealias ${1:Name} = ${2:Type}"),
    ]
}

extension SpecLanguageHandler {
    /// The snippets of the keywords that start a declaration, as completion items after the keywords' own.
    static func snippetItems(_ keywords: [String], replacing range: JSONValue) -> [JSONValue] {
        keywords.compactMap { keyword in
            DeclarationSnippet.byKeyword[keyword].map { snippet in
                [
                    "label": .string(snippet.label), "kind": 15, "filterText": .string(keyword),
                    "insertTextFormat": 2, "textEdit": ["range": range, "newText": .string(snippet.body)],
                ]
            }
        }
    }
}
