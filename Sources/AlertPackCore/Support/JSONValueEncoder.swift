/// Encodes an `Encodable` value as a `JSONValue`, so that a command's JSON body can be a plain
/// `Encodable` type and still come out as every alertpack document is laid out. Keys keep the
/// order they are encoded in (a synthesized `encode(to:)` encodes in declaration order); an
/// optional is written as `null`, never left out (`encodeIfPresent` included: a key of the
/// contract is always there); a `JSONValue` inside is taken as it is; a floating-point number
/// is written with at most six decimals (a body that needs another precision holds a
/// `JSONValue.number`).
public enum JSONValueEncoder {
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        let slot = Slot()
        try slot.put(value, codingPath: [])
        return slot.json
    }
}

/// One value being encoded; containers hold slots, filled as the encoding goes on.
private final class Slot {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(String, Slot)])
        case array([Slot])
    }

    var content = Content.empty

    var json: JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .object(let members): return .object(members.map { ($0.0, $0.1.json) })
        case .array(let items): return .array(items.map(\.json))
        }
    }

    func put<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        switch value {
        case let json as JSONValue: content = .value(json)
        case let text as String: content = .value(.string(text))
        case let flag as Bool: content = .value(.bool(flag))
        case let number as any BinaryInteger: content = .value(.int(Int64(number)))
        case let number as Double: content = .value(.number(number, decimals: 6))
        case let number as Float: content = .value(.number(Double(number), decimals: 6))
        default: try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
        }
    }

    /// The slot of `key`, this slot made an object (a key encoded again is replaced).
    func member(_ key: String) -> Slot {
        var members: [(String, Slot)] = []
        if case .object(let existing) = content { members = existing }
        if let index = members.firstIndex(where: { $0.0 == key }) { return members[index].1 }
        let slot = Slot()
        members.append((key, slot))
        content = .object(members)
        return slot
    }

    /// A new last element, this slot made an array.
    func appended() -> Slot {
        var items: [Slot] = []
        if case .array(let existing) = content { items = existing }
        let slot = Slot()
        items.append(slot)
        content = .array(items)
        return slot
    }

    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }

    func makeObject() { if case .object = content {} else { content = .object([]) } }
    func makeArray() { if case .array = content {} else { content = .array([]) } }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedSlot<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedSlot(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleSlot(slot: slot, codingPath: codingPath) }
}

private struct KeyedSlot<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.member(key.stringValue).put(value, codingPath: codingPath + [key])
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    // The protocol's own `encodeIfPresent` for these leaves the key out: each writes null instead.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }

    private mutating func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]) }
}

private struct UnkeyedSlot: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws { slot.appended().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try slot.appended().put(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.appended(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: slot.appended(), codingPath: codingPath) }
}

private struct SingleSlot: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try slot.put(value, codingPath: codingPath) }
}

extension JSONValue: Encodable {
    /// A `JSONValue` is taken whole by `JSONValueEncoder`; another encoder gets its structure.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value, _):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members { try container.encode(value, forKey: MemberKey(stringValue: key)) }
        }
    }

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
