extension XcodeGenSpec {
    /// The build settings a `settings:` entry gives one configuration, as XcodeGen builds them: the
    /// setting groups it names (`groups:`, from the project's `settingGroups:`), then its own
    /// settings (`base:`, or the whole table when it has neither `base:`, `configs:` nor
    /// `groups:`), then each `configs:` entry whose name the configuration's name contains (any
    /// case), unless that name is exactly another configuration's.
    static func settings(
        _ node: JSONNode?, configuration: String, configurations: [String], groups: [String: JSONNode], depth: Int = 0
    ) -> [String: String] {
        guard case .object(let table) = node, depth < 8 else { return [:] }
        let structured = table["base"] != nil || table["configs"] != nil || table["groups"] != nil
        guard structured else { return values(table) }
        var result: [String: String] = [:]
        for group in table["groups"]?.array?.compactMap(\.string) ?? [] {
            let grouped = settings(groups[group], configuration: configuration, configurations: configurations, groups: groups, depth: depth + 1)
            result.merge(grouped) { $1 }
        }
        result.merge(values(table["base"]?.object ?? [:])) { $1 }
        for (variant, inner) in (table["configs"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            let key = variant.lowercased()
            guard configuration.lowercased().contains(key) else { continue }
            if variant != configuration, configurations.contains(where: { $0 != configuration && $0.lowercased() == key }) { continue }
            result.merge(settings(inner, configuration: configuration, configurations: configurations, groups: groups, depth: depth + 1)) { $1 }
        }
        return result
    }

    /// A table of settings as text: YAML's booleans as YES and NO, numbers as written, a list as
    /// its words (each quoted where it holds a space), as Xcode reads a list setting.
    static func values(_ table: [String: JSONNode]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in table {
            if let text = text(of: value) {
                result[key] = text
            } else if let list = value.array {
                result[key] = list.compactMap(text(of:)).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            }
        }
        return result
    }

    static func text(of value: JSONNode) -> String? {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "YES" : "NO"
        case .number(let number): return value.integer.map(String.init) ?? String(number)
        default: return nil
        }
    }

    /// The settings XcodeGen's presets give an app target (SettingPresets/Product_Platform): the
    /// app icon's name where the platform's template names one.
    static func presets(type: String, platform: String) -> [String: String] {
        guard type == "application" else { return [:] }
        switch platform {
        case "iOS", "watchOS": return ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon"]
        case "tvOS": return ["ASSETCATALOG_COMPILER_APPICON_NAME": "App Icon & Top Shelf Image"]
        default: return [:]
        }
    }

    /// The project's build configurations (`configs:`, names mapped to debug or release), sorted;
    /// Debug and Release when it names none; the first `maxConfigurations` of them.
    static func configurations(_ node: JSONNode?) -> [String] {
        let names = node?.object.map { Array($0.keys) } ?? []
        return names.isEmpty ? ["Debug", "Release"] : Array(names.sorted().prefix(maxConfigurations))
    }
}
