import AlertPackCore
import Foundation

/// A command whose run works through many files, and which therefore runs under a supervisor:
/// one file that still crashes alertpack must not lose the report of every other file.
protocol SupervisedCommand {
    /// How many files the run will work on (discovery only; nothing is decoded). Over one, it
    /// is supervised.
    func plannedFileCount() throws -> Int
    /// What the command does to a file, for messages ("checking", "converting").
    var workVerb: String { get }
}

extension SupervisedCommand {
    var workVerb: String { "checking" }

    /// The files a check of `paths` gives reports for.
    func plannedCheckCount(_ paths: [String], _ configOptions: ConfigOptions, _ inputs: InputOptions? = nil) throws -> Int {
        let configuration = try configOptions.resolve()
        return Checker(configuration: inputs?.applied(to: configuration) ?? configuration, jobs: 1).plan(paths: paths).count
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

    /// Runs the command line under supervision and exits with its code.
    static func run(verb: String) -> Never {
        removeStaleFolders()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-supervisor-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // exit() skips `defer`: every way out removes the folder first.
        func finish(_ code: Int32) -> Never {
            try? FileManager.default.removeItem(atPath: folder)
            exit(code)
        }
        let journal = folder + "/journal", excludedList = folder + "/excluded", output = folder + "/stdout"
        let aliasTable = folder + "/aliases"
        var excluded: [(path: String, reason: String)] = []
        var oneAtATime = false
        for _ in 0..<maxRuns {
            var bytes: [UInt8] = []
            for (path, reason) in excluded { bytes += Array(path.utf8) + [0] + Array(reason.utf8) + [0] }
            _ = FileManager.default.createFile(atPath: excludedList, contents: Data(bytes))
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            guard let sink = FileHandle(forWritingAtPath: output) else {
                Output.error("alertpack: cannot write in \(folder)")
                finish(2)
            }
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            // The arguments as this process took them: a name that is not UTF-8 as its alias,
            // whose table the child adopts to name it as this process would.
            child.arguments = AlertPack.arguments
            var environment = ProcessInfo.processInfo.environment
            environment[journalVariable] = journal
            environment[excludedVariable] = excludedList
            environment[parentVariable] = String(getpid())
            if !NameAliases.shared.isEmpty {
                _ = FileManager.default.createFile(atPath: aliasTable, contents: Data(NameAliases.shared.table()))
                environment[aliasesVariable] = aliasTable
            }
            if oneAtATime { environment[jobsVariable] = "1" }
            if isatty(StandardOutput.descriptor) == 1 { environment[colorVariable] = "1" }
            // The crash is ours to report, in one line; Swift's backtrace of it would bury it.
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            child.environment = environment
            child.standardOutput = sink
            child.standardError = FileHandle.standardError
            do { try child.run() } catch {
                Output.error("alertpack: cannot run the check: \(error.localizedDescription)")
                finish(2)
            }
            child.waitUntilExit()
            try? sink.close()
            if child.terminationReason == .exit {
                copy(output)
                let code = child.terminationStatus
                finish(excluded.isEmpty ? code : max(code, 2))
            }
            // Died of a signal: with several files in flight, run again one at a time to know
            // which; with one, leave it out and run again.
            let inFlight = CrashJournal.inFlight(journal: journal)
            let signal = child.terminationStatus
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

    /// Removes what a killed supervisor left in the temporary folder (its journal and held-back
    /// output), once its process is gone.
    private static func removeStaleFolders() {
        let temporary = FileManager.default.temporaryDirectory.path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix("alertpack-supervisor-") {
            guard let pid = Int32(name.dropFirst("alertpack-supervisor-".count)), OutputFile.processIsGone(pid) else { continue }
            try? FileManager.default.removeItem(atPath: temporary + "/" + name)
        }
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
