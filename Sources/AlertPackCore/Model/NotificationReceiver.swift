/// The app target that receives the payloads `lint-payload` checks, as its project builds it
/// for release: its own entitlements and Info.plist, the project's Notification Service
/// Extensions, and the names of the files it copies into its bundle.
public struct NotificationReceiver: Sendable, Equatable {
    /// The `.xcodeproj` folder, as the user named it or as it was found.
    public var project: String
    public var app: TargetSetup
    /// The project's Notification Service Extensions, in their shipping configurations.
    public var serviceExtensions: [TargetSetup]
    /// The files the app's Copy Bundle Resources phase and synchronized folders put in its
    /// bundle, by name (the first path in sort order, to check what ships); nil when the project
    /// does not say (no resources, or resources outside its folder).
    public var bundlePaths: [String: String]?
    /// Bundled files that land only below a folder of the bundle (a folder reference, Xcode's
    /// blue folder, copies itself), by name: their path inside the bundle (`Sounds/ping.caf`).
    /// The system looks a sound or launch image up at the bundle's top level, not in its folders.
    public var bundleFolders: [String: String] = [:]
    /// The names of the bundled files.
    public var bundleFiles: Set<String>? { bundlePaths.map { Set($0.keys) } }
    /// Bundled sounds that payloads name and that fail their check, by name: the first error.
    public var failingSounds: [String: Finding] = [:]
    /// The short string literals of the project's Swift and Objective-C sources (where an app
    /// registers its categories, directly or through constants); nil when not read.
    public var sourceLiterals: Set<String>?
    /// The `ActivityAttributes` types the Swift sources beside the project declare, for the
    /// `liveactivity.state-*` rules; nil when not read (a built app has no sources).
    public var activityAttributes: [ActivityAttributesDeclaration]?
    /// Avatar images that payloads name, as found in the bundle (or beside the payload), by name.
    public var avatars: [String: AvatarImage] = [:]
    /// Read from a built app (`lint-payload --app`), not a project: what it bundles and is
    /// entitled to is known for certain, its sounds were judged when it was read
    /// (`failingSounds`), and it has no sources to read literals from.
    public var isBuilt = false

    /// An avatar image a payload names: its size in pixels, or why it cannot be decoded.
    public struct AvatarImage: Sendable, Equatable {
        public var path: String
        public var width: Int?
        public var height: Int?
        public var problem: String?

        public init(path: String, width: Int?, height: Int?, problem: String?) {
            self.path = path
            self.width = width
            self.height = height
            self.problem = problem
        }
    }

    public init(project: String, app: TargetSetup, serviceExtensions: [TargetSetup], bundlePaths: [String: String]?) {
        self.project = project
        self.app = app
        self.serviceExtensions = serviceExtensions
        self.bundlePaths = bundlePaths
    }
}
