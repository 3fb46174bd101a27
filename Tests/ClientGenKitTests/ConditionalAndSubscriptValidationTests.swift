import Testing

@testable import ClientGenCore

/// What validation accepts and refuses of `#if` around clients and members, subscripts and `@marker` parents.
@Suite("Validation of #if, subscripts and marker parents")
struct ConditionalAndSubscriptValidationTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        ClientGenerator().lint([SourceFile(path: "t.client", text: text)])
    }

    private func ids(_ text: String) -> [String] {
        diagnostics(text).map(\.id.rawValue)
    }

    @Test("A subscript in a struct client is refused at its keyword, saying to write a method or a protocol client")
    func structSubscript() throws {
        let text = "@style(struct)\nclient S {\n    subscript(key: String) -> Int? { get }\n}\n"
        let diagnostic = try #require(diagnostics(text).first { $0.id == .semaStructSubscript })
        #expect(diagnostic.range.start == SourceLocationFinder.offset(of: "subscript", in: text))
        #expect(diagnostic.message.contains("func value(forKey key: String)"))
        #expect(diagnostic.message.contains("@style(protocol)"))
    }

    @Test(
        "Subscripts that no protocol, double or mock could implement are refused",
        arguments: [
            ("subscript<T>(key: String) -> T? { get }", "sema.generic-subscript"),
            ("subscript(key: String = \"a\") -> Int? { get }", "sema.subscript-default-value"),
            ("subscript(key: inout String) -> Int? { get }", "sema.subscript-inout"),
            ("subscript(key: String) { get }", "parser.expected-subscript-result"),
        ])
    func refusedSubscripts(member: String, id: String) {
        #expect(ids("client C {\n    \(member)\n}\n").contains(id))
    }

    @Test("Members of branches that exclude each other may share a name; under unrelated conditions they clash")
    func conditionalNames() {
        let variants = "client C {\n#if os(iOS)\n    func f()\n#else\n    func f()\n#endif\n}\n"
        #expect(ids(variants).isEmpty)
        let unrelated = "client C {\n#if os(iOS)\n    func f()\n#endif\n#if DEBUG\n    func f()\n#endif\n}\n"
        #expect(ids(unrelated).contains("sema.duplicate-member"))
    }

    @Test("A client that stores or inherits a client declared under '#if' must be under the same condition")
    func conditionalClientUse() {
        let inherits = "#if os(iOS)\nclient P {\n    func f()\n}\n#endif\nclient C: P {\n    func g()\n}\n"
        #expect(ids(inherits).contains("sema.conditional-client-use"))
        let nested = "#if os(iOS)\nclient P {\n    func f()\n}\nclient C: P {\n    func g()\n}\n#endif\n"
        #expect(ids(nested).isEmpty)
        let stores =
            "#if os(iOS)\n@style(struct)\nclient P {\n    func f() async\n}\n#endif\n"
            + "@style(struct)\nclient S {\n    var p: P { get }\n}\n"
        #expect(ids(stores).contains("sema.conditional-client-use"))
    }

    @Test("A struct client that some build compiles without any endpoint is refused at its name")
    func structClientWithoutEndpoints() throws {
        let empty = "@style(struct)\nclient S {\n}\n"
        let diagnostic = try #require(diagnostics(empty).first { $0.id == .semaStructClientWithoutEndpoints })
        #expect(diagnostic.range.start == SourceLocationFinder.offset(of: "S {", in: empty))
        let onlyConditional = "@style(struct)\nclient S {\n#if os(Windows)\n    func f() async\n#endif\n}\n"
        #expect(ids(onlyConditional) == ["sema.struct-client-without-endpoints"])
        let emptyBranch =
            "@style(struct)\nclient S {\n#if os(Windows)\n    func f() async\n#else\n#if DEBUG\n    func g() async\n"
            + "#endif\n#endif\n}\n"
        #expect(ids(emptyBranch) == ["sema.struct-client-without-endpoints"])
        let everyBranch =
            "@style(struct)\nclient S {\n#if os(Windows)\n    func f() async\n#else\n    func g() async\n#endif\n}\n"
        #expect(ids(everyBranch).isEmpty)
        let oneOutside =
            "@style(struct)\nclient S {\n    func g() async\n#if os(Windows)\n    func f() async\n#endif\n}\n"
        #expect(ids(oneOutside).isEmpty)
    }

    @Test("A client that names itself as a parent is refused there, also across branches that exclude each other")
    func inheritsItself() throws {
        let direct = "client P: P {\n    func f()\n}\n"
        let diagnostic = try #require(diagnostics(direct).first)
        #expect(diagnostic.id == .semaInheritsItself)
        #expect(diagnostic.range.start == SourceLocationFinder.offset(of: "P {", in: direct))
        let branches = "#if os(iOS)\nclient P {\n    func f()\n}\n#else\nclient P: P {\n    func g()\n}\n#endif\n"
        #expect(ids(branches) == ["sema.inherits-itself"])
    }

    @Test("'@marker' silences the warning about a parent's requirements, and is refused on a parent that has some")
    func markerParents() {
        #expect(ids("client C: Other {\n    func f()\n}\n") == ["sema.invisible-inherited-requirements"])
        #expect(ids("client C: @marker Other {\n    func f()\n}\n").isEmpty)
        let marked = diagnostics("client C: @marker CustomStringConvertible {\n    func f()\n}\n")
        #expect(marked.map(\.id) == [.semaMarkerWithRequirements])
        #expect(marked.first?.fixIts.first?.replacement == "")
    }

    @Test("Public clients only under '#if' import Dependencies publicly only under their conditions, plainly elsewhere")
    func conditionalPublicImport() {
        let text =
            "#if os(Windows)\npublic client P {\n    func f()\n}\n#elseif DEBUG\npublic client Q {\n    func f()\n}\n#endif\n"
        let output = ClientGenerator().generate(text, path: "t.client").output
        let anyOf = "(os(Windows)) || (!os(Windows) && DEBUG)"
        #expect(
            output.contains(
                "#if \(anyOf)\npublic import Dependencies\n#endif\n#if !(\(anyOf))\nimport Dependencies\n#endif\n"))
        let unconditional = ClientGenerator().generate("public client R {\n    func f()\n}\n" + text, path: "t.client")
        #expect(unconditional.output.contains("\n\npublic import Dependencies\n\n"))
    }

    @Test("Declaring a standard parent's requirements without '@inherited' is not warned about")
    func redeclaredRequirements() {
        let text = "client C: Identifiable {\n    var id: String { get }\n    func f()\n}\n"
        #expect(!ids(text).contains("sema.invisible-inherited-requirements"))
    }
}

/// Offsets of text in a snippet, for located diagnostics.
enum SourceLocationFinder {
    static func offset(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
            return start
        }
        return -1
    }
}
