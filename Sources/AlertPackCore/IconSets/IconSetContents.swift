/// The Contents.json of a made set: our entries, and an existing set's entries that we do not
/// make (another platform's, a hand-made slot) kept as they were, written as Xcode writes it.
struct IconSetContents {
    /// The file names the kept entries use (copied into the new set).
    var keptFiles: [String] = []
    /// The files of entries ours replace (not carried over).
    var replacedFiles: [String] = []
    var json = ""

    init(existing: JSONNode?, ours: [IconSetLayout.Entry]) {
        let keys = Set(ours.map(\.key))
        var kept: [JSONNode] = []
        for entry in existing?["images"]?.array ?? [] {
            let file = entry["filename"]?.string
            if let key = Self.key(entry), keys.contains(key) {
                if let file { replacedFiles.append(file) }
            } else {
                kept.append(entry)
                if let file { keptFiles.append(file) }
            }
        }
        let images = ours.map(Self.node) + kept
        var root = existing?.object ?? [:]
        root["images"] = .array(images)
        if root["info"] == nil { root["info"] = .object(["author": .string("xcode"), "version": .number(1)]) }
        replacedFiles = replacedFiles.filter { !keptFiles.contains($0) && !ours.map(\.filename).contains($0) }
        json = XcodeJSON.text(.object(root))
    }

    /// An existing entry's key, as `IconSetLayout.Entry.key` builds ours.
    static func key(_ entry: JSONNode) -> String? {
        guard let idiom = entry["idiom"]?.string, let size = entry["size"]?.string else { return nil }
        let appearance = entry["appearances"]?.array?.first { $0["appearance"]?.string == "luminosity" }?["value"]?.string
        return [idiom, entry["platform"]?.string ?? "", size, entry["scale"]?.string ?? "", appearance ?? ""].joined(separator: "|")
    }

    static func node(_ entry: IconSetLayout.Entry) -> JSONNode {
        var fields: [String: JSONNode] = ["filename": .string(entry.filename), "idiom": .string(entry.idiom), "size": .string(entry.sizeText)]
        if let platform = entry.platform { fields["platform"] = .string(platform) }
        if let scale = entry.scale { fields["scale"] = .string("\(scale)x") }
        if let appearance = entry.appearance {
            fields["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string(appearance)])])
        }
        return .object(fields)
    }
}

/// JSON as Xcode writes asset catalogs: keys in order, two spaces, " : ", one value per line.
enum XcodeJSON {
    static func text(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ node: JSONNode, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch node {
        case .object(let fields):
            guard !fields.isEmpty else { out += "{\n\n" + indent + "}"; return }
            out += "{\n"
            for (index, key) in fields.keys.sorted().enumerated() {
                out += inner + quoted(key) + " : "
                write(fields[key]!, indent: inner, into: &out)
                out += index == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n" + indent + "]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): out += quoted(text)
        case .number(let value): out += value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string, escaped as every JSON alertpack writes escapes it.
    private static func quoted(_ text: String) -> String { JSONValue.string(text).serialized(indent: 0) }
}
