/// How Xcode build settings combine: levels (project .xcconfig, project, target .xcconfig,
/// target) each override the one before, and `$(inherited)` in a value stands for the value it
/// overrides; a value's words are split at spaces, with "double quotes" keeping one together.
package enum BuildSettings {
    /// `value` with `$(inherited)` and `${inherited}` replaced by `previous` (or by nothing).
    package static func inheriting(_ value: String, from previous: String?) -> String {
        guard value.contains("inherited") else { return value }
        return value.replacingOccurrences(of: "$(inherited)", with: previous ?? "")
            .replacingOccurrences(of: "${inherited}", with: previous ?? "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Levels merged in order.
    package static func merge(_ levels: [[String: String]]) -> [String: String] {
        var merged: [String: String] = [:]
        for level in levels {
            for (key, value) in level { merged[key] = inheriting(value, from: merged[key]) }
        }
        return merged
    }

    /// A value's words: split at spaces and tabs, a "quoted part" kept whole without its quotes.
    package static func words(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in value {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if (character == " " || character == "\t") && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}
