/// What `package` did: every source's check, the manifest it wrote, and problems that stopped it.
public struct PackageResult: Sendable {
    public var report: CheckReport
    public var manifest: PackageManifest?
    /// Usage and I/O problems (exit code 2): nothing was written under the package's name.
    public var problems: [String] = []
    /// Errors in the asset catalogs the package would have generated (a required icon that no
    /// approved source filled): such a set is left out of the package with its images.
    public var catalogFindings: [FileReport] = []
    /// The targets whose icons were packaged (project packaging), with their configuration.
    public var targets: [PackageTargetRecord] = []
    /// What the project asks for and the sources lack (exit 1): an icon set a target names that
    /// is not there, a target naming no icon in the configuration that ships.
    public var missingIcons: [String] = []
    /// How the project's settings were read where Xcode's reading is not the obvious one.
    public var projectNotes: [String] = []
    /// Icon sets and documents no packaged target uses (or `--icon-set` did not choose): not packaged.
    public var unusedIcons: [String] = []
    /// Sounds and images only platforms `--platform` left out ship ("PATH: ships on Android
    /// only"): checked, not packaged.
    public var otherPlatforms: [String] = []
    /// The package digest (`sha256:HEX` of manifest.json's bytes), once a package was written.
    public var digest: String?

    public var rejected: Int { manifest?.rejected.count ?? 0 }
    public var packaged: Int { manifest?.assets.lazy.filter { $0.role != .catalog }.count ?? 0 }

    /// What was packaged, where, and what was left out and why: the summary `package` prints
    /// after its report (nil when no package was written).
    public func summary(output: String, zip: String?) -> String? {
        guard let manifest else { return nil }
        var text =
            "Packaged \(packaged) asset\(packaged == 1 ? "" : "s") into \(output)" + (zip.map { " and \($0)" } ?? "")
            + "; \(manifest.rejected.count) rejected\n"
        if let digest { text += "Package digest: \(digest)\n" }
        if let platforms = Self.platformCounts(manifest) { text += "  \(platforms)\n" }
        for target in targets {
            text +=
                "  target \(target.name) (\(target.configuration)): app icon \(target.appIcon ?? "none")"
                + (target.alternates.isEmpty ? "" : ", alternates \(target.alternates.joined(separator: ", "))") + "\n"
        }
        for note in projectNotes { text += "  note: \(note)\n" }
        for missing in missingIcons { text += "  missing: \(missing)\n" }
        for unused in unusedIcons { text += "  not packaged \(unused): no packaged target uses it (or --icon-set chose another)\n" }
        for other in otherPlatforms { text += "  not packaged \(other) (--platform left it out)\n" }
        for folder in report.outputs {
            text += "  skipped \(folder): a package alertpack made (or this run's output), never a source\n"
        }
        for set in catalogFindings {
            for finding in set.findings where finding.severity == .error {
                text += "  left out \(FileName.parent(of: set.path)): \(finding.message) [\(finding.rule)]\n"
            }
        }
        for rejected in manifest.rejected {
            let rules = rejected.findings.filter { $0.severity == .error }.map(\.rule)
            let reasons = rejected.reason.map { [$0] } ?? rules
            text += "  rejected \(rejected.source): \(reasons.joined(separator: ", "))\(Self.remedy(rules: Set(rules), reason: rejected.reason))\n"
        }
        return text
    }

    /// How many files each platform ships, when any is not iOS's alone ("for iOS 2, for
    /// Android 3 (under android/)"); nil for a package of iOS files.
    static func platformCounts(_ manifest: PackageManifest) -> String? {
        let files = manifest.assets.filter { $0.role != .catalog }
        guard files.contains(where: { $0.platforms != [.ios] }) else { return nil }
        let counts = AssetPlatform.allCases.compactMap { platform -> String? in
            let count = files.filter { $0.platforms.contains(platform) }.count
            return count == 0 ? nil : "for \(platform.displayName) \(count)"
        }
        let shared = files.filter { $0.platforms.count > 1 }.count
        return counts.joined(separator: ", ") + (shared == 0 ? "" : " (\(shared) placed once for several)")
    }

    /// What `package` itself can do about a rejection, when it can.
    static func remedy(rules: Set<String>, reason: String?) -> String {
        guard reason == nil else { return "" }
        let formats = Set([RuleID.soundContainer, .soundCodec, .soundExtension, .soundFloatPcm].map(\.rawValue))
        let duration = RuleID.soundDuration.rawValue
        if rules.contains(duration) && rules.subtracting(formats).subtracting([duration]).isEmpty {
            return " (--convert --max-duration SECONDS cuts it to length with a fade, and converts it)"
        }
        if !rules.isEmpty && rules.isSubset(of: formats) { return " (--convert converts it)" }
        return ""
    }

    /// 2 on problems; 1 when anything was rejected (unless allowed); else 0.
    public func exitCode(allowRejected: Bool) -> Int32 {
        if !problems.isEmpty { return 2 }
        if !missingIcons.isEmpty { return 1 }
        if (rejected > 0 || !catalogFindings.isEmpty) && !allowRejected { return 1 }
        return 0
    }
}
