/// What an app bundle shows while it launches: the launch screen its Info.plist names (a
/// storyboard or nib, or the `UILaunchScreen` dictionary of iOS 14) and its static launch images
/// (`UILaunchImages` entries, and the `Default*.png` files of the conventions before them), with
/// the files that hold each.
public struct BuiltLaunch: Sendable, Equatable {
    /// `UILaunchStoryboardName` and its device variants (`~iphone`, `~ipad`), in key order.
    public var storyboards: [BuiltLaunchStoryboard]
    /// The launch screen dictionaries Info.plist holds (`UILaunchScreen`, `UILaunchScreen~ipad`,
    /// `UILaunchScreens`), by key, in key order.
    public var screenKeys: [String]
    /// Every `UILaunchImages` and `UILaunchImages~ipad` entry, in order.
    public var images: [BuiltLaunchImage]
    /// Launch images at the bundle's top level that no entry names: `Default*.png`, or those of
    /// the `UILaunchImageFile` base name (iOS 6 and earlier find them by name).
    public var conventionFiles: [BuiltLaunchFile]

    public init(storyboards: [BuiltLaunchStoryboard], screenKeys: [String], images: [BuiltLaunchImage], conventionFiles: [BuiltLaunchFile]) {
        self.storyboards = storyboards
        self.screenKeys = screenKeys
        self.images = images
        self.conventionFiles = conventionFiles
    }

    /// Every launch image file read, of the entries first, each once: entries that share a name
    /// (in `UILaunchImages` and `UILaunchImages~ipad`) share its files.
    public var files: [BuiltLaunchFile] {
        var seen = Set<String>()
        return (images.flatMap(\.files) + conventionFiles).filter { seen.insert($0.path).inserted }
    }
}

/// A launch storyboard Info.plist names, and where the bundle holds it compiled.
public struct BuiltLaunchStoryboard: Sendable, Equatable {
    /// `UILaunchStoryboardName`, `UILaunchStoryboardName~ipad`, …
    public var key: String
    /// The name as written (`LaunchScreen`).
    public var name: String
    /// The compiled storyboard (`LaunchScreen.storyboardc`) or nib (`LaunchScreen.nib`, what a
    /// launch `.xib` compiles to), at the top level or in a `.lproj` folder, relative to the
    /// bundle; nil when the bundle has neither.
    public var compiled: String?

    public init(key: String, name: String, compiled: String?) {
        self.key = key
        self.name = name
        self.compiled = compiled
    }

    /// The device the key is for (`ipad`, `iphone`), nil for all.
    public var device: String? { key.split(separator: "~", maxSplits: 1).dropFirst().first.map(String.init) }
}

/// One `UILaunchImages` entry and the files Xcode wrote for it (`LaunchImage-700-568h@2x.png`,
/// `LaunchImage-700-Portrait@2x~ipad.png`).
public struct BuiltLaunchImage: Sendable, Equatable {
    /// `UILaunchImages` or `UILaunchImages~ipad`.
    public var key: String
    /// Its place in that array.
    public var index: Int
    /// `UILaunchImageName`; nil when the entry names none.
    public var name: String?
    /// `UILaunchImageSize` in points, portrait (`{320, 568}`); nil when absent or not of that form.
    public var pointWidth: Double?
    public var pointHeight: Double?
    /// `UILaunchImageOrientation` (`Portrait`, `Landscape`, …).
    public var orientation: String?
    /// `UILaunchImageMinimumOSVersion`.
    public var minimumOSVersion: String?
    /// The files of its name at the bundle's top level, at every scale and device.
    public var files: [BuiltLaunchFile]

    public init(
        key: String, index: Int, name: String?, pointWidth: Double?, pointHeight: Double?, orientation: String?, minimumOSVersion: String?,
        files: [BuiltLaunchFile]
    ) {
        self.key = key
        self.index = index
        self.name = name
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
        self.orientation = orientation
        self.minimumOSVersion = minimumOSVersion
        self.files = files
    }

    /// Stored landscape: Xcode keeps the portrait size in `UILaunchImageSize` and writes the file
    /// wide (`LaunchImage-800-Landscape-736h@3x.png`, 2208×1242 for `{414, 736}`).
    public var isLandscape: Bool { orientation?.lowercased().hasPrefix("landscape") == true }

    /// The pixels a file of `scale` must have, nil when the entry gives no size.
    public func expectedPixels(scale: Int) -> (width: Int, height: Int)? {
        guard let pointWidth, let pointHeight else { return nil }
        let short = Int((min(pointWidth, pointHeight) * Double(scale)).rounded())
        let long = Int((max(pointWidth, pointHeight) * Double(scale)).rounded())
        if isLandscape { return (long, short) }
        return (Int((pointWidth * Double(scale)).rounded()), Int((pointHeight * Double(scale)).rounded()))
    }
}

/// A launch image file at a bundle's top level, as read.
public struct BuiltLaunchFile: Sendable, Equatable {
    /// Relative to the bundle (`LaunchImage-700-568h@2x.png`).
    public var path: String
    /// From the name: `@2x` is 2, none is 1.
    public var scale: Int
    /// From the name: `ipad` or `iphone` (`~ipad`), nil for any.
    public var device: String?
    /// Its header and pixels; nil when it could not be read (`unreadable` says why).
    public var image: LooseIcon?
    public var unreadable: String?

    public init(path: String, scale: Int, device: String?, image: LooseIcon?, unreadable: String?) {
        self.path = path
        self.scale = scale
        self.device = device
        self.image = image
        self.unreadable = unreadable
    }
}
