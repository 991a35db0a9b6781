import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Builds a package: checks every source with the same engine as `check`, keeps what passes
/// (converting sounds that fail only on format, when asked), lays it out as a build uses it
/// (`Sounds/`, `Assets.xcassets/AppIcon.appiconset`, `LaunchImage.launchimage`, `Images/`),
/// writes `manifest.json`, and moves the finished folder into place in one step.
public struct PackageBuilder: Sendable {
    /// Checks the sources and the generated sets (the pipeline's `Checker`).
    public var checker: any AssetChecking
    public var options: PackageOptions
    /// Called between the check and the copies (tests change a source there).
    package var afterCheck: (@Sendable () -> Void)?

    public init(checker: any AssetChecking, options: PackageOptions) {
        self.checker = checker
        self.options = options
    }

    static let iconSet = "Assets.xcassets/AppIcon.appiconset"
    static let launchSet = "Assets.xcassets/LaunchImage.launchimage"
    static let iconsFolder = "Icons"

    /// The files of a bundle folder, relative to it and sorted, or why it cannot be packaged: a
    /// name that is not UTF-8, or a link leading outside `roots` (the sources' real paths). Links
    /// inside are followed and copied as the files they name; a folder reached twice (a link
    /// loop, or two links to one folder) is walked once.
    static func bundleFiles(_ folder: String, roots: [String]) -> Result<[String], BundleRefusal> {
        var visited = Set<String>()
        func walk(_ path: String, relative: String) -> Result<[String], BundleRefusal> {
            guard let real = AbsolutePath.real(path), visited.insert(real).inserted else { return .success([]) }
            guard let listing = SystemName.list(path) else {
                return .failure(.init(reason: "\(relative.isEmpty ? "it" : relative) cannot be listed"))
            }
            if let odd = listing.undecodable.first {
                return .failure(.init(reason: "a file in it (\(odd.escaped)) has a name that is not UTF-8, which a package cannot hold"))
            }
            var files: [String] = []
            for name in listing.names.sorted() where !name.hasPrefix(".") {
                let inner = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                if (status.st_mode & S_IFMT) == S_IFLNK {
                    guard leadsInside(path + "/" + name, roots) else {
                        return .failure(
                            .init(reason: "\(inner) is a symbolic link that leads outside the sources; package copies only what the sources hold"))
                    }
                    guard stat(path + "/" + name, &status) == 0 else { continue }
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    switch walk(path + "/" + name, relative: inner) {
                    case .success(let found): files += found
                    case .failure(let refusal): return .failure(refusal)
                    }
                case S_IFREG: files.append(inner)
                default: return .failure(.init(reason: "\(inner) is not a regular file"))
                }
            }
            return .success(files)
        }
        return walk(folder, relative: "")
    }

    struct BundleRefusal: Error {
        var reason: String
    }

    /// Whether the link at `path` names something inside one of `roots` (real paths).
    static func leadsInside(_ path: String, _ roots: [String]) -> Bool {
        guard let target = AbsolutePath.real(path) else { return false }
        return roots.contains { AbsolutePath.isWithin(target, $0) }
    }

    /// Why a source file may not be copied: a link (named inside a folder source) leading
    /// outside the sources.
    static func linkProblem(_ path: String, named: Set<String>, roots: [String]) -> String? {
        var status = stat()
        guard !named.contains(path), lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
        guard leadsInside(path, roots) else {
            return
                "it is a symbolic link that leads outside the sources (to \(VisibleText.of((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"))); package copies only what the sources hold"
        }
        return nil
    }

    /// One file on its way into the package.
    private struct Placement {
        var source: String
        var path: String
        var role: PackageRole
        var slots: [ImageSlot]
        /// The source's report, as its index in the check's reports (a package of 50,000 files
        /// would otherwise hold a second copy of every report here); a file of an Icon Composer
        /// document has a small report of its own.
        var reportIndex: Int
        /// Boxed: an inline FileReport would make every placement hundreds of bytes larger.
        var innerBox: ReportBox? = nil

        func report(in files: [FileReport]) -> FileReport { innerBox?.report ?? files[reportIndex] }
        var convert = false
        /// For a file of an Icon Composer document: the bundle's folder in the package, which
        /// stands or falls whole.
        var bundle: String?
        /// For an app icon image: the icon set folder it goes in.
        var set: String?
        /// The project target whose icon it is (project packaging).
        var target: String?
    }

    /// A report held by reference.
    final class ReportBox: Sendable {
        let report: FileReport
        init(_ report: FileReport) { self.report = report }
    }

    /// What planning decided besides the placements.
    struct PlanNotes {
        var rejected: [PackageManifest.Rejected] = []
        /// Icon sets and documents the packaged targets do not use (or `--icon-set` did not choose).
        var unused: Set<String> = []
        /// Why the package cannot be made as asked (exit 2): two different App Store icons.
        var conflicts: [String] = []
    }

    public func build(sources: [String]) -> PackageResult {
        var result = PackageResult(report: CheckReport(preset: checker.configuration.preset.name, files: [], command: "package"))
        // What would be written is decided first: nothing is checked when nothing could be written.
        result.problems = PackageOutputs.problems(options: options, sources: sources)
        var signingKey: Curve25519.Signing.PrivateKey?
        if let path = options.signingKey {
            do throws(AlertPackError) { signingKey = try PackageSignature.privateKey(path: path) } catch { result.problems.append(error.message) }
        }
        guard result.problems.isEmpty else { return result }
        // Changes after this moment make a source "changed since it was checked".
        let checkedAt = FileCopy.now(in: URL(fileURLWithPath: options.output).deletingLastPathComponent().path)

        // Our own outputs, and any other package, are never sources.
        var report = checker.checkPackageSources(sources, output: options.output)
        report.command = "package"
        result.report = report
        afterCheck?()
        guard report.problems.isEmpty else {
            result.problems = report.problems
            return result
        }
        // With a project, its targets say which icons ship, under which names.
        let projectFolders = report.files.filter { $0.kind == .project }.map { FileName.parent(of: $0.path) } + (options.project.map { [$0] } ?? [])
        let projects = projectFolders.uniqued().map { XcodeProject.read(folder: NameAliases.shared.openPath($0)) }
        let iconPlan = PackageIconPlan.make(projects: projects, options: options)
        if let iconPlan {
            result.problems += iconPlan.problems
            if options.iconSet != nil {
                result.problems.append("--icon-set chooses among sets when there is no project; with a project, its targets choose (--target)")
            }
            result.targets = iconPlan.targets.map {
                PackageTargetRecord(name: $0.name, configuration: $0.configuration, appIcon: $0.appIcon, alternates: $0.alternates)
            }
            result.missingIcons = iconPlan.missing
            result.projectNotes = iconPlan.notes
        } else if !options.targets.isEmpty || options.buildConfiguration != nil {
            result.problems.append("--target and --build-configuration need an Xcode project among the sources, or --project")
        }
        guard result.problems.isEmpty else { return result }
        do throws(AlertPackError) {
            let (placements, notes) = plan(report, sources: sources, icons: iconPlan)
            let rejected = notes.rejected
            result.unusedIcons = notes.unused.sorted()
            guard notes.conflicts.isEmpty else {
                result.problems = notes.conflicts
                return result
            }
            let staging = try PackageFolder.staging(for: options.output)
            defer {
                try? FileManager.default.removeItem(atPath: staging)
                Interruption.shared.unregister(staging)
            }
            var manifest = PackageManifest(
                preset: .init(name: checker.configuration.preset.name, sha256: checker.configuration.preset.sha256),
                createdAt: options.timestamp, assets: [], rejected: rejected)
            manifest.targets = result.targets
            try fill(staging, placements: placements, reports: report.files, manifest: &manifest, checkedAt: checkedAt)
            // The generated catalogs are checked like any others. One that fails (an icon set
            // without its App Store icon) is left out with its images, each rejected with the
            // reason, so that nothing `package` writes fails `verify`.
            let sets = manifest.assets.filter {
                $0.role == .catalog && ($0.path.hasSuffix(".appiconset/Contents.json") || $0.path.hasSuffix(".launchimage/Contents.json"))
            }
            .map { FileName.parent(of: $0.path) }
            result.catalogFindings =
                sets.isEmpty
                ? []
                : checker.checkPackageSources(sets.map { staging + "/" + $0 }, output: options.output).files.filter {
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
            try checkBudget(manifest)
            // Streamed: a package of 50,000 files has a manifest of tens of MB.
            let manifestPath = staging + "/" + PackageManifest.fileName
            let written = try manifest.write(to: manifestPath)
            guard written.size <= Int64(PackageZip.maxManifestBytes) else {
                throw AlertPackError(
                    "manifest.json would be \(written.size) bytes, more than the \(PackageZip.maxManifestBytes) verify reads; split the package")
            }
            if let signingKey {
                let manifestBytes = try RandomAccessFile.contents(path: manifestPath, maxBytes: PackageZip.maxManifestBytes, what: "manifest.json")
                try AtomicFile.write(
                    try PackageSignature.sign(manifest: manifestBytes, with: signingKey), to: staging + "/" + PackageSignature.fileName)
            }
            PackageFolder.normalise(staging)
            // The zip is written from the finished staging folder and renamed into place just
            // before the folder is: a killed run leaves both old or, in the moment between two
            // renames, only the folder old, never a new folder beside an old zip for long.
            if let zip = options.zip { try PackageArchive.write(folder: staging, to: zip) }
            try PackageFolder.swap(staging, into: options.output)
            result.digest = "sha256:" + written.sha256
            if let digestFile = options.digestFile { try AtomicFile.write(result.digest! + "\n", to: digestFile) }
            result.manifest = manifest
        } catch {
            result.problems.append(error.message)
        }
        return result
    }

    /// What verify unpacks, the packager never exceeds: a package past `package.too-large`'s
    /// entries or bytes is not written (verify would refuse it).
    private func checkBudget(_ manifest: PackageManifest) throws(AlertPackError) {
        let budget = UnpackBudget(rules: checker.configuration.rules)
        // The manifest itself and a signature are entries too.
        let entries = manifest.assets.count + 2
        let bytes = manifest.assets.reduce(Int64(0)) { $0 &+ $1.size }
        if entries > budget.maxEntries || entries > PackageZip.maxEntriesRead {
            throw AlertPackError(
                "the package would hold \(entries) entries, more than the \(min(budget.maxEntries, PackageZip.maxEntriesRead)) verify unpacks (package.too-large); split it, or raise maxEntries in the preset"
            )
        }
        if bytes > budget.maxBytes {
            throw AlertPackError(
                "the package would hold \(bytes) bytes, more than the \(budget.maxBytes) verify unpacks (package.too-large); split it, or raise maxBytes in the preset"
            )
        }
    }

    /// Decides where every approved file goes, and what is rejected (collisions included).
    private func plan(_ report: CheckReport, sources: [String], icons iconPlan: PackageIconPlan?) -> ([Placement], PlanNotes) {
        var placements: [Placement] = []
        var notes = PlanNotes()
        var rejected: [PackageManifest.Rejected] = []
        var bundles: [String: String] = [:]
        let relative = { (path: String) in AbsolutePath.relative(path, to: FileManager.default.currentDirectoryPath) }
        let roots = sources.compactMap(AbsolutePath.real)
        let named = Set(sources)
        for (index, file) in report.files.enumerated() {
            if file.kind == .sound || file.kind == .image, let problem = Self.linkProblem(file.path, named: named, roots: roots) {
                rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings, reason: problem))
                continue
            }
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
                    placements.append(Placement(source: file.path, path: "Sounds/" + name, role: .sound, slots: [], reportIndex: index))
                } else if options.convert && Set(errors.map(\.rule)).isSubset(of: options.convertibleRules) {
                    // The name the app will reference: the source's, with the target's extension.
                    let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
                    let converted = base + "." + options.conversion.target.fileExtension
                    placements.append(
                        Placement(source: file.path, path: "Sounds/" + converted, role: .sound, slots: [], reportIndex: index, convert: true))
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
                    let iconSlots = slots.filter { $0.kind == .icon }
                    let parent = FileName.parent(of: file.path)
                    let sourceSet = parent.lowercased().hasSuffix(".appiconset") ? parent : nil
                    if let iconPlan, let sourceSet {
                        // Project packaging: the set goes where the targets that use it want it, or nowhere.
                        let destinations = iconPlan.destinations[AbsolutePath.of(sourceSet)] ?? []
                        if destinations.isEmpty { notes.unused.insert(relative(sourceSet)) }
                        for destination in destinations {
                            placements.append(
                                Placement(
                                    source: file.path, path: destination.folder + "/" + name, role: destination.isAlternate ? .alternateIcon : .icon,
                                    slots: iconSlots, reportIndex: index, set: destination.folder, target: destination.target))
                        }
                        continue
                    }
                    if let chosen = options.iconSet, !Self.isChosen(set: sourceSet, chosen) {
                        notes.unused.insert(relative(sourceSet ?? file.path))
                        continue
                    }
                    placements.append(
                        Placement(
                            source: file.path, path: Self.iconSet + "/" + name, role: .icon, slots: iconSlots, reportIndex: index, set: Self.iconSet))
                } else if slots.contains(where: { $0.kind == .launch }) {
                    placements.append(
                        Placement(source: file.path, path: Self.launchSet + "/" + name, role: .launchImage, slots: slots, reportIndex: index))
                } else {
                    placements.append(Placement(source: file.path, path: "Images/" + name, role: .image, slots: [], reportIndex: index))
                }
            case .iconBundle:
                guard errors.isEmpty else {
                    rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings))
                    continue
                }
                // Copied whole: every file in it (hidden ones aside), icon.json carrying the facts.
                let inside: [String]
                switch Self.bundleFiles(file.path, roots: roots) {
                case .success(let files): inside = files
                case .failure(let refusal):
                    rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings, reason: refusal.reason))
                    continue
                }
                var destinations = [(folder: Self.iconsFolder + "/" + name, target: String?.none)]
                if let iconPlan {
                    destinations = (iconPlan.destinations[AbsolutePath.of(file.path)] ?? []).map { ($0.folder, $0.target) }
                    if destinations.isEmpty { notes.unused.insert(relative(file.path)) }
                }
                for (folder, target) in destinations {
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
                        // icon.json carries the document's report; every other file a plain one.
                        let inner =
                            relativePath == "icon.json"
                            ? nil : ReportBox(FileReport(path: file.path + "/" + relativePath, kind: .file, facts: .none, findings: []))
                        placements.append(
                            Placement(
                                source: file.path + "/" + relativePath, path: folder + "/" + relativePath, role: .appIcon, slots: [],
                                reportIndex: index, innerBox: inner, bundle: folder, target: target))
                    }
                }
            case .iconSet, .launchSet:
                // A set's own errors (a missing file, an invalid entry) are reported; its good images still go in.
                if !errors.isEmpty { rejected.append(.init(source: relative(file.path), kind: file.kind.rawValue, findings: file.findings)) }
            case .project, .attachment, .manifest, .file, .payload, .actions:
                // Not packaged: a project's and an attachment's findings are check's to report.
                continue
            }
        }
        // Two sources may not land on one name, nor fill one slot of one set: a file that needs no
        // conversion beats one that does, then the first in path order is kept; each later one
        // is rejected, saying which source holds its place. A byte-identical copy (a widget's copy
        // of the app icon) is the same asset, kept once; two different App Store icons for one
        // generated set cannot be chosen between by path order, and stop the run.
        var byPath: [String: String] = [:]
        var bySlot: [String: String] = [:]
        var kept: [Placement] = []
        var digests: [String: String] = [:]
        /// Whether two sources hold the same bytes (each hashed once, only when they collide).
        func identical(_ a: String, _ b: String) -> Bool {
            for path in [a, b] where digests[path] == nil { digests[path] = (try? FileDigest.sha256(path: path).hex) ?? "" }
            return digests[a] != "" && digests[a] == digests[b]
        }
        for placement in placements.sorted(by: { ($0.convert ? 1 : 0, $0.source) < ($1.convert ? 1 : 0, $1.source) }) {
            let slotKeys = placement.slots.map {
                (placement.set ?? placement.role.rawValue) + " "
                    + $0.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") + ($0.appearance ?? "")
            }
            var reason: String?
            if let (index, other) = slotKeys.enumerated().compactMap({ index, key in bySlot[key].map { (index, $0) } }).first {
                if identical(other, placement.source) { continue }
                let slot = placement.slots[index]
                if Self.isStoreSlot(slot) && placement.set == Self.iconSet {
                    notes.conflicts.append(
                        "two different App Store icons for \(slot.platform): \(relative(other)) and \(relative(placement.source)); package cannot tell which the app ships: name the project (--project) or choose a set with --icon-set NAME"
                    )
                    continue
                }
                reason = "it fills the slot \(slot.label), which \(relative(other)) already fills"
            } else if let other = byPath[placement.path] {
                if identical(other, placement.source) { continue }
                reason = "it would be packaged as \(placement.path), which \(relative(other)) already is"
            }
            if let reason {
                rejected.append(
                    .init(
                        source: relative(placement.source), kind: placement.report(in: report.files).kind.rawValue,
                        findings: placement.report(in: report.files).findings, reason: reason)
                )
                continue
            }
            byPath[placement.path] = placement.source
            for key in slotKeys { bySlot[key] = placement.source }
            kept.append(placement)
        }
        placements = kept
        notes.rejected = rejected.sorted { $0.source < $1.source }
        return (placements.sorted { $0.path < $1.path }, notes)
    }

    /// Whether an image's icon set is the one `--icon-set` chose: by path (a value with a slash),
    /// else by name (`NAME` or `NAME.appiconset`). A loose image is never the chosen set's.
    static func isChosen(set: String?, _ chosen: String) -> Bool {
        guard let set else { return false }
        if chosen.contains("/") {
            return AbsolutePath.of(set) == AbsolutePath.of(chosen.hasSuffix("/") ? String(chosen.dropLast()) : chosen)
        }
        let name = FileName.last(of: set)
        return name == chosen || name == chosen + ".appiconset"
    }

    /// The slot of an App Store image: the marketing slot, or a single-size set's 1024 image.
    static func isStoreSlot(_ slot: ImageSlot) -> Bool {
        slot.kind == .icon && (slot.marketing || (slot.width == 1024 && slot.height == 1024 && slot.appearance == nil))
    }

    /// Copies or converts every placement into the staging folder and writes the catalogs.
    private func fill(
        _ staging: String, placements: [Placement], reports files: [FileReport], manifest: inout PackageManifest, checkedAt: timespec?
    ) throws(AlertPackError) {
        let converter = Converter(checker: checker, options: options.conversion)
        // Reserved once: grown by doubling, 50,000 assets would leave up to half again unused.
        manifest.assets.reserveCapacity(manifest.assets.count + placements.count + 8)
        var icons: [String: [(String, ImageSlot)]] = [:]
        var launches: [(String, ImageSlot)] = []
        for placement in placements {
            let target = staging + "/" + placement.path
            try Self.makeFolder(for: target)
            let checked = placement.report(in: files)
            let source = AbsolutePath.relative(placement.source, to: FileManager.default.currentDirectoryPath)
            var facts = checked.facts
            var findings = checked.findings
            var conversion: PackageManifest.Conversion?
            let digest: (hex: String, size: Int64)
            if placement.convert {
                let converted = converter.convert(input: placement.source, to: target)
                guard let after = converted.after, converted.error == nil, after.verdict != .fail else {
                    let reason =
                        converted.error ?? "the converted sound still fails: "
                        + (converted.after?.findings.filter { $0.severity == .error }.map(\.message).joined(separator: "; ") ?? "")
                    manifest.rejected.append(.init(source: source, kind: "sound", findings: checked.findings, reason: "not converted: " + reason))
                    try? FileManager.default.removeItem(atPath: target)
                    continue
                }
                facts = after.facts
                // The converted sound was checked in the staging folder, whose name changes every
                // run: its findings name it by its path in the package, as the manifest does.
                findings = after.findings.map { $0.naming(staging + "/", as: "") }
                conversion = .init(target: options.conversion.target.rawValue, steps: converted.steps)
                digest = try FileDigest.sha256(path: target)
            } else {
                // Hashed as it is copied; a source edited since its check is not passed off as checked.
                let copied = try FileCopy.copy(placement.source, to: target, since: checkedAt)
                guard !copied.changed else {
                    try? FileManager.default.removeItem(atPath: target)
                    manifest.rejected.append(
                        .init(
                            source: source, kind: checked.kind.rawValue, findings: checked.findings,
                            reason: "it changed after it was checked (while package ran); run package again"))
                    continue
                }
                digest = (copied.sha256, copied.size)
            }
            manifest.assets.append(
                .init(
                    source: source, path: placement.path,
                    role: placement.role, slot: placement.slots.isEmpty ? nil : placement.slots.map(\.description).joined(separator: "; "),
                    sha256: digest.hex, size: digest.size, facts: facts, findings: findings.filter { $0.severity != .error },
                    conversion: conversion, target: placement.target))
            for slot in placement.slots {
                if placement.role == .icon || placement.role == .alternateIcon {
                    icons[placement.set ?? Self.iconSet, default: []].append((FileName.last(of: placement.path), slot))
                }
                if placement.role == .launchImage { launches.append((FileName.last(of: placement.path), slot)) }
            }
        }
        manifest.rejected.sort { $0.source < $1.source }
        var sets = icons
        if !launches.isEmpty { sets[Self.launchSet] = launches }
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
                    source: nil, path: path, role: .catalog, slot: nil, sha256: digest.hex, size: digest.size, facts: nil, findings: [],
                    conversion: nil, target: path.hasPrefix("Targets/") ? String(path.split(separator: "/")[1]) : nil))
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
            let catalog = FileName.parent(of: folder)
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
        // Never after an interrupt began (it would recreate a staging folder being removed).
        let failure = Interruption.shared.creating { () -> String? in
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                return nil
            } catch {
                return error.localizedDescription
            }
        }
        if let failure { throw AlertPackError("cannot create \(folder): \(failure)") }
    }
}
