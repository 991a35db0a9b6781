import Foundation

extension Preset {
    /// A canonical text of every rule setting and table, for the manifest's preset hash:
    /// changing any value changes it.
    public var canonicalText: String {
        var out = "name: \(name)\n"
        for id in rules.keys.sorted() {
            let settings = rules[id]!
            out += "\(id): \(settings.level.text)"
            for key in settings.values.keys.sorted() { out += " \(key)=\(settings.values[key]!.yamlText)" }
            out += "\n"
        }
        for key in tables.keys.sorted() { out += "\(key): \(tables[key]!.yamlText)\n" }
        return out
    }

    public var sha256: String { FileDigest.sha256(Data(canonicalText.utf8)) }
}
