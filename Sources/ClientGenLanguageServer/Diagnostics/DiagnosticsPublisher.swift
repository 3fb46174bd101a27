import ClientGenCore
import LanguageServerBase

/// Checks open specs and pushes their diagnostics (`textDocument/publishDiagnostics`), on the debouncer's thread,
/// one spec at a time: a burst of edits to a spec is checked once, after `delay` of quiet.
///
/// Every piece of work for a spec goes through the debouncer under the spec's key, so the spec's diagnostics are sent
/// in the order they were asked for: a check that finds its document changed or closed meanwhile sends nothing (the
/// newer work sends), and closing a document clears its diagnostics after any check already running.
final class DiagnosticsPublisher: Sendable {
    private let workspace: SpecWorkspace
    private let connection: Connection
    private let debouncer: Debouncer
    private let support: Locked<ClientSupport>

    /// A publisher checking `workspace`'s specs `delay` after the last edit and sending through `connection`.
    init(workspace: SpecWorkspace, connection: Connection, delay: Duration) {
        self.workspace = workspace
        self.connection = connection
        debouncer = Debouncer(delay: delay)
        support = Locked(ClientSupport())
    }

    /// What the client can do, once `initialize` has said it.
    func configure(_ clientSupport: ClientSupport) {
        support.withLock { $0 = clientSupport }
    }

    /// Checks the open specs filed under `keys`: the first at once when `immediately` (a document just opened), the
    /// others after the delay.
    func check(_ keys: [String], immediately: Bool = false) {
        for (position, key) in keys.enumerated() {
            debouncer.schedule(key, after: immediately && position == 0 ? .zero : nil) { [self] in publish(key) }
        }
    }

    /// Runs `work` on the checking thread before every check not started: reading workspace folders, which may take
    /// seconds, without holding up the messages that follow (`initialize`'s answer first), and before the diagnostics
    /// that need the folders' specs.
    func prepare(_ work: @escaping @Sendable () -> Void) {
        debouncer.scheduleFirst(work)
    }

    /// Waits until the work given to ``prepare(_:)`` so far has run, for at most `timeout` (a walk of a huge folder
    /// is bounded, but a request should not wait on it forever).
    func waitForPreparations(upTo timeout: Duration = .seconds(20)) {
        debouncer.waitForFirstWork(upTo: timeout)
    }

    /// Clears the diagnostics of a document the client closed, after any check of it already running.
    func clear(uri: String) {
        let key = SpecKey.of(uri: uri)
        debouncer.schedule(key, after: .zero) { [connection] in
            connection.sendNotification(
                "textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []])
        }
    }

    /// Stops checking: drops the work not started and waits for the check running.
    func stop() {
        debouncer.shutdown()
    }

    /// The keys with a check waiting.
    var pendingKeys: [String] {
        debouncer.pendingKeys
    }

    /// Checks one open spec against its context and sends its diagnostics, unless it changed or closed meanwhile;
    /// first reads the names of the documents changed since the index last did, and checks their dependents too.
    private func publish(_ key: String) {
        check(workspace.refreshNames())  // The edit's names, read here rather than on the thread answering requests.
        guard let snapshot = workspace.snapshot(key), snapshot.spec.isOpen else { return }
        let conversion = DiagnosticConversion(snapshot: snapshot, support: support.withLock { $0 })
        let diagnostics = snapshot.lint().map(conversion.json)
        guard workspace.isCurrent(key, version: snapshot.spec.version) else { return }
        var params: JSONObject = ["uri": .string(snapshot.spec.uri), "diagnostics": .array(diagnostics)]
        if let version = snapshot.spec.version { params["version"] = .integer(version) }
        connection.sendNotification("textDocument/publishDiagnostics", params: .object(params))
    }
}
