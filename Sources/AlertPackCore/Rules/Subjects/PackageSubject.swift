/// One file of a package as `verify` finds it, against what the manifest records.
package struct PackageFileSubject: Sendable {
    /// The path inside the package.
    package var path: String
    /// What the manifest records for it; nil for a file the manifest does not list.
    package var expected: PackageManifest.Asset?
    /// SHA-256 and size as found; nil when the file is not there.
    package var actual: (sha256: String, size: Int64)?
    /// Why the path may not be used (absolute, `..`, a link leading outside).
    package var pathProblem: String?
    /// For a generated Contents.json: how it disagrees with the manifest.
    package var catalogProblems: [String] = []
    /// For manifest.json: why it cannot be used.
    package var manifestProblem: String?
    /// For manifest.json: how the preset differs from the one recorded.
    package var presetProblem: String?
    /// For manifest.json: how the rules it records (which verify judged with) depart from the
    /// built-in preset it names, when no digest or signature proved the package.
    package var unprovedRules: String?
    /// For manifest.json: why the zip was not unpacked (past verify's budget).
    package var budgetProblem: String?
    /// For manifest.json: how the package differs from the digest or key verify was given, or
    /// why its signature does not hold.
    package var signatureProblems: [String] = []

    package init(path: String) {
        self.path = path
    }
}

/// A rule about a package's integrity, checked by `verify`.
package protocol PackageRule: SubjectRule where Subject == PackageFileSubject {}
