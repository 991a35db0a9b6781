/// What an Icon Composer document (`Name.icon`) holds, as reports show it.
public struct IconBundleFacts: Sendable, Equatable {
    public var groups: Int
    public var layers: Int
    /// Layers by the format of the file they draw ("png", "svg", "missing", other formats).
    public var imageFormats: [String: Int]
    /// Appearances and idioms named by its specializations, sorted.
    public var appearances: [String]
    public var idioms: [String]
    /// `supported-platforms`: "squares: shared", "circles: watchOS", sorted.
    public var platforms: [String]
    /// Icon Composer 2 values (Xcode 27): `features [...]`, `specular "inside"`.
    public var newerFeatures: [String]
    /// Keys no known Icon Composer writes, by key path.
    public var unknownKeys: [String]

    public init(
        groups: Int, layers: Int, imageFormats: [String: Int], appearances: [String], idioms: [String], platforms: [String],
        newerFeatures: [String], unknownKeys: [String]
    ) {
        self.groups = groups
        self.layers = layers
        self.imageFormats = imageFormats
        self.appearances = appearances
        self.idioms = idioms
        self.platforms = platforms
        self.newerFeatures = newerFeatures
        self.unknownKeys = unknownKeys
    }
}
