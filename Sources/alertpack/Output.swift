import AlertPackCore
import Foundation

/// Writes to standard output and standard error without Foundation's buffering surprises.
enum Output {
    static func write(_ text: String) {
        try? StandardOutput.write(Array(text.utf8))
    }

    /// Standard error, line by line made visible (`VisibleText`): a message quotes names and
    /// strings from the user's files, whose control characters must not reach a terminal or log.
    static func error(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.of(String($0)) }
        let shown = lines.joined(separator: "\n")
        FileHandle.standardError.write(Data((shown.hasSuffix("\n") ? shown : shown + "\n").utf8))
    }

    /// Standard output for plain text made by the commands themselves (summaries), line by line
    /// made visible.
    static func writeVisible(_ text: String) {
        write(text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.of(String($0)) }.joined(separator: "\n"))
    }

    /// Whether standard output is a terminal that should get colour.
    static var colorOnStandardOutput: Bool {
        (isatty(StandardOutput.descriptor) == 1 || ProcessInfo.processInfo.environment[WorkerEnvironment.standardOutputIsTerminal] == "1")
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
