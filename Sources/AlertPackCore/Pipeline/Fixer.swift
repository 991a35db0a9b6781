import Foundation

/// `fix`: check → plan a repair for each file with a finding at warning or error level →
/// carry the repairs out in parallel, each written beside its file, checked, and renamed into
/// place → check again. Files without such a finding are never written. A sound whose repair
/// uncovers another (a cut sound now measured too quiet) is repaired again, up to three times,
/// so that one run reaches the point where a second changes nothing.
public struct Fixer: Sendable {
    public var checker: Checker
    public var options: RepairOptions
    /// Plan only: say what would be done, write nothing.
    public var dryRun = false
    static let maxRounds = 3

    public init(checker: Checker, options: RepairOptions) {
        self.checker = checker
        // A built app is what was built: repairing a file in it would break its signature.
        self.checker.checksBuiltApps = false
        self.options = options
    }

    public func run(paths: [String]) -> RepairReport {
        let before = checker.check(paths: paths)
        let planner = RepairPlanner(configuration: checker.configuration, options: options)
        let android = Self.androidPaths(before)
        let plans = Self.claimingNewNames(before.files.filter { !android.contains($0.path) }.compactMap(planner.plan))
        if dryRun { return rehearse(plans, before: before, planner: planner, named: paths) }
        var outcomes = ParallelMap.map(plans, jobs: checker.jobs) { plan in repair(plan, planner: planner, named: paths, staging: .inPlace) }
        outcomes += androidRepairs(before, named: paths, rehearsal: false)
        let renamed = Dictionary(outcomes.compactMap { outcome in outcome.renamedTo.map { (outcome.path, $0) } }, uniquingKeysWith: { a, _ in a })
        var after = checker.check(paths: paths.map { renamed[$0] ?? $0 })
        // A path named before the repair that its rename took away is no problem of the run.
        after.pathProblems = after.pathProblems.filter { problem in !renamed.keys.contains { problem.path?.contains($0) == true } }
        return RepairReport(files: outcomes, before: before.summary, after: after, dryRun: false)
    }

    /// Plans whose new name another plan, earlier in path order, already takes (`tone.mp3` and
    /// `tone.m4a` both to become `tone.caf`) are left: which of them would get the name must not
    /// depend on which repair finishes first, and a dry run must say the same.
    static func claimingNewNames(_ plans: [RepairPlan]) -> [RepairPlan] {
        var claimed: [String: String] = [:]
        return plans.map { plan in
            guard plan.resultPath != plan.path else { return plan }
            let key = OutputNaming.resolved(plan.resultPath)
            guard let other = claimed[key] else {
                claimed[key] = plan.path
                return plan
            }
            let reason = "\(plan.resultPath) is also the new name of \(other), which is renamed first; nothing is renamed over it"
            return RepairPlan(
                path: plan.path, work: nil, intent: [], addressed: [], left: plan.left + plan.addressed.map { LeftFinding(rule: $0, reason: reason) })
        }
    }

    /// `--dry-run`: every plan carried out as `fix` carries it out (the same conversions, checks
    /// and judgements, rounds included) into a private folder, and nothing moved into place: what
    /// would be repaired is said with the steps `fix` will take, what it would not keep or cannot
    /// do is left with its reason. The folder goes when the run ends.
    private func rehearse(_ plans: [RepairPlan], before: CheckReport, planner: RepairPlanner, named: [String]) -> RepairReport {
        PrivateFolder.removeStale(prefix: "fix-dry-run")
        let folder: String
        do throws(AlertPackError) {
            folder = try PrivateFolder.makeRegistered(prefix: "fix-dry-run")
        } catch {
            let outcomes = plans.map { plan in
                var outcome = RepairOutcome(path: plan.path, status: plan.work == nil ? .left : .failed, left: plan.left)
                outcome.error = plan.work == nil ? nil : "cannot rehearse the repair: \(error.message)"
                return outcome
            }
            return RepairReport(files: outcomes, before: before.summary, after: before, dryRun: true)
        }
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            Interruption.shared.unregister(folder)
        }
        var outcomes = ParallelMap.map(plans, jobs: checker.jobs) { plan in
            var outcome = repair(plan, planner: planner, named: named, staging: .rehearsal(folder: folder))
            if outcome.status == .repaired { outcome.status = .planned }
            return outcome
        }
        outcomes += androidRepairs(before, named: named, rehearsal: true)
        return RepairReport(files: outcomes, before: before.summary, after: before, dryRun: true)
    }

    /// One file's repair, from its plan.
    private func repair(_ plan: RepairPlan, planner: RepairPlanner, named: [String], staging: RepairStaging) -> RepairOutcome {
        if plan.work != nil, let reason = Self.notReplaceable(plan.path, aliases: checker.configuration.aliases) {
            return RepairOutcome(path: plan.path, status: .left, left: plan.addressed.map { LeftFinding(rule: $0, reason: reason) } + plan.left)
        }
        let images = ImageRepairer(inspector: checker.configuration.effective(for: plan.path).imageInspector, staging: staging)
        switch plan.work {
        case .none:
            return RepairOutcome(path: plan.path, status: .left, left: plan.left)
        case .flatten(let background):
            return images.apply(plan, background: background)
        case .grayscale:
            return images.grayscale(plan)
        case .toSRGB:
            return images.toSRGB(plan)
        case .toPNG(let format, let width, let height):
            return images.toPNG(plan, format: format, width: width, height: height)
        case .rename(let target):
            return withReferences(rename(plan, to: target, staging: staging), named: named)
        case .sound(let conversion, let output):
            return withReferences(repairSound(plan, conversion: conversion, output: output, planner: planner, staging: staging), named: named)
        }
    }

    /// A sound whose content already plays, given the name it needs (in a rehearsal, only
    /// whether the name is free).
    private func rename(_ plan: RepairPlan, to target: String, staging: RepairStaging) -> RepairOutcome {
        var outcome = RepairOutcome(path: plan.path, status: .repaired, steps: plan.intent, addressed: plan.addressed, left: plan.left)
        do throws(AlertPackError) {
            if staging.isRehearsal {
                var status = stat()
                if lstat(target, &status) == 0 { throw AlertPackError.work(.alreadyExists(target)) }
            } else {
                try StagedPath.move(plan.path, to: target, removing: nil)
            }
            outcome.renamedTo = target
        } catch {
            outcome.status = .failed
            outcome.error = error.message
        }
        return outcome
    }

    /// Repairs a sound, and again while its repaired check still plans work (bounded). Each
    /// repaired check is planned once. The checks judge the staged result as the file it becomes.
    private func repairSound(
        _ plan: RepairPlan, conversion: ConversionOptions, output: String, planner: RepairPlanner, staging: RepairStaging
    ) -> RepairOutcome {
        var judging = checker
        judging.configuration = checker.configuration.effective(for: output)
        let repairer = SoundRepairer(checker: judging, staging: staging)
        let first = repairer.apply(plan, conversion: conversion, output: output)
        var outcome = first.outcome
        var (after, content) = (first.after, first.content)
        var rounds = 1
        while let report = after {
            guard let next = planner.plan(report) else {
                outcome.left = []
                break
            }
            guard rounds < Self.maxRounds else { break }
            guard case .sound(let more, let target)? = next.work, target == report.path else {
                outcome.left = next.left
                break
            }
            let again = repairer.apply(next, conversion: more, output: target, input: content)
            rounds += 1
            guard again.outcome.status == .repaired else {
                outcome.left = next.left + again.outcome.left
                break
            }
            outcome.steps += again.outcome.steps
            outcome.addressed = (outcome.addressed + again.outcome.addressed).uniqued()
            outcome.left = again.outcome.left
            (after, content) = (again.after, again.content)
        }
        return outcome
    }

    /// A renamed file's outcome with the files that still name it by its old name: looked for in
    /// its git work tree, else in the folder named on the command line that holds it.
    private func withReferences(_ outcome: RepairOutcome, named: [String]) -> RepairOutcome {
        guard outcome.renamedTo != nil else { return outcome }
        var outcome = outcome
        let file = AbsolutePath.of(outcome.path)
        let folders = named.map(AbsolutePath.of).filter { $0 != file && AbsolutePath.isWithin(file, $0) }
        let parent = FileName.parent(of: file)
        let root = RepositoryRoot.of(outcome.path) ?? folders.min { $0.utf8.count < $1.utf8.count } ?? (parent.isEmpty ? "/" : parent)
        let here = AbsolutePath.of(".") + "/"
        outcome.references = RenameReferences.find(FileName.last(of: outcome.path), under: root).map {
            $0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0
        }
        return outcome
    }

    /// Why a file is not replaced by a new one: a path that is not UTF-8 is reached only through
    /// an alias, a symbolic link would become a file (and the file it points to keep its
    /// problem), a hard link's other names would keep the old bytes.
    static func notReplaceable(_ path: String, aliases: NameAliases) -> String? {
        if aliases.isAliased(path) {
            return
                "its path is not valid UTF-8 (its other bytes are shown as \\xNN), and fix writes the repair under that path: rename it in UTF-8 first (for example `convmv -f latin1 -t utf8 --notest NAME`)"
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { return "it cannot be looked at any more" }
        if (status.st_mode & S_IFMT) == S_IFLNK { return "it is a symbolic link: repair the file it points to" }
        if status.st_nlink > 1 { return "it has \(status.st_nlink) hard links: replacing it would leave the other names with the old file" }
        return nil
    }
}
