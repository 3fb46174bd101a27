import ClientGenKit
import Testing

/// A client whose `liveValue` is not among the inputs (declared in another module, as isowords' `ApiClientLive` does,
/// or in a file not given to import): import never lists for deletion what the generated code does not replace, the
/// conformance that makes that value the app's live value, so that no live `@Dependency` silently gets the test value.
@Suite("Import: live values outside the inputs")
struct ImportOutsideLiveTests {
    static let speechClient = """
        import Dependencies

        struct SpeechClient: Sendable {
            var start: @Sendable (Double) async -> Bool
        }

        extension SpeechClient: DependencyKey {
            static let testValue = Self(start: { _ in false })
            static let previewValue = Self(start: { _ in true })
        }

        """

    /// The notes of an import, one line each: `path:first-last: message`.
    private func notes(_ result: ImportResult) -> [String] {
        result.notes(writtenPath: \.path, isDryRun: false).filter { $0.id.rawValue != "import.imported" }.map {
            "\($0.id.rawValue) \($0.path): \($0.message)"
        }
    }

    @Test("A conformance to DependencyKey whose liveValue is elsewhere is kept, and only its test values deleted")
    func conformanceKept() throws {
        let result = ImportCase.run(Self.speechClient)
        let client = try #require(result.clients.first)
        #expect(!client.spec.text.contains("@live"))
        #expect(client.spec.text.contains("@test(SpeechClient(start: { _ in false }))\n"), "\(client.spec.text)")
        #expect(
            result.replaced("SpeechClient") == [
                "'SpeechClient', by the spec", "'SpeechClient.testValue', by the generated key",
                "'SpeechClient.previewValue', by the generated key",
            ])
        #expect(client.kept.map(\.kind) == [.liveConformance(key: "SpeechClient")])
        let keep = try #require(notes(result).first { $0.hasPrefix("import.keep") })
        #expect(
            keep == "import.keep App.swift: keep the conformance of 'SpeechClient' to 'DependencyKey' (lines 7-10): "
                + "its 'liveValue' is declared outside the inputs, and the generated code declares none, so without it "
                + "the app would get the test value")
    }

    @Test("A live conformance limited by @available keeps its liveValue where it is, and the spec has no @live")
    func availableLiveConformanceKept() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            struct ApplicationClient: Sendable {
                var open: @Sendable (String) async -> Bool
            }

            @available(iOSApplicationExtension, unavailable)
            extension ApplicationClient: DependencyKey {
                static let liveValue = Self(open: { _ in true })
                static let previewValue = Self(open: { _ in false })
            }

            extension ApplicationClient: TestDependencyKey {
                static let testValue = Self(open: { _ in false })
            }

            """)
        let client = try #require(result.clients.first)
        #expect(!client.spec.text.contains("@live"), "\(client.spec.text)")
        #expect(client.spec.text.contains("@preview(ApplicationClient(open: { _ in false }))\n"))
        #expect(
            client.kept.map(\.kind) == [
                .availableLiveConformance(
                    key: "ApplicationClient", attribute: "@available(iOSApplicationExtension, unavailable)")
            ])
        #expect(result.replaced("ApplicationClient").contains("'ApplicationClient.previewValue', by the generated key"))
        #expect(!result.replaced("ApplicationClient").contains { $0.contains("liveValue") })
        let keep = try #require(notes(result).first { $0.hasPrefix("import.keep") })
        #expect(
            keep == "import.keep App.swift: keep the conformance of 'ApplicationClient' to 'DependencyKey' (lines "
                + "7-11) with its 'liveValue': its '@available(iOSApplicationExtension, unavailable)' says where the "
                + "live value exists, which a spec's '@live' cannot say")
    }

    @Test("Given the file with the liveValue too, import writes @live and the conformance goes, as before")
    func liveValueAmongTheInputs() throws {
        let live =
            "import Dependencies\n\nextension SpeechClient {\n    static let liveValue = Self(start: { _ in true })\n}\n"
        let result = ImportCase.run(["App.swift": Self.speechClient, "Live.swift": live])
        let client = try #require(result.clients.first)
        #expect(client.spec.text.contains("@live(SpeechClient(start: { _ in true }))\n"), "\(client.spec.text)")
        #expect(client.kept.isEmpty)
        #expect(result.replaced("SpeechClient").contains("the key 'SpeechClient', by the generated code"))
        #expect(result.replaced("SpeechClient").contains("'SpeechClient.liveValue', by the generated key"))
    }

    @Test("A key that is a TestDependencyKey only is replaced, its note saying what to do with the live side")
    func testKeyOnly() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct ApiClient: Sendable {
                public var fetch: @Sendable (String) async throws -> Int
            }

            extension ApiClient: TestDependencyKey {
                public static let testValue = Self(fetch: unimplemented("ApiClient.fetch"))
            }

            public protocol Weather: Sendable {
                func forecast() async throws -> [Double]
            }

            enum WeatherDependency: TestDependencyKey {
                static let testValue: any Weather = UnimplementedWeather()
            }

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.replaced("ApiClient").contains("the key 'ApiClient', by the generated code"))
        let deletions = notes(result).filter { $0.contains("delete the key") }
        #expect(
            deletions == [
                "import.delete App.swift: delete the key 'ApiClient' (lines 7-9): the generated code replaces it, but "
                    + "not its live value, outside the inputs or in another module: keep the conformance to 'DependencyKey' there that gives "
                    + "it one, which extends the generated key as it extended this one",
                "import.delete App.swift: delete the key 'WeatherDependency' (lines 15-17): the generated code replaces "
                    + "it, but not its live value, outside the inputs or in another module: the extras file declares "
                    + "'typealias WeatherDependency = WeatherKey', so the conformance to 'DependencyKey' there that "
                    + "gives it one extends the generated key",
            ])
        let extras = try #require(result.extras("Weather"))
        #expect(extras.contains("\ntypealias WeatherDependency = WeatherKey\n"), "\(extras)")
        #expect(result.extras("ApiClient") == nil)
    }

    @Test("A protocol's key named as the generated one is replaced, and the extras file conforms that one instead")
    func protocolKeyConformanceMoved() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Speech: Sendable {
                func start() async
            }

            enum SpeechKey: DependencyKey {
                static let testValue: any Speech = UnimplementedSpeech()
            }

            """)
        let extras = try #require(result.extras("Speech"))
        #expect(extras.contains("extension SpeechKey: DependencyKey {\n    // Its `liveValue` is declared outside"))
        #expect(result.replaced("Speech").contains("the key 'SpeechKey', by the generated code"))
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.live-conformance-moved"])
    }

    @Test("A key of another name whose liveValue is elsewhere is kept whole, and the spec's @live reads it")
    func otherKeyKept() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Radio: Sendable {
                func tune(_ frequency: Double) async
            }

            enum RadioDependency: TestDependencyKey {
                static let testValue: any Radio = SilentRadio()
            }

            extension RadioDependency: DependencyKey {}

            struct SilentRadio: Radio {
                func tune(_ frequency: Double) async { reportIssue("Radio.tune") }
            }

            extension DependencyValues {
                var radio: any Radio {
                    get { self[RadioDependency.self] }
                    set { self[RadioDependency.self] = newValue }
                }
            }

            """)
        let client = try #require(result.clients.first)
        #expect(client.spec.text.contains("@live(RadioDependency.liveValue)\n"), "\(client.spec.text)")
        let directive = "@live(RadioDependency.liveValue)"
        #expect(
            client.kept.map(\.kind)
                == Array(repeating: .liveKey(key: "RadioDependency", directive: directive), count: 2))
        // The kept key still names the hand-written double, which stays.
        #expect(
            result.replaced("Radio") == [
                "'Radio', by the spec", "the accessor 'DependencyValues.radio', by the generated code",
            ])
    }

    @Test("A liveValue in a plain extension of the key among the inputs is the spec's @live")
    func liveValueInAnExtensionOfTheKey() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Bell: Sendable {
                func ring() async
            }

            enum BellKey: DependencyKey {
                static let testValue: any Bell = QuietBell()
            }

            extension BellKey {
                static let liveValue: any Bell = QuietBell()
            }

            struct QuietBell: Bell {
                func ring() async {}
            }

            """)
        let client = try #require(result.clients.first)
        #expect(client.spec.text.contains("@live(QuietBell())\n"), "\(client.spec.text)")
        #expect(client.kept.isEmpty)
        #expect(result.replaced("Bell").contains("'BellKey.liveValue', by the generated key"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }
}
