import CFileSystem
import Foundation

/// The check pipeline: discover files → identify and inspect each (facts) → rules (findings).
/// Files are inspected in parallel; the report keeps path order, so output is deterministic.
public struct Checker: Sendable {
    public var configuration: CheckConfiguration
    /// How many files are inspected at once.
    public var jobs: Int
    /// The journal a supervisor reads to name a crash's file, and the files it left out (each
    /// reported with an `internal-error` finding instead of its check).
    package var supervision = Supervision.none
    /// Whether each report carries its media for the visual report (decoding each sound once
    /// more for its waveform and preview): done by the same workers, right after the check.
    public var collectsMedia = false
    /// Folders never taken as sources (`package`'s outputs, by identity).
    package var excludedFolders: Set<FileIdentity> = []
    /// Whether folders holding an alertpack manifest.json are left out as sources (`package`).
    package var skipsPackages = false
    /// A package's app icon sets and their roles, by absolute folder (`checkPackage`): when set,
    /// sets are judged by these alone, and no project is looked for around them.
    package var packageRoles: [String: IconSetRole]?
    /// Whether a named path that holds nothing to check (an empty or missing folder, a device,
    /// a FIFO) is accepted (`--allow-empty`) instead of being a problem (exit 2).
    public var allowsEmptyPaths = false
    /// Whether the config's ignore patterns apply to named paths too (`--force-exclude`), as
    /// they do to what a walk finds.
    public var excludesNamedPaths = false
    /// Whether built apps found are checked: not for what `package` takes as sources, nor for
    /// what `fix` repairs (a built app is what was built, and its signature covers its files).
    package var checksBuiltApps = true
    /// Built apps to compare with a project (`check --project X --built App.ipa`, or both
    /// named): the project's folder by the app's absolute path.
    public var builtAgainst: [String: String] = [:]
    /// The git revision a run compares with (`check --changed-since REV`): an Android module's
    /// channels are compared with those its sources created then (`android.channel-sound-changed`).
    public var changedSince: String?
    /// The top of the repository `changedSince` was found in (`ChangedFiles.root`): a module of
    /// another repository (a submodule) is not compared, since the revision means another commit
    /// there. Nil: each module's own repository.
    package var changedSinceRepository: String?

    public init(configuration: CheckConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Called as files finish: (files done, files in all, the file just done). From worker threads.
    public typealias Progress = @Sendable (Int, Int, String) -> Void

    /// Checks everything in `plan` in parallel and hands each report to `deliver` in path order,
    /// on the calling thread, as soon as it and every earlier one are done. Only a bounded
    /// window of finished reports waits at any time, whatever the number of files.
    /// Returns the verdict counts, and the built apps that could not be read at all (`problems`).
    @discardableResult
    public func run(_ plan: Plan, progress: Progress? = nil, deliver: (FileReport) throws -> Void) rethrows -> CheckReport.Summary {
        let done = ParallelMap.Counter()
        var summary = CheckReport.Summary()
        let jobs = supervision.jobs ?? self.jobs
        let planned = plan.jobs
        try ParallelMap.forEachInOrder(
            Array(planned.indices), jobs: jobs, window: max(64, jobs * 16),
            { index in
                // The file a few places ahead starts coming into the cache while this one is
                // checked: a folder that is not cached is read while the CPUs work, not after.
                if index + 2 * jobs < planned.count { planned[index + 2 * jobs].prefetch(configuration.aliases) }
                let outcome = check(planned[index])
                if let progress { progress(done.increment(), plan.count, outcome.reports.first?.path ?? planned[index].reportPath) }
                return outcome
            },
            deliver: { outcome in
                summary.problems += outcome.problems
                for report in outcome.reports {
                    summary.add(report)
                    try deliver(report)
                }
            })
        return summary
    }

    /// Checks `paths` and keeps every report: for callers that need the whole report at once
    /// (packaging, the HTML report). Streamed output should use `plan` and `run`.
    public func check(paths: [String], progress: Progress? = nil) -> CheckReport {
        let plan = plan(paths: paths)
        var files: [FileReport] = []
        files.reserveCapacity(plan.count)
        let summary = run(plan, progress: progress) { files.append($0) }
        var report = CheckReport(preset: configuration.preset.name, files: files, skipped: plan.skipped)
        report.pathProblems = plan.pathProblems + summary.problems
        report.outputs = plan.outputs
        return report
    }

    /// What one job gives: its reports in path order (one, or a built app's and then one per
    /// sound it bundles), and what could not be read at all (a run problem, exit 2).
    struct Outcome: Sendable {
        var reports: [FileReport]
        var problems: [Problem] = []
    }

    func check(_ job: Job) -> Outcome {
        let path = job.reportPath
        let leftOut = { (reason: String) in
            Outcome(reports: [
                FileReport(path: configuration.aliases.display(path), kind: job.kind, facts: .none, findings: [Finding.internalError(reason)])
            ])
        }
        return supervision.perform(path, skipped: leftOut) {
            var report: FileReport
            switch job {
            case .sound(let path, let platforms): report = checkSound(at: path, platforms: platforms)
            case .image(let path, let slots, let inCatalog, let role, let setFindings, let declared, let platforms):
                report = checkImage(at: path, slots: slots, inCatalog: inCatalog, role: role, declared: declared, platforms: platforms)
                if !setFindings.isEmpty { report.add(setFindings) }
            case .set(let subject, let findings): report = checkSet(subject, findings: findings)
            case .iconBundle(let folder): report = checkIconBundle(at: folder)
            case .project(let project): report = checkProject(project)
            case .appConfig(let project): report = checkAppConfig(project)
            case .androidProject(let project, let declared): report = checkAndroidProject(project, declared: declared)
            case .web(let path, let facts): report = checkWeb(at: path, facts: facts)
            case .attachment(let path): report = checkAttachment(at: path)
            case .builtApp(let path, let projects, let paired): return checkBuiltApp(at: path, against: projects, paired: paired)
            }
            // Under the same journal entry: a decoder that dies drawing a waveform names its file.
            if collectsMedia && report.media == nil {
                report.media = ReportMediaBuilder.media(for: report, settings: configuration.measurementSettings, aliases: configuration.aliases)
            }
            return Outcome(reports: [finished(report)])
        }
    }

    /// A report as it leaves the checker: named as the user knows it, suppressions applied.
    func finished(_ report: FileReport) -> FileReport {
        let named = configuration.aliases.isEmpty ? report : report.named(by: configuration.aliases)
        return configuration.suppressions.apply(named)
    }

}
