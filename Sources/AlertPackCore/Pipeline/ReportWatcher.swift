import Foundation

/// The live visual report (`report --watch`): checks the paths once and writes the report, then
/// polls: a file (or set, document, project) that is new, changed or gone is checked again or
/// dropped, and the report is written again, whole and atomically, then the stamp beside it
/// (`LivePage`) that tells an open page to reload; nothing else reloads it. Unchanged files keep
/// their earlier reports. File times only say what to check again: a file checked again whose
/// section reads as before (it was touched, or checked out with the same bytes) is no change,
/// and the page is not written. `finish` leaves a plain report when the watch ends. Polling,
/// not file-system events: it works the same everywhere, and a designer's folder is small.
public final class ReportWatcher {
    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable { case added, modified, removed }
        public var kind: Kind
        public var path: String
        /// The new verdict (none for a removed file).
        public var verdict: Verdict?
    }

    private let checker: Checker
    /// The run's aliases (the checker's): reports of names that are not UTF-8 are filed under
    /// the names shown, and their files looked at through the links.
    private var aliases: NameAliases { checker.configuration.aliases }
    private let paths: [String]
    private let output: String
    private let reloadSeconds: Double
    /// Each job's reports (one, or a built app's and its sounds'), by the job's report path.
    private var reports: [String: [FileReport]] = [:]
    /// What a job could not read at all (a built app that is no zip), by its report path.
    private var jobProblems: [String: [String]] = [:]
    private var stamps: [String: String] = [:]
    /// What the page shows of each file: a digest of its section.
    private var shown: [String: String] = [:]
    /// The version of the page last written.
    private var written: String?
    private var order: [String] = []
    public private(set) var run: ReportRun
    /// Payloads the report draws (`report --payloads`): drawn again when a payload, a strings
    /// file, the categories or an icon changes.
    public var notifications: (maker: PreviewMaker, paths: [String], options: PreviewOptions)?
    private var notificationStamp: String?
    /// What the page shows of the notifications drawn: a digest of their section.
    private var notificationsShown: String?
    private var started = false
    private var drawn: PreviewBatch?

    public init(checker: Checker, paths: [String], output: String, reloadSeconds: Double) {
        var checker = checker
        checker.collectsMedia = true
        self.checker = checker
        self.paths = paths
        self.output = output
        self.reloadSeconds = reloadSeconds
        self.run = ReportRun(command: "check", preset: checker.configuration.preset.name)
    }

    /// Checks everything and writes the first report.
    public func start() throws(AlertPackError) {
        _ = try poll()
    }

    /// Looks for changes; re-checks and rewrites the report when there are any (and the first
    /// time). Returns what changed, in report order.
    @discardableResult
    public func poll() throws(AlertPackError) -> [Change] {
        let first = !started
        started = true
        let plan = checker.plan(paths: paths)
        var current: [String: String] = [:]
        var changedJobs: [Checker.Job] = []
        var kinds: [String: Change.Kind] = [:]
        for job in plan.jobs {
            let key = job.reportPath
            let stamp = Self.stamp(job, aliases: aliases)
            current[key] = stamp
            if stamps[key] == nil {
                changedJobs.append(job)
                kinds[key] = .added
            } else if stamps[key] != stamp {
                changedJobs.append(job)
                kinds[key] = .modified
            }
        }
        let removed = order.filter { current[$0] == nil }
        let redrawn = redrawNotifications()
        stamps = current
        guard first || !changedJobs.isEmpty || !removed.isEmpty || redrawn else { return [] }
        let shownChanged = recheck(changedJobs)
        for key in removed { (reports[key], shown[key], jobProblems[key]) = (nil, nil, nil) }
        order = plan.jobs.map(\.reportPath)
        let problems = plan.problems + order.flatMap { jobProblems[$0] ?? [] }
        run = ReportRun(command: "check", preset: checker.configuration.preset.name, skipped: plan.skipped, problems: problems)
        run.notifications = drawn
        // Nothing the page shows changed (files touched, or checked out as they were): no write.
        guard version != written else { return [] }
        try write()
        guard !first else { return [] }
        var changes = removed.map { Change(kind: .removed, path: aliases.display($0), verdict: nil) }
        if redrawn { changes.append(Change(kind: .modified, path: "Notifications (payloads, strings, icons)", verdict: nil)) }
        for job in changedJobs where shownChanged.contains(job.reportPath) {
            guard let report = reports[job.reportPath]?.first, let kind = kinds[job.reportPath] else { continue }
            changes.append(Change(kind: kind, path: report.path, verdict: report.verdict))
        }
        return changes
    }

    /// Checks the jobs again and keeps their reports and problems; returns the jobs whose
    /// section of the page now reads differently.
    private func recheck(_ changedJobs: [Checker.Job]) -> Set<String> {
        let subplan = Checker.Plan(jobs: changedJobs, skipped: [], pathProblems: [])
        var fresh: [String: [FileReport]] = [:]
        // A job's reports come together, its own first (a built app's sounds are below its path).
        var owner: String?
        let summary = checker.run(subplan) { report in
            if let owner, report.path.hasPrefix(owner + "/") {
                fresh[owner, default: []].append(report)
            } else {
                owner = report.path
                fresh[report.path] = [report]
            }
        }
        // Reports are filed under their shown path; jobs under their own (the same unless aliased).
        var shownChanged: Set<String> = []
        for job in changedJobs {
            let key = job.reportPath
            jobProblems[key] = summary.problems.filter { $0.path == aliases.display(key) }.map(\.description)
            guard let made = fresh[key] ?? fresh[aliases.display(key)] else {
                (reports[key], shown[key]) = (nil, nil)
                continue
            }
            reports[key] = made
            let digest = made.map(LivePage.digest(of:)).joined(separator: ";")
            if shown[key] != digest { shownChanged.insert(key) }
            shown[key] = digest
        }
        return shownChanged
    }

    /// Draws the payloads again when what they are drawn from changed (or the first time).
    private func redrawNotifications() -> Bool {
        guard let notifications else { return false }
        let stamp = notificationInputsStamp(notifications)
        guard stamp != notificationStamp else { return false }
        drawn = notifications.maker.render(paths: notifications.paths, options: notifications.options)
        // Stamped from the inputs the drawing found (an icon the project names included).
        notificationStamp = notificationInputsStamp(notifications)
        let digest = drawn.map(LivePage.digest(of:))
        defer { notificationsShown = digest }
        return digest != notificationsShown
    }

    private func notificationInputsStamp(_ source: (maker: PreviewMaker, paths: [String], options: PreviewOptions)) -> String {
        let watched = source.paths + [source.options.stringsFolder].compactMap { $0 } + (drawn?.inputs ?? [])
        return watched.map { "\($0)=\(Self.pathStamp($0, aliases: aliases))" }.joined(separator: "|")
    }

    /// Polls every `interval` seconds until `shouldStop`, reporting each round's changes.
    public func watch(interval: Double, onChange: ([Change]) -> Void, shouldStop: () -> Bool = { false }) throws(AlertPackError) {
        while !shouldStop() {
            usleep(UInt32(max(0.05, interval) * 1_000_000))
            let changes = try poll()
            if !changes.isEmpty { onChange(changes) }
        }
    }

    /// The stamp beside the report that a live page looks at.
    private var stampPath: String {
        let parent = FileName.parent(of: output)
        return (parent.isEmpty ? "" : parent + "/") + LivePage.stampName(for: output)
    }

    /// The version of the page as it stands: what it shows (each file's section in page order,
    /// the notifications drawn, the problems and skipped paths), never when files were written.
    private var version: String {
        let files = order.compactMap { key in shown[key].map { "\(key)=\($0)" } }
        return LivePage.version(of: files + ["|"] + run.problems + ["|"] + run.skipped + ["|", notificationsShown ?? ""])
    }

    /// Writes the report once more as a plain page (no looking for changes) and removes the
    /// stamp: what is left when the watch ends.
    public func finish() throws(AlertPackError) {
        try write(live: false)
        unlink(stampPath)
    }

    private func write(live: Bool = true) throws(AlertPackError) {
        let page = LivePage(version: version, stampName: LivePage.stampName(for: output))
        written = page.version
        let reporter = live ? HTMLReporter(live: page, lookSeconds: reloadSeconds) : HTMLReporter()
        let writer = try ReportWriter(reporter: reporter, destination: .file(output))
        var summary = CheckReport.Summary()
        try writer.begin(run)
        for key in order {
            for report in reports[key] ?? [] {
                summary.add(report)
                try writer.add(report)
            }
        }
        run.summary = summary
        try writer.finish(run)
        // After the page: a page that sees the new version finds the new report.
        if live { try AtomicFile.write(page.stamp, to: stampPath) }
    }

    /// What a job's files look like now: sizes and modification times of the file, or of every
    /// file in a set's or document's folder, or of a project's project.pbxproj.
    static func stamp(_ job: Checker.Job, aliases: NameAliases) -> String {
        switch job {
        case .sound(let path, _), .image(let path, _, _, _, _, _, _), .attachment(let path): return stat(path, aliases)
        case .set(let subject, _): return folder(FileName.parent(of: subject.set.contentsPath), aliases)
        case .iconBundle(let path): return folder(path, aliases)
        case .project(let project): return stat(project.documentPath, aliases)
        case .appConfig(let project):
            // Every config that may apply (one that could not be read too), package.json (the
            // SDK), each file the configs read and each file they name.
            let names = AppConfigMarker.names.sorted() + ["package.json"] + project.facts.files + project.facts.assets.compactMap(\.path)
            return names.map { stat(project.folder + "/" + $0, aliases) }.joined(separator: "|")
        case .androidProject(let project, _):
            // Each file it read: the manifests, the resources, the build file.
            let files =
                project.facts.sourceSets.compactMap(\.manifest) + project.facts.resources.map(\.path)
                + (project.facts.build.map { [$0.file] } ?? [])
            return files.map { stat(project.path($0), aliases) }.joined(separator: "|")
        case .web(let path, let facts):
            // The file and each image it names.
            return ([path] + facts.images.compactMap(\.path)).map { stat($0, aliases) }.joined(separator: "|")
        case .builtApp(let path, let projects, _):
            return ([pathStamp(path, aliases: aliases)] + projects.map { stat($0.documentPath, aliases) }).joined(separator: "|")
        }
    }

    // lstat, not FileManager's attributes: those read /etc/passwd and /etc/group for every file.
    private static func stat(_ path: String, _ aliases: NameAliases) -> String {
        var info = Glibc.stat()
        guard lstat(aliases.openPath(path), &info) == 0 else { return "-1@0" }
        return "\(info.st_size)@\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    private static func folder(_ path: String, _ aliases: NameAliases) -> String {
        let names = (FileManager.default.enumerator(atPath: aliases.openPath(path))?.allObjects as? [String] ?? []).sorted()
        return names.map { "\($0)=\(stat(path + "/" + $0, aliases))" }.joined(separator: ";")
    }

    /// A file's stamp, or every file's in a folder.
    static func pathStamp(_ path: String, aliases: NameAliases) -> String {
        var isFolder: ObjCBool = false
        let isFolderNow = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        return isFolderNow ? folder(path, aliases) : stat(path, aliases)
    }
}
