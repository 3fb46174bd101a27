// swift-tools-version: 6.0

import PackageDescription

// The generation benchmark, kept out of the main package so that nothing in it is built by users or by `swift test`.
// It drives the release `clientgen` binary (and, when given one, mockolo) as processes, as builds do. Run it with
// Benchmarks/run.
let package = Package(
    name: "Benchmarks",
    targets: [
        .executableTarget(name: "clientgen-bench")
    ],
    swiftLanguageModes: [.v6]
)
