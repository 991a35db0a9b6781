/// The app icon names one target of an Xcode project uses in one build configuration, as
/// `project.pbxproj` and its `.xcconfig` files set them (read by `XcodeProject`).
public struct TargetIcons: Sendable, Equatable {
    public var target: String
    public var configuration: String
    public var primary: String?
    public var alternates: [String]
    /// `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES`: every icon set is an alternate.
    public var includesAll: Bool
    /// Names that use a variable this file does not set (from an .xcconfig, or the environment).
    public var unresolved: [String]
    /// The target builds an app extension (its icon is not the App Store icon).
    public var isExtension: Bool
    /// The target's product type (`com.apple.product-type.application`, `...watchapp2`, ...).
    public var productType = ""

    public init(
        target: String, configuration: String, primary: String? = nil, alternates: [String] = [], includesAll: Bool = false,
        unresolved: [String] = [], isExtension: Bool = false
    ) {
        self.isExtension = isExtension
        self.target = target
        self.configuration = configuration
        self.primary = primary
        self.alternates = alternates
        self.includesAll = includesAll
        self.unresolved = unresolved
    }

    /// Every name it uses: the primary first, then the alternates.
    public var names: [String] { (primary.map { [$0] } ?? []) + alternates }

    func sameIcons(as other: TargetIcons) -> Bool {
        (primary, alternates, includesAll, unresolved) == (other.primary, other.alternates, other.includesAll, other.unresolved)
    }
}
