// The live service and the preview mock from Originals/StoreProductsService.swift.
import Foundation

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
            StoreProduct(id: "tip.small", displayName: "Trail snack", kind: .consumable),
            StoreProduct(id: "pass.yearly", displayName: "Supporter pass", kind: .autoRenewable),
        ]
    }

    func purchase(_ product: StoreProduct) async throws -> Bool { products.contains(product) }

    func restore() async {}
}

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
