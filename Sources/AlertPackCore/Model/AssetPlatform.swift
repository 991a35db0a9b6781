/// The platform that ships an asset, and that a rule judges for: an iOS sound, an Android raw
/// resource, a web push badge. One type for the whole tool (the platforms a cross-platform config
/// declares a file for are the same values), so that a file and a rule can be matched.
public typealias AssetPlatform = DeclaredAsset.Platform

extension DeclaredAsset.Platform {
    /// The platform's name as people write it: "iOS", "Android", "web".
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "web"
        }
    }
}
