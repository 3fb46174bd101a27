import ClientGenKit
import Testing

/// Default values a protocol's extensions give its requirements, through overloads that forward to them.
@Suite("Import: default values")
struct ImportDefaultValueTests {
    @Test("A requirement re-declared in an extension with default values gets them, and the re-declaration goes")
    func redeclaredWithDefaults() throws {
        let result = ImportCase.run(
            """
            public protocol Paginator: Sendable {
                func page(_ number: Int, size: Int, filter: String?) async throws -> [String]
            }

            extension Paginator {
                public func page(_ number: Int, size: Int = 20, filter: String? = nil) async throws -> [String] {
                    try await page(number, size: size, filter: filter)
                }

                public func firstPage() async throws -> [String] {
                    try await page(1, size: 20, filter: nil)
                }
            }

            """)
        let spec = try #require(result.spec("Paginator"))
        #expect(
            spec.contains(
                "    func page(_ number: Int, size: Int = 20, filter: String? = nil) async throws -> [String]\n"))
        #expect(
            result.replaced("Paginator").contains {
                $0.hasPrefix("'Paginator.page' (an overload for default values)")
            })
        #expect(!result.replaced("Paginator").contains { $0.contains("the extension of") })
    }

    @Test("An overload under other labels than the requirement's is a helper, not a default value")
    func overloadWithOtherLabels() throws {
        let result = ImportCase.run(
            """
            public protocol Paginator: Sendable {
                func page(_ number: Int, size: Int) async throws -> [String]
            }

            extension Paginator {
                public func page(number: Int) async throws -> [String] {
                    try await page(number, size: 20)
                }
            }

            """)
        let spec = try #require(result.spec("Paginator"))
        #expect(spec.contains("    func page(_ number: Int, size: Int) async throws -> [String]\n"))
        #expect(result.replaced("Paginator") == ["'Paginator', by the spec"])
    }
}

extension ImportDefaultValueTests {
    @Test("A re-declaration defaulting to #fileID or #line gives the spec its defaults, which stay the caller's")
    func callSiteDefaults() throws {
        let result = ImportCase.run(
            """
            protocol ToolLogger: Sendable {
                func log(_ message: String, level: Int, file: String, line: UInt)
            }

            extension ToolLogger {
                func log(_ message: String, level: Int = 1, file: String = #fileID, line: UInt = #line) {
                    log(message, level: level, file: file, line: line)
                }
            }

            """)
        let spec = try #require(result.spec("ToolLogger"))
        #expect(
            spec.contains(
                "    func log(_ message: String, level: Int = 1, file: String = #fileID, line: UInt = #line)\n"))
        #expect(
            result.replaced("ToolLogger") == [
                "'ToolLogger', by the spec",
                "the extension of 'ToolLogger' with its overloads for default values, by the generated interface",
            ])
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }
}

extension ImportDefaultValueTests {
    @Test("A default implementation re-declared with default values gives them, and moves to the extras without them")
    func defaultImplementationWithDefaults() throws {
        let result = ImportCase.run(
            """
            public protocol ImageLoading: Sendable {
                func loadImages(from urls: [String], thumbnails: Bool, size: Double, completion: @escaping ([Int]) -> Void)
                func loadAll(_ urls: [String], completion: @escaping ([Int]) -> Void)
            }

            public extension ImageLoading {
                @available(*, deprecated, message: "use loadAll() instead.")
                func loadImages(
                    from urls: [String],
                    thumbnails: Bool = true,
                    size: Double = 40,
                    completion: @escaping ([Int]) -> Void
                ) {
                    loadAll(urls, completion: completion)
                }
            }

            """)
        let spec = try #require(result.spec("ImageLoading"))
        #expect(spec.contains("func loadImages(from urls: [String], thumbnails: Bool = true, size: Double = 40, "))
        let extras = try #require(result.extras("ImageLoading"))
        #expect(
            extras.contains(
                """
                extension ImageLoading {
                    @available(*, deprecated, message: "use loadAll() instead.")
                    public func loadImages(
                        from urls: [String],
                        thumbnails: Bool,
                        size: Double,
                        completion: @escaping ([Int]) -> Void
                    ) {
                        loadAll(urls, completion: completion)
                    }
                }
                """))
        #expect(
            result.replaced("ImageLoading").contains {
                $0.hasPrefix("'ImageLoading.loadImages' (a default implementation with default values)")
            })
    }
}
