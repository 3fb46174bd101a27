import Dependencies
import Foundation
import Testing

/// Exercises Golden/Catalog.swift: package clients, generics, overloads, default values, typed throws, inout, variadic
/// and closure parameters, properties with effects, and two clients in one file.
@Suite("Catalog clients (generics, overloads, typed throws, parameter kinds)")
struct CatalogClientTests {
    let movie = Movie(id: 7, title: "Playtime")

    @Test("A generic member's mock handler gets erased arguments and its result is cast back")
    func genericMemberRoundTripsThroughAny() async throws {
        let mock = MockCatalogClient()
        mock.loadHandler = { [movie] type, path in
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Movie.self))
            #expect(path == "/movies/7")
            return movie
        }
        let loaded: Movie = try await mock.load(Movie.self, from: "/movies/7")
        #expect(loaded == movie)
        #expect(mock.loadCalls.count == 1)
        #expect(mock.loadCalls.first.map { ObjectIdentifier($0.type) } == ObjectIdentifier(Movie.self))
        #expect(mock.loadCalls.first?.path == "/movies/7")
    }

    @Test("A generic handler that returns the wrong type reports an issue and throws")
    func genericHandlerReturningWrongTypeReports() async {
        let mock = MockCatalogClient()
        mock.loadHandler = { _, _ in "not a movie" }
        await expectIssue("'MockCatalogClient.loadHandler' returned a value that is not a 'T'") {
            await #expect(throws: UnimplementedFailure.self) {
                let _: Movie = try await mock.load(Movie.self, from: "/")
            }
        }
    }

    @Test("A generic member with a where clause decodes through its handler")
    func genericMemberWithWhereClause() throws {
        let mock = MockCatalogClient()
        mock.decodeAllHandler = { [movie] data, type in
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Movie.self))
            return Array(repeating: movie, count: data.count)
        }
        #expect(try mock.decodeAll(Data([1, 2]), as: Movie.self) == [movie, movie])
        #expect(mock.decodeAllCalls == [Data([1, 2])])
    }

    @Test("Members sharing a base name have separate handlers named after their labels or types")
    func overloadsHaveSeparateMockMembers() async throws {
        let mock = MockCatalogClient()
        mock.fetchIdHandler = { Movie(id: $0, title: "by id") }
        mock.fetchNameHandler = { Movie(id: 0, title: $0) }
        mock.findIntHandler = { Movie(id: $0, title: "int") }
        mock.findStringHandler = { Movie(id: 0, title: $0) }
        #expect(try await mock.fetch(id: 3).title == "by id")
        #expect(try await mock.fetch(name: "Heat").title == "Heat")
        #expect(mock.find(5)?.title == "int")
        #expect(mock.find("Ran")?.title == "Ran")
        #expect(mock.fetchIdCalls == [3])
        #expect(mock.fetchNameCalls == ["Heat"])
    }

    @Test("Overloads for default values pass the defaults of the arguments they omit")
    func defaultOverloadsPassDefaults() async throws {
        let mock = MockCatalogClient()
        mock.fetchIncludeCastRegionHandler = { id, _, _ in Movie(id: id, title: "") }
        _ = try await mock.fetch(1)
        _ = try await mock.fetch(2, includeCast: true)
        _ = try await mock.fetch(3, region: "FR")
        _ = try await mock.fetch(4, includeCast: true, region: "JP")
        let calls = mock.fetchIncludeCastRegionCalls
        #expect(calls.map(\.id) == [1, 2, 3, 4])
        #expect(calls.map(\.includeCast) == [false, true, false, true])
        #expect(calls.map(\.region) == ["US", "US", "FR", "JP"])
    }

    @Test("Typed throws: the unimplemented double throws the @throwing error, or returns the fallback")
    func typedThrowsFallbacks() {
        let client = UnimplementedCatalogClient()
        expectIssue("Unimplemented: 'CatalogClient.rate(_:stars:)'") {
            #expect(throws: CatalogError.unimplemented) { try client.rate(movie, stars: 5) }
        }
        expectIssue("Unimplemented: 'CatalogClient.count()'") {
            #expect((try? client.count()) == 0)
        }
        expectIssue("Unimplemented: 'CatalogClient.genres()'") {
            #expect((try? client.genres()) == [])
        }
    }

    @Test("A typed-throwing mock handler throws its own error type")
    func typedThrowingHandler() {
        let mock = MockCatalogClient()
        // Swift closure literals do not take a typed-throws type from context: spell out `throws(E)`.
        mock.rateHandler = { (_: Movie, stars: Int) throws(CatalogError) in
            if stars > 5 { throw .notFound }
        }
        #expect(throws: CatalogError.notFound) { try mock.rate(movie, stars: 6) }
        #expect(mock.rateCalls.map(\.stars) == [6])
    }

    @Test("An inout parameter reaches the handler by reference and is recorded as passed in")
    func inoutParameter() {
        let mock = MockCatalogClient()
        mock.adjustHandler = { value, delta in value += delta }
        var value = 10
        mock.adjust(&value, by: 5)
        #expect(value == 15)
        #expect(mock.adjustCalls.map(\.value) == [10])
    }

    @Test("A variadic parameter reaches the handler and the calls as an array")
    func variadicParameter() {
        let mock = MockCatalogClient()
        mock.totalHandler = { $0.reduce(0, +) }
        #expect(mock.total(1, 2, 3) == 6)
        #expect(mock.totalCalls == [[1, 2, 3]])
    }

    @Test("An escaping @Sendable closure is recorded; a non-escaping one reaches the handler only")
    func closureParameters() {
        let mock = MockCatalogClient()
        let seen = LockIsolated<[Int]>([])
        mock.observeHandler = { onChange in
            onChange(Movie(id: 1, title: ""))
            return 42
        }
        #expect(mock.observe { movie in seen.withValue { $0.append(movie.id) } } == 42)
        mock.observeCalls.first?(Movie(id: 2, title: ""))
        #expect(seen.value == [1, 2])

        mock.forEachMovieHandler = { [movie] body in body(movie) }
        var visited: [Movie] = []
        mock.forEachMovie { visited.append($0) }
        #expect(visited == [movie])
        #expect(mock.forEachMovieCallCount == 1)
    }

    @Test("An opaque parameter reaches the handler and the calls as 'any Sendable'")
    func opaqueParameter() async throws {
        let mock = MockCatalogClient()
        mock.saveHandler = { value in #expect(value as? Movie == Movie(id: 1, title: "")) }
        try await mock.save(Movie(id: 1, title: ""))
        #expect(mock.saveCalls.first as? Movie == Movie(id: 1, title: ""))
    }

    @Test("Properties with effects: the double throws or returns nil, the mock calls its handler")
    func propertiesWithEffects() async throws {
        let client = UnimplementedCatalogClient()
        await expectIssue("Unimplemented: 'CatalogClient.featured'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.featured }
        }
        expectIssue("Unimplemented: 'CatalogClient.lastError'") {
            #expect(client.lastError == nil)
        }
        let mock = MockCatalogClient()
        mock.featuredHandler = { [movie] in movie }
        mock.lastErrorHandler = { .notFound }
        #expect(try await mock.featured == movie)
        #expect(mock.lastError == .notFound)
        #expect(mock.featuredCallCount == 1)
    }

    @Test("A second client in the same file gets its own key and accessor")
    func secondClientInFile() {
        let counter = MockViewCounter()
        counter.recordHandler = { _ in }
        counter.viewsHandler = { $0.id * 10 }
        let views = withDependencies {
            $0.viewCounter = counter
        } operation: {
            @Dependency(\.viewCounter) var viewCounter
            viewCounter.record(movie)
            return viewCounter.views(of: movie)
        }
        #expect(views == 70)
        #expect(counter.recordCalls == [movie])
        #expect(ViewCounterKey.testValue is UnimplementedViewCounter)
    }

    @Test("A generic member lending a closure to its handler throws the handler's typed error")
    func genericLentClosureWithTypedThrows() {
        let mock = MockCatalogClient()
        mock.visitHandler = { body throws(CatalogError) in
            (body as! (String) -> Void)("Ridge")
            throw CatalogError.notFound
        }
        var visited: [String] = []
        #expect(throws: CatalogError.notFound) {
            try mock.visit { (title: String) in visited.append(title) }
        }
        #expect(visited == ["Ridge"])
        expectIssue("Unimplemented: 'CatalogClient.visit(_:)'") {
            #expect(throws: CatalogError.unimplemented) { try UnimplementedCatalogClient().visit { (_: Int) in } }
        }
    }

    @Test("An async member lends its closure to the handler, which runs it in the caller's isolation")
    func asyncLentClosure() async {
        let mock = MockCatalogClient()
        let movie = Movie(id: 4, title: "Summit")
        mock.forEachMovieLaterHandler = { body in await body(movie) }
        var visited: [Movie] = []
        await mock.forEachMovieLater { visited.append($0) }
        #expect(visited == [movie])
        #expect(mock.forEachMovieLaterCallCount == 1)
    }

    @Test("A member taking the caller's isolation lends its operation to the handler, which runs there")
    func isolatedParameterAndOperation() async {
        let mock = MockCatalogClient()
        // The test's own isolation: none, or the main actor in a module isolated to it by default.
        let caller = #isolation
        mock.performHandler = { isolation, operation in
            #expect(isolation.map(ObjectIdentifier.init) == caller.map(ObjectIdentifier.init))
            await operation()
        }
        var ran = false
        await mock.perform { ran = true }
        #expect(ran)
        #expect(mock.performCallCount == 1)
    }

    @Test("An async generic member lends its closure wrapped, and the handler's value comes back as the result")
    func asyncGenericLentClosure() async throws {
        let mock = MockCatalogClient()
        let movie = Movie(id: 5, title: "Ridge")
        mock.transactionHandler = { work in try await work(movie) }
        let title = try await mock.transaction { $0.title }
        #expect(title == "Ridge")

        mock.batchHandler = { work throws(CatalogError) in
            guard let id = try await work(movie) as? Int else { throw CatalogError.notFound }
            return [id, id + 1]
        }
        let ids: [Int] = try await mock.batch { movie throws(CatalogError) in movie.id }
        #expect(ids == [5, 6])
        await #expect(throws: CatalogError.notFound) {
            let _: [Int] = try await mock.batch { _ throws(CatalogError) in nil }
        }
        await expectIssue("Unimplemented: 'CatalogClient.batch(_:)'") {
            await #expect(throws: CatalogError.unimplemented) {
                let _: [Int] = try await UnimplementedCatalogClient().batch { _ throws(CatalogError) in 0 }
            }
        }
    }
}
