/// One file of a package as `verify` finds it, against what the manifest records.
public struct PackageFileSubject: Sendable {
    /// The path inside the package.
    public var path: String
    /// What the manifest records for it; nil for a file the manifest does not list.
    public var expected: PackageManifest.Entry?
    /// SHA-256 and size as found; nil when the file is not there.
    public var actual: (sha256: String, size: Int64)?
    /// Why the path may not be used (absolute, `..`, a link leading outside).
    public var pathProblem: String?
    /// For a generated Contents.json: how it disagrees with the manifest.
    public var catalogProblems: [String] = []
    /// For manifest.json: why it cannot be used.
    public var manifestProblem: String?
    /// For manifest.json: how the preset differs from the one recorded.
    public var presetProblem: String?
    /// For manifest.json: why the zip was not unpacked (past verify's budget).
    public var budgetProblem: String?

    public init(path: String) {
        self.path = path
    }
}

/// A rule about a package's integrity, checked by `verify`.
public protocol PackageRule: Rule {
    func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding]
}
