/// A cross-platform project's facts as the JSON contract writes them; a Flutter app's bundled
/// assets, and a file found where the platform does not take it, only when there are some.
extension FactsJSON {
    static func appConfig(_ config: AppConfigFacts) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("framework", .string(config.framework.rawValue)), ("version", string(config.version)),
            ("files", .array(config.files.map(JSONValue.string))), ("assets", .array(config.assets.map(declared))),
            ("notRead", .array(config.notRead.map(JSONValue.string))),
        ]
        if !config.bundledAssets.isEmpty { members.append(("bundledAssets", .array(config.bundledAssets.map(JSONValue.string)))) }
        return .object(members)
    }

    static func declared(_ asset: DeclaredAsset) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(asset.file)), ("key", .string(asset.key)), ("value", .string(asset.value)),
            ("role", .string(asset.role.rawValue)), ("platforms", .array(asset.platforms.map { .string($0.rawValue) })),
            ("path", string(asset.path)), ("unresolved", string(asset.unresolved?.rawValue)),
        ]
        if let elsewhere = asset.foundElsewhere { members.append(("foundElsewhere", .string(elsewhere))) }
        return .object(members)
    }
}
