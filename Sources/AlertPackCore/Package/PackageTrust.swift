/// How far `verify` trusts the rules a manifest records. The manifest is only as trustworthy as
/// what proves it (a `--digest` that matched, a signature that held with `--public-key`): anyone
/// who can edit an unsigned package can replace a file, update its hash, and record rules that
/// pass it. The packaged files are still judged with the recorded rules (so that package =
/// verify holds), but unproved, recorded rules that depart from the built-in preset the manifest
/// names are said (`package.preset`), and the built-in preset stays a floor for the package's
/// own integrity: its rules (`package.changed`, `package.signature`, `package.too-large`, ...)
/// can be made stricter by the record, never weaker.
enum PackageTrust {
    /// The built-in preset the manifest names, else the default one (read once; the floor and
    /// the departure are both measured against it).
    static func builtin(of manifest: PackageManifest) -> Preset? {
        let name = PresetLibrary.builtinNames.contains(manifest.preset.name) ? manifest.preset.name : PresetLibrary.defaultPresetName
        return try? PresetLibrary.load(name).preset
    }

    /// The rules a package is held to whatever it records: `builtin(of:)`'s.
    static func floor(_ builtin: Preset?) -> CheckConfiguration? {
        builtin.flatMap { try? CheckConfiguration.standalone($0) }
    }

    /// How the rules `manifest` records depart from the built-in preset it names (`builtin`, as
    /// `builtin(of:)` read it): "they differ from preset 'ios'; overrides: give some files other
    /// rules", or nil when they do not.
    static func departure(of manifest: PackageManifest, builtin: Preset?) -> String? {
        guard let record = manifest.configuration else { return nil }
        let name = manifest.preset.name
        var parts: [String] = []
        if !PresetLibrary.builtinNames.contains(name) {
            parts.append("preset '\(name)' is not built into alertpack")
        } else if builtin?.sha256 != manifest.preset.sha256 {
            parts.append("they differ from preset '\(name)'")
        }
        if record.presets.count > 1 || manifest.assets.contains(where: { $0.presetIndex != nil }) {
            parts.append("overrides: give some files other rules")
        }
        if manifest.assets.contains(where: { !$0.suppressed.isEmpty }) { parts.append("suppress: takes findings out of some files") }
        if let xcode = record.xcode { parts.append("they judge for Xcode \(xcode)") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The findings of `subject` (a package rule's) by `rules`, with the floor's: a finding both
    /// give keeps the higher severity; one only the floor gives is kept.
    static func judged<Subject>(_ subject: Subject, by rules: RuleBook, floor: RuleBook?) -> [Finding] {
        var findings = rules.evaluate(subject)
        guard let floor else { return findings }
        for finding in floor.evaluate(subject) {
            if let index = findings.firstIndex(where: { $0.rule == finding.rule && $0.message == finding.message && $0.subject == finding.subject }) {
                findings[index].severity = max(findings[index].severity, finding.severity)
            } else {
                findings.append(finding)
            }
        }
        return findings
    }

    /// What verify unpacks of a zip: the recorded rules' budget when the manifest is proved
    /// (its digest matched) or no floor applies, else the smaller of it and the floor's.
    static func budget(rules: RuleBook, floor: RuleBook?, proved: Bool) -> UnpackBudget {
        let recorded = UnpackBudget(rules: rules)
        guard !proved, let floor else { return recorded }
        let held = UnpackBudget(rules: floor)
        return UnpackBudget(maxEntries: min(recorded.maxEntries, held.maxEntries), maxBytes: min(recorded.maxBytes, held.maxBytes))
    }
}
