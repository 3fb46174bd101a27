/// What clientgen knows of a type's sendability without the compiler: what it can assume, what it knows is never
/// `Sendable` (framework types apps pass), and what is certainly `Sendable` (so the mock needs no hint).
extension TypeSyntax {
    /// Whether values of the type are known to be `Sendable` without resolving names: every closure is `@Sendable`,
    /// and every generic parameter, `some` and `any` type (metatypes included) is constrained to `Sendable` (or, for
    /// existentials, `Error` or `Actor`, which refine it). Named types are assumed `Sendable`.
    func isKnownSendable(generics: GenericScope) -> Bool {
        Self.closuresAreSendable(in: self, isMarkedSendable: false)
            && !withBareExistentials.contains { node in
                switch node.kind {
                case .named(let name, nil): return generics.names.contains(name) && !generics.sendable.contains(name)
                case .opaque(let constraint), .existential(let constraint): return !constraint.refinesSendable
                // `P.Protocol` is the metatype of `any P`, Sendable only when `P` is.
                case .metatype(let base, isProtocol: true): return !base.refinesSendable
                default: return false
                }
            }
    }

    /// The type with what Swift reads as an existential though it is written without `any` marked as one: a
    /// composition (`Codable & CustomStringConvertible`) and the standard library's protocols apps write bare
    /// (`Encodable`, `Decodable.Type`), so that their sendability is judged as `any Encodable`'s is.
    private var withBareExistentials: TypeSyntax {
        rewriting { part in
            switch part.kind {
            case .existential, .opaque: return part
            case .composition: return TypeSyntax(kind: .existential(part), range: part.range)
            case .named(let name, nil), .member(_, let name, nil):
                guard Self.bareStandardProtocols.contains(name), part.isStandardName else { return nil }
                return TypeSyntax(kind: .existential(part), range: part.range)
            default: return nil
            }
        }
    }

    /// Whether the type is a bare name or one qualified by `Swift`.
    private var isStandardName: Bool {
        guard case .member(let base, _, _) = kind else { return true }
        return base.kind == .named(name: "Swift", genericArguments: nil)
    }

    /// The standard library's protocols, none of which refines `Sendable`, that a type can name without `any`.
    private static let bareStandardProtocols: Set<String> = [
        "Encodable", "Decodable", "Codable", "Encoder", "Decoder", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "TextOutputStream", "TextOutputStreamable",
        "RandomNumberGenerator",
    ]

    /// Whether the type is known not to be `Sendable` without resolving it: it mentions `Any`, `AnyObject`,
    /// `AnyHashable`, `AnyClass`, a key path (`KeyPath<Root, Value>`, unless composed with `Sendable`), a pointer
    /// (`UnsafeRawPointer`, which `#dsohandle` is) or a framework class that is not (`NSObject`, Core Data's managed
    /// objects, Combine's publishers, `UserDefaults`, AVFoundation's players: see ``knownNonSendableNames``), by its
    /// name or qualified by its module (`Combine.AnyPublisher<Int, Never>`), as in `[AnyHashable: Any]` or
    /// `Result<Any, Error>`. (`any P` is not `Any`: its sendability is judged by `P`; a type nested in one of them,
    /// `CKRecord.ID`, by its own name.)
    var isKnownNotSendable: Bool {
        var pending = [self]
        while let type = pending.popLast() {
            switch type.kind {
            case .named(let name, let arguments):
                if Self.isKnownNonSendableName(name, isGeneric: arguments != nil) { return true }
            case .member(let base, let name, let arguments):
                guard case .named(let module, nil) = base.kind, Self.knownNonSendableModules.contains(module) else {
                    pending += arguments ?? []
                    continue  // A nested type (`AVCaptureSession.Preset`) is not the type it is nested in.
                }
                if Self.isKnownNonSendableName(name, isGeneric: arguments != nil) { return true }
            case .composition(let elements) where elements.contains(where: \.mentionsSendable):
                continue  // `any KeyPath<Root, Value> & Sendable` is.
            default:
                break
            }
            pending += type.children
        }
        return false
    }

    private static func isKnownNonSendableName(_ name: String, isGeneric: Bool) -> Bool {
        isGeneric ? knownNonSendableGenericNames.contains(name) : knownNonSendableNames.contains(name)
    }

    /// Names of types that are never `Sendable`: the standard library's type-erased and unsafe types, and the framework
    /// classes apps pass their clients most that no SDK marks `Sendable` (apps migrating to Swift 6 declare
    /// `@unchecked @retroactive Sendable` conformances for them): Foundation's mutable and Objective-C classes
    /// (`NSObject` itself, `NSPredicate`, `NSSortDescriptor`, `UserDefaults`), the `NSObjectProtocol` tokens
    /// `NotificationCenter.addObserver(forName:object:queue:using:)` returns, Core Data's objects and contexts,
    /// AppKit's `NSImage`, Combine's `AnyCancellable`, AVFoundation's players, capture sessions, assets and audio
    /// buffers, `CLLocationManager`, and CloudKit's records, zones and queries. Types an SDK marks `Sendable` are not
    /// here however often apps pass them (`URLSession`, `NotificationCenter`, `Bundle`, `URLRequest`, `UIImage`), nor
    /// is `AVAudioFile`, `Sendable` since the Xcode 26 SDK. Subclasses of these go unseen: their names say nothing.
    package static let knownNonSendableNames: Set<String> = [
        "Any", "AnyObject", "AnyHashable", "AnyClass", "AnyKeyPath", "NSObject", "NSObjectProtocol", "NSManagedObject",
        "NSManagedObjectContext", "NSMutableArray", "NSMutableDictionary", "NSMutableString", "NSMutableData",
        "NSMutableAttributedString", "NSPredicate", "NSSortDescriptor", "UserDefaults", "NSImage", "AnyCancellable",
        "AVPlayer", "AVPlayerItem", "AVAudioPlayer", "AVCaptureSession", "AVAsset", "AVAudioPCMBuffer",
        "CLLocationManager", "CKRecord", "CKRecordZone", "CKQuery", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "OpaquePointer",
    ]

    /// Names of generic types that are never `Sendable`, whatever their arguments: key paths, pointers, and Combine's
    /// type-erased publisher and subjects (`AnyPublisher<Int, Never>`).
    package static let knownNonSendableGenericNames: Set<String> = [
        "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "UnsafePointer",
        "UnsafeMutablePointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "AnyPublisher",
        "CurrentValueSubject", "PassthroughSubject",
    ]

    /// The modules that declare the types of ``knownNonSendableNames``, which a type may be qualified by:
    /// `Swift.AnyHashable`, `Combine.AnyPublisher<Int, Never>`, `Foundation.UserDefaults`.
    package static let knownNonSendableModules: Set<String> = [
        "Swift", "ObjectiveC", "Foundation", "CoreData", "AppKit", "Combine", "AVFoundation", "AVFAudio",
        "CoreLocation", "CloudKit",
    ]

    /// Whether the type names `Sendable`, as in `Sendable` or `Codable & Sendable`.
    var mentionsSendable: Bool {
        contains { if case .named("Sendable", nil) = $0.kind { return true } else { return false } }
    }

    /// Whether a protocol composition names `Sendable` or a standard protocol that refines it.
    private var refinesSendable: Bool {
        contains { node in
            guard case .named(let name, nil) = node.kind else { return false }
            return name == "Sendable" || name == "Error" || name == "Actor"
        }
    }

    /// Whether every closure the type holds is `@Sendable`, as a stored property of a `Sendable` type must be.
    var hasOnlySendableClosures: Bool { Self.closuresAreSendable(in: self, isMarkedSendable: false) }

    private static func closuresAreSendable(in type: TypeSyntax, isMarkedSendable: Bool) -> Bool {
        switch type.kind {
        case .attributed(let attributes, _, let base):
            let isSendable = isMarkedSendable || attributes.contains { $0.name == "Sendable" }
            return closuresAreSendable(in: base, isMarkedSendable: isSendable)
        case .tuple(let elements) where elements.count == 1 && elements[0].firstName == nil:
            return closuresAreSendable(in: elements[0].type, isMarkedSendable: isMarkedSendable)
        case .function:
            return isMarkedSendable  // A `@Sendable` closure is `Sendable` whatever its parameters are.
        default:
            return type.children.allSatisfy { closuresAreSendable(in: $0, isMarkedSendable: false) }
        }
    }

    /// Whether values of the type are `Sendable` by what the standard library and Foundation declare, without the
    /// compiler: built only of their value types (`Int`, `String`, `Date`, `URL`, ...), `@Sendable` closures and
    /// `Sendable` existentials. A type of the app (`Movie`) is not known to be: the compiler checks it, and the mock
    /// says where it would fail that to write instead (see ``MockCallsPlan/hint``).
    var isCertainlySendable: Bool {
        switch kind {
        case .named(let name, let arguments):
            return Self.sendableStandardNames.contains(name) && (arguments ?? []).allSatisfy(\.isCertainlySendable)
        case .member(let base, let name, let arguments):
            guard case .named(let module, nil) = base.kind, module == "Swift" || module == "Foundation" else {
                return false
            }
            return Self.sendableStandardNames.contains(name) && (arguments ?? []).allSatisfy(\.isCertainlySendable)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return wrapped.isCertainlySendable
        case .dictionary(let key, let value):
            return key.isCertainlySendable && value.isCertainlySendable
        case .tuple(let elements):
            return elements.allSatisfy(\.type.isCertainlySendable)
        case .existential(let constraint):
            return constraint.refinesSendable
        case .metatype(let base, _):
            return base.isCertainlySendable
        case .attributed(let attributes, _, let base):
            if case .function = base.kind { return attributes.contains { $0.name == "Sendable" } }
            return base.isCertainlySendable
        case .function, .opaque, .composition, .missing:
            return false
        }
    }

    /// The standard library's and Foundation's `Sendable` value types and generic containers apps record most.
    static let sendableStandardNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Substring", "Character", "Void", "Never", "Optional", "Array", "Set", "Dictionary",
        "Result", "Range", "ClosedRange", "Duration", "Data", "Date", "URL", "URLRequest", "UUID", "Decimal",
        "TimeInterval", "Locale", "TimeZone", "Calendar", "DateComponents", "IndexPath", "CGFloat", "Error",
    ]
}
