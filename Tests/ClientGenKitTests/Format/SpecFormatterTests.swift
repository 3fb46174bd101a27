import ClientGenCore
import ClientGenFormat
import Testing

/// The canonical layout, snippet by snippet: each input formats to exactly the expected text, which is formatted
/// already.
@Suite("Formatter layout")
struct SpecFormatterTests {
    @Test("Spacing follows Swift: after ':' and ',', around '->', '=' and '&', none inside brackets")
    func spacing() {
        FormatAssertions.expect(
            """
            client   A :Sendable,AnyObject{
            func load<T:Decodable&Sendable>( _ type:T.Type,from path :String )async throws->T where T : Hashable,T.ID==Int
            func total(_ values:Int ...) -> [ String:Int ]?
            var isOnline : Bool{get   async}
            var name:String{ get set }
            init?( port:Int )
            }
            """,
            formatsAs: """
                client A: Sendable, AnyObject {
                    func load<T: Decodable & Sendable>(_ type: T.Type, from path: String) async throws -> T where T: Hashable, T.ID == Int
                    func total(_ values: Int...) -> [String: Int]?
                    var isOnline: Bool { get async }
                    var name: String { get set }
                    init?(port: Int)
                }

                """)
    }

    @Test("Comments touching before a member that moves to its own line get the space they keep when formatted again")
    func touchingCommentsBeforeAMember() {
        FormatAssertions.expect(
            "client W {\n    /*a*//*c*/ func b()\n    /** d *//*c*/ func e()\n}\n",
            formatsAs: """
                client W {
                    /*a*/ /*c*/
                    func b()
                    /** d */ /*c*/
                    func e()
                }

                """)
    }

    @Test("A space or tab between a declaration's name and its parameters or generic clause goes, as Swift reads it")
    func spaceBeforeParameters() {
        FormatAssertions.expect(
            "client A {\n    func f (x: Int)\n    init ()\n    func g\t<T: Sendable> (_ t: T)\n"
                + "    subscript (i: Int) -> Int? { get }\n}\n",
            formatsAs: """
                client A {
                    func f(x: Int)
                    init()
                    func g<T: Sendable>(_ t: T)
                    subscript(i: Int) -> Int? { get }
                }

                """)
    }

    @Test("Clients and members in '#if' blocks are indented one level further, and subscripts read like functions")
    func conditionalBlocksAndSubscripts() {
        FormatAssertions.expect(
            """
            #if !os(watchOS)
            client A: @marker  P {
            subscript( metadataKey key:String )->String?{get set}
            #if os(iOS)
            func a()
            #elseif os(macOS)
              #if DEBUG
            func b()
              #endif
            #else
            func c()
            #endif
            }
            #endif
            """,
            formatsAs: """
                #if !os(watchOS)
                    client A: @marker P {
                        subscript(metadataKey key: String) -> String? { get set }
                        #if os(iOS)
                            func a()
                        #elseif os(macOS)
                            #if DEBUG
                                func b()
                            #endif
                        #else
                            func c()
                        #endif
                    }
                #endif

                """)
    }

    @Test("Members are indented four spaces, one per line, with at most one blank line between them")
    func members() {
        FormatAssertions.expect(
            """


            client A {

              func a(); func b() ;
                      func c()



              func d()

            }
            client B { func e() }
            client Empty {}
            """,
            formatsAs: """
                client A {
                    func a()
                    func b()
                    func c()

                    func d()
                }

                client B {
                    func e()
                }

                client Empty {}

                """)
    }

    @Test("A client's and a member's attributes get lines of their own; an import's stay on its line")
    func attributes() {
        FormatAssertions.expect(
            """
            @preconcurrency   import Legacy
            @MainActor @available(iOS 15, *) @key(weather) public client Weather {
                @placeholder(false) @discardableResult nonisolated func cached() -> Bool
                func run(_ body: @escaping @Sendable (Int) -> Void, _ other: @MainActor (Int) -> Void)
                func wrap(_ completion: @escaping(Completion))
            }
            """,
            formatsAs: """
                @preconcurrency import Legacy

                @MainActor
                @available(iOS 15, *)
                @key(weather)
                public client Weather {
                    @placeholder(false)
                    @discardableResult
                    nonisolated func cached() -> Bool
                    func run(_ body: @escaping @Sendable (Int) -> Void, _ other: @MainActor (Int) -> Void)
                    func wrap(_ completion: @escaping(Completion))
                }

                """)
    }

    @Test("What the generator copies is kept byte for byte; a directive that reads names is spaced as Swift")
    func copiedArguments() {
        FormatAssertions.expect(
            """
            @available(iOS 15,*)
            @live( LiveClient( base:"x" ,retries : 3) )
            client A {
                @placeholder( [ 1,2 ] )
                @unrecorded(a,b)
                @mockName( chosen )
                func a(a: Int, b: Int, c: [Int]=[ 1,2 ], d: String =  "x" ) -> [Int]
            }
            """,
            formatsAs: """
                @available(iOS 15,*)
                @live(LiveClient( base:"x" ,retries : 3))
                client A {
                    @placeholder([ 1,2 ])
                    @unrecorded(a, b)
                    @mockName(chosen)
                    func a(a: Int, b: Int, c: [Int] = [ 1,2 ], d: String = "x") -> [Int]
                }

                """)
    }

    @Test("An argument on several lines (a multiline string, a closure) is kept as written, indentation and all")
    func multilineArguments() {
        FormatAssertions.expect(
            """
            @live(Self(
                load: { id in
                    try await fetch(id)
                }
            ))
            client A {
              @placeholder(\"\"\"
                two  \\
                lines
                \"\"\")
              func text() -> String
            }
            """,
            formatsAs: """
                @live(Self(
                    load: { id in
                        try await fetch(id)
                    }
                ))
                client A {
                    @placeholder(\"\"\"
                    two  \\
                    lines
                    \"\"\")
                    func text() -> String
                }

                """)
    }

    @Test("Line breaks in a declaration are kept, its continuation lines indented by its brackets")
    func continuationLines() {
        FormatAssertions.expect(
            """
            client A {
            func send<T: Decodable>(
            _ request: Request<T>,
                      configure: (@Sendable (inout URLRequest) throws -> Void)?
                ) async throws
              -> Response<T>
            var value: Int
                {
                get
                }
            }
            """,
            formatsAs: """
                client A {
                    func send<T: Decodable>(
                        _ request: Request<T>,
                        configure: (@Sendable (inout URLRequest) throws -> Void)?
                    ) async throws
                        -> Response<T>
                    var value: Int { get }
                }

                """)
    }

    @Test("Imports in '#if' blocks are indented; the condition keeps its spacing, which the generated '#if' copies")
    func conditionalImports() {
        FormatAssertions.expect(
            """
            import Foundation
            #if canImport(FoundationNetworking) // Linux
            import FoundationNetworking
            #elseif os(Linux)||DEBUG
                    import Glibc
            #else

            import Darwin
            #endif
            client A {
                func a()
            }
            """,
            formatsAs: """
                import Foundation
                #if canImport(FoundationNetworking) // Linux
                    import FoundationNetworking
                #elseif os(Linux)||DEBUG
                    import Glibc
                #else

                    import Darwin
                #endif

                client A {
                    func a()
                }

                """)
    }

    @Test("Comments stay where they were written: at the end of a line, on lines of their own, inline")
    func comments() {
        FormatAssertions.expect(
            """
            // The header.

            import Foundation   // aligned
            import Models       // aligned
            /// The client.
            client A { // opens
                // A group.

                  /// First.
                  func a( /* none */ )     // trailing
                /* before */ func b()
                func c(
                    a: Int, // first
                    // own line
                    b: Int
                )
              @placeholder(0) /* why */ @trapping
                func d() -> Int
                var e: Int { // getter
                    get
                }
                // The end of A.
            } // closes
            // The end.
            """,
            formatsAs: """
                // The header.

                import Foundation   // aligned
                import Models       // aligned

                /// The client.
                client A { // opens
                    // A group.

                    /// First.
                    func a( /* none */ )     // trailing
                    /* before */ func b()
                    func c(
                        a: Int, // first
                        // own line
                        b: Int
                    )
                    @placeholder(0) /* why */
                    @trapping
                    func d() -> Int
                    var e: Int { // getter
                        get
                    }
                    // The end of A.
                } // closes
                // The end.

                """)
    }

    @Test("A comment at the end of the file's last line keeps its spaces, with or without a line break after it")
    func lastLineComment() {
        #expect(FormatAssertions.formatted("client A {}   // end") == "client A {}   // end\n")
        #expect(FormatAssertions.formatted("client A {}   // end\n") == "client A {}   // end\n")
    }

    @Test("Doc comments keep their groups: a blank line between two runs of '///' lines is kept")
    func docComments() {
        FormatAssertions.expect(
            """
            client A {
                   /// Detached: a blank line follows.

                   /// Attached.
                func a()
                      /**
                       * A block.
                       */
                func b()
              /// Kept before its semicolon, which keeps it out of the next member's doc.
              ;func c()
            }
            """,
            formatsAs: """
                client A {
                    /// Detached: a blank line follows.

                    /// Attached.
                    func a()
                    /**
                     * A block.
                     */
                    func b()
                    /// Kept before its semicolon, which keeps it out of the next member's doc.
                    ;
                    func c()
                }

                """)
    }

    @Test("Unicode and backticked names are written as they are")
    func unicodeNames() {
        FormatAssertions.expect(
            "client  Ünicødé{func 🐶( `default` :Int )async;var `Type`:Int{get}}",
            formatsAs: """
                client Ünicødé {
                    func 🐶(`default`: Int) async
                    var `Type`: Int { get }
                }

                """)
    }

    @Test("A file whose line breaks are all CRLF keeps CRLF, with its byte-order mark; any other gets LF")
    func lineBreaks() {
        let crlf = Array("\u{FEFF}import A\r\n\r\n\r\nclient B {\r\n  func c()\r\n}\r\n".utf8)
        #expect(
            FormatAssertions.formatted(bytes: crlf)
                == Array("\u{FEFF}import A\r\n\r\nclient B {\r\n    func c()\r\n}\r\n".utf8))
        #expect(
            FormatAssertions.formatted("import A\r\nimport B\nclient C {\r    func d()\r\n}")
                == "import A\nimport B\n\nclient C {\n    func d()\n}\n")
    }

    @Test("An empty spec stays empty; one of comments only keeps them")
    func emptySpecs() {
        #expect(FormatAssertions.formatted("") == "")
        #expect(FormatAssertions.formatted(" \n\n\t\n") == "")
        #expect(
            FormatAssertions.formatted("\n\n// Only a comment.   \n\n\n/* And a block. */")
                == "// Only a comment.\n\n/* And a block. */\n")
    }

    @Test("A spec with syntax errors is left as it is, with its errors")
    func syntaxErrors() throws {
        let source = SourceFile(path: "Broken.client", text: "client A {\n    func a(x Int)\n}\n")
        guard case .notFormatted(let diagnostics) = SpecFormatter.format(source) else {
            Issue.record("a spec with a syntax error was formatted")
            return
        }
        #expect(diagnostics.map(\.id.rawValue) == ["parser.expected-colon"])
    }

    @Test("A spec whose only errors are semantic is formatted: formatting needs a spec that parses")
    func semanticErrors() {
        FormatAssertions.expect(
            "client A {\nfunc isCached() -> Bool\n}",
            formatsAs: "client A {\n    func isCached() -> Bool\n}\n")
    }

    @Test("Each stretch of whitespace between two tokens that changes is one edit, and no change needs none")
    func edits() {
        let old = Array("import A\nclient B {\n  func c( x:Int)\n    func d()\n}\n".utf8)
        let new = Array("import A\nclient B {\n    func c(x: Int)\n    func d()\n}\n".utf8)
        let source = SourceFile(path: "A.client", bytes: old)
        let edits = SpecFormatter.edits(from: source, to: new)
        // The indentation of `func c`, the space after `(` and the missing one after `:`; `func d()` untouched.
        #expect(
            edits == [
                SourceEdit(range: SourceRange(start: 19, end: 22), replacement: Array("\n    ".utf8)),
                SourceEdit(range: SourceRange(start: 29, end: 30), replacement: []),
                SourceEdit(range: SourceRange(start: 32, end: 32), replacement: Array(" ".utf8)),
            ])
        var applied = old
        for edit in edits.reversed() {
            applied.replaceSubrange(edit.range.start..<edit.range.end, with: edit.replacement)
        }
        #expect(applied == new)
        #expect(SpecFormatter.edits(from: source, to: old).isEmpty)
    }

    @Test("Text whose tokens differ from the original's is replaced whole")
    func differentTokens() {
        let source = SourceFile(path: "A.client", text: "client B {}\n")
        let other = Array("client C {}\n".utf8)
        #expect(
            SpecFormatter.edits(from: source, to: other) == [
                SourceEdit(range: SourceRange(start: 0, end: 12), replacement: other)
            ])
    }
}

/// The documentation's examples are formatted: every ```swift block of the spec language docs and the README that
/// is a spec (one that parses) is in the canonical layout.
@Suite("Formatted documentation")
struct FormattedDocumentationTests {
    @Test("Every spec example of the docs is formatted", arguments: ["Docs/SpecLanguage.md", "README.md"])
    func examplesAreFormatted(document: String) throws {
        let text = try String(contentsOf: Golden.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
        // Blocks at the left margin (one indented in a list item is indented as a whole).
        let blocks = text.components(separatedBy: "\n```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first.map { $0 + "\n" }
        }
        var specs = 0
        for block in blocks {
            guard case .formatted(let bytes) = SpecFormatter.format(SourceFile(path: "Example.client", text: block))
            else { continue }
            specs += 1
            #expect(String(decoding: bytes, as: UTF8.self) == block, "not formatted:\n\(block)")
        }
        #expect(specs >= (document == "README.md" ? 2 : 15))
    }
}
