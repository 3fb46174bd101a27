import ClientGenCore

/// Runs the generator's own checks on the drafted specs, all in one run (so clients can inherit each other), and
/// repairs each draft the way its diagnostics say: a missing value gets the directive the fix-it inserts, a directive
/// or attribute the checks reject is left out, and so is a member they reject, each with a warning located in the
/// Swift file. Every round removes or settles at least one part of a draft, so the rounds end.
struct DraftChecker {
    /// The comment each drafted spec starts with, naming the Swift file it came from (with any character that could
    /// end the comment early shown as `?`).
    static func header(origin: String) -> String {
        "// Imported by clientgen from \(shown(origin)). Edit it freely: clientgen import does not overwrite it."
    }

    /// A path as a comment can hold it: control characters, which could end the comment, shown as `?`.
    static func shown(_ path: String) -> String {
        ControlCharacters.shown(path)
    }

    var drafts: [ClientDrafter.Draft]
    let inventory: ImportInventory
    /// The warnings about each client, by name; a client left out has only the one that says so.
    private var warnings: [String: [Diagnostic]] = [:]
    /// The names of the clients in the order they were drafted.
    private let order: [String]

    /// Every warning about the drafts, client by client.
    var diagnostics: [Diagnostic] { order.flatMap { warnings[$0] ?? [] } }

    init(drafts: [ClientDrafter.Draft], inventory: ImportInventory) {
        self.drafts = drafts
        self.inventory = inventory
        self.order = drafts.map(\.spec.clientName)
    }

    /// The path a drafted spec is checked under, and written to.
    static func specPath(of draft: ClientDrafter.Draft) -> String {
        draft.spec.clientName + ".client"
    }

    /// Checks and repairs until the drafts have no errors, and no warnings import knows how to settle.
    mutating func check() {
        let limit = drafts.reduce(4) { $0 + $1.spec.members.count * 3 + $1.spec.attributes.count + 1 }
        for _ in 0..<limit {
            let rendered = drafts.map { render($0) }
            let sources = zip(drafts, rendered).map { SourceFile(path: Self.specPath(of: $0), text: $1.text) }
            let found = ClientGenerator().lint(sources)
            var changed = false
            for (index, draft) in drafts.enumerated() {
                let path = Self.specPath(of: draft)
                let own = found.filter { $0.path == path }
                if repair(index, rendered: rendered[index], diagnostics: own, source: sources[index]) {
                    changed = true
                }
            }
            drafts.removeAll { $0.spec.members.isEmpty && $0.isLeftOut }
            if !changed { return }
        }
    }

    func render(_ draft: ClientDrafter.Draft) -> RenderedDraft {
        draft.spec.render(header: Self.header(origin: inventory.originName(ofFile: draft.spec.originFile)))
    }

    /// Repairs one draft after its diagnostics; returns whether anything changed. Each part of the draft (an
    /// attribute, a member, the client line) is repaired once per round, from the last part to the first, so that
    /// leaving one out does not move those still to repair.
    private mutating func repair(
        _ index: Int,
        rendered: RenderedDraft,
        diagnostics found: [Diagnostic],
        source: SourceFile
    ) -> Bool {
        let settled = found.filter { DraftRepair.settles($0, in: rendered) }
        guard !settled.isEmpty else { return false }
        var repair = DraftRepair(draft: drafts[index], rendered: rendered, inventory: inventory, source: source)
        var repaired: Set<DraftRepair.Part> = []
        for diagnostic in settled.sorted(by: { $0.range.start > $1.range.start }) {
            let part = repair.part(of: diagnostic.range.start)
            guard repaired.insert(part).inserted else { continue }
            // Once the client is left out, only the other members it cannot hold are said: they are why.
            if case .member = part {
                repair.apply(diagnostic)
            } else if !repair.draft.isLeftOut {
                repair.apply(diagnostic)
            }
            if part == .other { break }
        }
        drafts[index] = repair.draft
        if repair.draft.isLeftOut { drafts[index].spec.members = [] }
        let name = repair.draft.spec.clientName
        if repair.draft.isLeftOut {
            warnings[name] = repair.diagnostics.filter { DraftRepair.leftOutWarnings.contains($0.id) }
        } else {
            warnings[name, default: []] += repair.diagnostics
        }
        return true
    }
}
