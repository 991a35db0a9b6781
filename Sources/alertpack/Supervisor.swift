import AlertPackCore
import Foundation

/// A command whose run works through many files, and which therefore runs under a supervisor:
/// one file that still crashes alertpack must not lose the report of every other file.
protocol SupervisedCommand {
    /// The files and folders the command line names: more than one, or a folder, and the run is
    /// supervised.
    var supervisedInputs: [String] { get }
    /// Whether to supervise the run (by default: more than one input, or a folder).
    var mayWorkOnSeveralFiles: Bool { get }
    /// What the command does to a file, for messages ("checking", "converting").
    var workVerb: String { get }
}

extension SupervisedCommand {
    var workVerb: String { "checking" }

    /// Whether the run may work on more than one file: more than one input, or a folder. The
    /// supervisor does not walk a folder to count its files: the child walks it anyway, and on
    /// 2,000 files counting cost a third of the run. A folder with one file pays for one more
    /// process start (a few milliseconds) instead.
    var mayWorkOnSeveralFiles: Bool {
        let inputs = supervisedInputs
        return inputs.count > 1
            || inputs.contains { path in
                var info = stat()
                return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
    }
}

/// Runs a supervised command in a child process (the same program, the same arguments) whose
/// standard output is kept aside until it ends. If the child dies of a signal, the crash journal
/// names the file it was checking; the command is run again with that file left out (reported
/// as `internal-error`, exit 2), one file at a time from then on, until a run ends normally.
/// Only that final run's output reaches standard output, so it is always whole.
enum Supervisor {
    static let journalVariable = "ALERTPACK_CRASH_JOURNAL"
    static let excludedVariable = "ALERTPACK_EXCLUDED"
    static let jobsVariable = "ALERTPACK_JOBS"
    static let colorVariable = "ALERTPACK_STDOUT_IS_TERMINAL"
    static let parentVariable = "ALERTPACK_SUPERVISOR"
    static let aliasesVariable = "ALERTPACK_NAME_ALIASES"
    /// More crashing files than this in one run, and it gives up (exit 2).
    static let maxRuns = 20

    /// Whether this process is a supervised child.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[journalVariable] != nil }

    /// In a child: the journal, the files to leave out and the parallelism the supervisor set;
    /// `.none` when this process is not supervised.
    static func supervision() -> Supervision {
        let environment = ProcessInfo.processInfo.environment
        guard let journal = environment[journalVariable] else { return .none }
        if let parent = environment[parentVariable].flatMap(Int32.init) { SupervisedProcess.dieWithParent(parent) }
        var supervision = Supervision(journal: CrashJournal(path: journal))
        if let jobs = environment[jobsVariable].flatMap(Int.init) { supervision.jobs = max(1, jobs) }
        if let list = environment[excludedVariable], let bytes = try? RandomAccessFile.contents(path: list, maxBytes: 1 << 26, what: "the list") {
            let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            for index in stride(from: 0, to: fields.count - 1, by: 2) { supervision.excluded[fields[index]] = fields[index + 1] }
        }
        return supervision
    }

    /// Runs the command line under supervision: the supervisor never returns (it exits with the
    /// run's code); the worker it forks does, and then works as a worker started anew would.
    /// The first run's worker is forked (this process has started no thread yet); a run again
    /// after a crash starts the program anew, as every run did before (the supervisor has
    /// threads by then, and the cost of a start matters only once).
    static func run(verb: String) {
        PrivateFolder.removeStale(prefix: "supervisor")
        // Not registered with Interruption: the supervisor removes it itself on every way out,
        // and a forked worker must not take it for one of its own temporaries.
        guard let folder = try? PrivateFolder.make(prefix: "supervisor") else {
            Output.error("alertpack: cannot create a private temporary folder (TMPDIR) for the run's journal")
            exit(2)
        }
        // An interrupt goes to the worker, which cleans up after itself; the run then ends here
        // with the interrupt's exit code. (The signals are blocked until a worker is there.)
        SupervisorSignals.takeOver()
        // exit() skips `defer`: every way out removes the folder first.
        func finish(_ code: Int32) -> Never {
            try? FileManager.default.removeItem(atPath: folder)
            exit(code)
        }
        let journal = folder + "/journal", excludedList = folder + "/excluded", output = folder + "/stdout"
        let aliasTable = folder + "/aliases"
        var excluded: [(path: String, reason: String)] = []
        var oneAtATime = false
        for run in 0..<maxRuns {
            if let signal = SupervisorSignals.received { finish(128 + signal) }
            var bytes: [UInt8] = []
            for (path, reason) in excluded { bytes += Array(path.utf8) + [0] + Array(reason.utf8) + [0] }
            _ = FileManager.default.createFile(atPath: excludedList, contents: Data(bytes))
            var variables = [journalVariable: journal, excludedVariable: excludedList, parentVariable: String(getpid())]
            if oneAtATime { variables[jobsVariable] = "1" }
            if isatty(StandardOutput.descriptor) == 1 { variables[colorVariable] = "1" }
            // The crash is ours to report, in one line; Swift's backtrace of it would bury it.
            if ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil { variables["SWIFT_BACKTRACE"] = "enable=no" }
            let ending: ChildProcess.Ending
            if run == 0, let side = WorkerFork.fork() {
                guard case .supervisor(let worker) = side else {
                    becomeWorker(variables, output: output)
                    return
                }
                SupervisorSignals.send(to: worker)
                SupervisorSignals.unblock()
                ending = WorkerFork.wait(worker)
            } else {
                if !NameAliases.shared.isEmpty {
                    _ = FileManager.default.createFile(atPath: aliasTable, contents: Data(NameAliases.shared.table()))
                    variables[aliasesVariable] = aliasTable
                }
                // Blocked until the worker is known, so that an interrupt reaches it.
                SupervisorSignals.block()
                do throws(AlertPackError) {
                    // The arguments as this process took them: a name that is not UTF-8 as its
                    // alias, whose table the child adopts to name it as this process would.
                    let child = try ChildProcess(
                        "/proc/self/exe", arguments: AlertPack.arguments,
                        environment: ProcessInfo.processInfo.environment.merging(variables) { $1 }, standardOutput: .file(output))
                    SupervisorSignals.send(to: child.pid)
                    SupervisorSignals.unblock()
                    ending = child.wait()
                } catch {
                    Output.error("alertpack: cannot run the check: \(error.message)")
                    finish(2)
                }
            }
            SupervisorSignals.send(to: nil)
            if case .exited(let code) = ending {
                copy(output)
                finish(excluded.isEmpty ? code : max(code, 2))
            }
            guard case .signaled(let signal) = ending else { finish(2) }
            // Stopped (Ctrl-C, kill, a closed terminal), not crashed: no file is to blame.
            if Interruption.signals.contains(signal) { finish(128 + signal) }
            if let interrupt = SupervisorSignals.received { finish(128 + interrupt) }
            // Died of a signal: with several files in flight, run again one at a time to know
            // which; with one, leave it out and run again.
            let inFlight = CrashJournal.inFlight(journal: journal)
            if oneAtATime || inFlight.count == 1, let culprit = inFlight.first {
                excluded.append(
                    (culprit, "\(verb) this file crashed alertpack (signal \(signal)); it was left out and every other file was done as usual"))
                Output.error("alertpack: \(verb) \(culprit) crashed alertpack (signal \(signal)); doing the other files again without it")
            } else if !oneAtATime {
                Output.error("alertpack: \(verb) files crashed alertpack (signal \(signal)); doing them again one at a time to find which")
            } else {
                break
            }
            oneAtATime = true
        }
        Output.error("alertpack: \(verb) kept crashing alertpack; giving up")
        finish(2)
    }

    /// In a forked worker: the supervision's settings where `supervision()` reads them (the
    /// environment, as a worker started anew gets them), and the report to the file the
    /// supervisor copies out.
    private static func becomeWorker(_ variables: [String: String], output: String) {
        for (name, value) in variables { setenv(name, value, 1) }
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let target = StandardOutput.descriptor
        // The kept-aside standard output is close-on-exec (programs the worker runs must not
        // write into the report); descriptor 1 itself is not.
        guard descriptor >= 0, dup2(descriptor, target) >= 0, target == STDOUT_FILENO || fcntl(target, F_SETFD, FD_CLOEXEC) == 0 else {
            Output.error("alertpack: cannot open the run's output in the temporary folder (\(String(cString: strerror(errno))))")
            exit(2)
        }
        close(descriptor)
    }

    /// The finished run's standard output, to the real standard output.
    private static func copy(_ path: String) {
        guard let input = FileHandle(forReadingAtPath: path) else { return }
        defer { try? input.close() }
        while let chunk = try? input.read(upToCount: 1 << 16), !chunk.isEmpty {
            try? StandardOutput.write(Array(chunk))
        }
    }
}
