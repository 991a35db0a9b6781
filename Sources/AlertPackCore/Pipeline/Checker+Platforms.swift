/// Which platforms ship a sound or an image, and so whose rules judge it.
extension Checker {
    /// A file in an Android resource folder (`res/raw`, `res/drawable-hdpi`, …) ships on Android;
    /// what cross-platform configs declare it for adds their platforms (an Expo sound bundled for
    /// both), and what a Web App Manifest or a notification script names adds the web
    /// (`WebAppDeclarations.uses`: a manifest icon, a badge); any other file is an iOS asset, as alertpack has always judged it. Decided from the
    /// file's place and its project, never from which paths were named.
    static func platforms(of path: String, declared: [DeclaredAsset]) -> [AssetPlatform] {
        var platforms = Set(declared.flatMap(\.platforms))
        // The absolute path: `check .` run inside res/raw names `./ping.ogg`, which says no `res`.
        if AndroidResourcePath(AbsolutePath.of(path)) != nil { platforms.insert(.android) }
        return platforms.isEmpty ? [.ios] : platforms.sorted()
    }

    /// In a package (`verify`), the platforms its manifest records for a file it lists, so that
    /// the copy is judged as its source was (an Android sound placed beside iOS's, a file both
    /// ship placed once); any other file as above.
    func shippingPlatforms(of path: String, declared: [DeclaredAsset]) -> [AssetPlatform] {
        guard !configuration.packagePlatforms.isEmpty, let recorded = configuration.packagePlatforms[AbsolutePath.of(path)] else {
            return Self.platforms(of: path, declared: declared)
        }
        return recorded
    }
}
