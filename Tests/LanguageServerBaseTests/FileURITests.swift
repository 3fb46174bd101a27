import LanguageServerBase
import Testing

@Suite("File URIs")
struct FileURITests {
    @Test("A path with spaces and non-ASCII text becomes a percent-encoded URI and back")
    func encoding() {
        let path = "/Users/me/My Specs/Café 😀/Api+v2.client"
        let uri = FileURI.uri(fromPath: path)
        #expect(uri == "file:///Users/me/My%20Specs/Caf%C3%A9%20%F0%9F%98%80/Api%2Bv2.client")
        #expect(FileURI.path(fromURI: uri) == path)
    }

    @Test("Percent escapes decode in either case, and characters the client left unencoded are kept")
    func decoding() {
        #expect(FileURI.path(fromURI: "file:///a%2fb%2Fc%C3%a9") == "/a/b/cé")
        #expect(FileURI.path(fromURI: "file:///a b/c:d@e") == "/a b/c:d@e")
        #expect(FileURI.path(fromURI: "file:///100%") == "/100%")
        #expect(FileURI.path(fromURI: "file:///50%zz") == "/50%zz")
    }

    @Test("A Windows drive written as c%3A reads as c:")
    func windowsDrive() {
        let path = FileURI.path(fromURI: "file:///c%3A/Users/me/a.client")
        #expect(path == "/c:/Users/me/a.client")
        #expect(path.map(FileURI.hasDriveLetter) == true)
        #expect(FileURI.uri(fromPath: "/c:/x") == "file:///c%3A/x")
    }

    @Test("localhost and an empty host are this machine; other hosts and schemes are not paths")
    func hostsAndSchemes() {
        #expect(FileURI.path(fromURI: "file://localhost/etc/hosts") == "/etc/hosts")
        #expect(FileURI.path(fromURI: "FILE:///etc/hosts") == "/etc/hosts")
        #expect(FileURI.path(fromURI: "file:/etc/hosts") == "/etc/hosts")
        #expect(FileURI.path(fromURI: "file://server/share/a") == nil)
        #expect(FileURI.path(fromURI: "untitled:Untitled-1") == nil)
        #expect(FileURI.path(fromURI: "https://example.com/a") == nil)
    }

    @Test("A query or fragment is not part of the path")
    func queryAndFragment() {
        #expect(FileURI.path(fromURI: "file:///a/b.client?x=1") == "/a/b.client")
        #expect(FileURI.path(fromURI: "file:///a/b.client#L3") == "/a/b.client")
    }
}
