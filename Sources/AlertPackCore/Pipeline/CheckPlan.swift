import CFileSystem
import Foundation

extension Checker {
    /// One unit of parallel work.
    enum Job: Sendable {
        /// A sound, judged by the rules of the platforms that ship it (`Checker.platforms`).
        case sound(String, platforms: [AssetPlatform])
        /// An image; `setFindings` are its set's findings that concern it (`Finding.concernedFile`).
        /// `role`: what its set is to the app that ships, when a project says.
        /// `declared`: what cross-platform configs name it as (an Expo `icon`), when any do.
        case image(
            String, slots: [ImageSlot], inCatalog: Bool, role: IconSetRole?, setFindings: [Finding], declared: [DeclaredAsset] = [],
            platforms: [AssetPlatform] = [.ios])
        /// A set, with its own findings (judged when the plan was made: they decide which of
        /// them go with a file of the set instead).
        case set(CatalogSubject, findings: [Finding])
        case iconBundle(String)
        case project(XcodeProject)
        /// A cross-platform project's configs (Expo, Capacitor, Cordova, Flutter), read once.
        case appConfig(AppConfigProject)
        /// An Android app module, read once, with what the cross-platform configs around it
        /// declare for Android (`declared`, paths absolute).
        case androidProject(AndroidProject, declared: [DeclaredAsset])
        /// A Web App Manifest or a script that shows notifications, read once (`WebAppDeclarations`).
        case web(String, WebAppFacts)
        case attachment(String)
        /// A built app (`.ipa`, `.app`, `.xcarchive`) and the projects it may be built from: the
        /// one the run pairs it with (`paired`), else those that can govern it, nearest first
        /// (`ProjectLocator`), of which the first with an app target of its name is compared.
        case builtApp(String, projects: [XcodeProject], paired: Bool)

        /// Starts a sound's or an image's first megabytes on their way into the page cache.
        func prefetch(_ aliases: NameAliases) {
            switch self {
            case .sound(let path, _), .image(let path, _, _, _, _, _, _), .attachment(let path):
                apk_prefetch(aliases.openPath(path), 8 << 20)
            case .set, .iconBundle, .project, .appConfig, .androidProject, .web, .builtApp: break
            }
        }

        /// The kind of report it gives.
        var kind: AssetKind {
            switch self {
            case .sound: return .sound
            case .image: return .image
            case .set(let subject, _): return subject.set.kind == .appIcon ? .iconSet : .launchSet
            case .iconBundle: return .iconBundle
            case .project: return .project
            case .appConfig: return .appConfig
            case .androidProject: return .androidProject
            case .web(_, let facts): return facts.source == .manifest ? .webManifest : .webScript
            case .attachment: return .attachment
            case .builtApp: return .builtApp
            }
        }

        /// The path its report is filed under (a set's under its Contents.json).
        var reportPath: String {
            switch self {
            case .sound(let path, _), .image(let path, _, _, _, _, _, _), .iconBundle(let path), .attachment(let path), .builtApp(let path, _, _):
                return path
            case .set(let subject, _): return subject.set.contentsPath
            case .project(let project): return project.documentPath
            case .appConfig(let project): return project.reportPath
            case .androidProject(let project, _): return project.reportPath
            case .web(let path, _): return path
            }
        }
    }

    /// What a run will check, in report order, and what discovery found besides.
    public struct Plan: Sendable {
        var jobs: [Job]
        /// Files named on the command line that are not assets we check (not an error).
        public var skipped: [String]
        /// Paths that could not be read at all, or named paths that hold nothing to check
        /// (exit code 2).
        package var pathProblems: [Problem]
        /// Folders left out as packages or outputs (`skipsPackages`, `excludedFolders`).
        public var outputs: [String] = []
        /// What the user should know that is no finding of a file: names that differ only by
        /// Unicode normalisation (two files here, one on macOS).
        public var warnings: [String] = []
        /// The problems as reports print them.
        public var problems: [String] {
            get { pathProblems.map(\.description) }
            set { pathProblems = newValue.map(Problem.init) }
        }
        /// How many reports the run will give.
        public var count: Int { jobs.count }
        /// The report paths, in order.
        public var reportPaths: [String] { jobs.map(\.reportPath) }
    }

    /// Discovers the files under `paths` and orders the work by report path.
    ///
    /// Each file is judged in its whole context, whatever was named: a file inside an asset
    /// catalog set with the set (its slots, its set's findings about it), a file inside an Icon
    /// Composer document or a project as that document or project, and an app icon set with
    /// every project that can govern it, found by walking up to the repository's top
    /// (`ProjectLocator`). Only what was named, or found below a named folder, is reported.
    public func plan(paths: [String]) -> Plan {
        let scope = CheckScope(named: paths, ignore: excludesNamedPaths ? configuration.ignore : nil, aliases: configuration.aliases)
        var discovery = FileDiscovery(ignore: configuration.ignore, attachments: configuration.attachments, aliases: configuration.aliases)
        discovery.excludedFolders = excludedFolders
        discovery.skipsPackages = skipsPackages
        discovery.allowsEmpty = allowsEmptyPaths
        var discovered = discovery.discover(scope.discoveryPaths)
        // Configs read once: reported, asked about the files they name, and, named alone, adding those.
        var configs = AppConfigCache()
        let (configJobs, namedConfigs) = appConfigJobs(discovered, named: scope.discoveryPaths, cache: &configs)
        discovered = addingDeclaredFiles(to: discovered, named: scope.discoveryPaths, configs: &configs, discovery: discovery)
        let web = WebAppDeclarations(discovered, coveredBy: scope.discoveryPaths, discovery: discovery)
        var work: [Job] = discovered.sounds.map { path in
            .sound(path, platforms: shippingPlatforms(of: path, declared: configs.uses(of: path)))
        }
        for path in discovered.images {
            let slot = configuration.slots.looseSlot(fileName: FileName.last(of: path))
            let declared = configs.uses(of: path) + web.uses(of: path)
            work.append(
                .image(
                    path, slots: slot.map { [$0] } ?? [], inCatalog: false, role: nil, setFindings: [], declared: declared,
                    platforms: shippingPlatforms(of: path, declared: declared)))
        }
        // Every project is read once: those found below named folders are reported, and with
        // those found above a set they say what the set is for.
        var projects = ProjectCache(aliases: configuration.aliases)
        for folder in discovered.projects { work.append(.project(projects.read(folder))) }
        var locator = ProjectLocator(ignore: configuration.ignore)
        for folder in discovered.sets {
            guard let set = AssetCatalogSet.read(folder: folder) else { continue }
            let governed = set.kind == .appIcon && packageRoles == nil
            work += jobs(for: set, projects: governed ? locator.projects(governing: folder).map { projects.read($0) } : [])
        }
        work += discovered.iconBundles.map { .iconBundle($0) }
        work += configJobs + web.jobs
        work += androidModuleJobs(discovered.androidModules, named: scope.discoveryPaths, configs: &configs)
        work += discovered.attachments.map { .attachment($0) }
        if checksBuiltApps { work += builtAppJobs(discovered.builtApps, named: paths, locator: &locator, projects: &projects) }
        work = work.filter { scope.reports($0.reportPath) }
        // Report order is path order, in the order of the names the user knows (an alias of a
        // name that is not UTF-8 sorts by the name it stands for); ties keep discovery order.
        let aliases = configuration.aliases.isEmpty ? nil : configuration.aliases
        let shown = { (job: Job) in aliases?.display(job.reportPath) ?? job.reportPath }
        let ordered = work.enumerated().sorted { (shown($0.element), $0.offset) < (shown($1.element), $1.offset) }.map(\.element)
        var problems = discovered.pathProblems
        var skipped = discovered.skipped + namedConfigs
        let refused = checksBuiltApps ? [] : Self.namedBuiltApps(discovered.builtApps, named: scope.discoveryPaths)
        problems += refused.map { Problem(path: $0, kind: .other, message: Self.builtAppNotSource) }
        let holdingNothing = scope.namedHoldingNothing(reports: ordered.map(\.reportPath), discovered: discovered, checksBuiltApps: checksBuiltApps)
        for empty in holdingNothing where !refused.contains(where: { AbsolutePath.isWithin(AbsolutePath.of(empty.path), AbsolutePath.of($0)) }) {
            if allowsEmptyPaths || !empty.isFolder {
                skipped.append(empty.path)
            } else {
                problems.append(Problem(path: empty.path, kind: .holdsNothing, message: "\(empty.reason) (--allow-empty accepts it)"))
            }
        }
        var plan = Plan(jobs: ordered, skipped: skipped, pathProblems: problems, outputs: discovered.outputs)
        plan.warnings = Self.normalisationTwins(ordered.map(\.reportPath))
        return plan
    }

    /// Why a built app named to a run that does not check built apps (`fix`, `package`) gives nothing.
    static let builtAppNotSource =
        "is a built app: fix and package work on an app's sources, never on what was built (its files are signed); change the sources in the project and build again (alertpack check reads the built app)"

    /// The built apps the user named (or named a file inside), as discovered: those a run that
    /// does not check built apps must say it leaves alone; one found by walking a folder is not.
    static func namedBuiltApps(_ apps: [String], named: [String]) -> [String] {
        let named = Set(named.map { AbsolutePath.of($0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0) })
        return apps.filter { named.contains(AbsolutePath.of($0)) }
    }

    /// Each built app with the projects it may be compared with: the one the run pairs it with
    /// (`builtAgainst`, or one of each named), else those above it, as a set meets its projects
    /// (the first with an app of its name is compared, at check time, when its name is known).
    private func builtAppJobs(_ apps: [String], named: [String], locator: inout ProjectLocator, projects: inout ProjectCache) -> [Job] {
        let pairs = builtAgainst.isEmpty ? Self.namedPair(named) : builtAgainst
        let here = FileManager.default.currentDirectoryPath
        return apps.map { app in
            let paired = pairs[AbsolutePath.of(app)]
            // A project found above is spelled from here, as a walk from here would name it.
            let above = locator.projects(governing: app).map { AbsolutePath.isBelow($0, here) ? AbsolutePath.relative($0, to: here) : $0 }
            return .builtApp(app, projects: (paired.map { [$0] } ?? above).map { projects.read($0) }, paired: paired != nil)
        }
    }

    /// A built app and a project to compare, when the paths name exactly one of each
    /// (`check App.xcodeproj Build/App.ipa`): the project's folder by the app's absolute path.
    static func namedPair(_ paths: [String]) -> [String: String] {
        let trimmed = paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        // Each project by its absolute path, spelled as first named.
        var projects: [String: String] = [:]
        for path in trimmed {
            let named = FileName.last(of: path) == "project.pbxproj" ? FileName.parent(of: path) : path
            guard ContainerFolder.isProject(named) else { continue }
            if projects[AbsolutePath.of(named)] == nil { projects[AbsolutePath.of(named)] = named }
        }
        let apps = Set(trimmed.filter { ContainerFolder.isBuiltApp($0) || ContainerFolder.isIPA($0) }.map(AbsolutePath.of))
        guard projects.count == 1, apps.count == 1, let project = projects.values.first, let app = apps.first else { return [:] }
        return [app: project]
    }

    /// Report paths that are different bytes but the same text to Swift (canonically
    /// equivalent: café in NFC and in NFD): each is checked, and the user is told that an APFS
    /// or HFS+ volume would hold only one of them.
    static func normalisationTwins(_ paths: [String]) -> [String] {
        var byText: [String: [String]] = [:]
        for path in paths { byText[path, default: []].append(path) }
        return byText.values.filter { Set($0.map { Array($0.utf8) }).count > 1 }.map { twins in
            let shown = twins.map {
                VisibleText.of(Array($0.utf8)) + " (" + ($0.utf8.elementsEqual($0.precomposedStringWithCanonicalMapping.utf8) ? "NFC" : "not NFC")
                    + ")"
            }
            return
                "\(shown.joined(separator: " and ")) differ only by Unicode normalisation: both are checked here, but a Mac's file system keeps one of them"
        }.sorted()
    }

    /// A set's own job and one per image file in it: each existing file once, with every slot
    /// that names it and the set's findings that concern it. A file no entry uses is judged
    /// too when a finding concerns it, so that finding has a file to go with.
    private func jobs(for set: AssetCatalogSet, projects: [XcodeProject]) -> [Job] {
        let subject = CatalogSubject(
            set: set, entries: set.entries.map { ($0, SlotResolver.resolve($0, kind: set.kind, tables: configuration.slots)) })
        // Judged as the app ships: the App Store icon if any project's shipping configuration
        // makes it the primary icon; else an alternate's or extension's; a set only
        // configurations that do not ship use has its findings at info level.
        // In a package, the role its manifest records (`packageRoles`).
        let role =
            packageRoles.map { $0[AbsolutePath.of(set.folder)] }
            ?? IconSetRole.combined(projects.compactMap { $0.role(of: set.folder, preferred: configuration.buildConfiguration) })
        let unshipped = role.flatMap(Self.unshippedNote)
        var slotsByFile: [String: [ImageSlot]] = [:]
        for (entry, slot) in subject.entries {
            guard let filename = entry.filename, subject.fileExists(filename) else { continue }
            var slots = slotsByFile[filename] ?? []
            if let resolved = slot.sizedSlot { slots.append(resolved) }
            slotsByFile[filename] = slots
        }
        var setFindings: [Finding] = []
        var fileFindings: [String: [Finding]] = [:]
        for finding in configuration.effective(for: set.contentsPath).rules.evaluate(subject, lowering: unshipped) {
            if let file = finding.concernedFile, subject.fileExists(file), slotsByFile[file] != nil || Self.isImageName(file) {
                fileFindings[file, default: []].append(finding)
            } else {
                setFindings.append(finding)
            }
        }
        var jobs: [Job] = [.set(subject, findings: setFindings)]
        for filename in Set(slotsByFile.keys).union(fileFindings.keys).sorted() {
            jobs.append(
                .image(
                    set.folder + "/" + filename, slots: slotsByFile[filename] ?? [], inCatalog: true, role: role,
                    setFindings: fileFindings[filename] ?? []))
        }
        return jobs
    }

    /// Why a set's findings do not count, for a set only configurations that do not ship use.
    static func unshippedNote(_ role: IconSetRole) -> String? {
        guard case .notShipped(let names) = role else { return nil }
        return "only \(names.joined(separator: ", ")) \(names.count == 1 ? "uses" : "use") this set, and the app ships in another configuration"
    }

    /// An image by its name, for a file in a set that no entry uses.
    private static func isImageName(_ name: String) -> Bool {
        ["png", "jpg", "jpeg", "heic", "gif", "tif", "tiff", "pdf", "svg", "webp"].contains(FileName.extension(of: name))
    }
}

/// Projects read once each, by their absolute path, spelled as first met.
private struct ProjectCache {
    /// The run's aliases: a project whose path is not UTF-8 is read through its link.
    let aliases: NameAliases
    private var byPath: [String: XcodeProject] = [:]

    init(aliases: NameAliases) { self.aliases = aliases }

    /// The project at `folder` (an `.xcodeproj`, or an XcodeGen spec's or Tuist manifest's path), read once.
    mutating func read(_ folder: String) -> XcodeProject {
        let key = AbsolutePath.of(folder)
        if let known = byPath[key] { return known }
        var project: XcodeProject
        if ContainerFolder.isTuistManifest(folder) {
            project = TuistProject.read(path: folder)
        } else if ContainerFolder.isProjectSpec(folder) {
            project = XcodeGenSpec.read(path: folder)
        } else {
            project = XcodeProject.read(folder: aliases.openPath(folder))
            project.folder = folder
        }
        byPath[key] = project
        return project
    }
}
