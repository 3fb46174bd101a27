import Dependencies
import Foundation
import Testing

/// Exercises Golden/Movies.swift. Each "macro parity" test asserts what swift-dependencies' own DependencyClient and
/// DependencyEndpoint macro tests expect of the macro's expansion (Tests/DependenciesMacrosPluginTests in
/// swift-dependencies 1.17.1): the issue message names `Client.endpoint`, then the endpoint throws, returns `Void` or
/// `nil`, or returns its placeholder.
@Suite("Struct-style clients")
struct MovieClientTests {
    let client = MovieClient()
    let movie = Movie(id: 1, title: "Alien")

    @Test("Macro parity (testUnimplementedEndpoint): a throwing endpoint reports 'Client.endpoint' and throws")
    func throwingEndpoint() async {
        await expectIssue("Unimplemented: 'MovieClient.fetchMovie'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.fetchMovie(id: 1) }
        }
        await expectIssue("Unimplemented: 'MovieClient.search'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.search("A") }
        }
    }

    @Test("Macro parity (testBasics, testVoidTupleReturnValue): a Void endpoint reports and returns")
    func voidEndpoints() {
        expectIssue("Unimplemented: 'MovieClient.endpoint'") { client.endpoint() }
        expectIssue("Unimplemented: 'MovieClient.voidTuple'") { client.voidTuple() }
    }

    @Test("Macro parity (testUnimplementedWithDefault, testInitialValue): a placeholder is returned after reporting")
    func placeholderEndpoint() {
        expectIssue("Unimplemented: 'MovieClient.isFavorite'") {
            #expect(client.isFavorite(id: 1) == false)
        }
    }

    @Test("Macro parity (testTupleReturnValue): a throwing endpoint with a tuple result throws")
    func tupleResult() async {
        await expectIssue("Unimplemented: 'MovieClient.apiRequest'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.apiRequest("/") }
        }
    }

    @Test("Macro parity (testOptionalReturnValue, testExplicitOptionalReturnValue): optionals return nil")
    func optionalResults() {
        expectIssue("Unimplemented: 'MovieClient.rating'") { #expect(client.rating(id: 1) == nil) }
        expectIssue("Unimplemented: 'MovieClient.explicitOptional'") { #expect(client.explicitOptional() == nil) }
    }

    @Test("Macro parity (testLabeledArguments): the method keeps the labels and forwards to the closure")
    func labeledArguments() async {
        let received = LockIsolated<[String]>([])
        var configured = client
        configured.progress = { name, id, progress in received.withValue { $0.append("\(name) \(id) \(progress)") } }
        await configured.progress("load", id: 7, progress: 0.5)
        #expect(received.value == ["load 7 0.5"])
        await expectIssue("Unimplemented: 'MovieClient.progress'") { await client.progress("x", id: 1, progress: 0) }
    }

    @MainActor
    @Test("Macro parity (testMainActorSendableFunc): a @MainActor endpoint's method is main-actor isolated")
    func mainActorEndpoint() async {
        var configured = client
        let presented = LockIsolated<[Int]>([])
        configured.present = { id in
            MainActor.assertIsolated()
            presented.withValue { $0.append(id) }
        }
        await configured.present(id: 3)
        #expect(presented.value == [3])
    }

    @Test("Macro parity (testKeywordName, testEscapedIdentifier): keyword endpoints work and are named as written")
    func keywordEndpoint() throws {
        expectIssue("Unimplemented: 'MovieClient.return'") {
            #expect(throws: UnimplementedFailure.self) { _ = try client.return(id: 1) }
        }
        var configured = client
        configured.return = { id in id * 2 }
        #expect(try configured.return(id: 21) == 42)
    }

    @Test("Macro parity (testInout): inout arguments are forwarded and the placeholder is returned")
    func inoutEndpoint() {
        var a = 1
        var c = false
        expectIssue("Unimplemented: 'MovieClient.doAThing'") {
            #expect(client.doAThing(a: &a, b: 2, c: &c) == "Hello, world")
        }
        var configured = client
        configured.doAThing = { a, b, c in
            a += b
            c = true
            return "done"
        }
        #expect(configured.doAThing(a: &a, b: 2, c: &c) == "done")
        #expect(a == 3 && c)
    }

    @Test("Macro parity (testAutoclosure): autoclosure arguments are forwarded")
    func autoclosureEndpoint() {
        var configured = client
        let sum = LockIsolated(0)
        configured.bar = { a, b, c in
            let total = a() + b() + c()
            sum.setValue(total)
        }
        configured.bar(a: 1, b: { 2 }, c: 3)
        #expect(sum.value == 6)
        expectIssue("Unimplemented: 'MovieClient.bar'") { client.bar(a: 1, b: { 2 }, c: 3) }
    }

    @Test("Typed throws, which the macro does not support: the unimplemented closure throws the @throwing error")
    func typedThrows() {
        expectIssue("Unimplemented: 'MovieClient.rate'") {
            #expect(throws: MovieError.unimplemented) { try client.rate(id: 1, stars: 5) }
        }
        var configured = client
        configured.rate = { (_: Int, stars: Int) throws(MovieError) in
            if stars > 5 { throw .rejected }
        }
        #expect(throws: MovieError.rejected) { try configured.rate(id: 1, stars: 6) }
    }

    @Test("Methods keep default values; the memberwise initializer takes every endpoint")
    func defaultsAndMemberwiseInitializer() async throws {
        var client = MovieClient.unimplemented
        client.recommendations = { movie, limit in Array(repeating: movie, count: limit) }
        #expect(try await client.recommendations(for: movie).count == 10)
        #expect(try await client.recommendations(for: movie, limit: 2).count == 2)
        client.fetchMovie = { id in Movie(id: id, title: "Heat") }
        #expect(try await client.fetchMovie(id: 3) == Movie(id: 3, title: "Heat"))
    }

    @Test("The struct is its own key: tests get the unimplemented client, withDependencies overrides endpoints")
    func keyAndAccessor() async throws {
        let found = try await withDependencies {
            $0.movieClient.search = { query in [Movie(id: 1, title: query)] }
        } operation: {
            @Dependency(\.movieClient) var movies
            return try await movies.search("Up")
        }
        #expect(found == [Movie(id: 1, title: "Up")])
        @Dependency(\.movieClient) var movies
        expectIssue("Unimplemented: 'MovieClient.endpoint'") { movies.endpoint() }
    }

    @Test("noop returns each endpoint's natural default or placeholder without reporting anything")
    func noop() async throws {
        let favorites = FavoritesClient.noop
        #expect(try await favorites.favorites() == [])
        await favorites.add(movie)
        #expect(favorites.contains(id: 1) == false)
    }

    @Test("@preview and @live give the previewValue and liveValue, for struct and protocol clients alike")
    func previewAndLiveValues() async throws {
        let (liveFavorites, liveWeather) = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.favorites) var favorites
            @Dependency(\.weatherClient) var weather
            await favorites.add(movie)
            return (try await favorites.favorites(), weather)
        }
        #expect(liveFavorites == [movie])
        #expect(liveWeather is LiveWeatherClient)

        let (previewFavorites, previewWeather) = try await withDependencies {
            $0.context = .preview
        } operation: {
            @Dependency(\.favorites) var favorites
            @Dependency(\.weatherClient) var weather
            return (try await favorites.favorites(), weather)
        }
        #expect(previewFavorites == [])
        #expect(previewWeather is MockWeatherClient)
    }

    @Test("Recording: calls are counted and recorded while tests still assign closures, before and after recording")
    func recordingKeepsAssignedClosures() async throws {
        let calls = MovieClient.Calls()
        let searched = try await withDependencies {
            $0.movieClient.fetchMovie = { id in Movie(id: id, title: "Alien") }
            $0.movieClient = $0.movieClient.recording(into: calls)
            $0.movieClient.search = { query in [Movie(id: 2, title: query)] }
            $0.movieClient.doAThing = { a, b, c in
                a += b
                c.toggle()
                return "done"
            }
        } operation: {
            @Dependency(\.movieClient) var movies
            _ = try await movies.fetchMovie(id: 1)
            _ = try await movies.fetchMovie(id: 7)
            var a = 1
            var c = false
            #expect(movies.doAThing(&a, 2, &c) == "done")
            #expect(a == 3 && c)
            return try await movies.search("Heat")
        }
        #expect(searched == [Movie(id: 2, title: "Heat")])
        #expect(calls.fetchMovieCalls == [1, 7])
        #expect(calls.searchCalls == ["Heat"])
        #expect(calls.doAThingCallCount == 1)
        #expect(calls.doAThingCalls.first?.a == 1)
        #expect(calls.endpointCallCount == 0)
        calls.reset()
        #expect(calls.fetchMovieCallCount == 0)
    }

    @Test("Recording: an unimplemented endpoint is counted, then reports as before")
    func recordingUnimplementedEndpoints() async {
        let calls = MovieClient.Calls()
        let client = MovieClient().recording(into: calls)
        await expectIssue("Unimplemented: 'MovieClient.search'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.search("A") }
        }
        #expect(calls.searchCalls == ["A"])
    }
}
