import ClientGenKit
import Testing

/// Every recursive walk over a type is bounded because the parser bounds how deep a type can be: brackets, generic
/// arguments and postfix chains (`?`, `!`, `.Type`, `.Member`) all count towards one nesting limit.
@Suite("Nesting bounds")
struct NestingBoundTests {
    @Test(
        "Long postfix chains are reported as nested too deeply instead of overflowing the stack",
        arguments: [
            String(repeating: "?", count: 4000), String(repeating: "!", count: 20000),
            String(repeating: ".Type", count: 4000), String(repeating: ".Member", count: 4000),
            String(repeating: ".B<C>", count: 3000), "?" + String(repeating: ".Protocol?", count: 2000),
        ])
    func postfixChainsAreBounded(chain: String) {
        let spec = "client A {\n    func f() -> Int\(chain)\n    func g() async\n}\n"
        let result = ClientGenerator().generate([SourceFile(path: "a.client", text: spec)])
        #expect(result.diagnostics.map(\.id.rawValue) == ["parser.nesting-too-deep"])
        #expect(result.files.isEmpty)
    }

    @Test("A chain mixed with brackets shares the bound; a chain within it generates")
    func chainsShareTheBoundWithBrackets() {
        let nested = String(repeating: "[", count: 100) + "Int" + String(repeating: "]?", count: 100)
        let deep = ClientGenerator().generate([SourceFile(path: "a.client", text: "client A { func f() -> \(nested) }")]
        )
        #expect(deep.diagnostics.map(\.id.rawValue).contains("parser.nesting-too-deep"))
        let shallow = "client A {\n    func f() async throws -> [[Int?]?]??.Type\n}\n"
        let result = ClientGenerator().generate([SourceFile(path: "a.client", text: shallow)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.first?.contents.contains("func f() async throws -> [[Int?]?]??.Type") == true)
    }

    @Test("Whether a struct client has a noop is decided once per client, so a chain of sub-clients stays linear")
    func subClientChainsAreDecidedOnce() {
        // Each client stores the next twice: asked member by member, the last would be asked 2^40 times.
        let spec =
            (0..<40).map { index in
                "@style(struct)\nclient C\(index) {\n    var a: C\(index + 1) { get }\n    var b: C\(index + 1) { get }\n}\n"
            }.joined() + "@style(struct)\nclient C40 {\n    func ping() async\n}\n"
        let result = ClientGenerator().generate([SourceFile(path: "chain.client", text: spec)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.first?.contents.contains("a: C1.noop,") == true)
    }

    @Test("An inheritance chain as deep as the bound generates; a deeper one is too deep, not a cycle")
    func inheritanceChainsAreBoundedNotCycles() {
        func chain(_ length: Int) -> String {
            (0..<length).map { "client P\($0): P\($0 + 1) {\n    func f\($0)() async\n}\n" }.joined()
                + "client P\(length) {\n    func g() async\n}\n"
        }
        let bounded = ClientGenerator().generate([SourceFile(path: "chain.client", text: chain(64))])
        #expect(bounded.diagnostics.isEmpty)
        let deeper = ClientGenerator().generate([SourceFile(path: "chain.client", text: chain(66))])
        #expect(Set(deeper.diagnostics.map(\.id.rawValue)) == ["sema.inheritance-too-deep"])
        #expect(deeper.diagnostics.count == 2)
    }
}
