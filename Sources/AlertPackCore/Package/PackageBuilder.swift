import Foundation

/// Builds a package: checks every source with the same engine as `check`, keeps what passes
/// (converting sounds that fail only on format, when asked), lays it out as a build uses it
/// (`Sounds/`, `Assets.xcassets/AppIcon.appiconset`, `LaunchImage.launchimage`, `Images/`),
/// writes `manifest.json`, and moves the finished folder into place in one step.
public struct PackageBuilder: Sendable {
    public var checker: Checker
    public var options: PackageOptions

    public init(checker: Checker, options: PackageOptions) {
        self.checker = checker
        self.options = options
    }

    static let iconSet = "Assets.xcassets/AppIcon.appiconset"
    static let launchSet = "Assets.xcassets/LaunchImage.launchimage"
    static let iconsFolder = "Icons"

    /// The files of a bundle folder, relative to it and sorted; nil when a name is not UTF-8.
    static func bundleFiles(_ folder: String) -> [String]? {
        guard let listing = SystemName.list(folder), listing.undecodable.isEmpty else { return nil }
        var files: [String] = []
        for name in listing.names.sorted() where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                guard let inner = bundleFiles(folder + "/" + name) else { return nil }
                files += inner.map { name + "/" + $0 }
            } else {
                files.append(name)
            }
        }
        return files
    }

    /// One file on its way into the package.
    private struct Placement {
        var source: String
        var path: String
        var role: PackageRole
        var slots: [ImageSlot]
        var report: FileReport
        var convert = false
        /// For a file of an Icon Composer document: the bundle's folder in the package, which
        /// stands or falls whole.
        var bundle: String?
    }

    public func build(sources: [String]) -> PackageResult {
        var report = checker.check(paths: sources)
        report.command = "package"
        var result = PackageResult(report: report)
        guard report.problems.isEmpty else {
            result.problems = report.problems
            return result
        }
        do throws(AlertPackError) {
            let (placements, rejected) = plan(report)
            let staging = try PackageFolder.staging(for: options.output)
            defer { try? FileManager.default.removeItem(atPath: staging) }
            var manifest = PackageManifest(
                preset: .init(name: checker.configuration.preset.name, sha256: checker.configuration.preset.sha256),
                createdAt: options.timestamp, assets: [], rejected: rejected)
            try fill(staging, placements: placements, manifest: &manifest)
            // The generated catalogs are checked like any others. One that fails (an icon set
            // without its App Store icon) is left out with its images, each rejected with the
            // reason, so that nothing `package` writes fails `verify`.
            let sets = [Self.iconSet, Self.launchSet].filter { FileManager.default.fileExists(atPath: staging + "/" + $0) }
            result.catalogFindings =
                sets.isEmpty
                ? []
                : checker.check(paths: sets.map { staging + "/" + $0 }).files.filter {
                    ($0.kind == .iconSet || $0.kind == .launchSet) && $0.verdict == .fail
                }.map { report in
                    var shown = report
                    shown.path = options.output + String(report.path.dropFirst(staging.count))
                    return shown
                }
            for failed in result.catalogFindings {
                let folder = String(FileName.parent(of: failed.path).dropFirst(options.output.count + 1))
                try leaveOut(folder, in: staging, manifest: &manifest, because: failed)
            }
            try AtomicFile.write(manifest.json().serialized(), to: staging + "/" + PackageManifest.fileName)
            PackageFolder.normalise(staging)
            // The zip is written from the finished staging folder and renamed into place just
            // before the folder is: a killed run leaves both old or, in the moment between two
            // renames, only the folder old, never a new folder beside an old zip for long.
            if let zip = options.zip { try PackageArchive.write(folder: staging, to: zip) }
            try PackageFolder.swap(staging, into: options.output)
            result.manifest = manifest
        } catch {
            result.problems.append(error.message)
        }
        return result
    }

    /// Decides where every approved file goes, and what is rejected (collisions included).
    private func plan(_ report: CheckReport) -> ([Placement], [PackageManifest.Rejected]) {
        var placements: [Placement] = []
        var rejected: [PackageManifest.Rejected] = []
        var bundles: [String: String] = [:]
        let relative = { (path: String) in AbsolutePath.relative(path, to: FileManager.default.currentDirectoryPath) }
        for file in report.files {
            // A name that is not UTF-8 was checked through an alias, but cannot be a path in a
            // package (nor in the Xcode project that takes it).
            if NameAliases.shared.isAliased(file.path) {
                rejected.append(
                    .init(
                        source: relative(file.path), kind: file.kind.rawValue, findings: file.findings,
                        reason: "its name is not UTF-8, which a package cannot hold; rename it in UTF-8"))
                continue
            }
            let errors = file.findings.filter { $0.severity == .error }
            let name = FileName.last(of: file.path)
            switch file.kind {
            case .sound:
                if errors.isEmpty {
                    placements.append(Placement(source: file.path, path: "Sounds/" + name, role: .sound, slots: [], report: file))
                } else if options.convert && Set(errors.map(\.rule)).isSubset(of: options.convertibleRules) {
                    // The name the app will reference: the source's, with the target's extension.
                    let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
                    let converted = base + "." + options.conversion.target.fileExtension
                    placements.append(
                        Placement(source: file.path, path: "Sounds/" + converted, role: .sound, slots: [], report: file, convert: true))
                } else {
                    rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings))
                }
            case .image:
                guard errors.isEmpty else {
                    rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings))
                    continue
                }
                // The slots the check resolved; one the preset does not know has no place in a
                // generated catalog.
                let slots = file.slots.filter(\.inPreset)
                if let orphan = slots.first(where: { $0.attributes["idiom"] == nil }) {
                    // A loose name from before asset catalogs (a 512 iTunesArtwork) names no slot a
                    // catalog has: a generated Contents.json entry without an idiom would fail verify.
                    rejected.append(
                        .init(
                            source: relative(file.path), kind: file.kind.rawValue, findings: file.findings,
                            reason: "no asset catalog slot takes it (\(orphan.description)); upload it separately if it is still needed"))
                    continue
                }
                if slots.contains(where: { $0.kind == .icon }) {
                    placements.append(
                        Placement(
                            source: file.path, path: Self.iconSet + "/" + name, role: .icon, slots: slots.filter { $0.kind == .icon }, report: file))
                } else if slots.contains(where: { $0.kind == .launch }) {
                    placements.append(
                        Placement(source: file.path, path: Self.launchSet + "/" + name, role: .launchImage, slots: slots, report: file))
                } else {
                    placements.append(Placement(source: file.path, path: "Images/" + name, role: .image, slots: [], report: file))
                }
            case .iconBundle:
                guard errors.isEmpty else {
                    rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings))
                    continue
                }
                // Copied whole: every file in it (hidden ones aside), icon.json carrying the facts.
                guard let inside = Self.bundleFiles(file.path) else {
                    rejected.append(
                        .init(
                            source: relative(file.path), kind: file.kind.rawValue, findings: file.findings,
                            reason: "a file in it has a name that is not UTF-8, which a package cannot hold"))
                    continue
                }
                let folder = Self.iconsFolder + "/" + name
                // A bundle stands or falls whole: a second one of the same name is rejected, never mixed in.
                if let other = bundles[folder] {
                    rejected.append(
                        .init(
                            source: relative(file.path), kind: file.kind.rawValue, findings: file.findings,
                            reason: "it would be packaged as \(folder), which \(relative(other)) already is"))
                    continue
                }
                bundles[folder] = file.path
                for relativePath in inside {
                    let report =
                        relativePath == "icon.json"
                        ? file : FileReport(path: file.path + "/" + relativePath, kind: .file, facts: .none, findings: [])
                    placements.append(
                        Placement(
                            source: file.path + "/" + relativePath, path: folder + "/" + relativePath, role: .appIcon, slots: [], report: report,
                            bundle: folder))
                }
            case .iconSet, .launchSet:
                // A set's own errors (a missing file, an invalid entry) are reported; its good images still go in.
                if !errors.isEmpty { rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings)) }
            case .project, .attachment, .manifest, .file, .payload, .actions:
                // Not packaged: a project's and an attachment's findings are check's to report.
                continue
            }
        }
        // Two sources may not land on one name, nor fill one slot: a file that needs no
        // conversion beats one that does, then the first in path order is kept; each later one
        // is rejected, saying which source holds its place.
        var byPath: [String: String] = [:]
        var bySlot: [String: String] = [:]
        var kept: [Placement] = []
        for placement in placements.sorted(by: { ($0.convert ? 1 : 0, $0.source) < ($1.convert ? 1 : 0, $1.source) }) {
            let slotKeys = placement.slots.map {
                placement.role.rawValue + " " + $0.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                    + ($0.appearance ?? "")
            }
            var reason: String?
            if let other = byPath[placement.path] {
                reason = "it would be packaged as \(placement.path), which \(relative(other)) already is"
            } else if let (index, other) = slotKeys.enumerated().compactMap({ index, key in bySlot[key].map { (index, $0) } }).first {
                reason = "it fills the slot \(placement.slots[index].label), which \(relative(other)) already fills"
            }
            if let reason {
                rejected.append(
                    .init(
                        source: relative(placement.source), kind: placement.report.kind.rawValue, findings: placement.report.findings, reason: reason)
                )
                continue
            }
            byPath[placement.path] = placement.source
            for key in slotKeys { bySlot[key] = placement.source }
            kept.append(placement)
        }
        placements = kept
        return (placements.sorted { $0.path < $1.path }, rejected.sorted { $0.source < $1.source })
    }

    /// Copies or converts every placement into the staging folder and writes the catalogs.
    private func fill(_ staging: String, placements: [Placement], manifest: inout PackageManifest) throws(AlertPackError) {
        let converter = Converter(checker: checker, options: options.conversion)
        var icons: [(String, ImageSlot)] = []
        var launches: [(String, ImageSlot)] = []
        for placement in placements {
            let target = staging + "/" + placement.path
            try Self.makeFolder(for: target)
            var facts = JSONReporter.facts(placement.report.facts)
            var findings = placement.report.findings
            var conversion: PackageManifest.Conversion?
            if placement.convert {
                let converted = converter.convert(input: placement.source, to: target)
                guard let after = converted.after, converted.error == nil, after.verdict != .fail else {
                    let reason =
                        converted.error ?? "the converted sound still fails: "
                        + (converted.after?.findings.filter { $0.severity == .error }.map(\.message).joined(separator: "; ") ?? "")
                    manifest.rejected.append(
                        .init(
                            source: AbsolutePath.relative(placement.source, to: FileManager.default.currentDirectoryPath), kind: "sound",
                            findings: placement.report.findings, reason: "not converted: " + reason))
                    try? FileManager.default.removeItem(atPath: target)
                    continue
                }
                facts = JSONReporter.facts(after.facts)
                findings = after.findings
                conversion = .init(target: options.conversion.target.rawValue, steps: converted.steps)
            } else {
                do {
                    try FileManager.default.copyItem(atPath: placement.source, toPath: target)
                } catch {
                    throw AlertPackError("cannot copy \(placement.source): \(error.localizedDescription)")
                }
            }
            let digest = try FileDigest.sha256(path: target)
            manifest.assets.append(
                .init(
                    source: AbsolutePath.relative(placement.source, to: FileManager.default.currentDirectoryPath), path: placement.path,
                    role: placement.role, slot: placement.slots.isEmpty ? nil : placement.slots.map(\.description).joined(separator: "; "),
                    sha256: digest.hex, size: digest.size, facts: facts, findings: findings.filter { $0.severity != .error },
                    conversion: conversion))
            for slot in placement.slots {
                if placement.role == .icon { icons.append((FileName.last(of: placement.path), slot)) }
                if placement.role == .launchImage { launches.append((FileName.last(of: placement.path), slot)) }
            }
        }
        manifest.rejected.sort { $0.source < $1.source }
        var generated: [(String, String)] = []
        if !icons.isEmpty || !launches.isEmpty {
            generated.append(("Assets.xcassets/Contents.json", Self.contentsJSON(images: nil)))
        }
        if !icons.isEmpty { generated.append((Self.iconSet + "/Contents.json", Self.contentsJSON(images: icons))) }
        if !launches.isEmpty { generated.append((Self.launchSet + "/Contents.json", Self.contentsJSON(images: launches))) }
        for (path, text) in generated {
            let target = staging + "/" + path
            try Self.makeFolder(for: target)
            try AtomicFile.write(text, to: target)
            let digest = try FileDigest.sha256(path: target)
            manifest.assets.append(
                .init(
                    source: nil, path: path, role: .catalog, slot: nil, sha256: digest.hex, size: digest.size, facts: nil, findings: [],
                    conversion: nil))
        }
        manifest.assets.sort { $0.path < $1.path }
    }

    /// Removes a generated set that fails its check from the staging folder and the manifest;
    /// its images become rejections that say why. The catalog's own Contents.json goes when no
    /// set is left in it.
    private func leaveOut(_ folder: String, in staging: String, manifest: inout PackageManifest, because report: FileReport) throws(AlertPackError) {
        let reason = report.findings.filter { $0.severity == .error }.map(\.message).joined(separator: "; ")
        let (inside, kept) = (
            manifest.assets.filter { $0.path.hasPrefix(folder + "/") }, manifest.assets.filter { !$0.path.hasPrefix(folder + "/") }
        )
        for asset in inside where asset.role != .catalog {
            manifest.rejected.append(
                .init(
                    source: asset.source ?? asset.path, kind: "image", findings: asset.findings,
                    reason: "left out with its set: the packaged \(FileName.last(of: folder)) would fail (\(reason))"))
        }
        manifest.assets = kept
        manifest.rejected.sort { $0.source < $1.source }
        do {
            try FileManager.default.removeItem(atPath: staging + "/" + folder)
            let catalog = "Assets.xcassets"
            let remaining = try FileManager.default.contentsOfDirectory(atPath: staging + "/" + catalog).filter { $0 != "Contents.json" }
            if remaining.isEmpty {
                try FileManager.default.removeItem(atPath: staging + "/" + catalog)
                manifest.assets.removeAll { $0.path == catalog + "/Contents.json" }
            }
        } catch {
            throw AlertPackError("cannot remove \(folder) from the staging folder: \(error.localizedDescription)")
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
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AlertPackError("cannot create \(folder): \(error.localizedDescription)")
        }
    }
}
