import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Interrupted at any moment, a run leaves nothing of its own behind (no temporary beside an
/// output, no staging folder, no private folder in TMPDIR), exits 130 (SIGINT) or 143 (SIGTERM),
/// and never blames a file for the interrupt.
@Suite(.serialized)
struct InterruptionTests {
    /// Runs `arguments` in `folder` with its own TMPDIR, sends `signal` after `delay` seconds.
    static func interrupt(_ arguments: [String], in folder: String, tmp: String, signal: Int32, after delay: Double) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Killed by the signal itself: it came before alertpack took the signals over (while the
        // runtime was still starting, nothing made yet). Reported as 128 + signal, as a shell would.
        if process.terminationReason == .uncaughtSignal { return (128 + process.terminationStatus, stderr) }
        return (process.terminationStatus, stderr)
    }

    /// Hidden temporaries (`.NAME.tmp-…`) anywhere below `folder`.
    static func temporaries(below folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { FileName.last(of: $0).contains(".tmp-") }
    }

    static let commands: [(String, [String])] = [
        ("check", ["check", "src", "--format", "json"]),
        ("report", ["report", "src", "-o", "out/report.html"]),
        ("package --zip", ["package", "src", "--out", "out/pkg", "--zip", "out/pkg.zip", "--convert", "--allow-rejected"]),
        ("convert", ["convert", "src", "--output-folder", "out/converted"]),
        ("verify", ["verify", "made.zip"]),
    ]

    @Test("20 interrupts at random moments of each long command leave nothing behind", arguments: commands.map(\.0))
    func randomInterrupts(_ name: String) throws {
        let arguments = Self.commands.first { $0.0 == name }!.1
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds"), toPath: folder + "/src")
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        if name == "verify" {
            let made = try TestSupport.alertpack([
                "package", folder + "/src", "--out", folder + "/made", "--zip", folder + "/made.zip", "--allow-rejected",
            ])
            #expect(made.status == 0)
        }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            let tmp = folder + "/tmp-\(round)"
            try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
            let signal = round % 2 == 0 ? SIGINT : SIGTERM
            let delay = Double.random(in: 0.05...0.8, using: &generator)
            let (status, stderr) = try Self.interrupt(arguments, in: folder, tmp: tmp, signal: signal, after: delay)
            // Finished before the signal (0, 1 for findings; convert says 2 when an input, such as
            // not-audio.aiff, cannot be converted) or stopped by it.
            #expect(
                [0, 1, name == "convert" ? 2 : 0, 128 + signal].contains(status), "\(name) round \(round) after \(delay) s: exit \(status) \(stderr)")
            #expect(!stderr.contains("crashed"), "an interrupt was blamed on a file: \(stderr)")
            #expect(Self.temporaries(below: folder + "/out").isEmpty, "\(name) round \(round): \(Self.temporaries(below: folder + "/out"))")
            let left = (try? FileManager.default.contentsOfDirectory(atPath: tmp + "/alertpack-\(getuid())")) ?? []
            #expect(left.isEmpty, "\(name) round \(round) after \(delay) s left \(left) in TMPDIR")
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []).allSatisfy { $0 == "alertpack-\(getuid())" })
        }
    }
}
