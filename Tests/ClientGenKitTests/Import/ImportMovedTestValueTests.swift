import ClientGenKit
import Testing

/// How import moves a test value of statements to the extras file: the generated key declares a `testValue` of its
/// own, so the moved one takes another name, which `@test` names.
@Suite("Import: test values of statements")
struct ImportMovedTestValueTests {
    @Test("A struct client's test value of statements moves as importedTestValue, named by @test")
    func structTestValueOfStatements() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            struct KettleClient: Sendable {
                var isHot: @Sendable () -> Bool = { false }
            }

            extension KettleClient: TestDependencyKey {
                static var testValue: Self {
                    var kettle = Self()
                    kettle.isHot = { true }
                    return kettle
                }
            }

            """)
        #expect(try #require(result.spec("KettleClient")).contains("@test(.importedTestValue)\n"))
        #expect(
            result.extras("KettleClient")?.hasSuffix(
                """
                extension KettleClient {
                    static var importedTestValue: Self {
                        var kettle = Self()
                        kettle.isHot = { true }
                        return kettle
                    }
                }

                """) == true)
    }

    @Test("A protocol client's test value of statements moves to its key as importedTestValue, named by @test")
    func protocolTestValueOfStatements() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            protocol Thermometer: Sendable {
                func celsius() -> Double
            }

            enum ThermometerKey: TestDependencyKey {
                static var testValue: any Thermometer {
                    let reading = 21.0
                    return FixedThermometer(reading: reading)
                }
            }

            """)
        #expect(try #require(result.spec("Thermometer")).contains("@test(ThermometerKey.importedTestValue)\n"))
        #expect(
            result.extras("Thermometer")?.contains(
                "extension ThermometerKey {\n    static var importedTestValue: any Thermometer {\n") == true)
    }
}
