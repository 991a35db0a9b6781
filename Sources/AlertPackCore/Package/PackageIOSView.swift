/// A package holds what an iOS app ships, and `verify` judges its files as iOS files: so the
/// package is planned and recorded from each file as iOS sees it. A file several platforms ship
/// (a sound an Expo config bundles for both) keeps the findings of the rules that judge iOS, its
/// messages as a check of it alone for iOS says them; a file only another platform ships is left
/// out, and said (`PackageResult.otherPlatforms`).
extension FileReport {
    /// The report as iOS's rules give it (unchanged for a file only iOS, or no iOS, ships).
    var asShippedByIOS: FileReport {
        guard platforms.count > 1, platforms.contains(.ios) else { return self }
        var shown = self
        shown.platforms = [.ios]
        shown.findings = findings.filter { RuleRegistry.description(of: $0.rule)?.platforms.contains(.ios) ?? true }.map { finding in
            var said = finding
            let suffix = AssetPlatform.ios.findingNote
            if said.message.hasSuffix(suffix) { said.message = String(said.message.dropLast(suffix.count)) }
            return said
        }
        return shown
    }
}
