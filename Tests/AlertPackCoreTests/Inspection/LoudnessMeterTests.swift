import AlertPackTestSupport
import CEBUR128
import Foundation
import Testing

@testable import AlertPackCore

/// Our BS.1770-4 meter against libebur128's exact mode (every block kept) and EBU Tech 3341's test
/// signals, and our PCM reader against libsndfile. libebur128's histogram mode, which alertpack
/// used before, and ffmpeg's `ebur128` filter, which bins the same way, judge each block by its
/// 0.1 LU bin: on speech whose blocks crowd the relative gate they differ from the exact value
/// by up to a quarter of an LU (home-assistant's Morgan Freeman prompts), so they are not the reference.
@Suite(TestSupport.needs("sox"))
struct LoudnessMeterTests {
    /// Integrated loudness by libebur128 of the same samples, keeping every block (exact).
    static func reference(_ samples: [Float], channels: Int, rate: Double) -> Double? {
        let mode = Int32(EBUR128_MODE_I.rawValue)
        var state = ebur128_init(UInt32(channels), UInt(rate), mode)
        defer { ebur128_destroy(&state) }
        _ = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, samples.count / channels) }
        var value = -Double.infinity
        _ = ebur128_loudness_global(state, &value)
        return value.isFinite ? value : nil
    }

    /// Ours, fed in uneven blocks so that segment boundaries fall inside them.
    static func ours(_ samples: [Float], channels: Int, rate: Double) -> Double? {
        let meter = LoudnessMeter(channels: channels, sampleRate: rate)
        let frames = samples.count / channels
        var start = 0
        var size = 1
        samples.withUnsafeBufferPointer { all in
            while start < frames {
                let count = min(size, frames - start)
                _ = meter.add(UnsafeBufferPointer(rebasing: all[start * channels..<(start + count) * channels]), frames: count)
                start += count
                size = size * 3 % 9_973 + 1
            }
        }
        return meter.integratedLUFS
    }

    static func decode(_ path: String) throws -> (samples: [Float], channels: Int, rate: Double) {
        let source = try SoundInspector(settings: try TestSupport.defaultConfiguration().measurementSettings).openDecoder(path: path)
        return (try Witness.decodeAll(source), source.channels, source.sampleRate)
    }

    static func header(_ path: String) throws -> (RandomAccessFile, AudioStreamInfo) {
        let file = try RandomAccessFile(path: path)
        guard case .readableAudio(let family) = ContentSniffer.sniff(ContentSniffer.prefix(of: file)) else {
            throw AlertPackError.audio(.notAudio(startsWith: nil))
        }
        return (file, try SoundInspector.readHeader(family, file))
    }

    /// Expects agreement; returns the difference from libebur128's exact mode (0 when neither measures).
    @discardableResult
    static func expectAgreement(_ path: String, tolerance: Double = 0.05) throws -> Double {
        let (samples, channels, rate) = try decode(path)
        let exact = reference(samples, channels: channels, rate: rate)
        let measured = ours(samples, channels: channels, rate: rate)
        let name = URL(fileURLWithPath: path).lastPathComponent
        #expect((exact == nil) == (measured == nil), "\(name): libebur128 \(String(describing: exact)), ours \(String(describing: measured))")
        if let exact, let measured {
            #expect(abs(exact - measured) < tolerance, "\(name): libebur128 \(exact), ours \(measured)")
            return abs(exact - measured)
        }
        return 0
    }

    @Test("agrees with libebur128 within 0.05 LU across rates, channel layouts, gating and edge lengths")
    func generatedSignals() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cases: [(rate: Int, channels: Int, effects: [String])] = [
            (8_000, 1, ["synth", "2", "sine", "300", "synth", "2", "whitenoise", "mix", "gain", "-n", "-12"]),
            (11_025, 2, ["synth", "1.3", "sine", "440", "sine", "660", "gain", "-n", "-20"]),
            (22_050, 1, ["synth", "3", "pinknoise", "tremolo", "2", "100", "gain", "-n", "-8"]),
            // Loud, then 30 dB quieter: the relative gate drops the quiet part.
            (44_100, 2, ["synth", "1", "sine", "1000", "gain", "-n", "-3", "pad", "0", "0.5", "synth", "2", "sine", "1000", "gain", "-n", "-33"]),
            (48_000, 1, ["synth", "0.399", "sine", "1000"]),  // under one block: no loudness
            (48_000, 1, ["synth", "0.41", "sine", "1000", "gain", "-n", "-6"]),  // one block
            (48_000, 4, ["synth", "1.5", "sine", "100", "sine", "1000", "sine", "5000", "sine", "12000", "gain", "-n", "-9"]),
            (48_000, 5, ["synth", "1.2", "pinknoise", "gain", "-n", "-15"]),
            (48_000, 6, ["synth", "1.2", "sine", "60", "sine", "500", "sine", "1500", "sine", "40", "sine", "3000", "sine", "9000"]),
            (96_000, 8, ["synth", "0.8", "whitenoise", "gain", "-n", "-20"]),
            (44_100, 1, ["synth", "1", "sine", "20", "dcshift", "0.4", "gain", "-n", "-1"]),  // DC and sub-bass
            (44_100, 1, ["synth", "2", "sine", "1000", "gain", "-n", "-75"]),  // under the absolute gate throughout
            (16_000, 1, ["synth", "1", "sine", "440", "gain", "-n", "-6", "pad", "0", "3"]),  // a long silent tail
        ]
        for (index, item) in cases.enumerated() {
            let path = "\(folder)/case-\(index).wav"
            try TestSupport.peer("sox", ["-D", "-r", "\(item.rate)", "-n", "-c", "\(item.channels)", "-b", "24", path] + item.effects)
            try Self.expectAgreement(path)
        }
    }

    @Test("agrees with libebur128 on every sound in Samples and the test fixtures")
    func samplesAndFixtures() throws {
        let roots = [TestSupport.repositoryPath("Samples"), TestSupport.repositoryPath("Tests/Fixtures")]
        var measured = 0
        for root in roots {
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            for file in files.sorted()
            where ["wav", "aiff", "aif", "aifc", "caf", "m4a", "mp3"].contains((file as NSString).pathExtension.lowercased()) {
                let path = root + "/" + file
                guard let decoded = try? Self.decode(path), decoded.samples.count / decoded.channels < 30 * Int(decoded.rate) else { continue }
                try Self.expectAgreement(path)
                measured += 1
            }
        }
        #expect(measured > 20)
    }

    /// `ALERTPACK_SOUND_CORPUS=/folder swift test --filter LoudnessMeterTests` checks a folder of real sounds.
    @Test("agrees with libebur128 on a real corpus when one is given")
    func realCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["ALERTPACK_SOUND_CORPUS"] else { return }
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        var measured = 0
        var largest = 0.0
        for file in files.sorted() {
            let path = root + "/" + file
            guard let decoded = try? Self.decode(path), decoded.samples.count > 0, decoded.samples.count / decoded.channels < 120 * Int(decoded.rate)
            else { continue }
            largest = max(largest, try Self.expectAgreement(path))
            measured += 1
        }
        print("LoudnessMeterTests: \(measured) real sounds compared with libebur128; largest difference \(largest) LU")
    }

    /// EBU Tech 3341 (2016), cases 1–5: 1 kHz stereo sine tones at stated levels, in sequence.
    /// Each must read -23.0 LUFS (case 2: -33.0) within ±0.1 LU.
    @Test("EBU Tech 3341 conformance signals 1-5")
    func tech3341() {
        let rate = 48_000.0
        func tone(_ parts: [(seconds: Double, dBFS: Double)]) -> [Float] {
            var samples: [Float] = []
            var n = 0
            for part in parts {
                let amplitude = pow(10, part.dBFS / 20)
                for _ in 0..<Int(part.seconds * rate) {
                    let value = Float(amplitude * sin(2 * Double.pi * 1000 * Double(n) / rate))
                    samples.append(value)
                    samples.append(value)
                    n += 1
                }
            }
            return samples
        }
        let cases: [(String, [(Double, Double)], Double)] = [
            ("1", [(20, -23)], -23), ("2", [(20, -33)], -33), ("3", [(10, -36), (60, -23), (10, -36)], -23),
            ("4", [(10, -72), (10, -36), (60, -23), (10, -36), (10, -72)], -23), ("5", [(20, -26), (20.1, -20), (20, -26)], -23),
        ]
        for (name, parts, expected) in cases {
            let measured = Self.ours(tone(parts), channels: 2, rate: rate)
            #expect(measured.map { abs($0 - expected) <= 0.1 } == true, "case \(name): \(String(describing: measured))")
        }
    }

    @Test("past the exact limit, the gate's bins give the exact answer within 0.01 LU")
    func foldedGate() {
        var exact = LoudnessGate()
        var folded = LoudnessGate(exactLimit: 50)
        var generator = SystemRandomNumberGenerator()
        for index in 0..<5_000 {
            // Loud and quiet stretches, so that the relative gate has work to do.
            let lufs = (index / 500) % 2 == 0 ? Double.random(in: -30 ... -10, using: &generator) : Double.random(in: -60 ... -35, using: &generator)
            exact.add(LoudnessGate.energy(lufs: lufs))
            folded.add(LoudnessGate.energy(lufs: lufs))
        }
        let a = try! #require(exact.integratedLUFS), b = try! #require(folded.integratedLUFS)
        #expect(abs(a - b) < 0.01, "exact \(a), folded \(b)")
        #expect(LoudnessGate().integratedLUFS == nil)
    }

    @Test("plain PCM read straight from the file equals libsndfile's decoding, sample for sample")
    func pcmLayoutsMatchLibsndfile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = folder + "/source.wav"
        // Full-scale peaks, DC and noise exercise signs, extremes and every byte.
        try TestSupport.peer(
            "sox",
            [
                "-D", "-r", "22050", "-n", "-c", "2", "-b", "32", "-e", "floating-point", source, "synth", "0.5", "sine", "300", "whitenoise",
                "remix", "1", "2", "dcshift", "0.2", "gain", "-n", "0",
            ])
        let variants: [(String, [String])] = [
            ("u8.wav", ["-b", "8", "-e", "unsigned-integer"]), ("s16.wav", ["-b", "16"]), ("s24.wav", ["-b", "24"]), ("s32.wav", ["-b", "32"]),
            ("f32.wav", ["-b", "32", "-e", "floating-point"]), ("f64.wav", ["-b", "64", "-e", "floating-point"]),
            ("s8.aiff", ["-b", "8"]), ("s16.aiff", ["-b", "16"]), ("s24.aiff", ["-b", "24"]), ("s32.aiff", ["-b", "32"]),
            ("f32.aifc", ["-b", "32", "-e", "floating-point"]), ("s16.caf", ["-b", "16"]), ("s24.caf", ["-b", "24"]),
            ("f32.caf", ["-b", "32", "-e", "floating-point"]),
        ]
        for (name, options) in variants {
            let path = "\(folder)/\(name)"
            try TestSupport.peer("sox", [source] + options + [path])
            let (file, info) = try Self.header(path)
            let layout = try #require(info.pcm, "\(name) should be read as plain PCM")
            let ours = try Witness.decodeAll(PCMFileSource(file: file, info: info, layout: layout))
            let theirs = try Witness.decodeAll(SndFileSource(path: path))
            #expect(ours.count == theirs.count && ours == theirs, "\(name): \(ours.count) samples against libsndfile's \(theirs.count)")
        }
        // Little-endian AIFF-C ('sowt') and a CAF in little-endian, as ffmpeg writes them.
        for (name, codec) in [("sowt.aifc", "pcm_s16le"), ("le24.caf", "pcm_s24le")] where TestSupport.installed("ffmpeg") {
            let path = "\(folder)/\(name)"
            try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", source, "-c:a", codec, path])
            let (file, info) = try Self.header(path)
            let layout = try #require(info.pcm, "\(name) should be read as plain PCM")
            #expect(layout.bigEndian == false)
            let ours = try Witness.decodeAll(PCMFileSource(file: file, info: info, layout: layout))
            #expect(ours == (try Witness.decodeAll(SndFileSource(path: path))), "\(name)")
        }
    }
}
