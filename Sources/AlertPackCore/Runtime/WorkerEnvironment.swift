import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a supervisor tells its worker, through the worker's environment: the one place the
/// variables are named and their values written and read. The supervisor sets them
/// (`SupervisedRun`, on a worker forked or started anew alike); the worker reads them back
/// (`supervision()`, and the command line's name aliases and colour). A worker is a process
/// whose environment names a crash journal.
package enum WorkerEnvironment {
    /// The crash journal's path (`CrashJournal`): set, this process is a supervised worker.
    package static let journal = "ALERTPACK_CRASH_JOURNAL"
    /// A file of the files to leave out and why: path, NUL, reason, NUL, for each.
    package static let excluded = "ALERTPACK_EXCLUDED"
    /// How many files to work on at once ("1" while the supervisor looks for a culprit).
    package static let jobs = "ALERTPACK_JOBS"
    /// "1": the supervisor's standard output is a terminal (the worker's is a file it copies out).
    package static let standardOutputIsTerminal = "ALERTPACK_STDOUT_IS_TERMINAL"
    /// The supervisor's process id: the worker dies with it.
    package static let supervisor = "ALERTPACK_SUPERVISOR"
    /// The table of the names that are not UTF-8 and their aliases (`NameAliases.table()`), for a
    /// worker started anew, which adopts it to take its command line as the supervisor did.
    package static let nameAliases = "ALERTPACK_NAME_ALIASES"
    /// Swift's own crash report, turned off in a worker unless the user set it: the crash is the
    /// supervisor's to report, in one line, and the backtrace would bury it.
    static let backtrace = "SWIFT_BACKTRACE"

    /// Whether this process is a supervised worker.
    package static var isWorker: Bool { ProcessInfo.processInfo.environment[journal] != nil }

    /// In a worker: the journal, the files to leave out and the parallelism the supervisor set,
    /// and this process tied to the supervisor (it dies with it); `.none` when this process is
    /// not supervised.
    package static func supervision() -> Supervision {
        let environment = ProcessInfo.processInfo.environment
        guard environment[journal] != nil else { return .none }
        if let parent = environment[supervisor].flatMap(Int32.init) { SupervisedProcess.dieWithParent(parent) }
        return supervision(in: environment)
    }

    /// The supervision `environment` describes (opening its journal), without tying this
    /// process to anything; `.none` when it names no journal.
    package static func supervision(in environment: [String: String]) -> Supervision {
        guard let path = environment[journal] else { return .none }
        var supervision = Supervision(journal: CrashJournal(path: path))
        if let count = environment[jobs].flatMap(Int.init) { supervision.jobs = max(1, count) }
        if let list = environment[excluded], let bytes = try? RandomAccessFile.contents(path: list, maxBytes: 1 << 26, what: "the list") {
            supervision.excluded = exclusions(bytes)
        }
        return supervision
    }

    /// The variables of one run: its journal and list of files left out, the supervisor's id,
    /// one file at a time or not, whether its standard output is a terminal. `inherited` is the
    /// supervisor's own environment (only Swift's backtrace setting is read from it).
    package static func variables(
        journal path: String, excludedList: String, oneAtATime: Bool, terminal: Bool, inherited: [String: String]
    ) -> [String: String] {
        var variables = [journal: path, excluded: excludedList, supervisor: String(getpid())]
        if oneAtATime { variables[jobs] = "1" }
        if terminal { variables[standardOutputIsTerminal] = "1" }
        if inherited[backtrace] == nil { variables[backtrace] = "enable=no" }
        return variables
    }

    /// The files to leave out, as the file `excluded` names holds them.
    package static func exclusionList(_ excluded: [(path: String, reason: String)]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (path, reason) in excluded { bytes += Array(path.utf8) + [0] + Array(reason.utf8) + [0] }
        return bytes
    }

    /// The files to leave out, read back from such a file: the reason by path.
    package static func exclusions(_ bytes: [UInt8]) -> [String: String] {
        var excluded: [String: String] = [:]
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        for index in stride(from: 0, to: fields.count - 1, by: 2) { excluded[fields[index]] = fields[index + 1] }
        return excluded
    }
}
