import LanguageServerBase
import Synchronization
import Testing

@Suite("Open documents")
struct DocumentStoreTests {
    private func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> TextRange {
        TextRange(
            start: Position(line: startLine, character: startCharacter),
            end: Position(line: endLine, character: endCharacter))
    }

    @Test("Incremental changes apply in order, each against the text the previous one left")
    func incrementalChanges() {
        let store = DocumentStore(log: .silent)
        store.open(uri: "file:///a.client", languageID: "clientgen", version: 1, text: "hello\nworld")
        let changed = store.change(
            uri: "file:///a.client", version: 2,
            changes: [
                TextChange(range: range(0, 0, 0, 5), text: "goodbye"),
                TextChange(range: range(1, 0, 1, 0), text: "big "),
                TextChange(range: range(0, 7, 1, 0), text: ", "),
            ])
        #expect(changed?.text == "goodbye, big world")
        #expect(changed?.version == 2)
        #expect(store.document("file:///a.client")?.text == "goodbye, big world")
    }

    @Test("A change without a range replaces the whole text")
    func fullChange() {
        let store = DocumentStore(log: .silent)
        store.open(uri: "u", languageID: "", version: 1, text: "old")
        store.change(uri: "u", version: 5, changes: [TextChange(range: nil, text: "new\ntext")])
        #expect(store.document("u")?.text == "new\ntext")
        #expect(store.document("u")?.lineIndex.lineCount == 2)
    }

    @Test("Ranges are counted in the negotiated encoding")
    func encodingOfRanges() {
        for (encoding, character) in [(PositionEncoding.utf16, 3), (.utf8, 5), (.utf32, 2)] {
            let store = DocumentStore(positionEncoding: encoding, log: .silent)
            store.open(uri: "u", languageID: "", version: 1, text: "a😀b")
            store.change(
                uri: "u", version: 2, changes: [TextChange(range: range(0, character, 0, character + 1), text: "c")])
            #expect(store.document("u")?.text == "a😀c", "\(encoding)")
        }
    }

    @Test("A range past the text is clamped to it")
    func outOfRangeChange() {
        let store = DocumentStore(log: .silent)
        store.open(uri: "u", languageID: "", version: 1, text: "ab\ncd")
        store.change(uri: "u", version: 2, changes: [TextChange(range: range(0, 50, 40, 0), text: "!")])
        #expect(store.document("u")?.text == "ab!")
    }

    @Test("A position inside a character (a surrogate pair, a UTF-8 sequence) falls at its start; reversed ends swap")
    func positionsInsideACharacter() {
        // (encoding, a position inside 😀, the start and end of a reversed range over 😀)
        for (encoding, inside, reversed) in [
            (PositionEncoding.utf16, 2, (3, 1)), (.utf8, 3, (5, 1)), (.utf32, 1, (2, 1)),
        ] {
            let store = DocumentStore(positionEncoding: encoding, log: .silent)
            store.open(uri: "u", languageID: "", version: 1, text: "a😀b")
            store.change(uri: "u", version: 2, changes: [TextChange(range: range(0, inside, 0, inside), text: "x")])
            #expect(store.document("u")?.text == "ax😀b", "\(encoding)")
            store.change(
                uri: "u", version: 3,
                changes: [TextChange(range: range(0, reversed.0 + 1, 0, reversed.1 + 1), text: "é")])
            #expect(store.document("u")?.text == "axéb", "\(encoding)")
        }
    }

    @Test("Changes to a document that is not open are ignored and logged")
    func unknownDocument() {
        let lines = Mutex<[String]>([])
        let store = DocumentStore(log: ServerLog { line in lines.withLock { $0.append(line) } })
        #expect(store.change(uri: "nowhere", version: 1, changes: [TextChange(range: nil, text: "x")]) == nil)
        #expect(store.document("nowhere") == nil)
        #expect(!store.close(uri: "nowhere"))
        #expect(lines.withLock { $0.count } == 2)
    }

    @Test("didOpen, didChange and didClose notifications drive the store")
    func notifications() throws {
        let store = DocumentStore(log: .silent)
        let open = NotificationMessage(
            method: "textDocument/didOpen",
            params: try json(#"{"textDocument":{"uri":"u","languageId":"clientgen","version":1,"text":"ab"}}"#))
        let change = NotificationMessage(
            method: "textDocument/didChange",
            params: try json(
                #"{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":1}},"rangeLength":0,"text":"x"},{"text":"whole"}]}"#
            ))
        let close = NotificationMessage(
            method: "textDocument/didClose", params: try json(#"{"textDocument":{"uri":"u"}}"#))
        guard case .opened(let opened) = store.apply(open) else { Issue.record("not opened"); return }
        #expect(opened.languageID == "clientgen")
        guard case .changed(let changed) = store.apply(change) else { Issue.record("not changed"); return }
        #expect(changed.text == "whole")
        #expect(changed.version == 2)
        guard case .closed(let uri) = store.apply(close) else { Issue.record("not closed"); return }
        #expect(uri == "u")
        #expect(store.openURIs.isEmpty)
    }

    @Test("A malformed document notification changes nothing")
    func malformedNotification() throws {
        let store = DocumentStore(log: .silent)
        store.open(uri: "u", languageID: "", version: 1, text: "keep")
        let change = NotificationMessage(
            method: "textDocument/didChange",
            params: try json(#"{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":5,"text":"x"}]}"#))
        #expect(store.apply(change) == nil)
        #expect(store.document("u")?.text == "keep")
        #expect(store.document("u")?.version == 1)
    }
}
