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
}
