import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `fix` names every file as `check` does: escaped on every line of its text report; a file whose
/// name is not UTF-8 is left, saying why, never written through its alias.
extension FixTests {
    @Test(
        "fix and fix --dry-run show names with terminal control bytes escaped on every line; a name that is not UTF-8 is listed escaped and left with the reason"
    )
    func namesInFixReports() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/sounds/quiet.wav"), toPath: folder + "/quiet-\u{1B}[31m\u{07}.wav")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/alert.mp3"), toPath: folder + "/m-\u{1B}[2J.mp3")
        try TestSupport.peer(
            "python3",
            [
                "-c", "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2].encode() + b'/caf\\xe9.wav')",
                TestSupport.repositoryPath("Samples/sounds/quiet.wav"), folder,
            ])
        let latin = folder + "/caf\\xE9.wav"
        let bytesBefore = try TestSupport.run("/bin/sh", ["-c", "sha256sum \"$0\"/\"$(printf 'caf\\351.wav')\"", folder]).stdout
        for options in [["--dry-run"], []] {
            let result = try TestSupport.alertpack(["fix", "--color", "never"] + options + [folder])
            #expect(Self.rawControlBytes(result.stdoutData + Data(result.stderr.utf8)).isEmpty, "\(options): \(result.stdout)")
            #expect(result.stdout.contains("quiet-\\x1B[31m\\x07.wav  " + (options.isEmpty ? "REPAIRED" : "WOULD REPAIR")), "\(result.stdout)")
            #expect(result.stdout.contains("m-\\x1B[2J.mp3  LEFT") && result.stdout.contains("to write \(folder)/m-\\x1B[2J.caf"), "\(result.stdout)")
            #expect(result.stdout.contains(latin + "  LEFT") && result.stdout.contains("its path is not valid UTF-8"), "\(result.stdout)")
            #expect(!result.stdout.contains("/names-"), "an alias path leaked: \(result.stdout)")
        }
        let bytesAfter = try TestSupport.run("/bin/sh", ["-c", "sha256sum \"$0\"/\"$(printf 'caf\\351.wav')\"", folder]).stdout
        #expect(bytesAfter == bytesBefore, "the file whose name is not UTF-8 is untouched")
    }

    /// Terminal control bytes that must never reach the output raw: escape, bell.
    static func rawControlBytes(_ output: Data) -> [UInt8] {
        [UInt8](output).filter { $0 == 0x1B || $0 == 0x07 }
    }
}
