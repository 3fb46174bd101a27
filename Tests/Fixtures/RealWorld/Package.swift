// swift-tools-version: 6.0

import PackageDescription

// The real-world corpus converted to specs (Specs/, one spec per original in Originals/), built through clientgen's
// build plugin against swift-dependencies, in Swift 6 mode with warnings as errors. The target's folder holds the
// specs, the model types they mention (<Client>+Models.swift, Support/) and what each original held that a spec
// cannot (<Client>+Extras.swift). Specs a generator finding blocks wait in Pending/, outside the target.
let package = Package(
    name: "RealWorldClients",
    dependencies: [
        .package(name: "clientgen", path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(
            name: "RealWorldClients",
            dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
            path: "Specs",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "ClientGenPlugin", package: "clientgen")]
        ),
        .testTarget(
            name: "RealWorldClientsTests",
            dependencies: [
                "RealWorldClients",
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ],
            path: "Tests/RealWorldClientsTests",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
