import Testing

@testable import ClientGenCore
@testable import ClientGenImport

@Suite("Parser")
struct ParserTests {
    private func parse(_ text: String) -> (SpecFileSyntax, [Diagnostic]) {
        SpecParser.parse(SourceFile(path: "t.client", text: text))
    }

    private func member(_ text: String) throws -> MemberDecl {
        let (file, diagnostics) = parse("client C {\n\(text)\n}")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(file.clients.first?.members.first)
    }

    @Test(
        "Types are parsed exactly and print back in canonical spacing",
        arguments: [
            ("Int", "Int"), ("Swift.Result<[Int], any Error>", "Swift.Result<[Int], any Error>"),
            ("[String:[Int?]]", "[String: [Int?]]"), ("(name: String, Int)", "(name: String, Int)"),
            ("@Sendable (Int) async throws -> Void", "@Sendable (Int) async throws -> Void"),
            ("(_ x: Int, y: String...) throws(E) -> R", "(_ x: Int, y: String...) throws(E) -> R"),
            ("some Collection<Int>", "some Collection<Int>"), ("any P & Q", "any P & Q"), ("(any P)?", "(any P)?"),
            ("T.Type", "T.Type"), ("P.Protocol", "P.Protocol"), ("any P.Type", "any P.Type"), ("A&B", "A & B"),
            ("Int!", "Int!"), ("Outer<A>.Inner<B>", "Outer<A>.Inner<B>"), ("Array<Array<Int>>", "Array<Array<Int>>"),
            ("inout @Sendable () -> Void", "inout @Sendable () -> Void"),
            ("@escaping @MainActor (Int) -> Void", "@escaping @MainActor (Int) -> Void"),
            ("@escaping(Completion)", "@escaping (Completion)"), ("@Sendable(Int) -> Void", "@Sendable (Int) -> Void"),
            ("@autoclosure(() -> Int)", "@autoclosure (() -> Int)"),
            ("()", "()"), ("Self", "Self"), ("`Type`", "`Type`"),
        ])
    func typesRoundTrip(written: String, printed: String) throws {
        let property = try #require(try member("var x: \(written) { get }").property)
        #expect(property.type.description == printed)
    }

    @Test("Parameters follow Swift: labels, '_', local names, variadics and default values")
    func parameters() throws {
        let decl = try member(
            #"func f(for city: String, _ query: String, days: Int = 3, _: Int, all: Int..., s: String = "a, b")"#)
        let function = try #require(decl.function)
        let parameters = function.parameters
        #expect(parameters.map(\.label) == ["for", nil, "days", nil, "all", "s"])
        #expect(parameters.map(\.localName) == ["city", "query", "days", nil, "all", "s"])
        #expect(parameters.map(\.isVariadic) == [false, false, false, false, true, false])
        #expect(parameters.map { $0.defaultValue?.text } == [nil, nil, "3", nil, nil, #""a, b""#])
    }

    @Test("Generic parameters, where clauses and typed throws are kept")
    func genericsAndEffects() throws {
        let decl = try member(
            "func f<T: Decodable, U>(_ t: T.Type) async throws(E) -> [U] where U: Sendable, T.ID == U")
        let function = try #require(decl.function)
        #expect(function.genericParameters.map(\.name.name) == ["T", "U"])
        #expect(function.genericParameters.map { $0.constraint?.description } == ["Decodable", nil])
        #expect(function.requirements.map(\.relation) == [.conformance, .sameType])
        #expect(function.effects.isAsync)
        #expect(function.effects.thrownType?.description == "E")
        #expect(function.returnType?.description == "[U]")
    }

    @Test("Properties take getter effects from their accessor block")
    func propertyEffects() throws {
        let decl = try member("var x: Int { get async throws }")
        let property = try #require(decl.property)
        #expect(property.effects.isAsync && property.effects.isThrowing)
    }

    @Test("Imports keep attributes, access modifiers, kinds and paths")
    func imports() {
        let (file, diagnostics) = parse("import Foundation\n@preconcurrency public import struct Legacy.Thing\n")
        #expect(diagnostics.isEmpty)
        #expect(file.imports.map(\.path) == ["Foundation", "Legacy.Thing"])
        #expect(file.imports[1].attributes.map(\.text) == ["@preconcurrency"])
        #expect(file.imports[1].modifiers.map(\.keyword) == [.public])
        #expect(file.imports[1].kind == .struct)
    }

    @Test("Clients keep doc comments, attributes with arguments, modifiers and inheritance")
    func clients() throws {
        let (file, _) = parse("/// Doc.\n@MainActor @key(x)\npublic client C: Hashable, P { }\nclient D {}")
        let client = try #require(file.clients.first)
        #expect(client.docLines == ["/// Doc."])
        #expect(client.attributes.map(\.text) == ["@MainActor", "@key(x)"])
        #expect(client.modifiers.map(\.keyword) == [.public])
        #expect(client.inheritance.map(\.description) == ["Hashable", "P"])
        #expect(file.clients.map(\.name.name) == ["C", "D"])
    }

    @Test("'@MainActor (Int) -> Void' is an attributed function type, not an attribute with arguments")
    func attributeArgumentsMustTouch() throws {
        let decl = try member("func f(_ g: @MainActor (Int) -> Void)")
        let function = try #require(decl.function)
        #expect(function.parameters[0].type.description == "@MainActor (Int) -> Void")
    }

    @Test("Every error in a file is reported, and members after an error still parse")
    func recovery() {
        let (file, diagnostics) = parse(
            """
            client C {
                func a(x Int)
                func b() -> [Int
                func c()
                var d: Int
                func e() async
            }
            """)
        #expect(
            diagnostics.map(\.id.rawValue) == [
                "parser.expected-colon", "parser.expected-closing-bracket",
                "parser.expected-accessor-block",
            ])
        #expect(file.clients.first?.members.map(\.name.name) == ["a", "b", "c", "d", "e"])
        #expect(file.clients.first?.members.map(\.isMalformed) == [true, true, false, true, false])
    }

    @Test("Deeply nested input is cut off with a diagnostic instead of exhausting the stack")
    func deepNesting() {
        let depth = 10_000
        let text =
            "client C { func f() -> " + String(repeating: "[", count: depth) + "Int"
            + String(repeating: "]", count: depth) + " }"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.contains { $0.id.rawValue == "parser.nesting-too-deep" })
    }
}

extension MemberDecl {
    /// The function's signature, or `nil` for a property.
    var function: FunctionDecl? {
        if case .function(let function) = kind { return function }
        return nil
    }

    /// The property's type and effects, or `nil` for a function.
    var property: PropertyDecl? {
        if case .property(let property) = kind { return property }
        return nil
    }
}

/// A type on its own.
@Suite("Parsing a type")
struct TypeTextTests {
    @Test(
        "A whole text that is one type parses into it; anything else is no type",
        arguments: [
            ("@Sendable (Int) async throws -> [String]", "@Sendable (Int) async throws -> [String]"),
            ("[String: Int]?", "[String: Int]?"), ("any Error", "any Error"),
            ("Int String", nil), ("(Int", nil), ("", nil), ("Int\u{0}", nil),
            // Found compiling corner specs: a parameter's `nonisolated(nonsending)` was a parse error, though Swift
            // accepts it; it is printed first, where Swift wants it.
            (
                "@escaping nonisolated(nonsending)  () async -> Void",
                "nonisolated(nonsending) @escaping () async -> Void"
            ),
        ] as [(String, String?)])
    func parseType(text: String, expected: String?) {
        #expect(SpecParser.parseType(text)?.description == expected)
    }
}

extension ParserTests {
    /// Found writing corner specs: `repeat each T` reported its `repeat`, then read `each` as a type and reported
    /// "expected ',' or ')'" after it, and every other pack of the member again, five errors for one member.
    @Test("A member's parameter packs are one error, at the first, and each member reports its own")
    func parameterPacksAreOneErrorAMember() {
        let text = """
            client C {
                func all<each T>(_ values: repeat each T) -> (repeat each T)
                var x: (repeat each T) { get }
                func ok(_ value: Int)
            }
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.map(\.id) == [.parserParameterPack, .parserParameterPack])
        #expect(
            diagnostics.map(\.range.start)
                == ["each T>", "repeat each T) {"].map { SourceLocationFinder.offset(of: $0, in: text) })
        #expect(file.clients.first?.members.count == 3)
    }
}
