import AlertPackCore
import Foundation

/// Writes to standard output and standard error without Foundation's buffering surprises.
enum Output {
    static func write(_ text: String) {
        try? StandardOutput.write(Array(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Whether standard output is a terminal that should get colour.
    static var colorOnStandardOutput: Bool {
        (isatty(StandardOutput.descriptor) == 1 || ProcessInfo.processInfo.environment[Supervisor.colorVariable] == "1")
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
