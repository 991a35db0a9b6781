import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where every approved file goes in the package, and what is rejected.
extension PackageBuilder {
    /// One file on its way into the package.
    struct Placement {
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

    /// Decides where every approved file goes, and what is rejected (collisions included).
    func plan(_ report: CheckReport, sources: [String], icons iconPlan: PackageIconPlan?) -> ([Placement], PlanNotes) {
        var placements: [Placement] = []
        var notes = PlanNotes()
        var rejected: [PackageManifest.Rejected] = []
        var bundles: [String: String] = [:]
        let relative = { (path: String) in AbsolutePath.relative(path, to: FileManager.default.currentDirectoryPath) }
        let roots = sources.compactMap(AbsolutePath.real)
        let named = Set(sources)
        for (index, file) in report.files.enumerated() {
            if file.kind == .sound || file.kind == .image, let problem = Self.linkProblem(file.path, named: named, roots: roots) {
                rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings, reason: problem))
                continue
            }
            // A name that is not UTF-8 was checked through an alias, but cannot be a path in a
            // package (nor in the Xcode project that takes it).
            if NameAliases.shared.isAliased(file.path) {
                rejected.append(
                    .init(
                        source: relative(file.path), kind: file.kind, findings: file.findings,
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
                    rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings))
                }
            case .image:
                guard errors.isEmpty else {
                    rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings))
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
                            source: relative(file.path), kind: file.kind, findings: file.findings,
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
                    rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings))
                    continue
                }
                // Copied whole: every file in it (hidden ones aside), icon.json carrying the facts.
                let inside: [String]
                switch Self.bundleFiles(file.path, roots: roots) {
                case .success(let files): inside = files
                case .failure(let refusal):
                    rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings, reason: refusal.reason))
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
                                source: relative(file.path), kind: file.kind, findings: file.findings,
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
                if !errors.isEmpty { rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings)) }
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
                        source: relative(placement.source), kind: placement.report(in: report.files).kind,
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
}
