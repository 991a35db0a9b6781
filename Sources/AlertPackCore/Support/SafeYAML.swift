import Yams

/// YAML as alertpack reads it (actions files, presets, `.alertpack.yml`): checked by `TextGuard`
/// for depth and aliases, composed into nodes, and refused when a mapping key is not a plain
/// value (`? [a, b]: c`), which Yams turns into a crash instead of an error. Only then is it
/// made into Swift values.
enum SafeYAML {
    static func load(_ text: String) throws(FormatError) -> Any? {
        if let problem = TextGuard.problem(in: Array(text.utf8)) { throw FormatError("not read: \(problem)") }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw FormatError("not valid YAML: \(TextGuard.userMessage("\(error)"))")
        }
        guard let node else { return nil }
        if let problem = complexKey(in: node, depth: 0) { throw FormatError("not read: \(problem)") }
        return node.any
    }

    /// The first mapping key that is a list or a table, where every key must be plain text.
    private static func complexKey(in node: Node, depth: Int) -> String? {
        guard depth < 256 else { return "it is nested more than 256 levels deep" }
        switch node {
        case .scalar:
            return nil
        case .sequence(let sequence):
            for item in sequence { if let problem = complexKey(in: item, depth: depth + 1) { return problem } }
            return nil
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar = key else {
                    return "a key at line \(key.mark.map { String($0.line) } ?? "?") is a list or a table; keys must be plain text"
                }
                if let problem = complexKey(in: value, depth: depth + 1) { return problem }
            }
            return nil
        }
    }
}
