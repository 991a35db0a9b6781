/// What one target of an Xcode project declares for notifications in one build configuration:
/// its entitlements (`CODE_SIGN_ENTITLEMENTS`) and its Info.plist (`INFOPLIST_FILE`, with the
/// `INFOPLIST_KEY_*` settings Xcode generates into it). Read by `XcodeProject`.
public struct TargetSetup: Sendable, Equatable {
    public var target: String
    public var configuration: String
    /// `com.apple.product-type.application`, `...app-extension`, ...
    public var productType: String
    /// `PRODUCT_NAME` as the settings resolve it: the built bundle's name without its extension;
    /// nil when a variable in it is not set.
    public var productName: String?
    /// The entitlements file as the build settings name it, relative to the project's folder.
    public var entitlementsFile: String?
    public var entitlements: [String: JSONNode] = [:]
    /// The Info.plist as the build settings name it, relative to the project's folder.
    public var infoFile: String?
    public var info: [String: JSONNode] = [:]
    /// Files the settings name that cannot be read, and why.
    public var problems: [String] = []
    /// Whether the entitlements and the Info.plist are known: not named, or named and read. A
    /// rule says a key is missing only where they are (a setting with a variable the project does
    /// not set, or a file that cannot be read, leaves them unknown).
    public var entitlementsKnown = true
    public var infoKnown = true

    public init(target: String, configuration: String, productType: String) {
        self.target = target
        self.configuration = configuration
        self.productType = productType
    }

    public static let communicationEntitlement = "com.apple.developer.usernotifications.communication"
    public static let timeSensitiveEntitlement = "com.apple.developer.usernotifications.time-sensitive"
    public static let criticalAlertsEntitlement = "com.apple.developer.usernotifications.critical-alerts"
    /// The intents whose donations make a notification a communication notification.
    public static let communicationIntents = ["INSendMessageIntent", "INStartCallIntent"]

    /// An app (not an extension, a framework or a test bundle).
    public var isApp: Bool { productType.hasPrefix("com.apple.product-type.application") }
    /// `NSExtension.NSExtensionPointIdentifier`.
    public var extensionPoint: String? { info["NSExtension"]?["NSExtensionPointIdentifier"]?.string }
    /// A Notification Service Extension: it runs for `mutable-content` pushes.
    public var isNotificationService: Bool { extensionPoint == "com.apple.usernotifications.service" }
    /// Whether the entitlement is present and true.
    public func isEntitled(_ key: String) -> Bool { entitlements[key] == .bool(true) }
    /// Whether the target is known to lack the entitlement: its entitlements were read (or none
    /// are named) and the key is not true. Unknown is not missing.
    public func lacks(_ key: String) -> Bool { entitlementsKnown && !isEntitled(key) }
    /// " (in App/App.entitlements)" for a finding about the entitlements; nothing when none is named.
    public var inEntitlementsFile: String { entitlementsFile.map { " (in \($0))" } ?? "" }
    /// " (in App/Info.plist)" for a finding about the Info.plist; nothing when it is generated.
    public var inInfoFile: String { infoFile.map { " (in \($0))" } ?? "" }
    /// `NSUserActivityTypes`.
    public var userActivityTypes: [String] { info["NSUserActivityTypes"]?.array?.compactMap(\.string) ?? [] }
    /// Both files known: what the target declares can be judged.
    public var isKnown: Bool { entitlementsKnown && infoKnown }
    /// "App (Release)".
    public var label: String { "\(target) (\(configuration))" }
}
