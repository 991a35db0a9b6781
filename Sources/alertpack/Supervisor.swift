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

    /// Whether the run may work on more than one file: more than one input, a folder, or an IPA
    /// (an app and the sounds it bundles, read by the readers most exposed to hostile input). The
    /// supervisor does not walk a folder to count its files: the child walks it anyway, and on
    /// 2,000 files counting cost a third of the run. A folder with one file pays for one more
    /// process start (a few milliseconds) instead.
    var mayWorkOnSeveralFiles: Bool {
        let inputs = supervisedInputs
        return inputs.count > 1 || inputs.contains(where: ContainerFolder.isIPA)
            || inputs.contains { path in
                var info = stat()
                return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
    }
}

/// The command line's side of crash supervision (`SupervisedRun` in the core does the work): a
/// command that works through many files runs in a worker process, and one file that crashes
/// it is left out instead of losing every other file's report.
enum Supervisor {
    /// Runs the command line under supervision: the supervisor never returns (it exits with the
    /// run's code); the worker it forks does, and then works as a worker started anew would.
    static func run(verb: String) {
        SupervisedRun(
            arguments: AlertPack.arguments, verb: verb, standardOutput: StandardOutput.descriptor, aliases: RunContext.aliases, say: Output.error
        ).run()
    }
}
