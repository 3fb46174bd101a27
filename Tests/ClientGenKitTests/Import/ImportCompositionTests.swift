import ClientGenKit
import Testing

/// Protocols without requirements of their own that compose clients (`protocol Interceptor: Adapter, Retrier {}`, as
/// Alamofire's `RequestInterceptor` and apps' analytics services are): clients, imported as a spec says them, while a
/// protocol that composes no client of the inputs stays a marker.
@Suite("Import: protocols composing clients")
struct ImportCompositionTests {
    static let parents = """
        import Foundation

        public protocol RequestAdapting: Sendable {
            func adapt(_ request: URLRequest) async throws -> URLRequest
        }

        public protocol RequestRetrying: Sendable {
            func shouldRetry(_ request: URLRequest, dueTo error: any Error) async -> Bool
        }

        """

    @Test("A protocol of no members inheriting clients is imported with them, written as a person writes it")
    func importedWithItsParents() throws {
        let result = ImportCase.run(
            Self.parents + """
                public protocol RequestIntercepting: RequestAdapting, RequestRetrying {}

                public protocol UploadIntercepting: RequestAdapting & RequestRetrying {}

                """)
        #expect(
            result.clients.map(\.name) == [
                "RequestAdapting", "RequestRetrying", "RequestIntercepting", "UploadIntercepting",
            ])
        let spec = try #require(result.spec("RequestIntercepting"))
        #expect(spec.hasSuffix("\npublic client RequestIntercepting: RequestAdapting, RequestRetrying {}\n"), "\(spec)")
        // A composition is the spec's list, which the generator reads.
        let upload = try #require(result.spec("UploadIntercepting"))
        #expect(
            upload.hasSuffix("\npublic client UploadIntercepting: RequestAdapting, RequestRetrying {}\n"), "\(upload)")
        #expect(result.replaced("RequestIntercepting") == ["'RequestIntercepting', by the spec"])
        let specs = result.clients.map { SourceFile(path: $0.spec.path, text: $0.spec.text) }
        let generated = ClientGenerator().generate(specs)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.message))")
        let double = try #require(generated.files.first { $0.path == "RequestIntercepting.swift" }).contents
        #expect(double.contains("public func shouldRetry(_ request: URLRequest, dueTo error: any Error) async -> Bool"))
    }

    @Test("--client names it alone: its parents' requirements are re-declared @inherited")
    func namedAlone() throws {
        let result = ImportCase.run(
            Self.parents + "public protocol RequestIntercepting: RequestAdapting, RequestRetrying {}\n",
            clients: ["RequestIntercepting"])
        #expect(result.clients.map(\.name) == ["RequestIntercepting"])
        let spec = try #require(result.spec("RequestIntercepting"))
        #expect(spec.contains("    @inherited\n    func adapt(_ request: URLRequest) async throws -> URLRequest\n"))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.messages)")
    }

    @Test("A chain of protocols of no members down from a class-bound client is found, however long, without recursion")
    func longChain() throws {
        let length = 2_000
        var swift = "protocol Tracking: AnyObject {\n    func track(_ event: String)\n}\n"
        for index in 0..<length {
            swift += "protocol Tracking\(index + 1): Tracking\(index == 0 ? "" : String(index)) {}\n"
        }
        let result = ImportCase.run(swift, clients: ["Tracking\(length)"])
        let spec = try #require(result.spec("Tracking\(length)"))
        // The root is class-bound, which the spec says, since the generator cannot see the protocols in between.
        #expect(spec.contains("client Tracking\(length): AnyObject, Tracking\(length - 1) {\n"), "\(spec)")
        #expect(spec.contains("    @inherited\n    func track(_ event: String)\n"), "\(spec)")
    }

    @Test("A protocol composing no client of the inputs is a marker: named with --client, an error says so")
    func markerNamed() throws {
        let result = ImportCase.run(
            """
            protocol AutoMockable {}
            protocol Identified: Sendable, Identifiable {}
            protocol Logging: AutoMockable {
                func log(_ line: String)
            }

            """, clients: ["AutoMockable", "Identified"])
        #expect(result.clients.isEmpty)
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.marker-protocol", "import.marker-protocol"])
        #expect(result.diagnostics.first?.path == "App.swift")
        #expect(
            ImportCase.run("protocol AutoMockable {}\nprotocol Logging: AutoMockable {\n    func log()\n}\n").clients
                .map(\.name) == ["Logging"])
    }
}
