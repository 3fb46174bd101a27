import ClientGenCore
import Testing

@testable import ClientGenLanguageServer

@Suite("The workspace's index of names")
struct SpecIndexTests {
    /// An index of specs given by key and text.
    static func index(_ specs: [String: String]) -> SpecIndex {
        var index = SpecIndex()
        for (key, text) in specs { index.update(key, names: SpecNames(SourceFile(path: key, text: text))) }
        return index
    }

    @Test("A spec's names: the clients it declares, and its words outside comments")
    func names() {
        let names = SpecNames(
            SourceFile(path: "a", text: "// client Ghost\npublic client `A`: B { func client(c: C) }\nclient D {}\n"))
        #expect(names.declarations.map(\.name) == ["A", "D"])
        #expect(names.declarations[0].range == SourceRange(start: 31, end: 32))  // Without the backticks.
        #expect(names.words.isSuperset(of: ["A", "B", "C", "client"]))
        #expect(!names.words.contains("Ghost"))
    }

    @Test("The context: the specs declaring what a spec uses, transitively, never itself")
    func transitiveContext() {
        let index = Self.index([
            "/w/A.client": "client A: B {}", "/w/B.client": "client B: C {}", "/w/C.client": "client C {}",
            "/w/D.client": "client D {}", "/w/E.client": "client E { var a: A { get } }",
        ])
        #expect(index.context(of: "/w/A.client") == ["/w/B.client", "/w/C.client"])
        #expect(index.context(of: "/w/E.client") == ["/w/A.client", "/w/B.client", "/w/C.client"])
        #expect(index.context(of: "/w/D.client").isEmpty)
        #expect(index.context(of: "/w/None.client").isEmpty)
    }

    @Test("A name declared by several specs: the nearest one; one the spec declares itself: none")
    func nearestDeclarer() {
        let index = Self.index([
            "/w/App/A.client": "client A: B {}", "/w/App/B.client": "client B {}",
            "/w/Fixtures/B.client": "client B {}",
            "/w/Fixtures/A.client": "client A: B {}", "/w/Other/A.client": "client A: B {}",
        ])
        #expect(index.context(of: "/w/App/A.client") == ["/w/App/B.client"])
        #expect(index.context(of: "/w/Fixtures/A.client") == ["/w/Fixtures/B.client"])
        #expect(index.context(of: "/w/Other/A.client") == ["/w/App/B.client"])
        #expect(
            index.declarers(of: "B", nearestTo: "/w/Fixtures/X.client") == ["/w/Fixtures/B.client", "/w/App/B.client"])
    }

    @Test("Dependents: the specs that use a name without declaring it, and those that use theirs, transitively")
    func dependents() {
        let index = Self.index([
            "/w/A.client": "client A: B {}", "/w/B.client": "client B: C {}", "/w/C.client": "client C {}",
            "/w/D.client": "client D {} // C", "/w/E.client": "client C {}",
        ])
        #expect(index.dependents(of: "/w/C.client", declaring: ["C"]) == ["/w/A.client", "/w/B.client"])
        #expect(index.dependents(of: "/w/A.client", declaring: ["A"]).isEmpty)
    }

    @Test("Updating a spec files its new declarations and forgets the old ones")
    func incrementalUpdate() {
        var index = Self.index(["/w/A.client": "client A: B {}", "/w/B.client": "client B {}"])
        let old = index.update("/w/B.client", names: SpecNames(SourceFile(path: "/w/B.client", text: "client Z {}")))
        #expect(old?.declared == ["B"])
        #expect(index.context(of: "/w/A.client").isEmpty)
        #expect(index.clientNames == ["A", "Z"])
        index.update("/w/B.client", names: nil)
        #expect(index.clientNames == ["A"])
        #expect(index.names.count == 1)
    }
}
