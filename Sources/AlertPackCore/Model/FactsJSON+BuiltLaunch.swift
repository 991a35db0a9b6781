/// An app's launch screen and launch images as the JSON contract writes them: the storyboards
/// Info.plist names and where each is compiled, the `UILaunchScreen` dictionaries, and each
/// launch image entry and file with its pixels, so that a pipeline sees what was read.
extension FactsJSON {
    static func launch(_ launch: BuiltLaunch) -> JSONValue {
        .object([
            (
                "storyboards",
                .array(
                    launch.storyboards.map {
                        .object([("key", .string($0.key)), ("name", .string($0.name)), ("compiled", string($0.compiled))])
                    })
            ),
            ("screens", .array(launch.screenKeys.map(JSONValue.string))),
            ("images", .array(launch.images.map(image))),
            ("conventionFiles", .array(launch.conventionFiles.map(file))),
        ])
    }

    private static func image(_ image: BuiltLaunchImage) -> JSONValue {
        .object([
            ("key", .string(image.key)), ("index", .int(Int64(image.index))), ("name", string(image.name)),
            ("pointWidth", image.pointWidth.map { .number($0, decimals: 1) } ?? .null),
            ("pointHeight", image.pointHeight.map { .number($0, decimals: 1) } ?? .null),
            ("orientation", string(image.orientation)), ("minimumOSVersion", string(image.minimumOSVersion)),
            ("files", .array(image.files.map(file))),
        ])
    }

    private static func file(_ file: BuiltLaunchFile) -> JSONValue {
        .object([
            ("path", .string(file.path)), ("scale", .int(Int64(file.scale))), ("device", string(file.device)),
            ("width", int(file.image?.width)), ("height", int(file.image?.height)), ("cgbi", bool(file.image?.isCgBI)),
            ("alphaChannel", bool(file.image?.hasAlphaChannel)), ("transparentPixels", int(file.image?.transparentPixels)),
            ("unreadable", string(file.unreadable)),
        ])
    }
}
