/// A built app's facts as the JSON contract writes them: every bundle, what its Info.plist names,
/// each app icon rendition with its size, appearance and transparent pixels, its sounds, and what
/// its signature and profile grant, so that a pipeline can see what was read.
extension FactsJSON {
    static func builtApp(_ app: BuiltAppFacts) -> JSONValue {
        .object([
            ("container", .string(app.container.rawValue)),
            ("bundles", .array(app.bundles.map(bundle))),
            ("problems", .array(app.problems.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })),
            ("skippedEntries", .array(app.skippedEntries.map(JSONValue.string))),
        ])
    }

    private static func bundle(_ bundle: BuiltBundle) -> JSONValue {
        .object([
            ("path", .string(bundle.path)), ("role", .string(bundle.role.rawValue)),
            ("bundleIdentifier", string(bundle.bundleIdentifier)), ("extensionPoint", string(bundle.extensionPoint)),
            ("executable", string(bundle.executable)), ("infoRead", .bool(bundle.infoRead)), ("icons", icons(bundle.icons)),
            ("sounds", .array(bundle.sounds.map { .object([("path", .string($0.path)), ("reachable", .bool($0.isReachable))]) })),
            ("signature", bundle.signature.map(signature) ?? .null),
            ("launch", bundle.launch.map(launch) ?? .null),
            (
                "profile",
                bundle.profile.map { profile in
                    .object([
                        ("distribution", .string(profile.distribution)), ("name", string(profile.name)),
                        ("apsEnvironment", string(profile.entitlements["aps-environment"]?.string)),
                    ])
                } ?? .null
            ),
        ])
    }

    private static func icons(_ icons: BuiltIcons) -> JSONValue {
        .object([
            ("iconName", string(icons.iconName)), ("primaryName", string(icons.primaryName)),
            ("primaryFiles", .array(icons.primaryFiles.map(JSONValue.string))),
            ("alternateNames", .array(icons.alternateNames.map(JSONValue.string))), ("catalog", .bool(icons.hasCatalog)),
            ("catalogRead", .bool(icons.catalogRead)),
            ("thinning", string(icons.thinning)),
            ("renditions", .array(icons.renditions.map(rendition))),
            (
                "looseFiles",
                .array(
                    icons.looseFiles.map { file in
                        .object([
                            ("path", .string(file.path)), ("width", .int(Int64(file.width))), ("height", .int(Int64(file.height))),
                            ("cgbi", .bool(file.isCgBI)), ("alphaChannel", .bool(file.hasAlphaChannel)),
                            ("transparentPixels", int(file.transparentPixels)),
                        ])
                    })
            ),
        ])
    }

    private static func rendition(_ icon: BuiltIconRendition) -> JSONValue {
        .object([
            ("name", .string(icon.name)), ("idiom", .string(icon.idiom)), ("width", .int(Int64(icon.width))),
            ("height", .int(Int64(icon.height))), ("scale", .int(Int64(icon.scale))), ("appearance", string(icon.appearance)),
            ("pixelFormat", .string(icon.pixelFormat)), ("encoding", .string(icon.encoding)),
            ("flaggedOpaque", .bool(icon.flaggedOpaque)), ("alphaChannel", .bool(icon.hasAlphaChannel)),
            ("transparentPixels", int(icon.transparentPixels)), ("notDecoded", string(icon.notDecoded)),
            ("source", .string(icon.sourceName)),
        ])
    }

    private static func signature(_ signature: BuiltSignature) -> JSONValue {
        .object([
            ("signed", .bool(!signature.isUnsigned)), ("adHoc", .bool(signature.isAdHoc)),
            ("identifier", string(signature.identifier)), ("teamIdentifier", string(signature.teamIdentifier)),
            (
                "entitlements",
                signature.entitlements.map { entitlements in .array(entitlements.keys.sorted().map(JSONValue.string)) } ?? .null
            ),
            ("apsEnvironment", string(signature.entitlements?["aps-environment"]?.string)),
        ])
    }
}
