import Foundation

/// A parsed JSON value, typed: what readers hand to rules instead of Foundation's `Any`, so that
/// booleans, integers and other numbers are told apart in one place (Foundation gives all three
/// as NSNumber) and a rule's reading is a `switch`, not a chain of casts. Decodable too, so a
/// Codable model can keep the parts of a document it does not model (unknown keys) as they were.
public indirect enum JSONNode: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number; `integer` when it has no fractional part and fits.
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    /// Parses a JSON text (any value at the top level). The caller bounds its size and nesting
    /// first (`TextGuard`): Foundation's parser recurses.
    public static func parse(_ bytes: some Collection<UInt8>) throws(AlertPackError) -> JSONNode {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw AlertPackError.reading(
                .notJSON(
                    TextGuard.userMessage((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")))
        }
        return JSONNode(foundation: value)
    }

    /// Converts what Foundation's JSON or property-list parsers, or Yams, give; values JSON
    /// cannot hold (dates, data) become strings of their description.
    public init(foundation value: Any?) {
        switch value {
        case nil: self = .null
        case is NSNull: self = .null
        // JSON gives numbers and booleans as NSNumber; its type code tells them apart ("c" is a boolean).
        case let number as NSNumber where !(value is String):
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let text as String: self = .string(text)
        case let list as [Any?]: self = .array(list.map { JSONNode(foundation: $0) })
        case let table as [AnyHashable: Any?]:
            var object: [String: JSONNode] = [:]
            for (key, item) in table { object["\(key.base)"] = JSONNode(foundation: item) }
            self = .object(object)
        default: self = .string("\(value!)")
        }
    }

    public subscript(key: String) -> JSONNode? {
        if case .object(let object) = self { return object[key] } else { return nil }
    }

    public var string: String? { if case .string(let text) = self { return text } else { return nil } }
    public var object: [String: JSONNode]? { if case .object(let object) = self { return object } else { return nil } }
    public var array: [JSONNode]? { if case .array(let list) = self { return list } else { return nil } }
    public var number: Double? { if case .number(let value) = self { return value } else { return nil } }
    public var isBool: Bool { if case .bool = self { return true } else { return false } }

    /// A number with no fractional part (within ±10^15, where doubles hold every integer).
    public var integer: Int? {
        guard let value = number, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// A string, number or boolean as plain text (`reply`, `42`, `true`); nil for the rest.
    public var scalarText: String? {
        switch self {
        case .string(let text): return text
        case .number, .bool: return shown
        case .null, .array, .object: return nil
        }
    }

    /// The value as a message shows it: `3`, `1.5`, `"five"`, `true`, `null`, `an array`, `an object`.
    public var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let value): return integer.map(String.init) ?? "\(value)"
        case .string(let text): return "\"\(text)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONNode: Decodable {
    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [JSONNode] = []
            while !list.isAtEnd { items.append(try list.decode(JSONNode.self)) }
            self = .array(items)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: JSONNode] = [:]
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONNode.self, forKey: key) }
            self = .object(object)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
