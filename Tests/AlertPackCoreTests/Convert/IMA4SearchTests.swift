import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The IMA4 code search (`--quality best`) on files decoded the way Core Audio decodes them
/// (every packet from its own header: our IMA4FileSource, which libsndfile's AIFF-C decoder
/// agrees with): never worse than `fast` on any packet, and at least as good as ffmpeg's encoder
/// by default and with `-trellis 8` on speech, music, effects and tones.
@Suite(TestSupport.needs("sox", "ffmpeg"))
struct IMA4SearchTests {
    /// Encodes interleaved samples (whole packets) and decodes them back, packet by packet.
    static func roundTrip(_ samples: [Int16], channels: Int, quality: IMA4Quality) -> [Int16] {
        var encoder = IMA4Encoder(channels: channels, quality: quality)
        var decoded = [Int16](repeating: 0, count: samples.count)
        var packet = [UInt8](repeating: 0, count: 34 * channels)
        let perPacket = 64 * channels
        for start in stride(from: 0, to: samples.count, by: perPacket) {
            samples[start..<start + perPacket].withUnsafeBufferPointer { input in
                packet.withUnsafeMutableBufferPointer { encoder.encodePacket(input, into: $0) }
            }
            packet.withUnsafeBufferPointer { bytes in
                decoded.withUnsafeMutableBufferPointer { output in
                    for channel in 0..<channels {
                        IMA4Decoder.decodePacket(
                            UnsafeBufferPointer(rebasing: bytes[channel * 34..<(channel + 1) * 34]), into: output, start: start + channel,
                            stride: channels)
                    }
                }
            }
        }
        return decoded
    }

    /// Squared error per packet and channel.
    static func packetErrors(_ source: [Int16], _ decoded: [Int16], channels: Int) -> [Int64] {
        stride(from: 0, to: source.count, by: 64 * channels).flatMap { start in
            (0..<channels).map { channel in
                stride(from: start + channel, to: start + 64 * channels, by: channels).reduce(Int64(0)) { sum, at in
                    let miss = Int64(source[at]) - Int64(decoded[at])
                    return sum + miss * miss
                }
            }
        }
    }

    @Test("best is never worse than fast on any packet, edges included", arguments: ["noise", "square", "rails", "silence", "steps"])
    func neverWorseThanFast(signal: String) {
        let count = 64 * 2 * 60
        let noise = IMA4EncoderTests.noise(count, seed: 3)
        let samples: [Int16] = (0..<count).map { position in
            switch signal {
            case "noise": return noise[position]
            case "square": return (position / 20) % 2 == 0 ? 32767 : -32768
            case "rails": return position % 2 == 0 ? 32767 : -32768
            case "silence": return 0
            default: return Int16(truncatingIfNeeded: (position * 7919) % 65536 - 32768) / Int16(position % 5 + 1)
            }
        }
        let fast = Self.packetErrors(samples, Self.roundTrip(samples, channels: 2, quality: .fast), channels: 2)
        let best = Self.packetErrors(samples, Self.roundTrip(samples, channels: 2, quality: .best), channels: 2)
        // Packets start from the state the previous one left, so compare the totals and the first packet exactly.
        #expect(best[0] <= fast[0] && best[1] <= fast[1])
        #expect(best.reduce(0, +) <= fast.reduce(0, +), "\(signal): best \(best.reduce(0, +)), fast \(fast.reduce(0, +))")
    }

    static func decode(_ path: String) throws -> [Float] {
        let file = try RandomAccessFile(path: path)
        return try Witness.decodeAll(IMA4FileSource(file: file, info: try CAFReader.read(file)))
    }

    /// A 16-bit mono WAV of `samples`.
    static func writeWAV(_ path: String, _ samples: [Int16], rate: Int) throws {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var bytes = Array("RIFF".utf8) + le32(36 + 2 * samples.count) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1)
        bytes += le32(rate) + le32(2 * rate) + le16(2) + le16(16) + Array("data".utf8) + le32(2 * samples.count)
        for sample in samples { bytes += le16(Int(UInt16(bitPattern: sample))) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Speech-like sound without a speech synthesiser: glottal pulses at a gliding pitch through
    /// two formant resonances, in syllable-like bursts.
    static func formantSpeech(rate: Int, seconds: Double) -> [Int16] {
        var output: [Double] = []
        var phase = 0.0
        var (y1, y2, z1, z2) = (0.0, 0.0, 0.0, 0.0)
        for index in 0..<Int(Double(rate) * seconds) {
            let time = Double(index) / Double(rate)
            phase += (110 + 40 * sin(2 * .pi * 1.5 * time)) / Double(rate)
            let pulse = phase >= 1 ? 1.0 : 0.0
            phase -= floor(phase)
            let first = pulse * 8000 + 2 * cos(2 * .pi * 700 / Double(rate)) * 0.97 * y1 - 0.97 * 0.97 * y2
            (y2, y1) = (y1, first)
            let second = first * 0.2 + 2 * cos(2 * .pi * 1200 / Double(rate)) * 0.95 * z1 - 0.95 * 0.95 * z2
            (z2, z1) = (z1, second)
            output.append((first + second) * 0.3 * (0.5 + 0.5 * sin(2 * .pi * 3 * time)))
        }
        let peak = output.map(abs).max() ?? 1
        return output.map { Int16($0 / peak * 20000) }
    }

    @Test("the default encoder is at or above ffmpeg's adpcm_ima_qt, by default and with -trellis 8, on speech, tones, noise and transients")
    func defaultBeatsFFmpegTrellis() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        var inputs: [(String, String)] = []
        // sox -R: the same random numbers on every run, so the noise inputs are the same every time.
        func sox(_ name: String, rate: Int, _ effects: [String]) throws {
            let path = "\(folder)/\(name).wav"
            try TestSupport.peer("sox", ["-R", "-D", "-n", "-r", "\(rate)", "-c", "1", "-b", "16", path] + effects)
            inputs.append((name, path))
        }
        if TestSupport.installed("espeak-ng") {
            let spoken = folder + "/speech-22k.wav"
            try TestSupport.peer("espeak-ng", ["-w", spoken, "Your order has shipped and will arrive tomorrow."])
            inputs.append(("speech 22 kHz", spoken))
            let telephone = folder + "/speech-8k.wav"
            try TestSupport.peer("sox", [spoken, "-r", "8000", telephone])
            inputs.append(("speech 8 kHz", telephone))
        }
        for rate in [44_100, 8_000] {
            let path = "\(folder)/formant-\(rate).wav"
            try Self.writeWAV(path, Self.formantSpeech(rate: rate, seconds: 0.7), rate: rate)
            inputs.append(("formant speech \(rate) Hz", path))
        }
        // Tones.
        try sox("chime", rate: 44_100, ["synth", "0.8", "sine", "880", "sine", "1320", "remix", "1,2", "gain", "-n", "-6"])
        try sox("sweep", rate: 44_100, ["synth", "0.8", "sine", "100-8000", "gain", "-n", "-3"])
        try sox("triangle 3 kHz", rate: 44_100, ["synth", "0.5", "triangle", "3000", "gain", "-n", "-3"])
        // Noise, up to the rails.
        try sox("white noise burst", rate: 44_100, ["synth", "0.6", "whitenoise", "fade", "q", "0.01", "0.6", "0.5", "gain", "-n", "-6"])
        try sox("white noise at -1 dBFS", rate: 44_100, ["synth", "0.4", "whitenoise", "gain", "-n", "-1"])
        try sox("pink noise", rate: 22_050, ["synth", "0.5", "pinknoise", "gain", "-n", "-12"])
        try sox("hiss on a tone", rate: 44_100, ["synth", "0.5", "sine", "1000", "whitenoise", "remix", "1,2", "gain", "-n", "-3"])
        // Transients and edges.
        try sox("pluck chord", rate: 44_100, ["synth", "0.6", "pluck", "C4", "synth", "0.6", "pluck", "E4", "gain", "-n", "-3"])
        try sox("clicks", rate: 44_100, ["synth", "0.5", "square", "4", "highpass", "2000", "gain", "-n", "-6"])
        try sox("trapezium", rate: 44_100, ["synth", "0.5", "trapezium", "500", "gain", "-n", "-3"])
        // What real apps' sounds showed (Bark's alarms, Element X's message, Home Assistant's
        // prompts; docs/benchmarks.md): beeps between silences, and a near-silent hiss.
        try sox("beeps between silences", rate: 44_100, ["synth", "0.1", "sine", "2000", "pad", "0.1", "0.1", "repeat", "3", "gain", "-n", "-3"])
        try sox("faint hiss", rate: 44_100, ["synth", "0.5", "whitenoise", "gain", "-n", "-60"])
        // The default options, as `alertpack convert --to caf-ima4` runs them.
        var options = ConversionOptions()
        options.target = .cafIMA4
        let converter = Converter(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: options)
        for (name, source) in inputs {
            let ours = "\(source).default.caf"
            let result = converter.convert(input: source, to: ours)
            #expect(result.error == nil, "\(name): \(result.error ?? "")")
            let reference = try Witness.decodeAll(SndFileSource(path: source))
            let oursSNR = SignalToNoise.decibels(source: reference, decoded: try Self.decode(ours))
            for trellis in [0, 8] {
                let theirs = "\(source).ffmpeg-\(trellis).caf"
                try TestSupport.peer(
                    "ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", source, "-c:a", "adpcm_ima_qt", "-trellis", "\(trellis)", theirs])
                let theirSNR = SignalToNoise.decibels(source: reference, decoded: try Self.decode(theirs))
                #expect(oursSNR >= theirSNR, "\(name): ours \(oursSNR) dB, ffmpeg -trellis \(trellis) \(theirSNR) dB")
            }
        }
    }
}
