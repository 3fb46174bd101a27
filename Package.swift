// swift-tools-version: 6.0

import PackageDescription

// The shipped products depend on nothing outside the Swift toolchain: every consumer builds the generator from source
// inside their own build. Only test targets use swift-dependencies, to compile and exercise the generated code against
// the real library.
//
// Targets follow what runs where. The build plugin runs `clientgen-build`, which links the generator alone
// (ClientGenCore), so a consumer's clean build compiles nothing else of clientgen. Import, the formatter and fix-its
// (ClientGenFormat), editor support and the all-or-nothing writer live in the full `clientgen` (ClientGenCLI), which
// people and the command plugin run.
let package = Package(
    name: "clientgen",
    products: [
        // Everything, for programs that embed clientgen: the generator and import.
        .library(name: "ClientGenKit", targets: ["ClientGenKit"]),
        // The generator alone: spec text in, files and diagnostics out, in memory.
        .library(name: "ClientGenCore", targets: ["ClientGenCore"]),
        .executable(name: "clientgen", targets: ["clientgen"]),
        .plugin(name: "ClientGenPlugin", targets: ["ClientGenPlugin"]),
        .plugin(name: "GenerateClients", targets: ["GenerateClients"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
    ],
    targets: [
        .target(name: "ClientGenCore"),
        .target(name: "ClientGenImport", dependencies: ["ClientGenCore"]),
        // Where generated files go and which outputs collide, and diagnostics as JSON: for the command line and
        // library users, not for the build plugin's tool.
        .target(name: "ClientGenOutput", dependencies: ["ClientGenCore"]),
        .target(name: "ClientGenKit", dependencies: ["ClientGenCore", "ClientGenImport", "ClientGenOutput"]),
        // The formatter and the fix-it applier of the full tool (`clientgen format`, `lint --fix`, the language
        // server): on top of the generator, never in the build plugin's tool.
        .target(name: "ClientGenFormat", dependencies: ["ClientGenCore"]),
        .target(
            name: "ClientGenCLI",
            dependencies: [
                "ClientGenCore", "ClientGenImport", "ClientGenOutput", "ClientGenFormat", "ClientGenLanguageServer",
                "SystemCalls",
            ]),
        // The POSIX calls the full command line and the language server share (read, write, close, retried).
        .target(name: "SystemCalls"),
        // `clientgen lsp`: the language server for specs, on a base of its own (JSON, JSON-RPC, framing, the
        // lifecycle, documents, debouncing).
        .target(name: "LanguageServerBase", dependencies: ["SystemCalls"]),
        .target(
            name: "ClientGenLanguageServer", dependencies: ["ClientGenCore", "ClientGenFormat", "LanguageServerBase"]),
        .executableTarget(name: "clientgen", dependencies: ["ClientGenCLI"]),
        // What the command plugin runs: clientgen with the plugins' planning code (Plugins/Shared, linked), which
        // needs Foundation; `clientgen` itself links none, so that each of its runs starts in milliseconds.
        .executableTarget(name: "clientgen-generate-clients", dependencies: ["ClientGenCLI"]),
        // The build plugin's tool: one spec in, one file out, nothing it does not need.
        .executableTarget(name: "clientgen-build", dependencies: ["ClientGenCore"]),

        // The build plugin plans with Plugins/Shared through a symlink in its folder (plugins cannot depend on
        // libraries); the command plugin plans nothing and runs clientgen-generate-clients, which has the same link.
        .plugin(name: "ClientGenPlugin", capability: .buildTool(), dependencies: ["clientgen-build"]),
        .plugin(
            name: "GenerateClients",
            capability: .command(
                intent: .custom(
                    verb: "generate-clients",
                    description: "Write the Swift code generated from .client specs into the package"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the Swift files generated from the package's .client specs")
                ]),
            dependencies: ["clientgen-generate-clients"]),

        .testTarget(
            name: "ClientGenKitTests",
            dependencies: ["ClientGenKit", "ClientGenCore", "ClientGenImport", "ClientGenFormat"],
            exclude: ["Fixtures"]
        ),
        // Compiles the plugins' shared, Foundation-only planning code (Plugins/Shared, symlinked) to test it.
        .testTarget(name: "PluginSupportTests", swiftSettings: [.define("PLUGIN_SUPPORT_TESTS")]),
        .testTarget(
            name: "ClientGenCLITests",
            dependencies: [
                "ClientGenCLI", "ClientGenFormat", "clientgen", "clientgen-build", "clientgen-generate-clients",
            ]
        ),
        .testTarget(name: "LanguageServerBaseTests", dependencies: ["LanguageServerBase"]),
        .testTarget(
            name: "ClientGenLanguageServerTests",
            dependencies: ["ClientGenLanguageServer", "ClientGenCore", "ClientGenFormat", "LanguageServerBase"]
        ),
        // Compiles the committed golden outputs (Tests/GeneratedClientsTests/Golden) against the real
        // swift-dependencies and exercises them. Warnings are errors: generated code must compile cleanly.
        .testTarget(
            name: "GeneratedClientsTests",
            dependencies: [
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
