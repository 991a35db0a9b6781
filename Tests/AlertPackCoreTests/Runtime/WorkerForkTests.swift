import Foundation
import Testing

@testable import AlertPackCore

/// A supervisor forks its worker only while it has a single thread: the child of a fork keeps
/// only the calling thread, and a lock another thread held would stay locked in it forever.
struct WorkerForkTests {
    @Test("a process with other threads is never forked: the supervisor starts its worker anew instead")
    func refusedWithOtherThreads() {
        // This test process has threads of its own (the test runner's); one more, to be sure.
        let started = DispatchSemaphore(value: 0)
        let finish = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            finish.wait()
        }
        started.wait()
        defer { finish.signal() }
        let side = WorkerFork.fork()
        // Should a fork ever happen here, the copy of the test runner ends at once.
        if side == .worker { _exit(0) }
        #expect(side == nil)
    }
}
