import AlertPackCore
import Foundation

/// Runs peer tools for the benchmark.
enum Shell {
    struct Result {
        var status: Int32
        var output: Data
        var seconds: Double
    }

    /// Runs a command (through /usr/bin/env), waiting for it; output is collected. Through
    /// ChildProcess (waitpid), as alertpack runs its own children: Foundation's Process polls
    /// every 50 ms, which every timing here would include.
    @discardableResult
    static func run(_ arguments: [String], quiet: Bool = true) -> Result {
        let start = Date()
        guard
            let process = try? ChildProcess(
                "/usr/bin/env", arguments: arguments, standardOutput: .piped, standardError: quiet ? .discarded : .inherited)
        else { return Result(status: 127, output: Data(), seconds: 0) }
        let data = process.output?.readDataToEndOfFile() ?? Data()
        let status: Int32
        switch process.wait() {
        case .exited(let code): status = code
        case .signaled(let signal): status = 128 + signal
        }
        return Result(status: status, output: data, seconds: Date().timeIntervalSince(start))
    }

    /// Runs a shell command line and times it.
    static func time(_ commandLine: String) -> Double {
        run(["bash", "-c", commandLine]).seconds
    }
}
