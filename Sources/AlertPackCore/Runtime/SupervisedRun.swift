import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a command line in a worker process (the same program, the same arguments) whose
/// standard output is kept aside until it ends. If the worker dies of a signal, the crash journal
/// names the file it was working on; the command is run again with that file left out (reported
/// as `internal-error`, exit 2), one file at a time from then on, until a run ends normally.
/// Only that final run's output reaches standard output, so it is always whole.
///
/// The first run's worker is forked (this process has started no thread yet); a run again after
/// a crash starts the program anew (the supervisor has threads by then, and the cost of a start
/// matters only once). What the worker is told goes through `WorkerEnvironment`.
package struct SupervisedRun {
    /// The command line as this process took it: a name that is not UTF-8 as its alias, whose
    /// table a worker started anew adopts to name it as this process would.
    package var arguments: [String]
    /// What the command does to a file, for messages ("checking", "converting").
    package var verb: String
    /// The real standard output, where the finished run's output is copied.
    package var standardOutput: Int32
    /// Says one message on standard error.
    package var say: (String) -> Void
    /// The run's aliases: the table a worker started anew adopts.
    package var aliases: NameAliases

    /// More crashing files than this in one run, and it gives up (exit 2).
    package static let maxRuns = 20

    package init(arguments: [String], verb: String, standardOutput: Int32, aliases: NameAliases, say: @escaping (String) -> Void) {
        self.arguments = arguments
        self.aliases = aliases
        self.verb = verb
        self.standardOutput = standardOutput
        self.say = say
    }

    /// Runs the command line under supervision: the supervisor never returns (it exits with the
    /// run's code); the worker it forks does, and then works as a worker started anew would.
    package func run() {
        PrivateFolder.removeStale(prefix: "supervisor")
        // Not registered with Interruption: the supervisor removes it itself on every way out,
        // and a forked worker must not take it for one of its own temporaries.
        guard let folder = try? PrivateFolder.make(prefix: "supervisor") else {
            say("alertpack: cannot create a private temporary folder (TMPDIR) for the run's journal")
            exit(2)
        }
        // An interrupt goes to the worker, which cleans up after itself; the run then ends here
        // with the interrupt's exit code. (The signals are blocked until a worker is there.)
        SupervisorSignals.takeOver()
        var runs = Runs(folder: folder)
        for run in 0..<Self.maxRuns {
            if let signal = SupervisorSignals.received { runs.finish(128 + signal) }
            let variables = runs.prepare(terminal: isatty(standardOutput) == 1)
            let ending: ChildProcess.Ending
            if run == 0, let side = WorkerFork.fork() {
                guard case .supervisor(let worker) = side else {
                    becomeWorker(variables, output: runs.output)
                    return
                }
                SupervisorSignals.send(to: worker)
                SupervisorSignals.unblock()
                ending = WorkerFork.wait(worker)
            } else {
                ending = start(variables, runs: runs)
            }
            SupervisorSignals.send(to: nil)
            guard runs.goesOn(after: ending, verb: verb, copy: copy, say: say) else { break }
        }
        say("alertpack: \(verb) kept crashing alertpack; giving up")
        runs.finish(2)
    }

    /// Starts the program anew as the worker, and waits for it to end.
    private func start(_ variables: [String: String], runs: Runs) -> ChildProcess.Ending {
        var variables = variables
        if !aliases.isEmpty {
            _ = FileManager.default.createFile(atPath: runs.aliasTable, contents: Data(aliases.table()))
            variables[WorkerEnvironment.nameAliases] = runs.aliasTable
        }
        // Blocked until the worker is known, so that an interrupt reaches it.
        SupervisorSignals.block()
        do throws(AlertPackError) {
            let child = try ChildProcess(
                "/proc/self/exe", arguments: arguments,
                environment: ProcessInfo.processInfo.environment.merging(variables) { $1 }, standardOutput: .file(runs.output))
            SupervisorSignals.send(to: child.pid)
            SupervisorSignals.unblock()
            return child.wait()
        } catch {
            say("alertpack: cannot run the check: \(error.message)")
            runs.finish(2)
        }
    }

    /// In a forked worker: the supervision's settings where `WorkerEnvironment.supervision()`
    /// reads them (the environment, as a worker started anew gets them), and the report to the
    /// file the supervisor copies out.
    private func becomeWorker(_ variables: [String: String], output: String) {
        for (name, value) in variables { setenv(name, value, 1) }
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let target = standardOutput
        // The kept-aside standard output is close-on-exec (programs the worker runs must not
        // write into the report); descriptor 1 itself is not.
        guard descriptor >= 0, dup2(descriptor, target) >= 0, target == STDOUT_FILENO || fcntl(target, F_SETFD, FD_CLOEXEC) == 0 else {
            say("alertpack: cannot open the run's output in the temporary folder (\(String(cString: strerror(errno))))")
            exit(2)
        }
        close(descriptor)
    }

    /// The finished run's standard output, to the real standard output.
    private func copy(_ path: String) {
        guard let input = FileHandle(forReadingAtPath: path) else { return }
        defer { try? input.close() }
        while let chunk = try? input.read(upToCount: 1 << 16), !chunk.isEmpty {
            _ = OutputFile.writeAll(Array(chunk), to: standardOutput)
        }
    }
}

/// The runs of one supervised command line: their private folder and what they left out.
private struct Runs {
    let folder: String
    var journal: String { folder + "/journal" }
    var excludedList: String { folder + "/excluded" }
    var output: String { folder + "/stdout" }
    var aliasTable: String { folder + "/aliases" }
    var excluded: [(path: String, reason: String)] = []
    var oneAtATime = false

    init(folder: String) { self.folder = folder }

    /// Ends the supervisor; exit() skips `defer`, so every way out removes the folder first.
    func finish(_ code: Int32) -> Never {
        try? FileManager.default.removeItem(atPath: folder)
        exit(code)
    }

    /// Writes the list of files left out; the worker's variables for the next run.
    func prepare(terminal: Bool) -> [String: String] {
        _ = FileManager.default.createFile(atPath: excludedList, contents: Data(WorkerEnvironment.exclusionList(excluded)))
        return WorkerEnvironment.variables(
            journal: journal, excludedList: excludedList, oneAtATime: oneAtATime, terminal: terminal,
            inherited: ProcessInfo.processInfo.environment)
    }

    /// After a run: ends the supervisor when the worker exited (its output copied out) or was
    /// stopped; after a crash, leaves the file it names out and returns true to run again (false
    /// when no file can be blamed).
    mutating func goesOn(after ending: ChildProcess.Ending, verb: String, copy: (String) -> Void, say: (String) -> Void) -> Bool {
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
            say("alertpack: \(verb) \(culprit) crashed alertpack (signal \(signal)); doing the other files again without it")
        } else if !oneAtATime {
            say("alertpack: \(verb) files crashed alertpack (signal \(signal)); doing them again one at a time to find which")
        } else {
            return false
        }
        oneAtATime = true
        return true
    }
}
