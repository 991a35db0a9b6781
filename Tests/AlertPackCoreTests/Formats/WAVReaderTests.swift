import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `WAVReader` on real files (Samples/sounds, and WAVs sox writes here in every sample format),
/// its facts held against ffprobe's; cut and hostile headers are errors, never traps.
@Suite(TestSupport.needs("ffprobe", "sox"))
struct WAVReaderTests {
    @Test(
        "the Samples' WAVs: rate, channels, codec and frames agree with ffprobe",
        arguments: ["chime.wav", "float.wav", "chime-ulaw.wav", "clipped.wav", "late-start.wav", "quiet.wav"])
    func samplesAgreeWithFFprobe(_ name: String) throws {
        let path = TestSupport.repositoryPath("Samples/sounds/" + name)
        let info = try WAVReader.read(ReaderWitness.open(path))
        #expect(info.container == "wav")
        try ReaderWitness.expectAgrees(info, with: path)
    }

    @Test(
        "every sample format sox writes is read as sox wrote it",
        arguments: [
            ["-r", "8000", "-c", "1", "-b", "8"], ["-r", "22050", "-c", "2", "-b", "16"], ["-r", "44100", "-c", "1", "-b", "24"],
            ["-r", "48000", "-c", "2", "-b", "32", "-e", "floating-point"], ["-r", "16000", "-c", "1", "-e", "u-law"],
            ["-r", "96000", "-c", "6", "-b", "16"],
        ])
    func soxFormats(_ format: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.sox("tone.wav", in: folder, format)
        let info = try WAVReader.read(ReaderWitness.open(path))
        try ReaderWitness.expectAgrees(info, with: path)
        #expect(info.floatingPoint == format.contains("floating-point"))
        #expect(info.dataOffset + info.dataLength <= Int64(try Data(contentsOf: URL(fileURLWithPath: path)).count))
    }

    @Test("an RF64 file (ffmpeg -rf64 always) is read through its ds64 chunk")
    func rf64() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try ReaderWitness.ffmpeg("tone.wav", in: folder, ["-rf64", "always", "-c:a", "pcm_s16le"])
        let info = try WAVReader.read(ReaderWitness.open(path))
        #expect(info.container == "rf64")
        try ReaderWitness.expectAgrees(info, with: path)
    }

    @Test("a header cut short, a RIFF that is not WAVE, and a file with no data chunk are errors", arguments: [4, 11, 20, 36])
    func cutHeaders(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(TestSupport.repositoryPath("Samples/sounds/chime.wav"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try WAVReader.read(ReaderWitness.open(cut)) }
        // ffprobe refuses them too, or finds no audio in them.
        let probe = try TestSupport.run("ffprobe", ["-v", "error", "-show_entries", "stream=duration_ts", "-of", "csv=p=0", cut])
        #expect(probe.status != 0 || probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || length == 36, "\(probe.stdout)")
        let avi = try ReaderWitness.write(Array("RIFF".utf8) + [4, 0, 0, 0] + Array("AVI ".utf8), "avi.wav", in: folder)
        #expect(throws: AlertPackError.self) { try WAVReader.read(ReaderWitness.open(avi)) }
    }

    @Test(
        "the hostile corpus's WAV headers are refused naming the value, or read as their peers read them",
        arguments: [
            "wav-channels-65.wav", "wav-channels-1024.wav", "wav-rate-1.wav", "wav-rate-10000000.wav", "riff-size-disagrees.wav",
            "junk-before-fmt.wav",
        ])
    func hostileHeaders(_ name: String) throws {
        let path = HostileCorpus.folder + "/sounds/" + name
        do throws(AlertPackError) {
            let info = try WAVReader.read(ReaderWitness.open(path))
            #expect(name == "riff-size-disagrees.wav" || name == "junk-before-fmt.wav", "\(name) was accepted: \(info)")
            #expect(info.frames == 800)
        } catch {
            #expect(error.message.contains("channels") || error.message.contains("Hz"), "\(name): \(error.message)")
        }
    }
}
