import CProcess

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP in a supervisor: passed on to its worker by a plain C handler.
/// `Interruption` takes them over with dispatch sources, which start a thread, and a supervisor
/// must stay single-threaded to fork its worker (`WorkerFork`). The signals are blocked from the
/// start of the program until a handler is in place, so none is lost or acted on too early.
package enum SupervisorSignals {
    /// Blocks the interrupt signals (the main thread, first thing).
    package static func block() { apk_block_interrupts() }

    /// Unblocks them: one that came while blocked is handled now.
    package static func unblock() { apk_unblock_interrupts() }

    /// Passes the interrupt signals not ignored at start to the worker from now on.
    package static func takeOver() { apk_supervise_interrupts() }

    /// The worker they go to (nil: none; a signal is then only noted).
    package static func send(to worker: pid_t?) { apk_supervise_worker(worker ?? 0) }

    /// The last interrupt signal received, if any.
    package static var received: Int32? {
        let number = apk_supervised_interrupt()
        return number == 0 ? nil : number
    }
}
