import ClientGenKit
import Testing

/// Import walks sources that may be hostile or generated: every walk it makes is bounded, so any input ends in time,
/// without overflowing the stack. The time limits only catch a walk that never ends (each case takes well under a
/// second): they are generous because a full `swift test` on two cores can keep a test waiting for a thread while
/// the process tests block theirs.
@Suite("Import bounds")
struct ImportBoundsTests {
    @Test("Getters nested ten thousand deep in an unimplemented double do not overflow the stack")
    func deeplyNestedGetters() {
        let depth = 10_000
        let getters = String(repeating: "get { ", count: depth) + "return 1" + String(repeating: " }", count: depth)
        let swift = """
            protocol WeatherClient: Sendable {
                var temperature: Int { get }
            }

            struct UnimplementedWeatherClient: WeatherClient {
                var temperature: Int { reportIssue("temperature"); \(getters) }
            }

            """
        let result = ImportCase.run(swift)
        #expect(result.spec("WeatherClient")?.contains("var temperature: Int { get }") == true)
    }

    @Test(
        "Structs that store each other a dozen times over, a dozen levels deep, are judged once each",
        .timeLimit(.minutes(5)))
    func wideAndDeepStoredProperties() {
        let levels = 12
        var swift = ""
        for level in 0..<levels {
            let stored = level + 1 < levels ? "S\(level + 1)" : "Int"
            swift += "struct S\(level) {\n"
            for property in 0..<12 { swift += "    let p\(property): \(stored)\n" }
            swift += "}\n\n"
        }
        swift += "final class Model {}\n\nstruct S\(levels) {\n    let model: Model\n}\n\n"
        swift += "protocol Store: Sendable {\n    func save(_ value: S0)\n    func keep(_ value: S\(levels))\n}\n"
        let spec = ImportCase.run(swift).spec("Store")
        #expect(spec?.contains("    func save(_ value: S0)\n") == true)
        #expect(spec?.contains("    @unrecorded(value)\n    func keep(_ value: S\(levels))\n") == true)
    }

    @Test(
        "Long chains of inheriting protocols are judged Sendable or not once per protocol, without recursion",
        .timeLimit(.minutes(5)))
    func longProtocolChains() {
        let length = 2_000
        var swift = ""
        for (prefix, root) in [("Safe", "Sendable"), ("Open", "AnyObject")] {
            for index in 0..<length { swift += "protocol \(prefix)\(index): \(prefix)\(index + 1) {}\n" }
            swift += "protocol \(prefix)\(length): \(root) {}\n"
        }
        swift += "protocol Store: Sendable {\n    func keep(_ safe: any Safe0, _ open: any Open0)\n}\n"
        let spec = ImportCase.run(swift, clients: ["Store"]).spec("Store")
        #expect(spec?.contains("    @unrecorded(open)\n    func keep(_ safe: any Safe0, _ open: any Open0)\n") == true)
    }

    @Test(
        "A client deeper in '#if' blocks than a spec can nest is left out with a warning, not drafted",
        .timeLimit(.minutes(5)))
    func deeplyConditionalClient() {
        let depth = 16_000
        let swift =
            String(repeating: "#if A\n", count: depth) + "protocol Deep: Sendable { func f() }\n"
            + String(repeating: "#endif\n", count: depth) + "protocol Shallow: Sendable { func g() }\n"
        let result = ImportCase.run(swift)
        #expect(result.spec("Deep") == nil)
        #expect(result.spec("Shallow") != nil)
        #expect(result.diagnostics.map(\.id) == [.importTooDeeplyConditional])
    }

    @Test(
        "A file ending right after an opening bracket is skimmed, not a crash",
        arguments: [
            "protocol ConsolePrinting {", "protocol P {\n    func f(", "struct S {\n    var a: [", "protocol Q { (}",
        ])
    func unclosedBracketAtTheEnd(ending: String) {
        let result = ImportCase.run("public protocol Logger: Sendable {\n    func log(_ line: String)\n}\n\n" + ending)
        #expect(result.spec("Logger")?.contains("func log(_ line: String)") == true)
    }
}
