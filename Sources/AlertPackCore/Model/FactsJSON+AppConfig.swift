/// A cross-platform project's facts as the JSON contract writes them.
extension FactsJSON {
    static func appConfig(_ config: AppConfigFacts) -> JSONValue {
        .object([
            ("framework", .string(config.framework.rawValue)), ("version", string(config.version)),
            ("files", .array(config.files.map(JSONValue.string))),
            (
                "assets",
                .array(
                    config.assets.map { asset in
                        .object([
                            ("file", .string(asset.file)), ("key", .string(asset.key)), ("value", .string(asset.value)),
                            ("role", .string(asset.role.rawValue)), ("platforms", .array(asset.platforms.map { .string($0.rawValue) })),
                            ("path", string(asset.path)), ("unresolved", string(asset.unresolved?.rawValue)),
                        ])
                    })
            ),
            ("notRead", .array(config.notRead.map(JSONValue.string))),
        ])
    }
}
