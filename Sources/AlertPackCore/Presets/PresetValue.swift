import Foundation

/// A value in a preset or config file, converted from YAML into a closed set of types.
public indirect enum PresetValue: Sendable, Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case list([PresetValue])
    case table([String: PresetValue])
    case null

    /// Converts what Yams parsed; `where_` names the key path for error messages.
    static func from(_ any: Any?, at where_: String) throws(AlertPackError) -> PresetValue {
        guard let any else { return .null }
        // JSON gives numbers and booleans as NSNumber, which Swift's casts would also take for a
        // Bool or an Int: its type code tells them apart ("c" is a boolean). The type is asked
        // first because a cast to a class bridges the value it tries (a table to an
        // NSDictionary) before it fails: that was most of the time loading the preset took.
        if Swift.type(of: any) is NSNumber.Type, let number = any as? NSNumber {
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        }
        if Swift.type(of: any) is NSNull.Type { return .null }
        switch any {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .number(Double(value))
        case let value as Double: return .number(value)
        // JSON's and Yams' own shapes first: a cast to the optional forms copies every element.
        case let values as [Any]: return try list(values.lazy.map { Optional($0) }, at: where_)
        case let entries as [String: Any]: return try table(entries.lazy.map { ($0.key, Optional($0.value)) }, at: where_)
        case let values as [Any?]: return try list(values, at: where_)
        case let entries as [AnyHashable: Any?]: return try table(entries.lazy.map { ("\($0.key.base)", $0.value) }, at: where_)
        default:
            if let value = any as? NSNull, value == NSNull() { return .null }
            // Named by what it is in YAML, never dumped: the user wrote a tag (`!!set`,
            // `!!binary`, a timestamp) that no setting takes.
            let kind: String
            switch any {
            case is Set<AnyHashable>: kind = "a set (!!set)"
            case is Data: kind = "binary data (!!binary)"
            case is Date: kind = "a timestamp"
            default: kind = "a value of a kind no setting takes"
            }
            throw AlertPackError.config(.unsupportedValue(where_, kind: kind))
        }
    }

    private static func list(_ values: some Sequence<Any?>, at where_: String) throws(AlertPackError) -> PresetValue {
        var converted: [PresetValue] = []
        for (index, value) in values.enumerated() {
            converted.append(try from(value, at: "\(where_)[\(index)]"))
        }
        return .list(converted)
    }

    private static func table(_ entries: some Sequence<(String, Any?)>, at where_: String) throws(AlertPackError) -> PresetValue {
        var converted: [String: PresetValue] = [:]
        for (name, value) in entries {
            converted[name] = try from(value, at: where_.isEmpty ? name : "\(where_).\(name)")
        }
        return .table(converted)
    }

    var number: Double? { if case .number(let value) = self { return value } else { return nil } }
    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var table: [String: PresetValue]? { if case .table(let value) = self { return value } else { return nil } }
    var list: [PresetValue]? { if case .list(let values) = self { return values } else { return nil } }
    var numbers: [Double]? {
        guard case .list(let values) = self else { return nil }
        let numbers = values.compactMap(\.number)
        return numbers.count == values.count ? numbers : nil
    }
    var strings: [String]? {
        guard case .list(let values) = self else { return nil }
        let strings = values.compactMap(\.string)
        return strings.count == values.count ? strings : nil
    }

    /// The value as YAML flow text, for printing the effective preset.
    var yamlText: String {
        switch self {
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value):
            let plain =
                value.range(of: #"^[A-Za-z0-9._/-]+$"#, options: .regularExpression) != nil
                && !["true", "false", "null", "yes", "no", "on", "off"].contains(value.lowercased())
            return plain
                ? value
                : "\""
                    + value.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .list(let values): return "[" + values.map(\.yamlText).joined(separator: ", ") + "]"
        case .table(let table):
            return "{" + table.keys.sorted().map { "\($0): \(table[$0]!.yamlText)" }.joined(separator: ", ") + "}"
        }
    }
}
