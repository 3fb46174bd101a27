import ClientGenCore

/// The mock of a client in code clientgen generated, read back for what its spec said about the mock: the names it
/// chose (`@mockName`), and the parameters it left out of the recorded calls (`@unrecorded`) or recorded unchecked
/// (`@uncheckedSendable`). Hand-written mocks say nothing about a spec, so only a file that starts with clientgen's
/// header is read.
struct GeneratedMock {
    /// What the mock keeps for one member.
    struct Member: Equatable {
        /// The stem of its names: `upload` in `uploadHandler`.
        var stem: String
        /// The element type of its recorded calls as written (`(entry: JournalEntry, tag: String)`, `Int`), or `nil`
        /// when it only counts calls.
        var recorded: String?
        /// Whether the calls are recorded in `UncheckedSendable` boxes.
        var isUnchecked: Bool
        /// For a settable property, how the mock keeps what it is set to.
        var assignments: Assignments? = nil
    }

    /// How a mock keeps the values a settable property is set to.
    enum Assignments: Equatable {
        /// In `stemAssignments`, checked: no directive.
        case kept
        /// In `stemAssignments`, in `UncheckedSendable` boxes: `@uncheckedSendable`.
        case unchecked
        /// Only counted, in `stemAssignmentCount`: `@unrecorded`.
        case counted
    }

    /// By member key (``SwiftSkimmer/memberKey(of:)``).
    private(set) var members: [String: Member] = [:]

    /// Reads the mock `Mock<Client>` of a generated file, if the inputs have one.
    init?(of client: String, in inventory: ImportInventory) {
        guard let located = inventory.concreteTypes["Mock" + client],
            inventory.files[located.file].skimmer.isGeneratedCode
        else { return nil }
        let skimmer = inventory.files[located.file].skimmer
        let recordedTypes = Self.recordedTypes(in: located.declaration, skimmer)
        for member in located.declaration.members
        where member.kind == .function || member.kind == .variable || member.kind == .initializer {
            guard let body = member.body, let stem = Self.stem(in: skimmer.text(body)) else { continue }
            var entry = Member(stem: stem, recorded: nil, isUnchecked: false)
            if let storage = recordedTypes[stem] { entry.read(storage) }
            if member.kind == .variable {
                entry.assignments = Self.assignments(of: stem, in: located.declaration, skimmer)
            }
            members[skimmer.memberKey(of: member)] = entry
        }
    }

    /// How the mock keeps a property's assignments: `_stemAssignments` (boxed or not) or `_stemAssignmentCount`;
    /// `nil` for a read-only property, which has neither.
    private static func assignments(of stem: String, in type: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> Assignments?
    {
        for member in type.members where member.kind == .constant {
            if member.name == "_" + stem + "AssignmentCount" { return .counted }
            guard member.name == "_" + stem + "Assignments", let value = skimmer.initialValue(of: member) else {
                continue
            }
            return skimmer.text(value).contains("UncheckedSendable<") ? .unchecked : .kept
        }
        return nil
    }

    /// The storage of each stem's recorded calls (`LockIsolated<[Element]>([])`), with the `UncheckedSendable` box
    /// taken off where the calls are recorded unchecked (the public `stemCalls` unboxes them with `.map(\.value)`).
    private static func recordedTypes(in type: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> [String: String] {
        var unboxed: Set<String> = []
        for member in type.members where member.kind == .variable && member.name.hasSuffix("Calls") {
            if let body = member.body, skimmer.text(body).contains(".map(\\.value)") {
                unboxed.insert(String(member.name.dropLast("Calls".count)))
            }
        }
        var types: [String: String] = [:]
        for member in type.members where member.kind == .constant && member.name.hasSuffix("Calls") {
            guard let value = skimmer.initialValue(of: member) else { continue }
            let stem = String(member.name.dropFirst().dropLast("Calls".count))
            types[stem] = (unboxed.contains(stem) ? "unchecked:" : "") + skimmer.text(value)
        }
        return types
    }

    /// Reads the recorder (`extension Client { final class Calls … }`) of a struct client in a generated file: its
    /// members are keyed by endpoint name, the stem of their names.
    init?(recorderOf client: String, in inventory: ImportInventory) {
        let recorders = (inventory.extensions[client] ?? []).flatMap { located in
            located.declaration.members.filter { $0.kind == .classType && $0.name == "Calls" }.map {
                ImportInventory.Located(file: located.file, declaration: $0)
            }
        }
        guard let recorder = recorders.first, inventory.files[recorder.file].skimmer.isGeneratedCode else {
            return nil
        }
        let skimmer = inventory.files[recorder.file].skimmer
        for (stem, storage) in Self.recordedTypes(in: recorder.declaration, skimmer) {
            var entry = Member(stem: stem, recorded: nil, isUnchecked: false)
            entry.read(storage)
            members[stem] = entry
        }
        for member in recorder.declaration.members
        where member.kind == .constant && member.name.hasPrefix("_") && member.name.hasSuffix("CallCount") {
            let stem = String(member.name.dropFirst().dropLast("CallCount".count))
            members[stem] = Member(stem: stem, recorded: nil, isUnchecked: false)
        }
    }

    func member(forKey key: String) -> Member? {
        members[key]
    }

    /// The stem an implementation's body uses: `send` in `_sendCalls.withValue` or `_sendHandler.value`.
    private static func stem(in body: String) -> String? {
        for suffix in ["Handler.", "Calls.", "CallCount."] {
            guard let end = body.firstRange(of: suffix) else { continue }
            let before = body[..<end.lowerBound]
            let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard name.last == "_" else { continue }
            return String(name.reversed().dropFirst())
        }
        return nil
    }
}

extension GeneratedMock.Member {
    /// Reads `LockIsolated<[Element]>([])` or `LockIsolated<[UncheckedSendable<Element>]>([])`.
    fileprivate mutating func read(_ storage: String) {
        var storage = storage
        let unboxed = storage.hasPrefix("unchecked:")
        if unboxed { storage.removeFirst("unchecked:".count) }
        guard let open = storage.firstRange(of: "<["), let close = storage.ranges(of: "]>(").last else {
            return
        }
        var element = String(storage[open.upperBound..<close.lowerBound])
        if unboxed, element.hasPrefix("UncheckedSendable<"), element.hasSuffix(">") {
            isUnchecked = true
            element = String(element.dropFirst("UncheckedSendable<".count).dropLast())
        }
        recorded = element
    }
}
