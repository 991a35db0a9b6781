import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What an interrupted run leaves behind: nothing. Everything a run creates before it is done
/// (temporary files beside outputs, a package's staging folder, verify's unpack folder, the
/// supervisor's journal) is registered here while it exists, and so are the programs it started
/// (ffmpeg, a supervised worker). On SIGINT, SIGTERM or SIGHUP the children are passed the signal,
/// the registered paths are removed, and the process exits with 128 + the signal (130, 143, 129).
/// A supervisor instead waits for its worker, which cleans up after itself, and then exits with
/// the same code: an interrupt is never taken for a file that crashed.
///
/// A signal the process was started with ignored (`nohup`, a background job) stays ignored.
package final class Interruption: @unchecked Sendable {
    package static let shared = Interruption()

    /// Recursive: what is created under `creating` registers itself under the same lock.
    private let lock = NSRecursiveLock()
    private var paths: [String: Int] = [:]
    private var children: Set<pid_t> = []
    private var sources: [DispatchSourceSignal] = []
    /// The supervisor: pass the signal to the worker and let the main thread end the run.
    private var delegating = false
    /// Set when a signal came: nothing more may be created (the handler is removing what was).
    private var stopping = false
    /// `stopFirst`: the first signal only asks for a stop (`stopAsked`).
    private var stopsFirst = false
    private var stopAsked = false

    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Takes over SIGINT, SIGTERM and SIGHUP (those not ignored at start); once.
    package func install(delegatingToChildren: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        delegating = delegatingToChildren
        guard sources.isEmpty else { return }
        // A thread that meets the removal half-way (a rename into a folder just removed) must
        // not end the process with its own code first: exit waits for the handler's.
        atexit { Interruption.shared.parkIfStopping() }
        for number in Self.signals {
            var current = sigaction()
            sigaction(number, nil, &current)
            // SIG_IGN is the handler value 1.
            if let handler = current.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 { continue }
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue.global())
            source.setEventHandler { [weak self] in self?.interrupted(by: number) }
            source.resume()
            sources.append(source)
        }
    }

    package func register(_ path: String) {
        lock.lock()
        paths[path, default: 0] += 1
        lock.unlock()
    }

    package func unregister(_ path: String) {
        lock.lock()
        if let count = paths[path] { paths[path] = count > 1 ? count - 1 : nil }
        lock.unlock()
    }

    /// Creates something that will be registered (a temporary file, a staging folder or one
    /// inside it) under the lock the handler takes before it removes anything; once an interrupt
    /// is being handled, the calling thread waits instead, and the handler ends the process: so
    /// nothing is created after the removal.
    package func creating<T>(_ body: () -> T) -> T {
        lock.lock()
        guard !stopping else {
            // The handler is removing what the run made and will end the process: this thread
            // waits for that instead of going on (or ending the run with another code).
            lock.unlock()
            while true { sleep(60) }
        }
        defer { lock.unlock() }
        return body()
    }

    /// Waits for the handler to end the process, when an interrupt is being handled.
    func parkIfStopping() {
        lock.lock()
        let parked = stopping
        lock.unlock()
        if parked { while true { sleep(60) } }
    }

    package func register(child: pid_t) {
        lock.lock()
        children.insert(child)
        lock.unlock()
    }

    package func unregister(child: pid_t) {
        lock.lock()
        children.remove(child)
        lock.unlock()
    }

    /// For a command that runs until told to stop (`report --watch`): the first signal asks it
    /// to stop (`stopRequested`), so that it can finish its outputs; a second one interrupts as
    /// usual. Signals ignored when the process started are taken over too: a watch must stop.
    package func stopFirst() {
        lock.lock()
        stopsFirst = true
        let installed = sources.count
        lock.unlock()
        guard installed < Self.signals.count else { return }
        for number in Self.signals {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            var current = sigaction()
            sigaction(number, nil, &current)
            guard let handler = current.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 else { continue }
            lock.lock()
            let taken = sources.count >= Self.signals.count
            lock.unlock()
            if taken { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue.global())
            source.setEventHandler { [weak self] in self?.interrupted(by: number) }
            source.resume()
            lock.lock()
            sources.append(source)
            lock.unlock()
        }
    }

    /// Whether a signal asked a `stopFirst` command to stop.
    package var stopRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopAsked
    }

    private func interrupted(by number: Int32) {
        lock.lock()
        if stopsFirst && !stopAsked {
            stopAsked = true
            lock.unlock()
            return
        }
        let (running, delegate) = (children, delegating)
        if !(delegate && !running.isEmpty) { stopping = true }
        let pending = paths.keys.sorted(by: >)
        lock.unlock()
        for child in running { kill(child, number) }
        if delegate && !running.isEmpty { return }
        // Longest paths first: a file inside a registered folder goes before the folder.
        for path in pending { Self.remove(path) }
        _exit(128 + number)
    }

    /// Removes a file or a folder's tree. Another thread may be removing the same tree (the
    /// previous package, swapped out to the staging name, is being deleted): a removal that
    /// meets an entry the other took stops half-way, so it is tried again until nothing is left.
    private static func remove(_ path: String) {
        for _ in 0..<50 {
            try? FileManager.default.removeItem(atPath: path)
            var status = stat()
            if lstat(path, &status) != 0 && errno == ENOENT { return }
        }
    }
}
