import ClientGenKit
import Testing

/// What a struct client generates for its stored closures and for the directives of its endpoints that name their
/// parameters. Found by compiling hand-written corner specs; see the tests' comments.
@Suite("Struct endpoint snippets")
struct StructEndpointSnippetTests {
    /// Before, `init(onTap: @Sendable () -> Void)` assigned a non-escaping parameter to the stored property, which
    /// Swift rejects ("assigning non-escaping parameter 'onTap' to an '@escaping' closure").
    @Test("A stored closure, written or through the client's type alias, is '@escaping' in the memberwise initializer")
    func storedClosureEscapes() {
        let output = Snippet.generate(
            """
            @style(struct)
            client Tap {
                typealias Handler = @Sendable () -> Void
                var onTap: @Sendable () -> Void { get }
                @placeholder({})
                var onHold: Handler { get }
                var label: String? { get }
            }

            """, [.interface])
        #expect(
            output.contains(
                """
                    nonisolated init(
                        onTap: @escaping @Sendable () -> Void,
                        onHold: @escaping Tap.Handler,
                        label: String?
                    ) {
                """))
    }

    /// Before, the closures were `{ _, _ in ... return value }`, and Swift could not find 'value', which the protocol
    /// double of the same member has in scope.
    @Test("An endpoint's placeholder or thrown error that names a parameter gets closures that name their parameters")
    func directiveNamesParameters() {
        let output = Snippet.generate(
            """
            @style(struct)
            client Echo {
                @placeholder(value)
                func echo(value: Int, times: Int) -> Int
                @throwing(EchoError(code: code))
                func fail(code: Int) throws
                @placeholder(Echoed(value: 0))
                func label(value: Int) -> Echoed
            }

            """, [.interface, .unimplemented])
        #expect(
            output.contains(
                """
                        self._echo = { value, times in
                            reportIssue("Unimplemented: 'Echo.echo'")
                            return value
                        }
                        self._fail = { code in
                            reportIssue("Unimplemented: 'Echo.fail'")
                            throw EchoError(code: code)
                        }
                        self._label = { _ in
                """))
        #expect(output.contains("echo: { value, times in value },"))
    }

    /// Before, a `throws` or `async` autoclosure was passed on as `c()`, and Swift rejected the overload, the struct's
    /// method and its recorder: "call can throw but is not marked with 'try'", "expression is 'async' but is not
    /// marked with 'await'".
    @Test("A throwing or async '@autoclosure' is passed on with 'try' or 'await', but not one that throws 'Never'")
    func effectfulAutoclosuresForwarded() {
        let overloads = Snippet.generate(
            """
            client Checks {
                func check(_ c: @autoclosure () throws(E) -> Bool, flag: Bool = false)
                func wait(_ c: @autoclosure () async throws -> Int, flag: Bool = false) async
                func never(_ c: @autoclosure () throws(Never) -> Int, flag: Bool = false)
            }

            """, [.interface])
        #expect(overloads.contains("        self.check(try c(), flag: false)\n"))
        #expect(overloads.contains("        await self.wait(try await c(), flag: false)\n"))
        #expect(overloads.contains("        self.never(c(), flag: false)\n"))
        let endpoints = Snippet.generate(
            "@style(struct)\nclient Checks {\n    func check(_ c: @autoclosure () async -> Bool, flag: Bool) async\n}\n",
            [.interface])
        #expect(endpoints.contains("        await self.check(await c(), flag)\n"))
        #expect(endpoints.contains("await endpoint(await c(), flag)\n"))
    }

    /// Found compiling corner specs: `typealias Dep = any Store` (a protocol client of the run) and `var dep: Dep
    /// { get }` in a struct client was an error that asked for a `@placeholder` ("'A.Dep' is not a client of this
    /// run"), and so were `[Dep]` and `Dep?` through an alias, though the same types written out were accepted and
    /// Swift compiles what they generate: the stored value's default did not see through the client's aliases.
    @Test(
        "A struct client's stored value through a type alias gets the sub-client or natural default written out would")
    func storedValueThroughTypeAlias() {
        let output = Snippet.generate(
            """
            client Store {
                func load() async throws -> Int
            }

            @style(struct)
            client Holder {
                typealias Dep = any Store
                typealias Deps = [Dep]
                typealias Opt = Dep?
                var dep: Dep { get }
                var deps: Deps { get }
                var opt: Opt { get }
            }

            """, [.unimplemented])
        #expect(
            output.contains(
                """
                        self.dep = UnimplementedStore()
                        self.deps = []
                        self.opt = nil
                """))
    }
}
