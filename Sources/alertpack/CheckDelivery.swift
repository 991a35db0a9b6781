import AlertPackCore
import ArgumentParser
import Foundation

/// A check's way out as a command decided it: what to write where (`ReportDelivery`), whether
/// warnings fail the run, and whether a progress line may be drawn. The one place a check's
/// output and exit code are decided; `ReportingOptions` fills it from the command line, and a
/// command that writes one fixed report (`report`) fills it itself.
struct CheckDelivery {
    var report: ReportDelivery
    /// Exit 1 on warnings too.
    var strict = false
    /// No progress line on standard error.
    var quiet = false

    /// A progress line on standard error, for large batches on a terminal only.
    func progressMeter() -> ProgressMeter? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressMeter()
    }

    /// Checks `plan` and writes its reports as files finish: memory stays flat however many
    /// files there are, `--html` included (its parts wait in a temporary file for the counts).
    /// `summaryOnly`: the terminal gets one line naming the file written and the counts, instead
    /// of the text report (`report`).
    func deliver(
        _ plan: Checker.Plan, checker: Checker, command: String = "check", baseline: BaselineOptions? = nil, summaryOnly: Bool = false,
        notifications: PreviewBatch? = nil
    ) throws -> Int32 {
        var checker = checker
        checker.collectsMedia = report.showsMedia
        let meter = progressMeter()
        var progress: Checker.Progress?
        if let meter {
            progress = { @Sendable done, total, path in meter.update(done: done, total: total, path: path) }
        }
        var run = ReportRun(command: command, preset: checker.configuration.preset.name, skipped: plan.skipped, problems: plan.problems)
        run.notifications = notifications
        guard let baseline, baseline.isUsed else {
            return try deliver(run, progressMeter: meter, summaryOnly: summaryOnly) { each in
                try checker.run(plan, progress: progress, deliver: each)
            }
        }
        var filter = try baseline.filter()
        let code = try deliver(run, progressMeter: meter) { each in
            var summary = CheckReport.Summary()
            if baseline.baseline != nil { summary.baselined = 0 }
            let ran = try checker.run(plan, progress: progress) { report in
                let kept = filter.filter(report)
                summary.add(kept)
                try each(kept)
            }
            summary.problems = ran.problems
            if baseline.baseline != nil { summary.baselined = filter.baselined }
            return summary
        }
        return try baseline.finish(filter, exitCode: code)
    }

    /// Prints or writes a report already in memory (its files carry their media when the
    /// checker that made it was asked for them). `summaryOnly`: nothing on standard output but
    /// the line naming the file written (`package --quiet`).
    func deliver(_ report: CheckReport, summaryOnly: Bool = false) throws -> Int32 {
        try deliver(ReportRun(report), progressMeter: nil, summaryOnly: summaryOnly) { each in
            var summary = CheckReport.Summary()
            for file in report.files {
                summary.add(file)
                try each(file)
            }
            return summary
        }
    }

    /// The one place output is decided: the delivery's writers, problems on standard error, and
    /// the exit code (the format never changes it).
    private func deliver(
        _ run: ReportRun, progressMeter: ProgressMeter?, summaryOnly: Bool = false,
        files: (_ each: (FileReport) throws -> Void) throws -> CheckReport.Summary
    ) throws -> Int32 {
        var delivery = report
        delivery.summaryOnly = summaryOnly
        var finished = run
        do {
            let writers = try delivery.writers()
            for writer in writers {
                if let progressMeter { writer.beforeStandardOutput = { progressMeter.clear() } }
                try writer.begin(run)
            }
            finished.summary = try files { file in
                for writer in writers { try writer.add(file) }
            }
            // What the checker could not read at all (a built app that is no zip) is a problem
            // like discovery's: in every format's end, on standard error, exit 2.
            finished.problems += (finished.summary?.problems ?? []).map(\.description)
            for writer in writers { try writer.finish(finished) }
        } catch let error as AlertPackError {
            try fail(error)
        }
        if summaryOnly, let output = delivery.output {
            let summary = finished.summary ?? CheckReport.Summary()
            Output.write("Wrote \(output): \(summary.files) files, \(summary.pass) passed, \(summary.warn) with warnings, \(summary.fail) failed\n")
        }
        for problem in finished.problems { Output.error("alertpack: \(problem)") }
        return finished.exitCode(strict: strict)
    }
}
