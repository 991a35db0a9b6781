/// An Expo config's `plugins`: each entry a name (`"expo-notifications"`) or a name and its
/// properties (`["expo-notifications", { sounds: […] }]`); and the plugins of the static config
/// that a function form's own `plugins` leaves out.
extension ExpoConfigReader {
    struct Plugin {
        var name: String
        /// The properties, where the entry gives them.
        var props: Located?
    }
}

extension ExpoConfigReader.Tree {
    /// The plugins `root` lists, in order; an entry whose name is not read is noted.
    mutating func plugins(_ root: ExpoConfigReader.Located) -> [ExpoConfigReader.Plugin] {
        guard let list = member(root, "plugins") else { return [] }
        var found: [ExpoConfigReader.Plugin] = []
        for entry in elements(list) {
            guard let entry = resolved(entry) else { continue }
            guard case .array(let parts) = entry.value else {
                found += strings(entry).map { ExpoConfigReader.Plugin(name: $0.value.string ?? "", props: nil) }
                continue
            }
            guard let first = parts.first else { continue }
            let props = parts.count > 1 ? entry.with(parts[1], key: entry.key + "[1]") : nil
            for name in strings(entry.with(first, key: entry.key + "[0]")) {
                found.append(ExpoConfigReader.Plugin(name: name.value.string ?? "", props: props))
            }
        }
        return found
    }

    /// The names of the static config's plugins that the dynamic config `root` (a function form's
    /// result, written in `file`) drops: it writes its own `plugins` array and spreads no
    /// `config.plugins` into it. Nil when none is dropped.
    mutating func droppedPlugins(_ root: ExpoConfigReader.Located, file: String) -> [String]? {
        guard let staticRoot, let list = member(root, "plugins"), list.file == file, case .array(let items) = list.value else { return nil }
        for item in items {
            guard case .spread(let inner) = item, let spread = resolved(list.with(inner)) else { continue }
            if spread.file == staticRoot.file, spread.key == staticRoot.key("plugins") { return nil }
        }
        let kept = Set(plugins(root).map(\.name))
        let dropped = plugins(staticRoot).map(\.name).filter { !kept.contains($0) }.uniqued()
        return dropped.isEmpty ? nil : dropped
    }
}

extension ExpoConfigReader {
    /// The line of the dynamic config's own `plugins:` key (the first at or after the export, else
    /// the last before it), or the export's line when none is written as a key.
    static func pluginsLine(path: String, script: ConfigScriptReader.Script) -> Int {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: Sources.maxFileBytes, what: "the config script") else {
            return script.line
        }
        var lexer = ConfigScriptLexer(bytes: bytes, maxTokens: ConfigScriptReader.Limits().maxTokens)
        guard let tokens = try? lexer.run().tokens else { return script.line }
        var lines: [Int] = []
        for (index, token) in tokens.enumerated().dropLast()
        where (token.kind == .identifier || token.kind == .string) && token.text == "plugins" && tokens[index + 1].isPunctuator(":") {
            lines.append(token.line)
        }
        return lines.first { $0 >= script.line } ?? lines.last ?? script.line
    }
}
