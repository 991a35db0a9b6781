/// A package holds each file for the platforms that ship it, and `verify` judges its copy by
/// those platforms' rules: so a file is planned and recorded from its report as those platforms
/// see it. A file several platforms ship, packaged for only some of them (`--platform`, or the
/// ones whose rules it passes), keeps the findings of the rules that judge those; its messages
/// as a check of it for them alone says them.
extension FileReport {
    /// The report as the rules of `wanted` give it (unchanged when it ships on no other platform).
    func shipped(by wanted: [AssetPlatform]) -> FileReport {
        let kept = platforms.filter { wanted.contains($0) }
        guard kept.count < platforms.count, !kept.isEmpty else { return self }
        var shown = self
        shown.platforms = kept
        shown.findings = findings.filter { finding in
            RuleRegistry.description(of: finding.rule)?.platforms.contains(where: kept.contains) ?? true
        }.map { finding in
            // One platform left: a check of it alone adds no "(for iOS)".
            guard kept.count == 1 else { return finding }
            var said = finding
            let suffix = kept[0].findingNote
            if said.message.hasSuffix(suffix) { said.message = String(said.message.dropLast(suffix.count)) }
            return said
        }
        return shown
    }
}
