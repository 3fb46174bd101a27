// Modelled on the shape of uber/mockolo's generic-function fixture (Tests/TestFuncs/TestGenericFuncs/
// FixtureGenericFunc.swift): a protocol of generic members, including overloads that differ only in a generic
// parameter's constraint (`subscribe<P: TrailEventPayload>` / `subscribe<P: LegacyEventPayload>`, `add<T:
// FixedWidthInteger>` / `add<T: Sequence>`), escaping and non-escaping closure parameters (also inside generic
// members), metatype parameters and results, an associated-type-dependent result (`I.ID`) and a generic `Result`
// result. Written for this corpus; nothing is copied.
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

protocol EventBusServicing {
    func publish<T>(events: [TrailEventKind], value: T, once: Bool, completion: @escaping (T) -> Void)
    func subscribe<P: TrailEventPayload>(to kind: TrailEventKind, handler: @escaping (P) -> Void) -> EventSubscription
    func subscribe<P: LegacyEventPayload>(to kind: TrailEventKind, handler: @escaping (P) -> Void) -> EventSubscription
    func drain<T>(kind: TrailEventKind, as type: T.Type, body: (T) throws -> Void) rethrows
    func withBatch<Value>(_ body: (inout [TrailEventKind]) throws -> Value) rethrows -> Value
    func add<T: FixedWidthInteger>(counter: T, to other: T?)
    func add<T: Sequence>(events: T?) where T.Element == TrailEventKind
    func payloadType<T>(for type: T.Type) -> T.Type
    func identifier<I: Identifiable>(of value: I) -> I.ID
    func lastValue<T: Decodable>(of kind: TrailEventKind) -> Result<T, any Error>
}

final class InProcessEventBus: EventBusServicing {
    private var handlers: [TrailEventKind: [(Any) -> Void]] = [:]
    private var pending: [TrailEventKind: [Any]] = [:]
    private var counters: [String: Int] = [:]

    func publish<T>(events: [TrailEventKind], value: T, once: Bool, completion: @escaping (T) -> Void) {
        for kind in events {
            handlers[kind]?.forEach { $0(value) }
            if once { handlers[kind] = nil }
            pending[kind, default: []].append(value)
        }
        completion(value)
    }

    func subscribe<P: TrailEventPayload>(
        to kind: TrailEventKind, handler: @escaping (P) -> Void
    ) -> EventSubscription {
        handlers[kind, default: []].append { ($0 as? P).map(handler) }
        return EventSubscription(kind: kind)
    }

    func subscribe<P: LegacyEventPayload>(
        to kind: TrailEventKind, handler: @escaping (P) -> Void
    ) -> EventSubscription {
        handlers[kind, default: []].append { ($0 as? P).map(handler) }
        return EventSubscription(kind: kind)
    }

    func drain<T>(kind: TrailEventKind, as type: T.Type, body: (T) throws -> Void) rethrows {
        let values = pending.removeValue(forKey: kind) ?? []
        for case let value as T in values {
            try body(value)
        }
    }

    func withBatch<Value>(_ body: (inout [TrailEventKind]) throws -> Value) rethrows -> Value {
        var batch: [TrailEventKind] = []
        let result = try body(&batch)
        batch.forEach { pending[$0, default: []].append(()) }
        return result
    }

    func add<T: FixedWidthInteger>(counter: T, to other: T?) {
        counters["total", default: 0] += Int(counter) + Int(other ?? 0)
    }

    func add<T: Sequence>(events: T?) where T.Element == TrailEventKind {
        events?.forEach { pending[$0, default: []].append(()) }
    }

    func payloadType<T>(for type: T.Type) -> T.Type { type }

    func identifier<I: Identifiable>(of value: I) -> I.ID { value.id }

    func lastValue<T: Decodable>(of kind: TrailEventKind) -> Result<T, any Error> {
        guard let value = pending[kind]?.last as? T else {
            return .failure(CocoaError(.coderValueNotFound))
        }
        return .success(value)
    }
}
