import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One timed run of a process: wall time from spawn to exit, its peak resident memory, and its exit status.
struct Measurement {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32
}

/// Runs processes the way a build does, measuring each with `wait4`'s resource usage.
enum Measure {
    /// Runs `executable` with its output sent to `log` (discarded when nil) and measures it.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, log: String? = nil
    ) -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let previous = FileManager.default.currentDirectoryPath
        if let directory { FileManager.default.changeCurrentDirectoryPath(directory) }
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return Measurement(seconds: 0, peakMegabytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = now() - start
        return Measurement(
            seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    /// Runs `repetitions` times after `prepare`, returning the fastest run (the least disturbed by other work on a
    /// shared machine) and the median.
    static func best(
        of repetitions: Int,
        prepare: () throws -> Void,
        _ run: () -> Measurement
    ) rethrows -> (best: Measurement, median: Double) {
        var runs: [Measurement] = []
        for _ in 0..<repetitions {
            try prepare()
            runs.append(run())
        }
        let sorted = runs.sorted { $0.seconds < $1.seconds }
        return (sorted[0], sorted[sorted.count / 2].seconds)
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
