/// A Tuist `Settings` value (`.settings(base:configurations:defaultSettings:)`) as alertpack
/// reads it: the literal settings per level, each configuration's `.xcconfig`, and whether it
/// holds a part that is computed (so what it sets is not known in full).
struct TuistSettings {
    var base: [String: String] = [:]
    /// Each configuration's own settings and `.xcconfig`, by its name, in the order written.
    var configurations: [(name: String, settings: [String: String], xcconfig: String?)] = []
    /// `defaultSettings: .none` turns Tuist's default settings off.
    var defaults = true
    /// The keys whose value is computed, and whether a whole table of settings is.
    var computedKeys: Set<String> = []
    var computedTable = false

    /// No settings: Tuist's defaults alone.
    init() {}

    /// The settings `value` gives, reading `ConfigurationName` members through `manifest`;
    /// `notRead` gets what was not read, as `owner: …`.
    init(_ value: TuistManifestValue?, manifest: TuistManifest, owner: String, notRead: inout [String]) {
        guard let value, value != .null else { return }
        guard value.callName == "settings" else {
            computedTable = true
            notRead.append("\(owner): settings: \(TuistProject.describe(value))")
            return
        }
        base = table(value.argument("base"), owner: owner, notRead: &notRead)
        // Tuist 3's `.settings(base:debug:release:)`.
        for (label, name) in [("debug", "Debug"), ("release", "Release")] where value.argument(label) != nil {
            configurations.append((name, table(value.argument(label), owner: owner, notRead: &notRead), nil))
        }
        switch value.argument("configurations") {
        case .array(let items)?:
            for item in items.prefix(TuistProject.maxConfigurations) {
                guard let name = Self.configurationName(item, manifest: manifest) else {
                    notRead.append("\(owner): a configuration: \(TuistProject.describe(item.argument("name") ?? item))")
                    continue
                }
                let xcconfig = TuistReading.path(item.argument("xcconfig"))
                configurations.append((name, table(item.argument("settings"), owner: owner, notRead: &notRead), xcconfig))
            }
        case let other?:
            computedTable = true
            notRead.append("\(owner): configurations: \(TuistProject.describe(other))")
        case nil: break
        }
        defaults = value.argument("defaultSettings")?.memberName != "none"
    }

    /// A configuration's name: `.debug(name: .debug)` is Debug, `.release(name: "Beta")` is Beta,
    /// `.qa` a `ConfigurationName` the helpers declare (`static let qa = ConfigurationName("QA")`).
    static func configurationName(_ item: TuistManifestValue, manifest: TuistManifest) -> String? {
        guard ["debug", "release"].contains(item.callName) else { return nil }
        return name(item.argument("name") ?? item.firstArgument, manifest: manifest, depth: 0)
    }

    private static func name(_ value: TuistManifestValue?, manifest: TuistManifest, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        switch value {
        case .string(let text)?: return text.isEmpty ? nil : text
        case .member(let member)?:
            let last = member.split(separator: ".").last.map(String.init) ?? member
            if last == "debug" || last == "release" { return last.prefix(1).uppercased() + last.dropFirst() }
            return name(manifest.bindings["ConfigurationName." + last], manifest: manifest, depth: depth + 1)
        case .call(_, let arguments)?:
            return ["configuration", "ConfigurationName", "init"].contains(value?.callName ?? "")
                ? name(arguments.first?.value, manifest: manifest, depth: depth + 1) : nil
        default: return nil
        }
    }

    /// A table of settings as text, as Xcode reads them: a string, `.string(…)`, a list as its
    /// words (quoted where they hold a space), a boolean as YES or NO.
    private mutating func table(_ value: TuistManifestValue?, owner: String, notRead: inout [String]) -> [String: String] {
        guard let value else { return [:] }
        guard case .dictionary(let entries) = value else {
            computedTable = true
            notRead.append("\(owner): settings: \(TuistProject.describe(value))")
            return [:]
        }
        var result: [String: String] = [:]
        for entry in entries {
            guard let key = entry.key.string else {
                computedTable = true
                notRead.append("\(owner): a setting's name: \(TuistProject.describe(entry.key))")
                continue
            }
            if let text = Self.text(entry.value) {
                result[key] = text
            } else {
                computedKeys.insert(key)
                notRead.append("\(owner): \(key): \(TuistProject.describe(entry.value))")
            }
        }
        return result
    }

    static func text(_ value: TuistManifestValue) -> String? {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "YES" : "NO"
        case .number(let number): return number
        case .array(let items):
            let words = items.compactMap(\.string)
            guard words.count == items.count else { return nil }
            return words.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        case .call(_, let arguments) where ["string", "array"].contains(value.callName ?? "") && arguments.count == 1:
            return text(arguments[0].value)
        default: return nil
        }
    }
}
