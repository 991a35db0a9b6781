import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack convert MASTER --android FOLDER` as a user runs it: the Android sound beside the
/// CAF, legally named, judged by the android.* rules, the same bytes on every run, ffprobe and
/// sndfile-info as witnesses of what was written, and a file the user owns never replaced.
@Suite(TestSupport.needs("ffprobe", "sndfile-info", "cmp"))
struct AndroidConvertCommandTests {
    static let fixtures = TestSupport.generatedCorpus("make-android-repairs.py", name: "android-convert-command")

    static func probe(_ path: String) throws -> String {
        try TestSupport.peer(
            "ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,sample_rate,channels,duration", "-of", "compact=p=0:nk=1", path]
        ).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("--android res: ping_alert.ogg in res/raw beside the CAF, Vorbis 44.1 kHz mono 0.8 s, byte-identical on a second run")
    func oggIntoRes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let master = Self.fixtures + "/master/Ping-Alert.wav"
        let arguments = ["convert", master, "--output-folder", folder + "/ios", "--android", folder + "/app/src/main/res", "--quality", "fast"]
        let made = try TestSupport.alertpack(arguments)
        #expect(made.status == 0, "\(made.stdout) \(made.stderr)")
        let ogg = folder + "/app/src/main/res/raw/ping_alert.ogg"
        #expect(FileManager.default.fileExists(atPath: folder + "/ios/Ping-Alert.caf"))
        #expect(try Self.probe(ogg) == "vorbis|44100|1|0.800000")
        #expect(made.stdout.contains("judged by the Android sound rules"))
        let info = try TestSupport.peer("sndfile-info", [ogg]).stdout
        #expect(info.contains("Vorbis") && info.contains("alertpack"))
        let first = try Data(contentsOf: URL(fileURLWithPath: ogg))
        let again = try TestSupport.alertpack(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: ogg)) == first)
        let check = try TestSupport.alertpack(["check", folder + "/app/src/main/res/raw", "--format", "json"])
        #expect(!check.stdout.contains("android.sound-"), "\(check.stdout)")
    }

    @Test("--android-format wav into a plain folder: 16-bit PCM WAV; a Java keyword gets _sound")
    func wavIntoFolder() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let master = Self.fixtures + "/master/class.wav"
        let made = try TestSupport.alertpack(
            ["convert", master, "--output-folder", folder, "--android", folder + "/android", "--android-format", "wav", "--quality", "fast"])
        #expect(made.status == 0, "\(made.stdout) \(made.stderr)")
        let wav = folder + "/android/class_sound.wav"
        #expect(try Self.probe(wav) == "pcm_s16le|44100|1|0.800000")
    }

    @Test("a file of that name alertpack did not make is left as it is: exit 2, its bytes unchanged")
    func usersFileKept() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/res/raw", withIntermediateDirectories: true)
        let theirs = folder + "/res/raw/ping_alert.ogg"
        try Data("their own sound".utf8).write(to: URL(fileURLWithPath: theirs))
        let refused = try TestSupport.alertpack(
            ["convert", Self.fixtures + "/master/Ping-Alert.wav", "--output-folder", folder, "--android", folder + "/res", "--quality", "fast"])
        #expect(refused.status == 2)
        #expect(refused.stdout.contains("alertpack did not make it"), "\(refused.stdout)")
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "their own sound")
    }

    @Test("--to ogg-vorbis is refused: Ogg is written for Android only, through --android")
    func oggNotAnIOSTarget() throws {
        let refused = try TestSupport.alertpack(["convert", Self.fixtures + "/master/Ping-Alert.wav", "--to", "ogg-vorbis"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("ogg-vorbis"))
    }
}
