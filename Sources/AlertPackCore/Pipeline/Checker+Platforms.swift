/// Which platforms ship a sound or an image, and so whose rules judge it.
extension Checker {
    /// A file in an Android resource folder (`res/raw`, `res/drawable-hdpi`, …) ships on Android;
    /// what cross-platform configs declare it for adds their platforms (an Expo sound bundled for
    /// both); any other file is an iOS asset, as alertpack has always judged it. Decided from the
    /// file's place and its project, never from which paths were named.
    static func platforms(of path: String, declared: [DeclaredAsset]) -> [AssetPlatform] {
        var platforms = Set(declared.flatMap(\.platforms))
        // The absolute path: `check .` run inside res/raw names `./ping.ogg`, which says no `res`.
        if AndroidResourcePath(AbsolutePath.of(path)) != nil { platforms.insert(.android) }
        return platforms.isEmpty ? [.ios] : platforms.sorted()
    }
}
