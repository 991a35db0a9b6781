import Foundation

/// Runs peer tools for the benchmark.
enum Shell {
    struct Result {
        var status: Int32
        var output: Data
        var seconds: Double
    }

    /// Runs a command (through /usr/bin/env), waiting for it; output is collected.
    @discardableResult
    static func run(_ arguments: [String], quiet: Bool = true) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = quiet ? FileHandle.nullDevice : FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        do { try process.run() } catch { return Result(status: 127, output: Data(), seconds: 0) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: data, seconds: Date().timeIntervalSince(start))
    }

    /// Runs a shell command line and times it.
    static func time(_ commandLine: String) -> Double {
        run(["bash", "-c", commandLine]).seconds
    }
}
