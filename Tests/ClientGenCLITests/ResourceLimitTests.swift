import Foundation
import Testing

/// Runs under limits that leave the process no room for what it would like: they fail with a message or finish, but
/// never hang or die of a signal.
@Suite("Resource limits")
struct ResourceLimitTests {
    @Test("Under an address-space limit that leaves no room for another thread, a run finishes on its own thread")
    func noRoomForAnotherThread() throws {
        let workspace = try Workspace("address-space")
        defer { workspace.remove() }
        for index in 1...40 { try workspace.spec("in/S\(index).client", client: "S\(index)") }
        let floor = try #require(try Self.smallestAddressSpace(), "clientgen did not start under any limit tried")
        // Less room above what starting takes than one more thread's stack (8 MB by default).
        let limited = Clientgen.Options(memoryLimitKilobytes: floor + 4_096)
        let result = try Clientgen.run(["generate", workspace.path("in"), "--output", workspace.path("out")], limited)
        #expect(result.signal == nil, "killed by signal \(result.signal ?? 0): a hang past the watchdog, or a trap")
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out"))
        #expect(written.filter { $0.hasSuffix(".swift") }.count == 40)
    }

    @Test(
        "Under any open-file limit, --dry-run fails exactly where the real run would, and a failed run writes nothing")
    func dryRunKeepsParityUnderDescriptorLimits() throws {
        let workspace = try Workspace("descriptors")
        defer { workspace.remove() }
        for index in 1...30 { try workspace.spec("in/S\(index)/A\(index).client", client: "A\(index)") }
        let generate = ["generate", workspace.path("in"), "--output", workspace.path("out")]
        #expect(try Clientgen.run(generate).status == 0)
        let before = try workspace.read("out/S1/A1.swift")
        var failures = 0
        for limit in 20...60 {
            let limited = Clientgen.Options(launcher: ["/bin/sh", "-c", "ulimit -n \(limit) && exec \"$@\"", "sh"])
            let dryRun = try Clientgen.run(generate + ["--import", "Foundation", "--dry-run"], limited)
            let real = try Clientgen.run(generate + ["--import", "Foundation"], limited)
            #expect(dryRun.status == real.status, "ulimit -n \(limit): \(dryRun.stderr) / \(real.stderr)")
            #expect(real.signal == nil)
            guard real.status != 0 else { break }
            failures += 1
            #expect(try workspace.read("out/S1/A1.swift") == before)
        }
        #expect(failures > 0, "no limit tried was too small: the test proves nothing")
    }

    /// The smallest address-space limit, in kilobytes to the nearest 1 MB, under which `clientgen --version` runs.
    private static func smallestAddressSpace() throws -> Int? {
        var failing = 4_096
        var working = 1_048_576
        guard try starts(under: working) else { return nil }
        while working - failing > 1_024 {
            let middle = (failing + working) / 2
            if try starts(under: middle) { working = middle } else { failing = middle }
        }
        return working
    }

    private static func starts(under limit: Int) throws -> Bool {
        try Clientgen.run(["--version"], .init(memoryLimitKilobytes: limit)).status == 0
    }
}
