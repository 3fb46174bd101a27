// What Originals/EventBusServicing.swift declares around the protocol.
import Foundation

protocol TrailEventPayload {}
protocol LegacyEventPayload {}

struct TrailEventKind: Hashable {
    var name: String
}

final class EventSubscription {
    let id = UUID()
    let kind: TrailEventKind

    init(kind: TrailEventKind) {
        self.kind = kind
    }
}
