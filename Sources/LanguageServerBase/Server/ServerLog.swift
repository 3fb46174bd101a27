import SystemCalls

/// Where the server's own log lines go: standard error by default, which LSP clients show in their output panel.
/// Never standard output, which carries the protocol.
public struct ServerLog: Sendable {
    private let sink: @Sendable (String) -> Void

    /// A log that hands each line (without a line break) to `sink`, from any thread.
    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// Writes one line to the log.
    public func callAsFunction(_ line: String) {
        sink(line)
    }

    /// Lines written to standard error, each whole in one `write(2)`.
    public static let standardError = ServerLog { line in
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Posix.writeAll(2, $0) }
    }

    /// A log that drops every line.
    public static let silent = ServerLog { _ in }
}
