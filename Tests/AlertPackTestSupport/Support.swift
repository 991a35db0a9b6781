import AlertPackCore
import Foundation
import Testing

/// Paths and process helpers the tests share.
package enum TestSupport {
    /// The repository root (this file is Tests/AlertPackTestSupport/Support.swift).
    package static let repositoryRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    package static func repositoryPath(_ relative: String) -> String { repositoryRoot + "/" + relative }

    /// The built `alertpack` binary, beside the test bundle in the build products folder.
    package static let binary: String = {
        if let explicit = ProcessInfo.processInfo.environment["ALERTPACK_BIN"] { return explicit }
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("alertpack").path
            if FileManager.default.isExecutableFile(atPath: candidate),
                !candidate.hasSuffix(".xctest")
            {
                return candidate
            }
        }
        return repositoryPath(".build/debug/alertpack")
    }()

    package struct ProcessResult {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package var stdoutData: Data
    }

    /// Runs a program to completion; output is read concurrently so large output cannot block.
    @discardableResult
    package static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil
    ) throws -> ProcessResult {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is read on another thread while this one reads standard output, so
        // neither pipe can fill and block the child; the box hands the bytes over under a lock.
        let group = DispatchGroup()
        let errBox = Locked(Data())
        group.enter()
        DispatchQueue.global().async {
            let read = err.fileHandleForReading.readDataToEndOfFile()
            errBox.update { $0 = read }
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.current
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
    }

    /// Runs the alertpack binary.
    @discardableResult
    package static func alertpack(_ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        try run(binary, arguments, in: directory ?? repositoryRoot)
    }

    /// `check Samples` with the built-in preset and the repository's .alertpack.yml (which makes
    /// Samples/attachments notification attachments), made once for the suites that read it
    /// (empty, so that their expectations fail, if the configuration cannot be resolved).
    package static let samplesReport: CheckReport = {
        guard let configuration = try? samplesConfiguration() else { return CheckReport(preset: "?", files: []) }
        return Checker(configuration: configuration, jobs: 2).check(paths: ["Samples"])
    }()

    /// Whether `tool` (a name on PATH or an absolute path) can be run.
    package static func installed(_ tool: String) -> Bool {
        if tool.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: tool) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    /// The trait of a suite or test that needs peer tools as witnesses: without them it is
    /// skipped and says which are missing, instead of failing or crashing the whole run.
    /// `make test` installs them all (its test-deps target), so CI never skips.
    package static func needs(_ tools: String...) -> ConditionTrait {
        let missing = tools.filter { !installed($0) }
        return .enabled(
            if: missing.isEmpty,
            Comment(rawValue: "needs \(missing.joined(separator: ", ")) as a witness: `make test-deps` installs it"))
    }

    /// Runs a peer tool and fails the test if it fails.
    @discardableResult
    package static func peer(_ tool: String, _ arguments: [String]) throws -> ProcessResult {
        guard installed(tool) else { throw PeerFailure(message: "\(tool) is not installed: `make test-deps` installs it") }
        let result = try run(tool, arguments)
        if result.status != 0 {
            throw PeerFailure(message: "\(tool) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result
    }

    package struct PeerFailure: Error, CustomStringConvertible {
        package init(message: String) { self.message = message }
        package var message: String
        package var description: String { message }
    }

    /// A new empty folder, removed by the caller's `defer`.
    package static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    package static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    /// The built-in preset with the repository's .alertpack.yml, as `alertpack check Samples`
    /// run from the repository reads it.
    package static func samplesConfiguration() throws -> CheckConfiguration {
        try CheckConfiguration.resolve(presetReference: "ios", configPath: repositoryPath(".alertpack.yml"), directory: repositoryRoot)
    }

    /// The effective built-in default preset.
    package static func defaultConfiguration() throws -> CheckConfiguration {
        try CheckConfiguration.resolve(presetReference: "ios", configPath: nil, useConfigFile: false)
    }

    /// Checks one file with the default preset, through the whole pipeline (discovery included).
    package static func check(_ path: String) throws -> FileReport {
        let report = Checker(configuration: try defaultConfiguration(), jobs: 1).check(paths: [path])
        return try #require(report.files.first { $0.path == path }, "\(path) was not checked")
    }

    /// A corpus a script in scripts/ generates (`script OUTDIR`), made once per test run.
    package static func generatedCorpus(_ script: String, name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        let result = try? run("python3", [repositoryPath("scripts/" + script), folder])
        precondition(result?.status == 0, "\(script) failed: \(result?.stderr ?? "did not run")")
        return folder
    }

    package static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

extension FileReport {
    package var ruleIDs: Set<String> { Set(findings.map(\.rule)) }
}

/// A value handed between threads under a lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&value)
    }

    package var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
