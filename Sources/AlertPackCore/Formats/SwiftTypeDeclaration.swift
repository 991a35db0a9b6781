/// One type declaration (or extension) of Swift source, as far as decoding its values needs:
/// what it conforms to, its stored properties, its `CodingKeys`, its cases, and why its members
/// cannot be judged, when they cannot (`SwiftDeclarationReader` reads it).
struct SwiftTypeDeclaration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case structure, enumeration, classType, extensionOf, other
    }

    var kind: Kind
    /// Its own name (an extension: the last name of the type it extends).
    var name: String
    /// The names of the types it is declared in, outermost first (an extension's members: the
    /// extended type's full name), so `A.ContentState` has scope `["A"]`.
    var scope: [String]
    /// The last name of each type it conforms to or inherits (`ActivityKit.ActivityAttributes`
    /// as `ActivityAttributes`; `Codable & Hashable` as both).
    var inherits: [String]
    var properties: [SwiftStoredProperty] = []
    /// `enum CodingKeys`: each case's property name and the key it stands for.
    var codingKeys: [String: String]?
    /// An enumeration's cases, and whether any carries associated values.
    var cases: [String] = []
    /// The raw values written as plain strings (`case onTheWay = "on-the-way"`), by case, and
    /// whether some other raw value is written (then the values are not known).
    var rawValues: [String: String] = [:]
    var rawValuesUnread = false
    var hasAssociatedValues = false
    /// `typealias NAME = TYPE` members.
    var aliases: [String: SwiftTypeReference] = [:]
    /// Why its stored properties are not known for certain (a custom `init(from:)`, `#if` among
    /// its members, a property wrapper, a macro); nil when they are.
    var unread: String?
    /// Whether it declares its own `init(from:)` (an extension doing so changes how the type it
    /// extends decodes).
    var hasCustomDecoding = false
    var file: String
    var line: Int

    /// Its full name: scope and name joined by dots.
    var path: [String] { scope + [name] }
}

/// `var name: Type = value` (or `let`) inside a type: a property the synthesized `Codable`
/// encodes and decodes.
struct SwiftStoredProperty: Sendable, Equatable {
    var name: String
    /// nil when the declaration gives no type (`var count = 0`: inferred).
    var type: SwiftTypeReference?
    var isLet: Bool
    var hasDefault: Bool
    var line: Int
}

/// A type as written: a name with its generic arguments, `[T]`, `[K: V]`, `T?`, or something
/// else (a tuple, a function, `some P`) kept as text.
indirect enum SwiftTypeReference: Sendable, Equatable {
    /// `Swift.Int` as `["Swift", "Int"]`; `Optional<Int>` as a name with one argument.
    case named([String], arguments: [SwiftTypeReference])
    case array(SwiftTypeReference)
    case dictionary(key: SwiftTypeReference, value: SwiftTypeReference)
    case optional(SwiftTypeReference)
    case other(String)

    /// As Swift writes it.
    var text: String {
        switch self {
        case .named(let parts, let arguments):
            let name = parts.joined(separator: ".")
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.text).joined(separator: ", ") + ">"
        case .array(let element): return "[" + element.text + "]"
        case .dictionary(let key, let value): return "[" + key.text + ": " + value.text + "]"
        case .optional(let wrapped): return wrapped.text + "?"
        case .other(let text): return text
        }
    }
}
