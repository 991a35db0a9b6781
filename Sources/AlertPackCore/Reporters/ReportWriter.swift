import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one report while the run goes on: each file's part as soon as it arrives, so memory
/// does not grow with the number of files. A file destination is written under a temporary
/// name and renamed into place at the end. For formats whose header needs the counts
/// (`Reporter.summaryFirst`), the files' parts wait in an anonymous temporary file.
public final class ReportWriter {
    public enum Destination: Sendable {
        case standardOutput
        case file(String)
    }

    private var reporter: any Reporter
    private let output: OutputFile?
    /// The files' parts of a `summaryFirst` report, until the header can be written.
    private var spool: UnsafeMutablePointer<FILE>?
    /// Text not yet written; flushed in large pieces.
    private var buffer = ""
    private static let flushSize = 64 * 1024
    /// Called before each write to standard output (to clear a progress line first).
    public var beforeStandardOutput: (() -> Void)?
    /// Findings below it are left out of this report (`--min-severity`); verdicts and counts
    /// still hold them, and the footer learns how many were left out.
    private let minimumSeverity: Severity
    private var belowMinimum = 0

    public convenience init(reporter: any Reporter, destination: Destination) throws(AlertPackError) {
        try self.init(reporter: reporter, destination: destination, minimumSeverity: .info)
    }

    public init(reporter: any Reporter, destination: Destination, minimumSeverity: Severity) throws(AlertPackError) {
        self.reporter = reporter
        self.minimumSeverity = minimumSeverity
        switch destination {
        case .standardOutput: output = nil
        case .file(let path): output = try OutputFile(target: path)
        }
    }

    deinit { if let spool { fclose(spool) } }

    /// Before the first file. For `summaryFirst` formats the header waits for `finish`.
    public func begin(_ run: ReportRun) throws(AlertPackError) {
        if type(of: reporter).summaryFirst {
            guard let file = tmpfile() else {
                throw AlertPackError.system("create a temporary file for the report", code: errno)
            }
            spool = file
        } else {
            var headerRun = shown(run)
            headerRun.summary = nil
            try emit(reporter.header(headerRun))
        }
    }

    public func add(_ file: FileReport) throws(AlertPackError) {
        guard minimumSeverity > .info else { return try emit(reporter.file(file)) }
        let shown = file.showing(atLeast: minimumSeverity)
        belowMinimum += file.findings.count - shown.findings.count
        try emit(reporter.file(shown))
    }

    /// The run as this writer's report tells it: with its minimum severity.
    private func shown(_ run: ReportRun) -> ReportRun {
        var shown = run
        shown.minimumSeverity = minimumSeverity > .info ? minimumSeverity : nil
        shown.belowMinimum = belowMinimum
        return shown
    }

    /// Writes the end (and, for `summaryFirst` formats, everything) and puts a file in place.
    public func finish(_ run: ReportRun) throws(AlertPackError) {
        let run = shown(run)
        if let spool {
            try flush()
            self.spool = nil
            defer { fclose(spool) }
            try emit(reporter.header(run))
            try flush()
            rewind(spool)
            var chunk = [UInt8](repeating: 0, count: Self.flushSize)
            while true {
                let count = fread(&chunk, 1, chunk.count, spool)
                if count > 0 { try write(Array(chunk[0..<count])) }
                if count < chunk.count { break }
            }
            guard ferror(spool) == 0 else { throw AlertPackError.work(.reportSpoolUnreadable) }
        }
        try emit(reporter.footer(run))
        try flush()
        try output?.commit()
    }

    private func emit(_ text: String) throws(AlertPackError) {
        buffer += text
        if buffer.utf8.count >= Self.flushSize { try flush() }
    }

    private func flush() throws(AlertPackError) {
        guard !buffer.isEmpty else { return }
        let bytes = Array(buffer.utf8)
        buffer = ""
        if let spool {
            guard fwrite(bytes, 1, bytes.count, spool) == bytes.count else {
                throw AlertPackError.writeFailed("the report's temporary file", code: errno)
            }
        } else {
            try write(bytes)
        }
    }

    private func write(_ bytes: [UInt8]) throws(AlertPackError) {
        if let output {
            try output.write(bytes)
        } else {
            beforeStandardOutput?()
            try StandardOutput.write(bytes)
        }
    }
}

/// Standard output without Foundation's buffering: whole writes, retried when interrupted
/// (the same loop as `OutputFile`). Once `protect()` has run, it is alertpack's alone: C
/// libraries print diagnostics to file descriptor 1 (libsndfile's "Ooops!"), which would break
/// `--format json`, so descriptor 1 then points at standard error and reports go out through a
/// duplicate of the real standard output.
public enum StandardOutput {
    /// Where reports go: the real standard output, kept aside once `protect()` has run.
    public static var descriptor: Int32 { protected ? reserved : STDOUT_FILENO }

    nonisolated(unsafe) private static var protected = false
    private static let reserved: Int32 = {
        let copy = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return STDOUT_FILENO }
        return copy
    }()

    /// Moves anything else written to descriptor 1 over to standard error. Call once, from the
    /// main thread, before any work starts.
    public static func protect() {
        _ = reserved
        protected = true
    }

    public static func write(_ bytes: [UInt8]) throws(AlertPackError) {
        let failure = OutputFile.writeAll(bytes, to: descriptor)
        if failure != 0 { throw AlertPackError.system("write to standard output", code: failure) }
    }
}
