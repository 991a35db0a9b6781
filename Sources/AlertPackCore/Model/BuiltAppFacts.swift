/// What a built app holds, as read from what is uploaded or installed (an `.ipa`, an `.app`
/// folder, or an `.xcarchive`): its bundles, each bundle's icons as compiled, its sounds, its
/// extensions and what its code signature and provisioning profile grant.
///
/// Paths inside are relative to the container's root as its own listing spells them
/// (`Payload/Bark.app/ping.caf` in an IPA, `Products/Applications/Bark.app/ping.caf` in an
/// archive, `ping.caf` in an `.app`), so a report reads the same wherever the container lies.
public struct BuiltAppFacts: Sendable, Equatable {
    /// What the user named: an IPA, an app folder, or an Xcode archive.
    public enum Container: String, Sendable, Codable {
        case ipa
        case app
        case xcarchive
    }

    public var container: Container
    /// The app first, then every bundle inside it (extensions, watch apps and their extensions),
    /// in path order.
    public var bundles: [BuiltBundle]
    /// What could not be read of the container (an entry over the limits, a damaged plist):
    /// facts, each naming the path inside; the rules turn them into findings.
    public var problems: [BuiltProblem]
    /// Files left out because their names are not UTF-8 (a CP437 or Shift-JIS name written by an
    /// old zipper), shown with `\xNN` for each byte that is not, in path order: no part the rules
    /// read can have such a name, so the app is judged without them, and they are named.
    public var skippedEntries: [String] = []

    public init(container: Container, bundles: [BuiltBundle], problems: [BuiltProblem]) {
        self.container = container
        self.bundles = bundles
        self.problems = problems
    }

    /// The main app: the first bundle, when it is an app.
    public var app: BuiltBundle? { bundles.first.flatMap { $0.role == .app ? $0 : nil } }
}

/// Something of a built app that could not be read, where, and why.
public struct BuiltProblem: Sendable, Equatable {
    /// The path inside the container.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// One bundle of a built app: the app, an app extension (`PlugIns/*.appex`,
/// `Extensions/*.appex`), or a watch app (`Watch/*.app`).
public struct BuiltBundle: Sendable, Equatable {
    public enum Role: String, Sendable, Codable {
        case app
        case appExtension = "extension"
        case watchApp = "watch-app"
    }

    /// The bundle folder, relative to the container's root (`Payload/Bark.app`).
    public var path: String
    public var role: Role
    /// Info.plist as read (binary or XML); empty when it is missing or unreadable (a problem).
    public var info: [String: JSONNode]
    /// The main executable (`CFBundleExecutable`), relative to the bundle; nil when not named.
    public var executable: String?
    /// The icons the bundle's Info.plist names and the catalog and loose files that hold them.
    public var icons: BuiltIcons
    /// Sound files in the bundle (by content), wherever they lie.
    public var sounds: [BundledSound]
    /// What the executable's code signature says; nil when the executable is absent.
    public var signature: BuiltSignature?
    /// `embedded.mobileprovision`, when the bundle has one.
    public var profile: BuiltProfile?
    /// False when Info.plist is missing or could not be read (a `BuiltProblem` says why): `info`
    /// is then empty for unknown, not for naming nothing, and the rules about it stay silent.
    public var infoRead: Bool
    /// The launch screen and launch images of an app (`BuiltLaunch`); nil for other bundles and
    /// when they were not read.
    public var launch: BuiltLaunch? = nil

    public init(
        path: String, role: Role, info: [String: JSONNode], executable: String?, icons: BuiltIcons,
        sounds: [BundledSound], signature: BuiltSignature?, profile: BuiltProfile?, infoRead: Bool = true
    ) {
        self.infoRead = infoRead
        self.path = path
        self.role = role
        self.info = info
        self.executable = executable
        self.icons = icons
        self.sounds = sounds
        self.signature = signature
        self.profile = profile
    }

    public var bundleIdentifier: String? { info["CFBundleIdentifier"]?.string }
    /// `NSExtension.NSExtensionPointIdentifier` (`com.apple.usernotifications.service`).
    public var extensionPoint: String? { info["NSExtension"]?["NSExtensionPointIdentifier"]?.string }
    /// The folder's own name where `path` cannot give it: an app named directly, whose path
    /// inside its container is empty.
    public var folderName: String?
    /// The bundle's folder name (`Bark.app`, `NotificationService.appex`).
    public var name: String { folderName ?? path.split(separator: "/").last.map(String.init) ?? path }
}

/// A bundle's app icons: what Info.plist names, and every rendition or file that holds them.
public struct BuiltIcons: Sendable, Equatable {
    /// The top-level `CFBundleIconName`. Xcode 12 to 16 write the name only under
    /// `CFBundleIcons.CFBundlePrimaryIcon` (`primaryName`) and such builds pass upload: either
    /// place names the catalog's icon.
    public var iconName: String?
    /// `CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconName`.
    public var primaryName: String?
    /// `CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconFiles` (and the iPad `CFBundleIcons~ipad`'s),
    /// in order, without duplicates.
    public var primaryFiles: [String]
    /// `CFBundleAlternateIcons` names (iPhone and iPad tables), sorted, without duplicates.
    public var alternateNames: [String]
    /// Whether the bundle has a compiled asset catalog (`Assets.car` at its top level).
    public var hasCatalog: Bool
    /// False when the bundle has a catalog that could not be read (a `BuiltProblem` says why):
    /// `renditions` is then empty for unknown, not for none.
    public var catalogRead: Bool
    /// Every app icon rendition of the catalog: those of the names above and of any facet the
    /// catalog compiled as an app icon, in catalog order.
    public var renditions: [BuiltIconRendition]
    /// The icon PNGs at the bundle's top level (`AppIcon60x60@2x.png`, Xcode's CgBI files).
    public var looseFiles: [LooseIcon]
    /// How the App Store thinned the catalog for one device ("<mode app> <idiom 2> …", from its
    /// EXTENDED_METADATA): an app as the App Store delivers it, whose catalog has lost the App
    /// Store icon and the other devices' sizes; nil for a catalog as Xcode compiled it.
    public var thinning: String?

    public init(
        iconName: String?, primaryName: String?, primaryFiles: [String], alternateNames: [String], hasCatalog: Bool,
        renditions: [BuiltIconRendition], looseFiles: [LooseIcon], thinning: String? = nil, catalogRead: Bool = true
    ) {
        self.catalogRead = catalogRead
        self.iconName = iconName
        self.primaryName = primaryName
        self.primaryFiles = primaryFiles
        self.alternateNames = alternateNames
        self.hasCatalog = hasCatalog
        self.renditions = renditions
        self.looseFiles = looseFiles
        self.thinning = thinning
    }

    public static let none = BuiltIcons(
        iconName: nil, primaryName: nil, primaryFiles: [], alternateNames: [], hasCatalog: false, renditions: [], looseFiles: [])
}

/// One app icon image in a compiled asset catalog, as its key and CSI header describe it and as
/// far as its pixels were decoded.
public struct BuiltIconRendition: Sendable, Equatable {
    /// The icon's name (the catalog facet: `AppIcon`).
    public var name: String
    /// `universal`, `phone`, `pad`, `marketing`, `watch`, `car`, `mac`, … (as Contents.json spells
    /// idioms, marketing for `ios-marketing`).
    public var idiom: String
    public var width: Int
    public var height: Int
    /// 1, 2 or 3.
    public var scale: Int
    /// `dark` or `tinted` for those variants, nil for the default ("any") appearance.
    public var appearance: String?
    /// CoreUI's pixel format ('ARGB', 'GA8 ', …) as text.
    public var pixelFormat: String
    /// How its bitmap is stored (`lzfse`, `deepmap2`, `link`, …).
    public var encoding: String
    /// The CSI header's opaque flag: CoreUI found no pixel below full alpha when it compiled it.
    public var flaggedOpaque: Bool
    /// Whether the stored pixels carry an alpha channel at all.
    public var hasAlphaChannel: Bool
    /// Pixels whose alpha is below full, counted in the decoded bitmap; nil when not decoded.
    public var transparentPixels: Int?
    /// Why the pixels were not decoded (an encoding not understood, over the budget); nil when they were.
    public var notDecoded: String?
    /// The file the rendition was made from (`Icon-1024.png`), as the header names it.
    public var sourceName: String

    public init(
        name: String, idiom: String, width: Int, height: Int, scale: Int, appearance: String?, pixelFormat: String,
        encoding: String, flaggedOpaque: Bool, hasAlphaChannel: Bool, transparentPixels: Int?, notDecoded: String?,
        sourceName: String
    ) {
        self.name = name
        self.idiom = idiom
        self.width = width
        self.height = height
        self.scale = scale
        self.appearance = appearance
        self.pixelFormat = pixelFormat
        self.encoding = encoding
        self.flaggedOpaque = flaggedOpaque
        self.hasAlphaChannel = hasAlphaChannel
        self.transparentPixels = transparentPixels
        self.notDecoded = notDecoded
        self.sourceName = sourceName
    }

    /// The App Store icon: 1024 pixels square in the marketing idiom (or a single-size
    /// universal icon of 1024, as Xcode 14 and later compile one).
    public var isMarketing: Bool { width == 1024 && height == 1024 && (idiom == "marketing" || idiom == "universal") }
}

/// An icon PNG at a bundle's top level.
public struct LooseIcon: Sendable, Equatable {
    /// Relative to the bundle.
    public var path: String
    public var width: Int
    public var height: Int
    /// Xcode's "crushed" PNG (a CgBI chunk, BGRA premultiplied).
    public var isCgBI: Bool
    public var hasAlphaChannel: Bool
    /// Transparent pixels counted in the decoded image; nil when not decoded.
    public var transparentPixels: Int?

    public init(path: String, width: Int, height: Int, isCgBI: Bool, hasAlphaChannel: Bool, transparentPixels: Int?) {
        self.path = path
        self.width = width
        self.height = height
        self.isCgBI = isCgBI
        self.hasAlphaChannel = hasAlphaChannel
        self.transparentPixels = transparentPixels
    }
}

/// A sound file inside a bundle and whether `UNNotificationSound(named:)` can find it.
public struct BundledSound: Sendable, Equatable {
    /// Relative to the bundle (`ping.caf`, `Sounds/ping.caf`, `Library/Sounds/ping.caf`).
    public var path: String
    /// At the bundle's top level: the only place in a bundle where the system looks a sound up.
    /// It also looks in the app container's and shared app group containers' `Library/Sounds`
    /// (written at run time), never in a `Library/Sounds` folder inside the bundle.
    public var isReachable: Bool { !path.contains("/") }

    public init(path: String) { self.path = path }
}

/// What an executable's code signature says (of its first signed slice).
public struct BuiltSignature: Sendable, Equatable {
    /// The signed entitlements (XML form, else DER); nil when the signature holds none.
    public var entitlements: [String: JSONNode]?
    public var identifier: String?
    public var teamIdentifier: String?
    public var isAdHoc: Bool
    /// The executable is not signed at all.
    public var isUnsigned: Bool
    /// False when the signature's only entitlements blob cannot be read (a `BuiltProblem` says
    /// why): `entitlements` is then nil for unknown, not for none.
    public var entitlementsKnown: Bool

    public init(
        entitlements: [String: JSONNode]?, identifier: String?, teamIdentifier: String?, isAdHoc: Bool, isUnsigned: Bool,
        entitlementsKnown: Bool = true
    ) {
        self.entitlements = entitlements
        self.identifier = identifier
        self.teamIdentifier = teamIdentifier
        self.isAdHoc = isAdHoc
        self.isUnsigned = isUnsigned
        self.entitlementsKnown = entitlementsKnown
    }
}

/// What an `embedded.mobileprovision` says.
public struct BuiltProfile: Sendable, Equatable {
    /// `development`, `ad-hoc`, `app-store` or `enterprise` (ProvisioningProfile.Distribution).
    public var distribution: String
    public var name: String?
    public var entitlements: [String: JSONNode]

    public init(distribution: String, name: String?, entitlements: [String: JSONNode]) {
        self.distribution = distribution
        self.name = name
        self.entitlements = entitlements
    }

    /// A build that goes to the App Store, TestFlight or an enterprise's users.
    public var isDistribution: Bool { distribution != "development" }
}
