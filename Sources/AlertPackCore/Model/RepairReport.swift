/// What `fix` did, file by file, and the check of everything once it was done.
public struct RepairReport: Sendable {
    /// One entry per file that had a finding at warning or error level, in path order.
    public var files: [RepairOutcome]
    /// The check before anything was changed, in brief.
    public var before: CheckReport.Summary
    /// The check of the same paths after the repairs (the plan's check with `--dry-run`).
    public var after: CheckReport
    /// Whether this was only a plan (`--dry-run`): nothing was written.
    public var dryRun: Bool

    public init(files: [RepairOutcome], before: CheckReport.Summary, after: CheckReport, dryRun: Bool) {
        self.files = files
        self.before = before
        self.after = after
        self.dryRun = dryRun
    }

    /// Files changed (or, in a dry run, that would be).
    public var repairedCount: Int { files.filter { $0.status == .repaired || $0.status == .planned }.count }

    /// 2 when a repair failed or a path could not be read; else the after-check's code.
    public func exitCode(strict: Bool) -> Int32 {
        if files.contains(where: { $0.status == .failed }) { return 2 }
        return after.exitCode(strict: strict)
    }
}

/// What `fix` did about one file's findings.
public struct RepairOutcome: Sendable {
    public enum Status: String, Sendable {
        /// Repaired and replaced in place (or renamed, with `--rename`).
        case repaired
        /// `--dry-run`: this is what would be done.
        case planned
        /// Nothing safe to do: every finding stays, each with its reason.
        case left
        /// A repair was tried and did not land: the file is as it was.
        case failed
    }

    public var path: String
    public var status: Status
    /// What was (or would be) done, step by step, as a person would say it.
    public var steps: [String]
    /// The rule ids the repair addressed.
    public var addressed: [String]
    /// Findings left as they are, each with why (intentional silence, clipping, no option given).
    public var left: [LeftFinding]
    /// The file's new name, when `--rename` changed its extension.
    public var renamedTo: String?
    /// Files that name the old file (payloads, the project, sources): to be updated by hand.
    public var references: [String]
    /// Why the repair failed, when it did.
    public var error: String?

    public init(path: String, status: Status, steps: [String] = [], addressed: [String] = [], left: [LeftFinding] = []) {
        self.path = path
        self.status = status
        self.steps = steps
        self.addressed = addressed
        self.left = left
        self.renamedTo = nil
        self.references = []
        self.error = nil
    }
}

/// A finding `fix` leaves, and why.
public struct LeftFinding: Sendable, Equatable {
    public var rule: String
    public var reason: String

    public init(rule: String, reason: String) {
        self.rule = rule
        self.reason = reason
    }
}
