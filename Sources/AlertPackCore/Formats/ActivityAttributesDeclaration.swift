/// An `ActivityAttributes` type an app declares in its Swift sources, with the shape of its
/// `ContentState` as the synthesized `Decodable` reads a push's `content-state`
/// (`ActivityAttributesResolver` makes it from `SwiftDeclarationReader`'s declarations).
public struct ActivityAttributesDeclaration: Sendable, Equatable {
    /// Its name (the name a push-to-start's `attributes-type` gives).
    public var name: String
    /// The source file and line that declare it.
    public var file: String
    public var line: Int
    public var contentState: DecodedShape

    public init(name: String, file: String, line: Int, contentState: DecodedShape) {
        self.name = name
        self.file = file
        self.line = line
        self.contentState = contentState
    }
}

/// What a synthesized `Decodable` struct reads from a JSON object: each stored property's key,
/// the JSON it accepts, and whether the key must be there.
public struct DecodedShape: Sendable, Equatable {
    /// `DeliveryAttributes.ContentState`, or the struct a `typealias ContentState` names.
    public var typeName: String
    public var members: [Member]
    /// Why the members are not known for certain (its own `init(from:)`, `#if`, a property
    /// wrapper, a macro, no `ContentState` found): rules say so and judge nothing.
    public var unread: String?

    public struct Member: Sendable, Equatable {
        public var property: String
        /// The JSON key (`CodingKeys` may rename it).
        public var key: String
        /// The type as written (`Date`, `String?`), or "type inferred from its value".
        public var typeText: String
        public var value: JSONValueType
        /// A key the payload must hold: the property is not optional (a default value does not
        /// make it so: the synthesized `init(from:)` decodes every `var` with `decode`).
        public var required: Bool
        /// Whether it is decoded at all: a `let` with a value written beside it is not.
        public var decoded: Bool

        public init(property: String, key: String, typeText: String, value: JSONValueType, required: Bool, decoded: Bool) {
            self.property = property
            self.key = key
            self.typeText = typeText
            self.value = value
            self.required = required
            self.decoded = decoded
        }
    }

    public init(typeName: String, members: [Member], unread: String?) {
        self.typeName = typeName
        self.members = members
        self.unread = unread
    }
}

/// The JSON a Swift type decodes from: the kinds it accepts (empty: not known, so not judged),
/// whether `null` is accepted (an Optional), and for an array the kinds of its elements.
public struct JSONValueType: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A whole number (an `Int` does not decode from `1.5`).
        case integer
        case number, string, bool, array, object
    }

    public var kinds: [Kind]
    public var nullable: Bool
    public var elements: [Kind]
    /// How it is decoded, when that is not plain (`Date`: "seconds since 2001-01-01").
    public var note: String?
    /// The only strings it decodes from, when they are known: a `String` enumeration's raw
    /// values (a case's name where none is written), in the order declared; nil for any string.
    public var strings: [String]? = nil

    public init(kinds: [Kind], nullable: Bool = false, elements: [Kind] = [], note: String? = nil) {
        self.kinds = kinds
        self.nullable = nullable
        self.elements = elements
        self.note = note
    }

    public static let unknown = JSONValueType(kinds: [])
}
