import AlertPackCore
import ArgumentParser
import Foundation

/// What a command that works through its files in parallel does to them, said once: the help
/// of its `--jobs`.
protocol ParallelWork {
    static var jobsHelp: String { get }
}

/// How a command runs: `--jobs`, the crash supervision its supervisor set up, and the checker
/// both configure. Every command that has `--jobs` takes it from here; `Work` says what the
/// jobs do, in its help.
struct RunOptions<Work: ParallelWork>: ParsableArguments {
    @Option(help: ArgumentHelp(Work.jobsHelp))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// Files worked on at once: `--jobs`, else the number of cores.
    var parallelism: Int { jobs ?? RunContext.cores }

    /// This process's supervision (`.none` when it is no supervised worker).
    var supervision: Supervision { RunContext.supervision() }

    /// The checker for `configuration` with this run's parallelism; supervised unless told
    /// otherwise (a check of files the run made itself, whose crash no journal could name).
    func checker(_ configuration: CheckConfiguration, supervised: Bool = true) -> Checker {
        RunContext.checker(configuration, jobs: parallelism, supervised: supervised)
    }
}

/// The run's settings that do not come from the command line: the cores, the supervision, the
/// aliases, and the one place a command's checker is made.
enum RunContext {
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The run's table of names that are not UTF-8 (`NameAliases`), made once for the process,
    /// which is one run: the arguments are aliased into it (`AlertPack.arguments`; a worker
    /// adopts its supervisor's), and every configuration and supervision the run makes carries
    /// it. A static because ArgumentParser makes the commands: nothing can be handed to them.
    static let aliases = NameAliases()

    static func supervision() -> Supervision {
        var supervision = WorkerEnvironment.supervision()
        supervision.aliases = aliases
        return supervision
    }

    static func checker(_ configuration: CheckConfiguration, jobs: Int, supervised: Bool) -> Checker {
        var configuration = configuration
        configuration.aliases = aliases
        var checker = Checker(configuration: configuration, jobs: jobs)
        if supervised { checker.supervision = supervision() }
        return checker
    }
}

/// `check` and `report`: files checked in parallel.
enum Inspecting: ParallelWork {
    static let jobsHelp = "Files inspected in parallel (default: the number of cores)."
}

/// `convert`.
enum Converting: ParallelWork {
    static let jobsHelp = "Files converted in parallel, and threads each one's IMA4 search may use (default: the number of cores)."
}

/// `fix`.
enum Repairing: ParallelWork {
    static let jobsHelp = "Files repaired in parallel, and threads each sound's IMA4 search may use (default: the number of cores)."
}

/// `package`.
enum Packaging: ParallelWork {
    static let jobsHelp = "Files inspected in parallel, and threads a converted sound's IMA4 search may use (default: the number of cores)."
}

/// `preview`.
enum Drawing: ParallelWork {
    static let jobsHelp = "Threads to draw with (default: the number of cores)."
}
