// swift-tools-version: 6.0

import PackageDescription

// A consumer of clientgen laid out like the modular apps it serves: the interface module holds the specs and gets
// the protocols, keys, accessors and unimplemented doubles from the build plugin; the live module conforms and gets
// the live values (DependencyKey conformances) for the interface module's specs; the test-support module gets their
// mocks; the feature uses @Dependency; the tests use the mocks with withDependencies.
let dependencies: Target.Dependency = .product(name: "Dependencies", package: "swift-dependencies")
let clientgen: Target.PluginUsage = .plugin(name: "ClientGenPlugin", package: "clientgen")

let package = Package(
    name: "ConsumerApp",
    dependencies: [
        .package(name: "clientgen", path: "../../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        .target(name: "WeatherClient", dependencies: [dependencies], plugins: [clientgen]),
        .target(name: "WeatherClientLive", dependencies: ["WeatherClient", dependencies], plugins: [clientgen]),
        .target(name: "WeatherClientTestSupport", dependencies: ["WeatherClient", dependencies], plugins: [clientgen]),
        .target(name: "ForecastFeature", dependencies: ["WeatherClient", dependencies]),
        .executableTarget(name: "WeatherApp", dependencies: ["ForecastFeature", "WeatherClientLive"]),
        .testTarget(
            name: "ForecastFeatureTests",
            dependencies: [
                "ForecastFeature", "WeatherClientTestSupport",
                .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
