import Foundation

extension Preset {
    /// A canonical text of every rule setting and table, for the manifest's preset hash:
    /// changing any value changes it (the other platforms' rules, `companionRules`, are not its own).
    public var canonicalText: String {
        var out = "name: \(name)\n"
        for id in rules.keys.sorted() where !companionRules.contains(id) {
            let settings = rules[id]!
            out += "\(id): \(settings.level.text)"
            for key in settings.values.keys.sorted() { out += " \(key)=\(settings.values[key]!.yamlText)" }
            out += "\n"
        }
        for key in tables.keys.sorted() { out += "\(key): \(tables[key]!.yamlText)\n" }
        return out
    }

    public var sha256: String { FileDigest.sha256(Data(canonicalText.utf8)) }

    /// The preset as a preset file that stands alone (no `extends`): every rule it has, with its
    /// severity and values, and its tables. Read back (`PresetLibrary.standalone`) it is the same
    /// preset, `canonicalText` for `canonicalText`: a package carries the rules it was judged with
    /// as this text. Every string is quoted (as JSON quotes it, which YAML reads the same), every
    /// number written so that it reads back to the same value.
    public var documentText: String {
        var out = "schema: \(PresetLibrary.schemaVersion)\nname: \(Self.exact(.string(name)))\n"
        out += "description: \(Self.exact(.string(description)))\n"
        if platform != .ios { out += "platform: \(Self.exact(.string(platform.rawValue)))\n" }
        out += "rules:\n"
        for id in rules.keys.sorted() where !companionRules.contains(id) {
            let settings = rules[id]!
            // Quoted: YAML reads a bare `off` as false.
            out += "  \(Self.exact(.string(id))):\n    severity: \(Self.exact(.string(settings.level.text)))\n"
            for key in settings.values.keys.sorted() { out += "    \(Self.exact(.string(key))): \(Self.exact(settings.values[key]!))\n" }
        }
        for key in tables.keys.sorted() { out += "\(Self.exact(.string(key))): \(Self.exact(tables[key]!))\n" }
        return out
    }

    /// A value as YAML flow text that reads back exactly.
    private static func exact(_ value: PresetValue) -> String {
        switch value {
        case .number(let number):
            if number.isNaN { return ".nan" }
            if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .string(let text): return JSONValue.string(text).serialized(indent: 0)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let values): return "[" + values.map(exact).joined(separator: ", ") + "]"
        case .table(let table):
            return "{" + table.keys.sorted().map { "\(exact(.string($0))): \(exact(table[$0]!))" }.joined(separator: ", ") + "}"
        }
    }
}
