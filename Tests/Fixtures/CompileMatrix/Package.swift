// swift-tools-version: 6.2

import PackageDescription

// The compile matrix: the committed goldens (Tests/GeneratedClientsTests/Golden), their support code and their
// behaviour tests, compiled and run under each language setting generated code must support. Every target links the
// same three folders; warnings are errors everywhere. Scripts/check-compile-matrix.sh builds and tests it.
let configurations: [(name: String, settings: [SwiftSetting])] = [
    // Swift 5 users of swift-dependencies need InferSendableFromCaptures for `@Dependency(\.key)` key paths to be
    // Sendable; the tests use them, the generated code does not need it.
    (
        "Swift5StrictConcurrency",
        [
            .swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"),
            .enableUpcomingFeature("InferSendableFromCaptures"),
        ]
    ),
    ("ExistentialAny", [.enableUpcomingFeature("ExistentialAny")]),
    ("InternalImportsByDefault", [.enableUpcomingFeature("InternalImportsByDefault")]),
    ("MemberImportVisibility", [.enableUpcomingFeature("MemberImportVisibility")]),
    ("NonisolatedNonsendingByDefault", [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    ("DefaultMainActorIsolation", [.defaultIsolation(MainActor.self)]),
]

let package = Package(
    name: "CompileMatrix",
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
    ],
    targets: configurations.map { configuration in
        .testTarget(
            name: configuration.name,
            dependencies: [
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ],
            swiftSettings: configuration.settings + [.unsafeFlags(["-warnings-as-errors"])]
        )
    },
    swiftLanguageModes: [.v6]
)
