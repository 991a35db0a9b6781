import CProcess
import Foundation

/// A program alertpack runs: the supervisor's child, ffmpeg and ffprobe. Started with
/// posix_spawn and waited for with waitpid: Foundation's `Process.waitUntilExit` polls every
/// 50 ms, which cost a two-file check half its time and an AAC file a third of its check.
package final class ChildProcess: @unchecked Sendable {
    /// How a child ended: its exit status, or the signal that ended it.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)

        /// Waits for the child `pid` (waitpid) and says how it ended; `.exited(-1)` when it
        /// cannot be waited for.
        package init(waitingFor pid: pid_t) {
            var code: Int32 = 0
            var signal: Int32 = 0
            self = apk_wait(pid, &code, &signal) != 0 ? .exited(-1) : signal != 0 ? .signaled(signal) : .exited(code)
        }
    }

    /// Where a standard stream of the child goes.
    package enum Stream {
        /// This process's own.
        case inherited
        /// /dev/null.
        case discarded
        /// A pipe to this process: its other end is `input` or `output` (below).
        case piped
        /// A file, created or emptied.
        case file(String)
        /// An open descriptor of this process's (standard input only): the child reads the very
        /// file this process opened and checked.
        case descriptor(Int32)
    }

    package let executable: String
    /// The child's process id.
    package let pid: pid_t
    private let lock = NSLock()
    private var ending: Ending?
    /// What the child writes to a piped standard output and standard error.
    package let output: FileHandle?
    package let errorOutput: FileHandle?

    /// Starts `executable` with `arguments` (without the program's name) and `environment`
    /// (nil: this process's own); standard input is /dev/null unless given.
    package init(
        _ executable: String, arguments: [String], environment: [String: String]? = nil, standardInput: Stream = .discarded,
        standardOutput: Stream = .inherited, standardError: Stream = .inherited
    ) throws(AlertPackError) {
        self.executable = executable
        var childEnds: [Int32] = []
        var parentEnds: [Int32] = []
        defer { for descriptor in childEnds { close(descriptor) } }
        /// The child's descriptor for a stream (-1: inherited), and the pipe end this process keeps.
        func open(_ stream: Stream, writing: Bool) throws(AlertPackError) -> (child: Int32, parent: Int32?) {
            switch stream {
            case .inherited:
                return (-1, nil)
            case .descriptor(let descriptor):
                return (descriptor, nil)
            case .discarded, .file:
                var path = "/dev/null"
                if case .file(let name) = stream { path = name }
                let opened = Glibc.open(path, writing ? O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC : O_RDONLY | O_CLOEXEC, 0o600)
                guard opened >= 0 else { throw AlertPackError.system("open \(path)", code: errno) }
                childEnds.append(opened)
                return (opened, nil)
            case .piped:
                var ends: [Int32] = [0, 0]
                guard apk_pipe(&ends) == 0 else { throw AlertPackError.system("make a pipe", code: errno) }
                let (child, parent) = writing ? (ends[1], ends[0]) : (ends[0], ends[1])
                childEnds.append(child)
                parentEnds.append(parent)
                return (child, parent)
            }
        }
        let input = try open(standardInput, writing: false)
        let output = try open(standardOutput, writing: true)
        let error = try open(standardError, writing: true)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let pairs = environment.map { $0.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value } }
        let envp = (pairs ?? ProcessInfo.processInfo.environment.map { $0.key + "=" + $0.value }).map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var started: pid_t = 0
        // Started and registered in one step, under the interrupt handler's lock: an interrupt
        // either finds the child (and passes it the signal) or comes first, and no child starts.
        let failure = Interruption.shared.creating { () -> Int32 in
            guard apk_spawn(executable, argv, envp, input.child, output.child, error.child, &started) == 0 else { return errno }
            Interruption.shared.register(child: started)
            return 0
        }
        guard failure == 0 else {
            for end in parentEnds { close(end) }
            throw AlertPackError.system("run \(executable)", code: failure)
        }
        pid = started
        self.output = output.parent.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
        errorOutput = error.parent.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
    }

    /// Waits for the child to end (once; later calls give the same answer).
    @discardableResult
    package func wait() -> Ending {
        lock.lock()
        defer { lock.unlock() }
        if let ending { return ending }
        // Only ECHILD can fail here (the child is ours and waited for once): it ended unseen.
        let ended = Ending(waitingFor: pid)
        Interruption.shared.unregister(child: pid)
        ending = ended
        return ended
    }

    /// Asks the child to stop (SIGTERM) unless it has been waited for.
    package func terminate() {
        lock.lock()
        defer { lock.unlock() }
        if ending == nil { kill(pid, SIGTERM) }
    }

    /// Runs `executable` to its end, its standard output to the file at `standardOutput`.
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String], standardOutput: String
    ) throws(AlertPackError) -> Ending {
        try ChildProcess(executable, arguments: arguments, environment: environment, standardOutput: .file(standardOutput)).wait()
    }
}
