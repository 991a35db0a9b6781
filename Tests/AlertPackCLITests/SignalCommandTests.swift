import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What the binary says of a config's misspellings on standard error, and SARIF that does not
/// depend on where the checkout is (issue 27, items 7 and 10). The findings themselves are
/// checked in process (AlertPackCoreTests' SignalTests).
struct SignalCommandTests {
    @Test("a misspelt rule id or key gets a 'did you mean'")
    func didYouMean() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "rules:\n  sound.durration: off\n  sound.silence: {maxLeadingSecond: 0.1}\nignores: []\n".write(
            toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: folder + "/chime.caf")
        let result = try TestSupport.alertpack(["check", "chime.caf"], in: folder)
        #expect(result.stderr.contains("did you mean 'sound.duration'?"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'maxLeadingSeconds'?"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'ignore'?"), "\(result.stderr)")
    }

    @Test("SARIF names no absolute path: two checkouts of the same files give the same bytes")
    func sarifPortable() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        var outputs: [Data] = []
        for checkout in ["one", "two/deeper"] {
            let folder = root + "/" + checkout
            try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds"), toPath: folder + "/sounds")
            let result = try TestSupport.alertpack(["check", "sounds", "--format", "sarif"], in: folder)
            #expect(!result.stdout.contains(root))
            outputs.append(result.stdoutData)
        }
        #expect(outputs[0] == outputs[1])
    }
}
