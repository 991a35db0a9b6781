import Foundation

/// The rules a package was judged with, carried in its manifest (`configuration`) so that
/// `verify` judges each file exactly as `package` judged its source: the effective preset (a
/// project config's changes included), what the config's `overrides:` made of it for the file's
/// source path, and the findings its `suppress:` took out there. Package paths are not source
/// paths: the manifest records the outcome per file, not the patterns. `package` judges the
/// sets it generated with the same configuration, read back from what it wrote.
enum PackageRules {
    /// Notes what the configuration did to the source of `asset` (the manifest's last asset),
    /// judged at `judgedAt` into `report`: the preset `overrides:` made for it, and what
    /// `suppress:` took out.
    static func note(
        _ manifest: inout PackageManifest, judgedAt path: String, report: FileReport, configuration: CheckConfiguration
    ) {
        guard !manifest.assets.isEmpty else { return }
        if manifest.configuration == nil { manifest.configuration = record(configuration.preset, xcode: configuration.xcode) }
        if let preset = configuration.overriddenPreset(for: path) {
            let text = PackageManifest.PresetText(sha256: preset.sha256, text: preset.documentText)
            var presets = manifest.configuration!.presets
            let index = presets.firstIndex { $0.sha256 == text.sha256 } ?? presets.count
            if index == presets.count { presets.append(text) }
            manifest.configuration!.presets = presets
            if index != 0 { manifest.assets[manifest.assets.count - 1].presetIndex = index }
        }
        manifest.assets[manifest.assets.count - 1].suppressed = report.suppressed.compactMap { suppressed in
            guard case .config(let reason) = suppressed.kind else { return nil }
            return PackageManifest.Suppression(rule: suppressed.finding.rule, reason: reason)
        }.uniqued()
    }

    /// The record of `preset` alone.
    static func record(_ preset: Preset, xcode: XcodeVersion?) -> PackageManifest.Configuration {
        .init(presets: [.init(sha256: preset.sha256, text: preset.documentText)], xcode: xcode?.description)
    }

    /// The manifest's configuration, kept only when the preset's name does not say it all: a
    /// file judged by other rules or with findings taken out, an Xcode version, or an effective
    /// preset that is not the built-in one of its name (a project config changed it, or it is
    /// not built in). Manifests of packages made without one keep their bytes (schemaVersion 1).
    static func settle(_ manifest: inout PackageManifest, configuration: CheckConfiguration) {
        let builtin = try? PresetLibrary.load(configuration.preset.name).preset
        let needed =
            builtin?.sha256 != configuration.preset.sha256 || configuration.xcode != nil
            || manifest.assets.contains { $0.presetIndex != nil || !$0.suppressed.isEmpty }
        manifest.configuration = needed ? manifest.configuration ?? record(configuration.preset, xcode: configuration.xcode) : nil
    }

    /// The configuration a package's files (below `root`) are judged with: read from the
    /// manifest's record (each preset through the preset reader, each against its SHA-256),
    /// or nil when it records none. `origin` names the manifest in messages.
    static func configuration(
        of manifest: PackageManifest, root: String, origin: String
    ) throws(AlertPackError) -> CheckConfiguration? {
        guard let record = manifest.configuration else { return nil }
        var presets: [Preset] = []
        for (index, text) in record.presets.enumerated() {
            let at = "\(origin): configuration.presets[\(index)]"
            let preset = try PresetLibrary.standalone(text.text, origin: at)
            guard preset.sha256 == text.sha256, index > 0 || text.sha256 == manifest.preset.sha256 else {
                throw AlertPackError.packaging(.recordedPresetChanged(at: at, name: preset.name))
            }
            // The rules of the other platforms, which a record leaves out, from their presets.
            presets.append(try PresetLibrary.accompanied(preset))
        }
        guard let base = presets.first else { throw AlertPackError.packaging(.noRecordedPresets(origin)) }
        var configuration = try CheckConfiguration.standalone(base)
        if let xcode = record.xcode {
            guard let version = XcodeVersion(xcode) else {
                throw AlertPackError.packaging(.recordedXcodeNotVersion(origin, xcode: xcode))
            }
            configuration.xcode = version
        }
        var books: [Int: RuleBook] = [:]
        var byPath: [String: RuleBook] = [:]
        for asset in manifest.assets {
            guard let index = asset.presetIndex else { continue }
            guard presets.indices.contains(index) else {
                throw AlertPackError.packaging(.recordedPresetMissing(origin, asset: asset.path, index: index))
            }
            if books[index] == nil { books[index] = try RuleBook(presets[index]) }
            byPath[AbsolutePath.of(root + "/" + judgedPath(of: asset))] = books[index]
        }
        return configuration.judgingPackage(books: byPath)
    }

    /// Where a packaged file is judged: an Icon Composer document's files as the document (its
    /// folder, `Name.icon`), every other file as itself.
    static func judgedPath(of asset: PackageManifest.Asset) -> String {
        guard asset.role == .appIcon else { return asset.path }
        let parts = asset.path.split(separator: "/", omittingEmptySubsequences: false)
        guard let bundle = parts.firstIndex(where: { $0.lowercased().hasSuffix(".icon") }) else { return asset.path }
        return parts[...bundle].joined(separator: "/")
    }

    /// The source folder of the Icon Composer document `placement` is a file of, else its source:
    /// where `package` judged it.
    static func judgedSource(of placement: PackagePlacement) -> String {
        guard let bundle = placement.bundle, placement.path.count > bundle.count else { return placement.source }
        return String(placement.source.dropLast(placement.path.count - bundle.count))
    }

    /// `report` (of the file at `path` in the package) without the findings the manifest
    /// records as suppressed for it: they move to its suppressed findings, with the reason.
    static func suppressing(_ report: FileReport, recorded: [PackageManifest.Suppression]) -> FileReport {
        guard !recorded.isEmpty else { return report }
        var filtered = report
        filtered.findings = []
        for finding in report.findings {
            if let entry = recorded.first(where: { $0.rule == finding.rule }) {
                filtered.suppressed.append(SuppressedFinding(finding, kind: .config(reason: entry.reason)))
            } else {
                filtered.findings.append(finding)
            }
        }
        return filtered
    }
}
