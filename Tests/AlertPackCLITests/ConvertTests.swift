import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack convert` on real inputs made by other tools, with ffprobe and libsndfile as witnesses.
@Suite(TestSupport.needs("sox", "ffmpeg", "ffprobe", "sndfile-info"))
struct ConvertTests {
    /// Makes an input with sox or ffmpeg from a 1.2 s stereo 44.1 kHz chime (or a 31 s tone).
    static func makeInput(_ folder: String, _ name: String) throws -> String {
        let source = folder + "/source.wav"
        if !FileManager.default.fileExists(atPath: source) {
            try TestSupport.peer(
                "sox",
                [
                    "-D", "-r", "44100", "-n", "-c", "2", "-b", "16", source,
                    "synth", "1.2", "sine", "880", "sine", "1320", "fade", "q", "0.005", "1.2", "0.5", "gain", "-n", "-6",
                ])
        }
        let path = folder + "/" + name
        let ffmpeg = ["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", source]
        switch name {
        case "in.mp3": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + ["-c:a", "libmp3lame", path])
        case "in.flac": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + [path])
        case "in-48k-24.wav": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + ["-ar", "48000", "-c:a", "pcm_s24le", path])
        case "in-alac.caf": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + ["-c:a", "alac", path])
        case "in-ima4.caf": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + ["-c:a", "adpcm_ima_qt", path])
        case "in.ogg": try TestSupport.peer(ffmpeg[0], Array(ffmpeg.dropFirst()) + ["-c:a", "libvorbis", path])
        case "in-31s.wav":
            try TestSupport.peer("sox", ["-D", "-r", "22050", "-n", "-c", "1", "-b", "16", path, "synth", "31", "sine", "660", "gain", "-n", "-9"])
        default: Issue.record("unknown input \(name)")
        }
        return path
    }

    static func probe(_ path: String) throws -> (codec: String, rate: Double, channels: Int, duration: Double) {
        let probed = try Witness.probe(path)
        return (probed.codec, probed.rate, probed.channels, probed.duration)
    }

    @Test(
        "real inputs convert into IMA4 CAF that check passes and ffprobe reads",
        arguments: [
            ("in.mp3", [String]()), ("in.flac", []), ("in-48k-24.wav", []), ("in-alac.caf", []), ("in-ima4.caf", []),
            ("in.ogg", []), ("in-31s.wav", ["--max-duration", "29.5"]),
        ])
    func convertsRealInputs(name: String, options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, name)
        let inputBytes = try Data(contentsOf: URL(fileURLWithPath: input))
        let result = try TestSupport.alertpack(["convert", input, "--output-folder", folder + "/out", "--format", "json"] + options)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let output = folder + "/out/" + URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent + ".caf"
        let check = try TestSupport.alertpack(["check", output, "--format", "json"])
        let file = try #require(try CheckOutput.of(check).files.first)
        #expect(!file.findings.contains { $0.severity == "error" }, "\(check.stdout)")
        let witness = try Self.probe(output)
        #expect(witness.codec == "adpcm_ima_qt")
        #expect(witness.duration < 30)
        #expect(witness.channels == 2 || name == "in-31s.wav")
        // The input is untouched.
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == inputBytes)
        let conversion = try #require(try ConvertOutput.of(result).conversions.first)
        let after = try #require(conversion.after)
        #expect(after.verdict != "fail")
        if name == "in-31s.wav" {
            #expect(after.facts?.duration == 29.5)
            #expect(conversion.steps.contains { $0.contains("cut from 31.00 s to 29.50 s with a 0.25 s fade-out") })
        }
    }

    @Test("--jobs 1 converts on one thread into the very bytes of the default, every core searching")
    func oneJobSameBytes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in.flac")
        for (name, extra) in [("all", [String]()), ("one", ["--jobs", "1"])] {
            let result = try TestSupport.alertpack(["convert", input, "--output-folder", folder + "/" + name] + extra)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        }
        #expect(FileManager.default.contentsEqual(atPath: folder + "/all/in.caf", andPath: folder + "/one/in.caf"))
    }

    @Test(
        "every target is read by ffprobe with the right codec; libsndfile reads our AIFF-C IMA4",
        arguments: ConversionTarget.allCases.filter { $0 != .oggVorbis })
    func everyTarget(_ target: ConversionTarget) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in.flac")
        let result = try TestSupport.alertpack(["convert", input, "--to", target.rawValue, "--output-folder", folder + "/out"])
        #expect(result.status == 0, "\(result.stdout)")
        let output = folder + "/out/in." + target.fileExtension
        let expected = ["ima4": "adpcm_ima_qt", "lpcm": target == .aiffLPCM16 ? "pcm_s16be" : "pcm_s16le", "ulaw": "pcm_mulaw", "alaw": "pcm_alaw"]
        let witness = try Self.probe(output)
        #expect(witness.codec == expected[target.codec])
        #expect(witness.rate == 44100 && witness.channels == 2)
        #expect(abs(witness.duration - 1.2) < 0.002)
        let report = try TestSupport.check(output)
        #expect(report.facts.sound?.codec == target.codec)
        #expect(report.verdict == .pass, "\(report.findings)")
        if target != .cafIMA4 {
            // libsndfile 1.2 cannot read IMA4 in CAF; everything else must read in it too.
            // AIFF-C has no packet table: IMA4 there plays whole packets (52920 frames → 827 × 64).
            let frames = target == .aifcIMA4 ? 52928 : 52920
            let info = try TestSupport.peer("sndfile-info", [output]).stdout
            #expect(info.contains("Frames      : \(frames)"), "\(info)")
        }
    }

    @Test("our IMA4 round-trips: decoded CAF and libsndfile's decode of our AIFF-C match the source closely")
    func roundTripQuality() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in-48k-24.wav")
        try TestSupport.alertpack(["convert", input, "--output-folder", folder, "--to", "caf-ima4"])
        try TestSupport.alertpack(["convert", input, "--output-folder", folder, "--to", "aifc-ima4"])
        let inspector = SoundInspector(settings: try TestSupport.defaultConfiguration().measurementSettings)
        let source = try Witness.decodeAll(try inspector.openDecoder(path: input))
        let caf = try Witness.decodeAll(try inspector.openDecoder(path: folder + "/in-48k-24.caf"))
        let aifc = try Witness.decodeAll(SndFileSource(path: folder + "/in-48k-24.aifc"))
        #expect(caf.count == source.count, "the pakt chunk keeps the exact frame count")
        #expect(Array(aifc.prefix(caf.count)) == caf, "libsndfile decodes our packets exactly as we do")
        var signal = 0.0
        var noise = 0.0
        for (s, d) in zip(source, caf) { signal += Double(s * s); noise += Double((d - s) * (d - s)) }
        #expect(10 * log10(signal / noise) > 30, "SNR \(10 * log10(signal / noise)) dB")
    }

    @Test("processing options: mono, sample rate, peak, loudness, trimming")
    func processingOptions() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in-48k-24.wav")
        let padded = folder + "/padded.wav"
        try TestSupport.peer("sox", [input, padded, "pad", "1.5", "2"])
        let result = try TestSupport.alertpack([
            "convert", padded, "--output", folder + "/p.wav", "--to", "wav-lpcm16", "--mono", "--sample-rate", "22050",
            "--normalize", "-1", "--trim-silence", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        let witness = try Self.probe(folder + "/p.wav")
        #expect(witness.rate == 22050 && witness.channels == 1)
        let facts = try #require(try TestSupport.check(folder + "/p.wav").facts.sound)
        #expect(abs(facts.peakDBFS! - -1) < 0.1, "peak \(facts.peakDBFS!)")
        #expect(facts.leadingSilence! <= 0.02 && facts.trailingSilence! <= 0.03, "\(facts)")
        let steps = try #require(try ConvertOutput.of(result).conversions.first).steps
        #expect(steps.contains { $0.hasPrefix("trimmed 1.49 s of leading") })
        #expect(steps.contains("downmixed 2 channels to mono"))
        #expect(steps.contains("resampled 48000 Hz to 22050 Hz (libsamplerate)"))
        #expect(steps.contains("reduced to 16 bits with TPDF dither"))

        try TestSupport.alertpack(["convert", input, "--output", folder + "/l.caf", "--loudness", "-20"])
        let loud = try #require(try TestSupport.check(folder + "/l.caf").facts.sound)
        #expect(abs(loud.loudnessLUFS! - -20) < 0.5, "loudness \(loud.loudnessLUFS!)")
    }

    @Test("conversion is deterministic: the same input gives the same bytes")
    func deterministic() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in-48k-24.wav")
        for target in ["caf-ima4", "wav-lpcm16", "aiff-lpcm16", "caf-ulaw"] {
            try TestSupport.alertpack(["convert", input, "--to", target, "--output-folder", folder + "/a", "--mono", "--normalize", "-2"])
            try TestSupport.alertpack(["convert", input, "--to", target, "--output-folder", folder + "/b", "--mono", "--normalize", "-2"])
            let name = "/in-48k-24." + ConversionTarget(rawValue: target)!.fileExtension
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/a" + name)) == Data(contentsOf: URL(fileURLWithPath: folder + "/b" + name)))
        }
    }

    @Test("bad inputs, outputs and options give clear errors and exit 2; the batch goes on")
    func errors() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let good = try Self.makeInput(folder, "in.flac")
        let long = try Self.makeInput(folder, "in-31s.wav")
        try "not audio".write(toFile: folder + "/bad.wav", atomically: true, encoding: .utf8)
        let batch = try TestSupport.alertpack([
            "convert", folder + "/bad.wav", long, good, folder + "/missing.wav", "--output-folder", folder + "/out",
        ])
        #expect(batch.status == 2)
        #expect(batch.stdout.contains("bad.wav  NOT CONVERTED"))
        #expect(batch.stdout.contains("alert sounds must be under 30.00 s; add --max-duration 29.50"))
        #expect(batch.stdout.contains("missing.wav  NOT CONVERTED"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/in.caf"), "the good input is still converted")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/in-31s.caf"))

        // An output equal to the input is refused, and the input is untouched.
        let wav = folder + "/same.wav"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.wav"), toPath: wav)
        let before = try Data(contentsOf: URL(fileURLWithPath: wav))
        let same = try TestSupport.alertpack(["convert", wav, "--to", "wav-lpcm16", "--output", wav])
        #expect(same.status == 2)
        #expect(same.stdout.contains("would overwrite the input"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: wav)) == before)
        // The same through a hard link or a symbolic link to its folder, in a batch of two.
        try FileManager.default.linkItem(atPath: wav, toPath: folder + "/hard.wav")
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: folder)
        let linked = try TestSupport.alertpack(["convert", wav, good, "--to", "wav-lpcm16", "--output", folder + "/hard.wav"])
        #expect(linked.status == 2)
        // Into a folder that is the input's own under another name: the output is renamed.
        let viaAlias = try TestSupport.alertpack(["convert", good, wav, "--to", "wav-lpcm16", "--output-folder", folder + "/alias"])
        #expect(viaAlias.status == 0)
        #expect(viaAlias.stdout.contains("alias/same.converted.wav"), "\(viaAlias.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: wav)) == before)
        // Without a name, a same-format output gets its own name instead.
        #expect(try TestSupport.alertpack(["convert", wav, "--to", "wav-lpcm16"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/same.converted.wav"))

        // An unwritable output folder.
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        if getuid() != 0 {
            #expect(try TestSupport.alertpack(["convert", good, "--output-folder", locked]).status == 2)
        }
        #expect(try TestSupport.alertpack(["convert", good, "--output-folder", "/proc/forbidden"]).status == 2)

        // Unsupported options.
        for options in [
            ["--to", "mp3"], ["--max-duration", "30"], ["--normalize", "3"], ["--sample-rate", "10"],
            ["--normalize", "-1", "--loudness", "-16"], ["--output", folder + "/x.wav"],
        ] {
            let result = try TestSupport.alertpack(["convert", good] + options)
            #expect(result.status == 2, "\(options): \(result.stdout)\(result.stderr)")
        }
    }

    @Test("a run killed part-way leaves no file under the output's name")
    func killedRunLeavesNoHalfFile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let long = folder + "/long.wav"
        try TestSupport.peer("sox", ["-D", "-r", "96000", "-n", "-c", "8", "-b", "24", long, "synth", "29", "sine", "440", "gain", "-n", "-9"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.binary)
        process.arguments = ["convert", long, "--output", folder + "/long.caf", "--sample-rate", "44100", "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait until its temporary file exists, then kill it mid-write.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if try FileManager.default.contentsOfDirectory(atPath: folder).contains(where: { $0.hasPrefix(".long.caf.tmp") }) { break }
            usleep(2000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: folder + "/long.caf"))
    }

    @Test("-o names the output file, as in every command; a folder is --output-folder, and -o FOLDER says so")
    func outputOptions() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let input = try Self.makeInput(folder, "in.flac")
        #expect(try TestSupport.alertpack(["convert", input, "-o", folder + "/one.caf"]).status == 0)
        #expect(try Self.probe(folder + "/one.caf").codec == "adpcm_ima_qt")
        let toFolder = try TestSupport.alertpack(["convert", input, "-o", folder])
        #expect(toFolder.status == 2 && toFolder.stderr.contains("--output-folder"), "\(toFolder.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/many", withIntermediateDirectories: true)
        #expect(try TestSupport.alertpack(["convert", input, "--output-folder", folder + "/many"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/many/in.caf"))
        let help = try TestSupport.alertpack(["convert", "--help"]).stdout
        #expect(help.contains("-o, --output <output>") && help.contains("--output-folder <output-folder>"), "\(help)")
    }
}
