import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Fills a package's staging folder from the plan: copies or converts every placement, writes
/// the generated catalogs' Contents.json and lists it all in the manifest; takes out again a
/// generated set that fails its check.
struct PackageStaging {
    /// Checks converted sounds (the packager's checker).
    let checker: any AssetChecking
    let options: PackageOptions

    /// Copies or converts every placement into the staging folder and writes the catalogs.
    /// Why a source edited between its check and its copy is rejected.
    static let changedSinceChecked = "it changed after it was checked (while package ran); run package again"

    func fill(
        _ staging: String, placements: [PackagePlacement], reports files: [FileReport], manifest: inout PackageManifest, checkedAt: timespec?
    ) throws(AlertPackError) {
        let converter = Converter(checker: checker, options: options.conversion)
        // Reserved once: grown by doubling, 50,000 assets would leave up to half again unused.
        manifest.assets.reserveCapacity(manifest.assets.count + placements.count + 8)
        var icons: [String: [(String, ImageSlot)]] = [:]
        var launches: [(String, ImageSlot)] = []
        var setSources: [String: Set<String>] = [:]  // generated set → its source sets' Contents.json
        for placement in placements {
            let target = staging + "/" + placement.path
            try Self.makeFolder(for: target)
            let checked = placement.report(in: files).shipped(by: placement.platforms)  // as the platforms it is packaged for judge it
            let source = AbsolutePath.relative(placement.source, to: FileManager.default.currentDirectoryPath)
            var (findings, conversion) = (checked.findings, PackageManifest.Conversion?.none)
            // Where and how it was judged (its overrides and suppressions are recorded for verify).
            var judged = (path: PackageRules.judgedSource(of: placement), report: checked)
            let digest: (hex: String, size: Int64)
            if placement.convert {
                let converted = converter.convert(input: placement.source, to: target)
                guard let after = converted.after, converted.error == nil, after.verdict != .fail else {
                    let reason =
                        converted.error ?? "the converted sound still fails: "
                        + (converted.after?.findings.filter { $0.severity == .error }.map(\.message).joined(separator: "; ") ?? "")
                    manifest.rejected.append(.init(source: source, kind: .sound, findings: checked.findings, reason: "not converted: " + reason))
                    try? FileManager.default.removeItem(atPath: target)
                    continue
                }
                // The converted sound was checked in the staging folder, whose name changes every
                // run: its findings name it by its path in the package, as the manifest does.
                findings = after.findings.map { $0.naming(staging + "/", as: "") }
                conversion = .init(target: options.conversion.target.rawValue, steps: converted.steps)
                judged = (target, after)
                digest = try FileDigest.sha256(path: target)
            } else {
                // Hashed as it is copied; a source edited since its check is not passed off as checked.
                let copied = try FileCopy.copy(placement.source, to: target, since: checkedAt)
                guard !copied.changed else {
                    try? FileManager.default.removeItem(atPath: target)
                    manifest.rejected.append(.init(source: source, kind: checked.kind, findings: checked.findings, reason: Self.changedSinceChecked))
                    continue
                }
                digest = (copied.sha256, copied.size)
            }
            manifest.assets.append(
                .init(
                    source: source, path: placement.path, role: placement.role, slots: placement.slots,
                    sha256: digest.hex, size: digest.size, facts: judged.report.facts, findings: findings.filter { $0.severity != .error },
                    conversion: conversion, target: placement.target))
            manifest.assets[manifest.assets.count - 1].platforms = placement.platforms
            PackageRules.note(&manifest, judgedAt: judged.path, report: judged.report, configuration: checker.configuration)
            Self.note(placement, icons: &icons, launches: &launches, setSources: &setSources)
        }
        manifest.rejected.sort { $0.source < $1.source }
        try writeCatalogs(staging, icons: icons, launches: launches, sources: setSources, reports: files, manifest: &manifest)
        manifest.assets.sort { $0.path < $1.path }
    }

    /// Notes a placed image under the generated set whose Contents.json will list it, and the
    /// source set it came from, if any.
    private static func note(
        _ placement: PackagePlacement, icons: inout [String: [(String, ImageSlot)]], launches: inout [(String, ImageSlot)],
        setSources: inout [String: Set<String>]
    ) {
        let isIcon = placement.role == .icon || placement.role == .alternateIcon
        for slot in placement.slots {
            if isIcon { icons[placement.set ?? PackageBuilder.iconSet, default: []].append((FileName.last(of: placement.path), slot)) }
            if placement.role == .launchImage { launches.append((FileName.last(of: placement.path), slot)) }
        }
        let sourceSet = FileName.parent(of: placement.source)
        if isIcon && ContainerFolder.CatalogSet(folderIgnoringCase: sourceSet) == .appIcon {
            setSources[placement.set ?? PackageBuilder.iconSet, default: []].insert(sourceSet + "/Contents.json")
        } else if placement.role == .launchImage && ContainerFolder.CatalogSet(folderIgnoringCase: sourceSet) == .launchImage {
            setSources[PackageBuilder.launchSet, default: []].insert(sourceSet + "/Contents.json")
        }
    }

    /// Records on each generated set's Contents.json what the configuration did to its source
    /// set's (which set-level rules are judged at, `Checker.checkSet`): the rules `overrides:`
    /// made for it and what `suppress:` took out, so that the generated set is judged as its
    /// source was, by `package` and by `verify`. A set made from several source sets (or from
    /// loose images) is judged by the configuration alone.
    private func noteSets(_ setSources: [String: Set<String>], reports files: [FileReport], manifest: inout PackageManifest) {
        let wanted = Set(setSources.values.compactMap { $0.count == 1 ? $0.first : nil })
        guard !wanted.isEmpty else { return }
        var reports: [String: FileReport] = [:]
        for file in files where (file.kind == .iconSet || file.kind == .launchSet) && wanted.contains(file.path) { reports[file.path] = file }
        for (folder, sources) in setSources {
            guard sources.count == 1, let source = sources.first, let report = reports[source],
                let index = manifest.assets.firstIndex(where: { $0.path == folder + "/Contents.json" })
            else { continue }
            // `note` records on the manifest's last asset.
            manifest.assets.append(manifest.assets.remove(at: index))
            PackageRules.note(&manifest, judgedAt: source, report: report, configuration: checker.configuration)
        }
    }

    /// Writes each generated catalog's Contents.json, then each set's, and lists them, each set's
    /// with what the configuration did to its source set's (`sources`, judged in `reports`).
    private func writeCatalogs(
        _ staging: String, icons: [String: [(String, ImageSlot)]], launches: [(String, ImageSlot)], sources: [String: Set<String>],
        reports: [FileReport], manifest: inout PackageManifest
    ) throws(AlertPackError) {
        var sets = icons
        if !launches.isEmpty { sets[PackageBuilder.launchSet] = launches }
        var generated: [(String, String)] = []
        // Each catalog's own Contents.json, then each set's.
        for catalog in Set(sets.keys.map { FileName.parent(of: $0) }).sorted() {
            generated.append((catalog + "/Contents.json", Self.contentsJSON(images: nil)))
        }
        for (folder, images) in sets.sorted(by: { $0.key < $1.key }) {
            generated.append((folder + "/Contents.json", Self.contentsJSON(images: images)))
        }
        for (path, text) in generated {
            let target = staging + "/" + path
            try Self.makeFolder(for: target)
            try AtomicFile.write(text, to: target)
            let digest = try FileDigest.sha256(path: target)
            manifest.assets.append(
                .init(
                    source: nil, path: path, role: .catalog, slots: [], sha256: digest.hex, size: digest.size, facts: nil, findings: [],
                    conversion: nil, target: path.hasPrefix("Targets/") ? String(path.split(separator: "/")[1]) : nil))
        }
        noteSets(sources, reports: reports, manifest: &manifest)
    }

    /// Removes a generated set that fails its check from the staging folder and the manifest;
    /// its images become rejections that say why. The catalog's own Contents.json goes when no
    /// set is left in it.
    static func leaveOut(_ folder: String, in staging: String, manifest: inout PackageManifest, because report: FileReport) throws(AlertPackError) {
        let reason = report.findings.filter { $0.severity == .error }.map(\.message).joined(separator: "; ")
        let (inside, kept) = (
            manifest.assets.filter { $0.path.hasPrefix(folder + "/") }, manifest.assets.filter { !$0.path.hasPrefix(folder + "/") }
        )
        for asset in inside where asset.role != .catalog {
            manifest.rejected.append(
                .init(
                    source: asset.source ?? asset.path, kind: .image, findings: asset.findings,
                    reason: "left out with its set: the packaged \(FileName.last(of: folder)) would fail (\(reason))"))
        }
        manifest.assets = kept
        manifest.rejected.sort { $0.source < $1.source }
        do {
            try FileManager.default.removeItem(atPath: staging + "/" + folder)
            let catalog = FileName.parent(of: folder)
            let remaining = try FileManager.default.contentsOfDirectory(atPath: staging + "/" + catalog).filter { $0 != "Contents.json" }
            if remaining.isEmpty {
                try FileManager.default.removeItem(atPath: staging + "/" + catalog)
                manifest.assets.removeAll { $0.path == catalog + "/Contents.json" }
            }
        } catch {
            throw AlertPackError.packaging(.cannotRemoveFromStaging(folder, words: error.localizedDescription))
        }
    }

    /// An asset catalog Contents.json, as Xcode writes them, with entries in a stable order.
    static func contentsJSON(images: [(String, ImageSlot)]?) -> String {
        var members: [(String, JSONValue)] = []
        if let images {
            let entries = images.map { filename, slot -> [(String, JSONValue)] in
                var fields = slot.attributes.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
                if let appearance = slot.appearance {
                    fields.append(("appearances", .array([.object([("appearance", .string("luminosity")), ("value", .string(appearance))])])))
                }
                fields.append(("filename", .string(filename)))
                return fields.sorted { $0.0 < $1.0 }
            }.sorted { JSONValue.object($0).serialized() < JSONValue.object($1).serialized() }
            members.append(("images", .array(entries.map(JSONValue.object))))
        }
        members.append(("info", .object([("author", .string("alertpack")), ("version", .int(1))])))
        return JSONValue.object(members).serialized()
    }

    static func makeFolder(for file: String) throws(AlertPackError) {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        // Never after an interrupt began (it would recreate a staging folder being removed).
        let failure = Interruption.shared.creating { () -> String? in
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                return nil
            } catch {
                return error.localizedDescription
            }
        }
        if let failure { throw AlertPackError.packaging(.cannotCreate(folder, words: failure)) }
    }
}
