import AlertPackTestSupport
import Foundation
import Testing

/// `convert --quality`: the default is the search (`best` writes the same bytes), `fast` is
/// another encoder. How good the search is is measured in process (AlertPackCoreTests'
/// IMA4SearchTests).
@Suite(TestSupport.needs("sox"))
struct ConvertQualityCommandTests {
    @Test("the default quality is best: the same bytes as --quality best, others than --quality fast")
    func defaultIsBest() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let chime = folder + "/chime.wav"
        try TestSupport.peer(
            "sox",
            [
                "-R", "-D", "-n", "-r", "44100", "-c", "1", "-b", "16", chime, "synth", "0.8", "sine", "880", "sine", "1320", "remix", "1,2", "gain",
                "-n", "-6",
            ])
        for (suffix, extra) in [("default", [String]()), ("best", ["--quality", "best"]), ("fast", ["--quality", "fast"])] {
            let result = try TestSupport.alertpack(["convert", chime, "--to", "caf-ima4", "--output", chime + ".\(suffix).caf"] + extra)
            #expect(result.status == 0, "\(suffix): \(result.stderr)")
        }
        let defaultBytes = try Data(contentsOf: URL(fileURLWithPath: chime + ".default.caf"))
        #expect(defaultBytes == (try Data(contentsOf: URL(fileURLWithPath: chime + ".best.caf"))))
        #expect(defaultBytes != (try Data(contentsOf: URL(fileURLWithPath: chime + ".fast.caf"))))
    }
}
