import ClientGenKit
import Testing

/// Extra imports are read by the spec parser, so a value is one import or an error, never code.
@Suite("Module imports")
struct ModuleImportTests {
    @Test(
        "Module names and whole imports parse, and print as generated files declare them",
        arguments: [
            ("Models", "import Models"), ("Models.Sub", "import Models.Sub"), ("  Models ", "import Models"),
            ("@preconcurrency public import Models", "@preconcurrency public import Models"),
            (
                "@_spi(Internal) package import struct Models.Forecast",
                "@_spi(Internal) package import struct Models.Forecast"
            ),
            ("import Models // why", "import Models"),
        ])
    func validImports(text: String, declaration: String) throws {
        #expect(try ModuleImport(parsing: text).description == declaration)
    }

    @Test(
        "Anything but one import is refused with a reason",
        arguments: [
            ("", ModuleImportError.empty), ("   ", .empty), ("A\nstruct Evil {}", .controlCharacter(0x0A)),
            ("A\rB", .controlCharacter(0x0D)), ("A B", .invalidModuleName("A B")),
            ("import A; import B", .notOneImport), ("open import A", .notAnAccessLevel("open")),
            ("public public import A", .notOneAccessLevel), ("import `A B`", .invalidModuleName("A B")),
            (
                "class A",
                .notAnImport("'import class' names one declaration of a module, as in 'import class Module.Name'")
            ),
            (
                "@testable(x) import M", .notAnImport("'@testable' takes no argument on an import")
            ),
            ("@_spi import M", .notAnImport("'@_spi' on an import names the group: '@_spi(Name)'")),
            (
                "@objc import M",
                .notAnImport(
                    "'@objc' is not an attribute an import can have; an import takes '@preconcurrency', '@testable', "
                        + "'@_exported', '@_implementationOnly', '@_weakLinked', '@_spiOnly' or '@_spi(Name)'")
            ),
        ])
    func invalidImports(text: String, error: ModuleImportError) {
        #expect(throws: error) { try ModuleImport(parsing: text) }
    }

    @Test("The generator prints a whole extra import as written, and reports an invalid one instead of generating")
    func generatorUsesModuleImports() throws {
        let spec = SourceFile(path: "A.client", text: "client A {\n    func a() async\n}\n")
        let valid = ClientGenerator(imports: ["@preconcurrency import Models", "Other"]).generate([spec])
        let file = try #require(valid.files.first)
        #expect(file.contents.contains("import Dependencies\n@preconcurrency import Models\nimport Other\n"))
        let invalid = ClientGenerator(imports: ["Models; struct Evil {}"]).generate([spec])
        #expect(invalid.files.isEmpty)
        #expect(invalid.diagnostics.map(\.id.rawValue) == ["generator.invalid-import"])
    }
}
