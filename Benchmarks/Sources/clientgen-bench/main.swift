import Foundation

// clientgen-bench: generation throughput of the release clientgen binary on synthetic corpora of growing size, peak
// memory and linearity, and, with --mockolo PATH (or MOCKOLO=PATH), mockolo on the same clients in the same run.
// With --compile, also the debug compile time of the code generated for the 1,000-spec corpus.
//
// With --lsp SPECS, it measures `clientgen lsp` instead: initialize and time to diagnostics after each edit in a
// workspace of that many specs.
//
// Usage: Benchmarks/run [--sizes 10,100,1000,10000] [--repeat 5] [--mockolo PATH] [--compile] [--lsp 1000]

var options = CommandLine.arguments.dropFirst().makeIterator()
var clientgen = ""
var mockolo = ProcessInfo.processInfo.environment["MOCKOLO"]
var sizes = [10, 100, 1000, 10000]
var repetitions = 5
var compile = false
var importLines: Int?
var corpus = ""
var lspSpecs: Int?
var lspEdits = 50
// A RAM-backed folder when there is one: the bench measures the generator, not the disk. (On this repository's
// machine, an ext4 volume with online discard, rewriting 15 MB of output per run made timings vary threefold.)
var work =
    FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? "/dev/shm/clientgen-bench" : FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-bench").path
while let option = options.next() {
    switch option {
    case "--clientgen": clientgen = options.next() ?? ""
    case "--mockolo": mockolo = options.next()
    case "--sizes": sizes = (options.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--repeat": repetitions = Int(options.next() ?? "") ?? repetitions
    case "--work": work = options.next() ?? work
    case "--compile": compile = true
    case "--import-app": importLines = Int(options.next() ?? "")
    case "--corpus": corpus = options.next() ?? ""
    case "--lsp": lspSpecs = Int(options.next() ?? "")
    case "--lsp-edits": lspEdits = Int(options.next() ?? "") ?? lspEdits
    default:
        print(
            "usage: clientgen-bench --clientgen PATH [--sizes 10,100,1000,10000] [--repeat 5] [--mockolo PATH] "
                + "[--compile] [--work DIR] [--import-app LINES --corpus DIR] [--lsp SPECS [--lsp-edits 50]]")
        exit(64)
    }
}
guard FileManager.default.isExecutableFile(atPath: clientgen) else {
    print("clientgen-bench: no clientgen binary at '\(clientgen)'; build it with swift build -c release")
    exit(1)
}

let files = FileManager.default
if let lspSpecs {
    try LanguageServerBenchmark.run(clientgen: clientgen, specs: lspSpecs, edits: lspEdits, work: work)
    exit(0)
}
if let importLines {
    try ImportBenchmark.run(
        clientgen: clientgen, corpus: corpus, lines: importLines, repetitions: repetitions, work: work)
    exit(0)
}
func write(_ text: String, to path: String) throws {
    try files.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

struct Row {
    var size: Int
    var inputBytes: Int
    var clientgen: (best: Measurement, median: Double)
    var mockolo: (best: Measurement, median: Double)?
}

print(
    "clientgen-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, best and median of \(repetitions) runs, "
        + "corpora in \(work)")
var rows: [Row] = []
for size in sizes {
    let root = "\(work)/\(size)"
    try? files.removeItem(atPath: root)
    var inputBytes = 0
    for index in 0..<size {
        let spec = Corpus.spec(index)
        inputBytes += spec.utf8.count
        try write(spec, to: "\(root)/specs/Client\(index).client")
        if mockolo != nil { try write(Corpus.mockable(index), to: "\(root)/protocols/Client\(index).swift") }
    }
    let output = "\(root)/generated"
    let runs = size >= 10000 ? max(2, repetitions / 2) : repetitions
    let clientgenTime = try Measure.best(of: runs, prepare: { try? files.removeItem(atPath: output) }) {
        Measure.run(clientgen, ["generate", "\(root)/specs", "--output", output])
    }
    let generated = (try? files.contentsOfDirectory(atPath: output))?.count ?? 0
    guard clientgenTime.best.status == 0, generated == size else {
        print("clientgen failed on the \(size)-spec corpus")
        exit(1)
    }
    var row = Row(size: size, inputBytes: inputBytes, clientgen: clientgenTime, mockolo: nil)
    if let mockolo {
        try write(Corpus.models, to: "\(root)/protocols/Models.swift")
        let destination = "\(root)/mockolo/Mocks.swift"
        try files.createDirectory(atPath: "\(root)/mockolo", withIntermediateDirectories: true)
        row.mockolo = try Measure.best(of: runs, prepare: { try? files.removeItem(atPath: destination) }) {
            Measure.run(mockolo, ["-s", "\(root)/protocols", "-d", destination, "-j", "2"])
        }
        let mocks = (try? String(contentsOfFile: destination, encoding: .utf8)) ?? ""
        guard row.mockolo?.best.status == 0, mocks.components(separatedBy: "class Client").count == size + 1 else {
            print("mockolo failed on the \(size)-spec corpus or did not mock every protocol")
            exit(1)
        }
    }
    rows.append(row)
    let result = row.clientgen.best
    print(
        String(
            format: "%6ld specs  %7.2f MB  clientgen %8.4f s (median %8.4f)  %9.0f specs/s  %6.2f MB/s  peak %6.1f MB",
            size, Double(inputBytes) / 1_048_576, result.seconds, row.clientgen.median, Double(size) / result.seconds,
            Double(inputBytes) / 1_048_576 / result.seconds, result.peakMegabytes)
            + (row.mockolo.map {
                String(format: "  mockolo %8.4f s  ratio %5.1fx", $0.best.seconds, $0.best.seconds / result.seconds)
            } ?? ""))
}

print("\nlinearity (time per spec, relative to the largest corpus):")
if let largest = rows.last {
    let perSpec = largest.clientgen.best.seconds / Double(largest.size)
    for row in rows {
        let own = row.clientgen.best.seconds / Double(row.size)
        print(String(format: "%6ld specs  %8.1f µs per spec  (%.2fx)", row.size, own * 1_000_000, own / perSpec))
    }
}
if let thousand = rows.first(where: { $0.size == 1000 }) {
    print(
        String(
            format: "\n1,000 specs, every artifact: %.3f s of process wall time (target < 0.2 s)",
            thousand.clientgen.best.seconds))
    if let mockolo = thousand.mockolo {
        print(
            String(
                format: "mockolo on the same 1,000 clients: %.3f s, %.1fx clientgen's time (target >= 5x)",
                mockolo.best.seconds, mockolo.best.seconds / thousand.clientgen.best.seconds))
    }
}

if compile, rows.contains(where: { $0.size == 1000 }) {
    print("\ncompiling the code generated for 1,000 specs (debug, against swift-dependencies)...")
    let package = "\(work)/compile"
    try? files.removeItem(atPath: "\(package)/Sources")
    try write(
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Generated",
            dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")],
            targets: [
                .target(name: "Generated", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
                .target(name: "Warmup", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
            ],
            swiftLanguageModes: [.v6]
        )

        """, to: "\(package)/Package.swift")
    try write("import Dependencies\n", to: "\(package)/Sources/Warmup/Warmup.swift")
    try write(Corpus.models, to: "\(package)/Sources/Generated/Models.swift")
    for name in try files.contentsOfDirectory(atPath: "\(work)/1000/generated") {
        try files.copyItem(atPath: "\(work)/1000/generated/\(name)", toPath: "\(package)/Sources/Generated/\(name)")
    }
    let swift = "/usr/bin/env"
    let log = "\(work)/compile.log"
    _ = Measure.run(swift, ["swift", "build", "--package-path", package, "--target", "Warmup"], log: log)
    let build = Measure.run(
        swift,
        [
            "swift", "build", "--package-path", package, "--target", "Generated",
            "-Xswiftc", "-warn-long-expression-type-checking=100", "-Xswiftc", "-warn-long-function-bodies=100",
        ],
        log: log)
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let slow = output.split(separator: "\n").filter { $0.contains("warning:") }
    print(
        String(
            format: "compile of the generated module (1,000 files): %.1f s, exit %d, %ld warnings "
                + "(expressions or bodies over 100 ms to type-check, or others)",
            build.seconds, build.status, slow.count))
    slow.prefix(5).forEach { print("  \($0)") }
}
