// swift-tools-version: 6.0

import PackageDescription

// The real-world corpus (Tests/Fixtures/RealWorld/Originals) after `clientgen import`: Scripts/check-import.sh copies
// the originals into Sources/ImportedApp, imports their clients into specs and extras files next to them, deletes the
// declarations the import says the generated code replaces, adds the files import was not given (NotImported), and
// builds the result through the build plugin, warnings as errors, without the DependenciesMacros product: nothing may
// still need the macros. ImportedAppLive holds a live key in a module of its own, which import is given and must leave
// where it is, and the tests check that live values outside the import are still the app's.
let package = Package(
    name: "ImportedApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "clientgen", path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(
            name: "ImportedApp",
            dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "ClientGenPlugin", package: "clientgen")]
        ),
        .target(
            name: "ImportedAppLive",
            dependencies: ["ImportedApp", .product(name: "Dependencies", package: "swift-dependencies")],
            path: "Live",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .testTarget(
            name: "ImportedAppTests",
            dependencies: [
                "ImportedApp", "ImportedAppLive", .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
