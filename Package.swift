// swift-tools-version: 6.0

import PackageDescription

// The shipped products (ClientGenKit, the clientgen executable and, later, the plugins) depend on nothing outside the
// Swift toolchain: every consumer builds the generator from source inside their own build. Only test targets use
// swift-dependencies, to compile and exercise the generated code against the real library.
let package = Package(
    name: "clientgen",
    products: [
        .library(name: "ClientGenKit", targets: ["ClientGenKit"]),
        .executable(name: "clientgen", targets: ["clientgen"]),
        .plugin(name: "ClientGenPlugin", targets: ["ClientGenPlugin"]),
        .plugin(name: "GenerateClients", targets: ["GenerateClients"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
    ],
    targets: [
        .target(name: "ClientGenKit"),
        .target(name: "ClientGenCLI", dependencies: ["ClientGenKit"]),
        .executableTarget(name: "clientgen", dependencies: ["ClientGenCLI"]),

        // Plugins share Plugins/Shared through a symlink in each plugin's folder (plugins cannot depend on
        // libraries).
        .plugin(name: "ClientGenPlugin", capability: .buildTool(), dependencies: ["clientgen"]),
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
            dependencies: ["clientgen"]),

        .testTarget(
            name: "ClientGenKitTests",
            dependencies: ["ClientGenKit"],
            exclude: ["Fixtures"]
        ),
        // Compiles the plugins' shared, Foundation-only planning code (Plugins/Shared, symlinked) to test it.
        .testTarget(name: "PluginSupportTests"),
        .testTarget(
            name: "ClientGenCLITests",
            dependencies: ["ClientGenCLI", "clientgen"]
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
