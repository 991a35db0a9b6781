/// How `package` builds its output.
public struct PackageOptions: Sendable {
    /// The package folder to create (or replace).
    public var output: String
    /// Also write a zip of it.
    public var zip: String?
    /// Convert sounds that fail only on format (container, codec, extension, and duration when
    /// `conversion.maxDuration` is set) instead of rejecting them.
    public var convert = false
    public var conversion = ConversionOptions()
    /// Also write the package digest (`sha256:HEX`, the SHA-256 of manifest.json) to this file.
    public var digestFile: String?
    /// Sign the manifest with this Ed25519 private key file (`alertpack keys generate`).
    public var signingKey: String?
    /// The Xcode project whose targets say which app icons ship (besides any among the sources).
    public var project: String?
    /// The targets to package the icons of (default: every app and extension target naming one).
    public var targets: [String] = []
    /// The build configuration whose icon settings count (default: the one a shared scheme
    /// archives with, else Release).
    public var buildConfiguration: String?
    /// Without a project: the icon set (`NAME.appiconset`) whose images make the app icon.
    public var iconSet: String?
    /// An ISO 8601 time to record as `createdAt` (left out by default, so runs compare equal).
    public var timestamp: String?
    /// The platforms whose files the package holds (`--platform`; default every one): a file
    /// only others ship is checked and said, not packaged, and one several ship is recorded as
    /// the kept ones' rules judge it.
    public var platforms: [AssetPlatform] = AssetPlatform.allCases

    public init(output: String) {
        self.output = output
    }

    /// The rules whose errors conversion can fix.
    var convertibleRules: Set<String> {
        var rules: Set<RuleID> = [.soundContainer, .soundCodec, .soundExtension, .soundFloatPcm]
        if conversion.maxDuration != nil { rules.insert(.soundDuration) }
        return Set(rules.map(\.rawValue))
    }
}
