import Dependencies
import Foundation
import Testing

/// Exercises Golden/Types.swift: type expressions are carried through unchanged and work in every artifact.
@Suite("Type expressions")
struct TypesTests {
    struct Failure: Error {}

    @Test("Every kind of type expression reaches the mock's handler and comes back")
    func typesRoundTrip() async throws {
        let mock = MockTypeShowcase()
        mock.tupleHandler = { pair in (ok: pair.age > 18, message: pair.name) }
        mock.callbackHandler = { handler in try? await handler(1) }
        mock.existentialHandler = { error, _ in [error] }
        mock.metatypeHandler = { type in String(describing: type) }
        mock.compositionHandler = { value in value is Int ? [1] : [] }
        mock.nestedHandler = { $0 }
        mock.resultHandler = { value in value.map(String.init) }
        mock.qualifiedHandler = { String($0) }
        mock.streamHandler = {
            AsyncThrowingStream {
                $0.yield(1); $0.finish()
            }
        }
        mock.sendingResultHandler = { [1, 2] }
        mock.functionHandler = { { String($0) } }

        #expect(mock.tuple((name: "Ada", age: 36))?.message == "Ada")
        await mock.callback { #expect($0 == 1) }
        #expect(mock.existential(Failure(), nil).count == 1)
        #expect(mock.metatype(Int.self) == "Int")
        #expect(mock.composition(5) == [1])
        #expect(mock.nested(["a": [1, nil]]) == ["a": [1, nil]])
        #expect(try mock.result(.success(4))?.get() == "4")
        #expect(mock.qualified(9) == "9")
        var streamed: [Int] = []
        for try await value in mock.stream() { streamed.append(value) }
        #expect(streamed == [1])
        #expect(await mock.sendingResult() == [1, 2])
        #expect(mock.function()?(3) == "3")
        #expect(mock.tupleCalls.first?.name == "Ada")
        #expect(mock.nestedCalls == [["a": [1, nil]]])
    }

    @Test("Natural defaults cover optionals, collections and streams")
    func naturalDefaults() async throws {
        let client = UnimplementedTypeShowcase()
        expectIssue("Unimplemented: 'TypeShowcase.tuple(_:)'") {
            #expect(client.tuple((name: "", age: 0)) == nil)
        }
        expectIssue("Unimplemented: 'TypeShowcase.existential(_:_:)'") {
            #expect(client.existential(Failure(), nil).isEmpty)
        }
        expectIssue("Unimplemented: 'TypeShowcase.composition(_:)'") {
            #expect(client.composition(1).isEmpty)
        }
        expectIssue("Unimplemented: 'TypeShowcase.nested(_:)'") {
            #expect(client.nested([:]).isEmpty)
        }
        expectIssue("Unimplemented: 'TypeShowcase.qualified(_:)'") {
            #expect(client.qualified(1) == nil)
        }
        await expectIssue("Unimplemented: 'TypeShowcase.stream()'") {
            var count = 0
            do {
                for try await _ in client.stream() { count += 1 }
            } catch {
                Issue.record("The unimplemented stream should finish without an error")
            }
            #expect(count == 0)
        }
        await expectIssue("Unimplemented: 'TypeShowcase.sendingResult()'") {
            #expect(await client.sendingResult().isEmpty)
        }
        expectIssue("Unimplemented: 'TypeShowcase.function()'") {
            #expect(client.function() == nil)
        }
    }
}
