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
        self.options = options
    }

    public func run(paths: [String]) -> RepairReport {
        let before = checker.check(paths: paths)
        let planner = RepairPlanner(configuration: checker.configuration, options: options)
        let plans = before.files.compactMap(planner.plan)
        if dryRun {
            let outcomes = plans.map { plan in
                RepairOutcome(
                    path: plan.path, status: plan.work == nil ? .left : .planned, steps: plan.intent, addressed: plan.addressed, left: plan.left)
            }
            return RepairReport(files: outcomes, before: before.summary, after: before, dryRun: true)
        }
        let outcomes = ParallelMap.map(plans, jobs: checker.jobs) { plan in repair(plan, planner: planner, named: paths) }
        let renamed = Dictionary(outcomes.compactMap { outcome in outcome.renamedTo.map { (outcome.path, $0) } }, uniquingKeysWith: { a, _ in a })
        var after = checker.check(paths: paths.map { renamed[$0] ?? $0 })
        after.problems = after.problems.filter { problem in !renamed.keys.contains { problem.contains($0) } }
        return RepairReport(files: outcomes, before: before.summary, after: after, dryRun: false)
    }

    /// One file's repair, from its plan.
    private func repair(_ plan: RepairPlan, planner: RepairPlanner, named: [String]) -> RepairOutcome {
        if plan.work != nil, let reason = Self.notReplaceable(plan.path) {
            return RepairOutcome(path: plan.path, status: .left, left: plan.addressed.map { LeftFinding(rule: $0, reason: reason) } + plan.left)
        }
        switch plan.work {
        case .none:
            return RepairOutcome(path: plan.path, status: .left, left: plan.left)
        case .flatten(let background):
            return ImageRepairer(inspector: checker.configuration.imageInspector).apply(plan, background: background)
        case .grayscale:
            return ImageRepairer(inspector: checker.configuration.imageInspector).grayscale(plan)
        case .toSRGB:
            return ImageRepairer(inspector: checker.configuration.imageInspector).toSRGB(plan)
        case .toPNG(let format, let width, let height):
            return ImageRepairer(inspector: checker.configuration.imageInspector).toPNG(plan, format: format, width: width, height: height)
        case .rename(let target):
            var outcome = RepairOutcome(path: plan.path, status: .repaired, steps: plan.intent, addressed: plan.addressed, left: plan.left)
            do throws(AlertPackError) {
                try StagedPath.move(plan.path, to: target, removing: nil)
                outcome.renamedTo = target
            } catch {
                outcome.status = .failed
                outcome.error = error.message
            }
            return withReferences(outcome, named: named)
        case .sound(let conversion, let output):
            return withReferences(repairSound(plan, conversion: conversion, output: output, planner: planner), named: named)
        }
    }

    /// Repairs a sound, and again while its repaired check still plans work (bounded). Each
    /// repaired check is planned once.
    private func repairSound(_ plan: RepairPlan, conversion: ConversionOptions, output: String, planner: RepairPlanner) -> RepairOutcome {
        let repairer = SoundRepairer(checker: checker)
        var (outcome, after) = repairer.apply(plan, conversion: conversion, output: output)
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
            let (again, repaired) = repairer.apply(next, conversion: more, output: target)
            rounds += 1
            guard again.status == .repaired else {
                outcome.left = next.left + again.left
                break
            }
            outcome.steps += again.steps
            outcome.addressed = (outcome.addressed + again.addressed).uniqued()
            outcome.left = again.left
            after = repaired
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

    /// Why a file is not replaced by a new one: a symbolic link would become a file (and the
    /// file it points to keep its problem), a hard link's other names would keep the old bytes.
    static func notReplaceable(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "it cannot be looked at any more" }
        if (status.st_mode & S_IFMT) == S_IFLNK { return "it is a symbolic link: repair the file it points to" }
        if status.st_nlink > 1 { return "it has \(status.st_nlink) hard links: replacing it would leave the other names with the old file" }
        return nil
    }
}
