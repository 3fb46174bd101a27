// Modelled on the shape of `ProductsService` in asiliuk/BsuirScheduleApp
// (Modules/Sources/BsuirCore/Products/ProductsService.swift): a protocol with async read-only properties (`{ get async
// }`, `{ get async throws }`), a synchronous fire-and-forget method, a `@discardableResult` throwing purchase, a
// dependency registered through a private key with live and preview values, and a mock with a nested error enum in the
// same file. StoreKit's `Product` is a stand-in. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

public protocol StoreProductsService: Sendable {
    var tips: [StoreProduct] { get async }
    var supporterPass: StoreProduct { get async throws }
    var supporterPassStatus: SubscriptionStatus? { get async }

    func load()
    @discardableResult
    func purchase(_ product: StoreProduct) async throws -> Bool
    func restore() async
}

// MARK: - Dependency

extension DependencyValues {
    public var storeProducts: any StoreProductsService {
        get { self[StoreProductsServiceKey.self] }
        set { self[StoreProductsServiceKey.self] = newValue }
    }
}

private enum StoreProductsServiceKey: DependencyKey {
    static let liveValue: any StoreProductsService = LiveStoreProductsService()
    static let previewValue: any StoreProductsService = StoreProductsServiceMock()
}

actor LiveStoreProductsService: StoreProductsService {
    private var products: [StoreProduct] = []

    var tips: [StoreProduct] {
        products.filter { $0.kind == .consumable }
    }

    var supporterPass: StoreProduct {
        get throws {
            guard let pass = products.first(where: { $0.kind == .autoRenewable }) else {
                throw CocoaError(.featureUnsupported)
            }
            return pass
        }
    }

    var supporterPassStatus: SubscriptionStatus? { nil }

    nonisolated func load() {
        Task { await self.fetchProducts() }
    }

    private func fetchProducts() {
        products = [
            StoreProduct(id: "tip.small", displayName: "Trail snack", displayPrice: "€1.99", kind: .consumable),
            StoreProduct(
                id: "pass.yearly", displayName: "Supporter pass", displayPrice: "€9.99", kind: .autoRenewable
            ),
        ]
    }

    func purchase(_ product: StoreProduct) async throws -> Bool { products.contains(product) }

    func restore() async {}
}

// MARK: - Mock

final class StoreProductsServiceMock: StoreProductsService {
    enum Failure: Error {
        case notImplemented
    }

    var tips: [StoreProduct] {
        get async { [] }
    }

    var supporterPass: StoreProduct {
        get async throws { throw Failure.notImplemented }
    }

    var supporterPassStatus: SubscriptionStatus? {
        get async { nil }
    }

    func load() {}
    func purchase(_ product: StoreProduct) async throws -> Bool { false }
    func restore() async {}
}
