import Foundation
import Testing

/// Inputs that hold no spec are an error of every command that reads specs, with the same message and status: a CI
/// step given a wrong folder fails instead of checking nothing.
@Suite("Inputs holding no spec")
struct NoSpecsTests {
    @Test(
        "A folder holding no spec fails generate, lint, lint --fix and format alike, writing nothing",
        arguments: [
            ["generate", "@/empty", "--output", "@/out"], ["generate", "@/empty", "--output", "@/out", "--dry-run"],
            ["generate", "@/empty", "--output", "@/out", "--check"], ["lint", "@/empty"], ["lint", "--fix", "@/empty"],
            ["format", "@/empty"], ["format", "--check", "@/empty"],
            ["lint", "@/empty", "--diagnostics-format", "json"],
        ])
    func emptyFolderFails(arguments: [String]) throws {
        let cli = try InProcessCLI("no-specs")
        try cli.write("not a spec", to: "empty/Notes.txt")
        try cli.write("client Hidden {\n    func f()\n}\n", to: "empty/.hidden/Hidden.client")
        let result = cli.run(arguments)
        #expect(result.status == 1)
        #expect(result.errors == "clientgen: error: no .client specs found in '@/empty'\n")
        #expect(result.output.isEmpty)
        #expect(!cli.exists("out"))
    }

    @Test("Several inputs fail only when none holds a spec, and the message names each")
    func severalInputs() throws {
        let cli = try InProcessCLI("no-specs-several")
        try cli.write("", to: "a/.keep")
        try cli.write("", to: "b/.keep")
        let none = cli.run(["lint", "@/a", "@/b"])
        #expect(none.status == 1)
        #expect(none.errors == "clientgen: error: no .client specs found in '@/a', '@/b'\n")
        try cli.write("client A {\n    func f()\n}\n", to: "b/A.client")
        let some = cli.run(["generate", "@/a", "@/b", "--output", "@/out"])
        #expect(some.status == 0, "\(some.errors)")
        #expect(cli.exists("out/A.swift"))
    }

    @Test("An empty --context is no error: context specs are optional")
    func emptyContext() throws {
        let cli = try InProcessCLI("no-specs-context")
        try cli.write("client A {\n    func f()\n}\n", to: "Specs/A.client")
        try cli.write("", to: "context/.keep")
        let result = cli.run(["lint", "@/Specs", "--context", "@/context"])
        #expect(result.status == 0, "\(result.errors)")
    }
}
