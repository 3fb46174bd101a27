import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

/// The requests on every spec of the repository, in a workspace of all of them, as an editor opening each would
/// send them.
@Suite("The repository's specs in an editor")
struct RepositorySpecsTests {
    @Test("Every spec of the repository opens without a diagnostic, resolved against the others")
    func noDiagnostics() throws {
        let specs = try RepositorySpecs.all()
        #expect(specs.count > 50)
        let client = try TestClient(files: specs)
        defer { client.stop() }
        for (path, text) in specs.sorted(by: { $0.key < $1.key }) {
            client.open(path, text)
            let diagnostics = try client.diagnostics(path, version: 1).filter { $0["severity"] == 1 }
            #expect(diagnostics.isEmpty, "\(path): \(diagnostics)")
        }
    }

    @Test("Hovering each member of every spec shows its requirement (or endpoint) and its mock's (or recorder's) state")
    func everyMemberHovers() throws {
        let specs = try RepositorySpecs.all()
        let client = try TestClient(files: specs)
        defer { client.stop() }
        var hovered = 0
        for (path, text) in specs.sorted(by: { $0.key < $1.key }) {
            client.open(path, text)
            let spec = try #require(client.handler.workspace.snapshot(uri: TestClient.uri(path)))
            let models = ClientGenerator().analyze([spec.source], context: spec.context).models.flatMap(\.clients)
            for client_ in SpecOutline(spec.source).clients {
                let model = try #require(models.first { $0.name == client_.declaration.name.name })
                for (index, member) in client_.members.enumerated() {
                    let start = spec.spec.lines.position(of: member.declaration.name.range.start, in: .utf16)
                    let hover = try client.request(
                        "textDocument/hover", path, line: start.line, character: start.character)
                    let text = try #require(hover["contents"]?["value"]?.string, "\(path): \(member.name)")
                    for expected in Self.expectedParts(of: model.members[index], in: model) {
                        #expect(text.contains(expected), "\(path): \(member.name) lacks \(expected):\n\(text)")
                    }
                    // The requirement shown is this member's, not a neighbour's.
                    if let requirement = text.components(separatedBy: "// protocol ").dropFirst().first {
                        let head =
                            requirement.components(separatedBy: "\n\n")[0].split(separator: "\n")
                            .last { $0 != "```" && !$0.hasPrefix("#") }?.replacingOccurrences(of: "`", with: "") ?? ""
                        let name = model.members[index].name.base
                        #expect(
                            head.contains("func \(name)(") || head.contains("func \(name)<")
                                || head.contains("var \(name):")
                                || (name == "init" && head.contains("init"))
                                || (name == "subscript" && head.contains("subscript(")),
                            "\(path): \(member.name) shows the requirement \(head)")
                    }
                    hovered += 1
                }
            }
        }
        #expect(hovered > 300)
    }

    /// What a member's hover must show: the type each part is in, and the mock's names.
    static func expectedParts(of member: MemberModel, in client: ClientModel) -> [String] {
        switch client.style {
        case .protocol:
            // A plain `init()` requirement is met by the mock's own initializer: it has no state.
            let names =
                member.name.description == "init()"
                ? []
                : member.mockNames.map { names in
                    [names.handler, names.callCount, names.calls, names.assignments]
                        .compactMap { $0 }.map { "var \($0):" }
                } ?? []
            let requirement = member.role == .inheritedRequirement ? [] : ["// protocol \(client.name)\n"]
            return requirement + names
        case .struct:
            let recorder = member.role == .endpoint ? ["// \(client.name).Calls\n"] : []
            return ["// struct \(client.name)\n"] + recorder
        }
    }
}
