import Foundation

/// Carries out a sound's plan: converts it into a staged file beside it (every step in one
/// pass), checks the result with the same rules, and moves it into place only when it is
/// better: none of the findings it had at warning or error level is new, and one is gone.
/// Otherwise the original stays exactly as it was. In a rehearsal (`fix --dry-run`) the same
/// conversion is written into a private folder, checked and judged the same way, and never moved.
struct SoundRepairer {
    var checker: any AssetChecking
    var staging: RepairStaging = .inPlace

    /// What one round did, the check of its result (nil when nothing was kept), and where the
    /// result's bytes are: `output` itself, or in a rehearsal the staged file standing for it.
    struct Round {
        var outcome: RepairOutcome
        var after: FileReport?
        var content: String?
    }

    /// Repairs `plan.path`, whose bytes are at `input` (itself, or in a rehearsal the previous
    /// round's staged file), into `output`.
    func apply(_ plan: RepairPlan, conversion: ConversionOptions, output: String, input: String? = nil) -> Round {
        var outcome = RepairOutcome(path: plan.path, status: .repaired, addressed: plan.addressed, left: plan.left)
        if output != plan.path, FileManager.default.fileExists(atPath: output) {
            return Round(outcome: Self.kept(outcome, plan, reason: "\(output) already exists; nothing is renamed over it"))
        }
        let staged = staging.stagedPath(for: output)
        let result = Converter(checker: checker, options: conversion).convert(input: input ?? plan.path, to: staged)
        outcome.steps = result.steps
        if let error = result.error, error.hasPrefix(Converter.unrestorableClipping) {
            // Nothing wrong with the file or the disk: this repair cannot be done safely.
            StagedPath.discard(staged)
            let reason = "not repaired: \(error); re-render it from its source with its peak at -1 dBFS or lower"
            return Round(outcome: Self.kept(outcome, plan, reason: reason))
        }
        guard result.succeeded, let before = result.before, let after = result.after?.named(staged, as: output) else {
            StagedPath.discard(staged)
            outcome.status = .failed
            outcome.error = result.error.map { $0.replacingOccurrences(of: staged, with: output) } ?? "the repaired sound could not be checked"
            return Round(outcome: outcome)
        }
        if let worse = Self.regression(before: before, after: after) {
            StagedPath.discard(staged)
            return Round(outcome: Self.kept(outcome, plan, reason: "the repair was not kept: \(worse)"))
        }
        if output != plan.path { outcome.renamedTo = output }
        guard !staging.isRehearsal else { return Round(outcome: outcome, after: after, content: staged) }
        do throws(AlertPackError) {
            if output == plan.path {
                try StagedPath.replace(output, with: staged)
            } else {
                try StagedPath.move(staged, to: output, removing: plan.path)
            }
        } catch {
            outcome.status = .failed
            outcome.renamedTo = nil
            outcome.error = error.message
            return Round(outcome: outcome)
        }
        return Round(outcome: outcome, after: after, content: output)
    }

    /// The outcome of a repair not done: the file stays as it was, each finding it addressed
    /// left with `reason`.
    private static func kept(_ outcome: RepairOutcome, _ plan: RepairPlan, reason: String) -> RepairOutcome {
        var outcome = outcome
        outcome.status = .left
        outcome.steps = []
        outcome.left += plan.addressed.map { LeftFinding(rule: $0, reason: reason) }
        outcome.addressed = []
        return outcome
    }

    /// Why the converted file is not better than the original: a rule that fires on it but not
    /// on the original, or no finding gone. Nil when it is better.
    static func regression(before: FileReport, after: FileReport) -> String? {
        let had = Set(before.findings.filter { $0.severity >= .warning }.map(\.rule))
        // A sound too long to measure had its levels unknown, not clean: what its cut shows
        // about them was true before too.
        let unmeasured = before.findings.contains { $0.rule == RuleID.soundNotMeasured.rawValue }
        let has = after.findings.filter { $0.severity >= .warning && !(unmeasured && Self.levelRules.contains($0.rule)) }
        if let new = has.first(where: { !had.contains($0.rule) }) {
            return "it would have a new finding, \(new.rule): \(new.message)"
        }
        if had.isSubset(of: Set(has.map(\.rule))) && has.count >= before.findings.filter({ $0.severity >= .warning }).count {
            return "it would have the same findings"
        }
        return nil
    }

    /// The rules that judge measured levels.
    static let levelRules = Set([RuleID.soundSilence, .soundLoudness, .soundClipping].map(\.rawValue))
}

extension FileReport {
    /// The report of a staged file, as the file it becomes: its path and every mention of it.
    func named(_ staged: String, as target: String) -> FileReport {
        var renamed = self
        renamed.path = target
        renamed.findings = findings.map { $0.naming(staged, as: target) }
        return renamed
    }
}
