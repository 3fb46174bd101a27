/// Specs the tests open and keep in their workspace.
enum Fixtures {
    /// A class-bound client other specs inherit.
    static let base = """
        public client WebRepository: AnyObject {
            func get(path: String) async throws -> [UInt8]
        }

        """

    /// A client inheriting `WebRepository`, which only the workspace's `Specs/Base.client` declares.
    static let trails = """
        public client TrailsRepository: WebRepository {
            /// Trails near a place.
            func trails(near place: String) async throws -> [String]
            @placeholder(false)
            func isCached(_ id: Int) -> Bool
        }

        """

    /// A struct client storing `TrailsRepository`, declared by another spec.
    static let app = """
        @style(struct)
        public client AppClient {
            var trails: TrailsRepository { get }
            func refresh(force: Bool) async throws
        }

        """

    /// A spec with an error after an emoji on its line: `some` is at UTF-16 character 40 of line 2 (UTF-8 byte 42,
    /// scalar 39).
    static let emoji = """
        public client Badges {
            /// 🥾
            func badge(label: String = "🥾") -> some View
        }

        """

    /// The workspace: `Specs/Base.client`, `Specs/Trails.client`, `Specs/App.client`.
    static let workspace = [
        "Specs/Base.client": base, "Specs/Trails.client": trails, "Specs/App.client": app,
    ]
}
