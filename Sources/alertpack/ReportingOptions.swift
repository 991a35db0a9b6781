import AlertPackCore
import ArgumentParser
import Foundation

/// How a command that produces findings reports them: the options `check`, `package` and
/// `verify` share, and the one place their output and exit code are decided.
struct ReportingOptions: ParsableArguments {
    @Option(help: "Output format: \(Reporters.identifiers.joined(separator: ", ")).")
    var format = "text"

    @Option(name: [.short, .long], help: "Write the report in --format to this file; the terminal keeps the text summary.")
    var output: String?

    @Option(help: "Also write a visual HTML report to this file.")
    var html: String?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "List passing files with no findings too (text).")
    var verbose = false

    @Flag(name: .shortAndLong, help: "No progress line on standard error.")
    var quiet = false

    @Option(help: "Colour: auto (on a terminal), always, never.")
    var color: ColorChoice = .auto

    func validate() throws {
        guard Reporters.identifiers.contains(format) else {
            throw ValidationError("unknown format '\(format)'; choose one of \(Reporters.identifiers.joined(separator: ", "))")
        }
    }

    /// A progress line on standard error, for large batches on a terminal only.
    func progress() -> Checker.Progress? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        let meter = ProgressMeter()
        return { done, total, path in meter.update(done: done, total: total, path: path) }
    }

    /// Prints or writes the report; returns the exit code (the format never changes it).
    func deliver(_ report: CheckReport, html htmlReport: (() throws -> String)? = nil) throws -> Int32 {
        let base = FileManager.default.currentDirectoryPath
        let style = TerminalStyle(enabled: color.enabled(default: Output.colorOnStandardOutput))
        if let output {
            let text = Reporters.make(format, options: ReporterOptions(verbose: verbose, baseDirectory: base))!.render(report)
            try write(text, to: output)
            Output.write(TextReporter(style: style, verbose: verbose).render(report))
        } else {
            Output.write(Reporters.make(format, options: ReporterOptions(style: style, verbose: verbose, baseDirectory: base))!.render(report))
        }
        if let html, let htmlReport {
            try write(try htmlReport(), to: html)
        }
        for problem in report.problems { Output.error("alertpack: \(problem)") }
        return report.exitCode(strict: strict)
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            Output.error("alertpack: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}

/// Redraws one progress line on standard error, at most ten times a second.
final class ProgressMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    /// Batches smaller than this finish before a progress line would help.
    static let minimumFiles = 50

    func update(done: Int, total: Int, path: String) {
        guard total >= Self.minimumFiles else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let rate = Double(done) / max(now.timeIntervalSince(start), 0.001)
        let name = path.count > 50 ? "…" + path.suffix(49) : path
        var line = "\r\u{1B}[K[\(done)/\(total)] \(String(format: "%.0f", rate)) files/s  \(name)"
        if done == total { line += "\r\u{1B}[K" }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
