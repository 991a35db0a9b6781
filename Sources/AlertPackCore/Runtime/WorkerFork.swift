import CProcess

#if canImport(Glibc)
import Glibc
#endif

/// A supervisor's worker made by fork: the same program, already started and with its command
/// line parsed, instead of a second start of it (about 10 ms of start-up a run: the dynamic
/// loader, the Swift runtime, the argument parser).
package enum WorkerFork {
    package enum Side: Equatable {
        case worker
        case supervisor(worker: pid_t)
    }

    /// Forks, when this process has a single thread (nil otherwise, or when fork fails: the
    /// supervisor then starts its worker as a new program). The worker's crash handlers are the
    /// defaults, and it dies with the supervisor.
    package static func fork() -> Side? {
        var pid: pid_t = 0
        guard apk_fork_worker(&pid) == 0 else { return nil }
        return pid == 0 ? .worker : .supervisor(worker: pid)
    }

    /// Waits for a worker to end.
    package static func wait(_ worker: pid_t) -> ChildProcess.Ending { ChildProcess.Ending(waitingFor: worker) }
}
