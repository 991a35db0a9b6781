/// What a file is in a package, as manifest.json records it (`role`).
public enum PackageRole: String, Codable, CaseIterable, Sendable {
    case sound
    /// An image of a generated app icon set (the primary icon of its target).
    case icon
    /// An image of a target's alternate icon set (project packaging).
    case alternateIcon = "alternate-icon"
    /// An image of the generated launch image set.
    case launchImage = "launch-image"
    /// Any other image (loose, slotless).
    case image
    /// A generated asset catalog `Contents.json`.
    case catalog
    /// A file of an Icon Composer document (`Icons/Name.icon/...`), copied whole.
    case appIcon = "app-icon"

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let role = PackageRole(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "'\(text)' is not a role (\(PackageRole.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        self = role
    }

    /// Whether it is a picture a payload may name (`launch-image` in a payload, an icon).
    public var isImage: Bool { self == .icon || self == .alternateIcon || self == .launchImage || self == .image }

    /// The report kind `verify` files it under.
    public var assetKind: AssetKind {
        switch self {
        case .sound: return .sound
        case .icon, .alternateIcon, .launchImage, .image: return .image
        case .catalog, .appIcon: return .file
        }
    }
}
