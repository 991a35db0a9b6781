import CFileSystem
import Foundation

/// Runs a program and waits for it. The supervisor runs each check in a child; Foundation's
/// `Process.waitUntilExit` polls every 50 ms, which cost a two-file check half its time.
package enum ChildProcess {
    /// How a child ended: its exit status, or the signal that ended it.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Runs `executable` with `arguments` (the first is the program's name as it sees it) and
    /// `environment`, its standard output written to the file at `standardOutput` (created or
    /// emptied), standard error shared; returns once it has ended.
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String], standardOutput: String
    ) throws(AlertPackError) -> Ending {
        let sink = open(standardOutput, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard sink >= 0 else { throw AlertPackError("cannot write \(standardOutput): \(String(cString: strerror(errno)))") }
        defer { close(sink) }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var code: Int32 = 0
        var signal: Int32 = 0
        guard apk_run_child(executable, argv, envp, sink, &code, &signal) == 0 else {
            throw AlertPackError("cannot run \(executable): \(String(cString: strerror(errno)))")
        }
        return signal != 0 ? .signaled(signal) : .exited(code)
    }
}
