import Foundation

// Types the specs under Specs/ refer to. clientgen does not resolve types, so the module that compiles the generated
// code provides them, as an app's model module would.

package struct Movie: Codable, Sendable, Equatable {
    package var id: Int
    package var title: String

    package init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

package enum CatalogError: Error, Equatable {
    case unimplemented
    case notFound
}
