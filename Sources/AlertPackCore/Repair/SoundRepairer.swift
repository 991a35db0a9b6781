import Foundation

/// Carries out a sound's plan: converts it into a staged file beside it (every step in one
/// pass), checks the result with the same rules, and moves it into place only when it is
/// better: none of the findings it had at warning or error level is new, and one is gone.
/// Otherwise the original stays exactly as it was.
struct SoundRepairer {
    var checker: any AssetChecking

    func apply(_ plan: RepairPlan, conversion: ConversionOptions, output: String) -> (RepairOutcome, FileReport?) {
        var outcome = RepairOutcome(path: plan.path, status: .repaired, addressed: plan.addressed, left: plan.left)
        if output != plan.path, FileManager.default.fileExists(atPath: output) {
            outcome.status = .left
            outcome.left += plan.addressed.map { LeftFinding(rule: $0, reason: "\(output) already exists; nothing is renamed over it") }
            outcome.addressed = []
            return (outcome, nil)
        }
        let staged = StagedPath.beside(output)
        let result = Converter(checker: checker, options: conversion).convert(input: plan.path, to: staged)
        outcome.steps = result.steps
        if let error = result.error, error.hasPrefix(Converter.unrestorableClipping) {
            // Nothing wrong with the file or the disk: this repair cannot be done safely.
            StagedPath.discard(staged)
            outcome.status = .left
            outcome.steps = []
            outcome.left += plan.addressed.map {
                LeftFinding(rule: $0, reason: "not repaired: \(error); re-render it from its source with its peak at -1 dBFS or lower")
            }
            outcome.addressed = []
            return (outcome, nil)
        }
        guard result.succeeded, let before = result.before, let after = result.after?.named(staged, as: output) else {
            StagedPath.discard(staged)
            outcome.status = .failed
            outcome.error = result.error ?? "the repaired sound could not be checked"
            return (outcome, nil)
        }
        if let worse = Self.regression(before: before, after: after) {
            StagedPath.discard(staged)
            outcome.status = .left
            outcome.steps = []
            outcome.left += plan.addressed.map { LeftFinding(rule: $0, reason: "the repair was not kept: \(worse)") }
            outcome.addressed = []
            return (outcome, nil)
        }
        do throws(AlertPackError) {
            if output == plan.path {
                try StagedPath.replace(output, with: staged)
            } else {
                try StagedPath.move(staged, to: output, removing: plan.path)
                outcome.renamedTo = output
            }
        } catch {
            outcome.status = .failed
            outcome.error = error.message
            return (outcome, nil)
        }
        return (outcome, after)
    }

    /// Why the converted file is not better than the original: a rule that fires on it but not
    /// on the original, or no finding gone. Nil when it is better.
    static func regression(before: FileReport, after: FileReport) -> String? {
        let had = Set(before.findings.filter { $0.severity >= .warning }.map(\.rule))
        // A sound too long to measure had its levels unknown, not clean: what its cut shows
        // about them was true before too.
        let unmeasured = before.findings.contains { $0.rule == "sound.not-measured" }
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
    static let levelRules: Set<String> = ["sound.silence", "sound.loudness", "sound.clipping"]
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
