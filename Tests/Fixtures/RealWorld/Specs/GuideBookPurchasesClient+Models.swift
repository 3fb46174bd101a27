// The values of GuideBookPurchasesClient.client (round 8, modelled on larryonoff/untitled-ios-sdk's purchases types).

/// A guide book on offer.
public struct GuideBookOffer: Equatable, Identifiable, Sendable {
    /// The offer's identifier.
    public var id: String

    /// An offer.
    public init(id: String) { self.id = id }
}

/// The guide books the hiker owns.
public struct GuideBookEntitlements: Equatable, Sendable {
    /// The books' identifiers.
    public var books: [String] = []

    /// No books.
    public init() {}
}

/// A purchase of an offer.
public struct GuideBookPurchaseRequest: Equatable, Sendable {
    /// The offer bought.
    public var offerID: GuideBookOffer.ID

    /// A purchase.
    public init(offerID: GuideBookOffer.ID) { self.offerID = offerID }
}

/// How a purchase ended.
public enum GuideBookPurchaseResult: Equatable, Sendable {
    case success(GuideBookEntitlements)
    case pending
    case userCancelled
}
