import ClientGenCore
import ClientGenFormat
import LanguageServerBase

extension SpecLanguageHandler {
    /// The code action kind of applying every fix-it of a spec at once, which editors run when asked to fix all
    /// (VS Code's `editor.codeActionsOnSave: { "source.fixAll": "explicit" }`, Neovim's `context.only`).
    static let fixAllKind = "source.fixAll.clientgen"

    /// Whether the kinds a request is `only` about take `kind`: one of them is it or a parent of it (`source`,
    /// `source.fixAll`), or one of its own kinds.
    static func asks(_ only: [String], for kind: String) -> Bool {
        only.contains { requested in
            requested == kind || kind.hasPrefix(requested + ".") || requested.hasPrefix(kind + ".")
        }
    }

    /// The fix-all action: every fix-it of the spec's diagnostics, as `clientgen lint --fix` applies them in one
    /// round (one that overlaps a fix-it taken before it is left for the next time); none when there is none.
    func fixAll(_ snapshot: SpecSnapshot) -> [JSONValue] {
        let application = FixItApplier.apply(FixItSelection().fixIts(of: snapshot.lint()), to: snapshot.source)
        guard application.changedAnything else { return [] }
        let support = self.support.withLock { $0 }
        return [
            [
                "title": "Apply every fix-it in the spec",
                "kind": .string(Self.fixAllKind),
                "edit": Self.workspaceEdit(
                    application.applied, in: snapshot.spec, encoding: support.positionEncoding,
                    documentChanges: support.documentChanges),
            ]
        ]
    }
}
