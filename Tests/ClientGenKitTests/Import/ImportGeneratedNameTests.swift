import ClientGenKit
import Testing

/// How import treats hand-written types named like the types a protocol client's spec generates (`Mock<Client>`,
/// `Unimplemented<Client>`, `<Client>Key`): the generated one replaces only a type of the same kind.
@Suite("Import: hand-written types with generated names")
struct ImportGeneratedNameTests {
    static let source = """
        import Dependencies

        public protocol Compass: Sendable {
            func heading() async throws -> Double
        }

        public struct MagneticCompass: Compass {
            public func heading() async throws -> Double { 12 }
        }

        /// Canned headings for previews.
        public struct MockCompass: Compass {
            public func heading() async throws -> Double { 270 }
        }

        private enum CompassKey: DependencyKey {
            static let liveValue: any Compass = MagneticCompass()
            static let previewValue: any Compass = MockCompass()
        }

        extension DependencyValues {
            public var compass: any Compass {
                get { self[CompassKey.self] }
                set { self[CompassKey.self] = newValue }
            }
        }

        """

    @Test("A fake named like the generated mock that a directive names is kept, with a warning to rename it")
    func fakeNamedByDirective() throws {
        let result = ImportCase.run(Self.source)
        #expect(try #require(result.spec("Compass")).contains("@preview(MockCompass())\npublic client Compass {"))
        #expect(!result.replaced("Compass").contains { $0.contains("MockCompass") })
        #expect(
            result.messages == [
                "import.generated-name-clash: 'MockCompass' has the name of a type the spec of 'Compass' generates, "
                    + "but it stays (the spec's '@preview(MockCompass())' names it): rename it, for example to "
                    + "'PreviewCompass', together with what names it (the spec too), before generating"
            ])
        let name = try #require(Self.source.firstRange(of: "MockCompass: Compass"))
        #expect(
            result.diagnostics.first?.range.start
                == Self.source.utf8.distance(from: Self.source.startIndex, to: name.lowerBound))
    }

    @Test("A fake named like the generated mock that nothing registers is kept too: the mock does not replace it")
    func fakeNamedByNothing() throws {
        let source = Self.source.replacing("static let previewValue: any Compass = MockCompass()\n", with: "")
        let result = ImportCase.run(source)
        #expect(!result.replaced("Compass").contains { $0.contains("MockCompass") })
        #expect(
            result.messages == [
                "import.generated-name-clash: 'MockCompass' has the name of a type the spec of 'Compass' generates, "
                    + "but it stays (it is not a double the generated one replaces): rename it, for example to "
                    + "'PreviewCompass', together with what names it (the spec too), before generating"
            ])
    }

    @Test("A recording mock named like the generated mock, and not registered, is replaced by it")
    func recordingMockReplaced() throws {
        let source = Self.source.replacing("static let previewValue: any Compass = MockCompass()\n", with: "")
            .replacing(
                "public func heading() async throws -> Double { 270 }",
                with: "var headingCallCount = 0\n    public func heading() async throws -> Double { 0 }")
        let result = ImportCase.run(source)
        #expect(result.replaced("Compass").contains("'MockCompass', by the generated 'MockCompass'"))
        #expect(result.messages.isEmpty)
    }
}
