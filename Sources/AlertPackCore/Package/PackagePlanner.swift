import Foundation

/// Planning a package, file by file: where each approved file goes (its role, its set, its
/// slots), what is rejected and why, then the collisions between what would be placed.
struct PackagePlanner {
    let options: PackageOptions
    let iconPlan: PackageIconPlan?
    /// The sources' real paths: links must lead inside them.
    let roots: [String]
    /// The sources as named.
    let named: Set<String>
    /// The run's aliases: a file reached through one cannot be placed under its own name.
    let aliases: NameAliases
    var placements: [PackagePlacement] = []
    var notes = Notes()
    var rejected: [PackageManifest.Rejected] = []
    /// Icon Composer documents placed, by their folder in the package.
    var bundles: [String: String] = [:]

    /// What planning decided besides the placements.
    struct Notes {
        var rejected: [PackageManifest.Rejected] = []
        /// Icon sets and documents the packaged targets do not use (or `--icon-set` did not choose).
        var unused: Set<String> = []
        /// Why the package cannot be made as asked (exit 2): two different App Store icons.
        var conflicts: [String] = []
        /// Sounds and images only other platforms ship (an Android raw sound), with those platforms.
        var otherPlatforms: [String] = []
    }

    /// Decides where every approved file goes, and what is rejected (collisions included).
    static func plan(
        _ report: CheckReport, sources: [String], options: PackageOptions, icons iconPlan: PackageIconPlan?, aliases: NameAliases
    ) -> ([PackagePlacement], Notes) {
        var planner = PackagePlanner(options: options, iconPlan: iconPlan, sources: sources, aliases: aliases)
        for (index, file) in report.files.enumerated() { planner.place(file, index: index) }
        return planner.finish(report)
    }

    init(options: PackageOptions, iconPlan: PackageIconPlan?, sources: [String], aliases: NameAliases) {
        self.options = options
        self.iconPlan = iconPlan
        self.aliases = aliases
        roots = sources.compactMap(AbsolutePath.real)
        named = Set(sources)
    }

    func relative(_ path: String) -> String { AbsolutePath.relative(path, to: FileManager.default.currentDirectoryPath) }

    mutating func reject(_ file: FileReport, reason: String? = nil) {
        rejected.append(.init(source: relative(file.path), kind: file.kind, findings: file.findings, reason: reason))
    }

    /// Places one checked file (the `index`th report), or rejects it.
    mutating func place(_ file: FileReport, index: Int) {
        if file.kind == .sound || file.kind == .image, let problem = PackageBundleFiles.linkProblem(file.path, named: named, roots: roots) {
            reject(file, reason: problem)
            return
        }
        // A name that is not UTF-8 was checked through an alias, but cannot be a path in a
        // package (nor in the Xcode project that takes it).
        if aliases.isAliased(file.path) {
            reject(file, reason: "its name is not UTF-8, which a package cannot hold; rename it in UTF-8")
            return
        }
        if file.kind == .sound || file.kind == .image { return placeShipped(file, index: index) }
        let errors = file.findings.filter { $0.severity == .error }
        switch file.kind {
        case .iconBundle: placeBundle(file, index: index, errors: errors)
        case .iconSet, .launchSet:
            // A set's own errors (a missing file, an invalid entry) are reported; its good images still go in.
            if !errors.isEmpty { reject(file) }
        case .sound, .image, .project, .appConfig, .androidProject, .webManifest, .webScript, .attachment, .builtApp, .manifest, .file, .payload,
            .actions:
            // Not packaged: a project's, an attachment's and a built app's findings are check's to report.
            return
        }
    }

    /// Places a sound where iOS takes it (`Sounds/`), converted when its iOS errors are ones
    /// conversion clears.
    mutating func placeSound(_ file: FileReport, index: Int, platforms: [AssetPlatform], convert: Bool) {
        let name = FileName.last(of: file.path)
        guard convert else {
            return placements.append(
                PackagePlacement(source: file.path, path: "Sounds/" + name, role: .sound, slots: [], reportIndex: index, platforms: platforms))
        }
        // The name the app will reference: the source's, with the target's extension.
        let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
        let converted = base + "." + options.conversion.target.fileExtension
        placements.append(
            PackagePlacement(
                source: file.path, path: "Sounds/" + converted, role: .sound, slots: [], reportIndex: index, convert: true, platforms: platforms))
    }

    /// Places an image (that passes) where iOS takes it: the generated icon or launch set its
    /// slots name, else `Images/`.
    mutating func placeImage(_ file: FileReport, index: Int, platforms: [AssetPlatform]) {
        let name = FileName.last(of: file.path)
        let slots = Self.catalogSlots(of: file)
        if let orphan = slots.first(where: { $0.attributes["idiom"] == nil }) {
            // A loose name from before asset catalogs (a 512 iTunesArtwork) names no slot a
            // catalog has: a generated Contents.json entry without an idiom would fail verify.
            return reject(
                file, reason: "no asset catalog slot takes it (\(orphan.description)); upload it separately if it is still needed")
        }
        if slots.contains(where: { $0.kind == .icon }) {
            placeIcon(file, index: index, slots: slots.filter { $0.kind == .icon })
        } else if slots.contains(where: { $0.kind == .launch }) {
            placements.append(
                PackagePlacement(
                    source: file.path, path: PackageBuilder.launchSet + "/" + name, role: .launchImage, slots: slots, reportIndex: index))
        } else {
            placements.append(
                PackagePlacement(source: file.path, path: "Images/" + name, role: .image, slots: [], reportIndex: index, platforms: platforms))
        }
    }

    private mutating func placeIcon(_ file: FileReport, index: Int, slots iconSlots: [ImageSlot]) {
        let name = FileName.last(of: file.path)
        let parent = FileName.parent(of: file.path)
        let sourceSet = ContainerFolder.CatalogSet(folderIgnoringCase: parent) == .appIcon ? parent : nil
        if let iconPlan, let sourceSet {
            // Project packaging: the set goes where the targets that use it want it, or nowhere.
            let destinations = iconPlan.destinations[AbsolutePath.of(sourceSet)] ?? []
            if destinations.isEmpty { notes.unused.insert(relative(sourceSet)) }
            for destination in destinations {
                placements.append(
                    PackagePlacement(
                        source: file.path, path: destination.folder + "/" + name, role: destination.isAlternate ? .alternateIcon : .icon,
                        slots: iconSlots, reportIndex: index, set: destination.folder, target: destination.target))
            }
            return
        }
        if let chosen = options.iconSet, !Self.isChosen(set: sourceSet, chosen) {
            notes.unused.insert(relative(sourceSet ?? file.path))
            return
        }
        placements.append(
            PackagePlacement(
                source: file.path, path: PackageBuilder.iconSet + "/" + name, role: .icon, slots: iconSlots, reportIndex: index,
                set: PackageBuilder.iconSet))
    }

    private mutating func placeBundle(_ file: FileReport, index: Int, errors: [Finding]) {
        guard errors.isEmpty else { return reject(file) }
        // Copied whole: every file in it (hidden ones aside), icon.json carrying the facts.
        let inside: [String]
        switch PackageBundleFiles.list(file.path, roots: roots) {
        case .success(let files): inside = files
        case .failure(let refusal): return reject(file, reason: refusal.reason)
        }
        var destinations = [(folder: PackageBuilder.iconsFolder + "/" + FileName.last(of: file.path), target: String?.none)]
        if let iconPlan {
            destinations = (iconPlan.destinations[AbsolutePath.of(file.path)] ?? []).map { ($0.folder, $0.target) }
            if destinations.isEmpty { notes.unused.insert(relative(file.path)) }
        }
        for (folder, target) in destinations {
            // A bundle stands or falls whole: a second one of the same name is rejected, never mixed in.
            if let other = bundles[PackageNameFold.key(folder)] {
                reject(
                    file,
                    reason:
                        "it would be packaged as \(folder), which \(relative(other)) already is (names that differ only by case are one name on macOS)"
                )
                continue
            }
            bundles[PackageNameFold.key(folder)] = file.path
            for relativePath in inside {
                // icon.json carries the document's report; every other file a plain one.
                let inner =
                    relativePath == "icon.json"
                    ? nil : PackagePlacement.ReportBox(FileReport(path: file.path + "/" + relativePath, kind: .file, facts: .none, findings: []))
                placements.append(
                    PackagePlacement(
                        source: file.path + "/" + relativePath, path: folder + "/" + relativePath, role: .appIcon, slots: [],
                        reportIndex: index, innerBox: inner, bundle: folder, target: target))
            }
        }
    }

    /// Two sources may not land on one name, nor fill one slot of one set: a file that needs
    /// no conversion beats one that does, then the first in path order is kept; each later
    /// one is rejected, saying which source holds its place. A byte-identical copy (a
    /// widget's copy of the app icon) is the same asset, kept once; two different App Store
    /// icons for one generated set cannot be chosen between by path order, and stop the run.
    mutating func finish(_ report: CheckReport) -> ([PackagePlacement], Notes) {
        // By folded name: two names that differ only by case or normalisation are one on macOS
        // (and compared byte for byte below: Swift's == holds such names equal already).
        var byPath: [String: (path: String, source: String)] = [:]
        var bySlot: [String: String] = [:]
        var kept: [PackagePlacement] = []
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
                if Self.isStoreSlot(slot) && placement.set == PackageBuilder.iconSet {
                    notes.conflicts.append(
                        "two different App Store icons for \(slot.platform): \(relative(other)) and \(relative(placement.source)); package cannot tell which the app ships: name the project (--project) or choose a set with --icon-set NAME"
                    )
                    continue
                }
                reason = "it fills the slot \(slot.label), which \(relative(other)) already fills"
            } else if let other = byPath[PackageNameFold.key(placement.path)] {
                if identical(other.source, placement.source) { continue }
                reason =
                    other.path.utf8.elementsEqual(placement.path.utf8)
                    ? "it would be packaged as \(placement.path), which \(relative(other.source)) already is"
                    : "it would be packaged as \(placement.path), which differs only by case or Unicode normalisation from \(other.path), where \(relative(other.source)) already is: on macOS one would replace the other"
            }
            if let reason {
                reject(placement.report(in: report.files), source: placement.source, reason: reason)
                continue
            }
            byPath[PackageNameFold.key(placement.path)] = (placement.path, placement.source)
            for key in slotKeys { bySlot[key] = placement.source }
            kept.append(placement)
        }
        notes.rejected = rejected.sorted { $0.source < $1.source }
        return (kept.sorted { $0.path < $1.path }, notes)
    }

    /// Rejects a placed source (a file of a bundle is rejected under its own path).
    private mutating func reject(_ report: FileReport, source: String, reason: String) {
        rejected.append(.init(source: relative(source), kind: report.kind, findings: report.findings, reason: reason))
    }

    /// Whether an image's icon set is the one `--icon-set` chose: by path (a value with a slash),
    /// else by name (`NAME` or `NAME.appiconset`). A loose image is never the chosen set's.
    static func isChosen(set: String?, _ chosen: String) -> Bool {
        guard let set else { return false }
        if chosen.contains("/") {
            return AbsolutePath.of(set) == AbsolutePath.of(chosen.hasSuffix("/") ? String(chosen.dropLast()) : chosen)
        }
        let name = FileName.last(of: set)
        return name == chosen || name == chosen + ContainerFolder.CatalogSet.appIcon.rawValue
    }

    /// The slot of an App Store image: the marketing slot, or a single-size set's 1024 image.
    static func isStoreSlot(_ slot: ImageSlot) -> Bool {
        slot.kind == .icon && (slot.marketing || (slot.width == 1024 && slot.height == 1024 && slot.appearance == nil))
    }
}
