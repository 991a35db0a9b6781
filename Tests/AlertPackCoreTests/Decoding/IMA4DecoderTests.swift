import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Our IMA4 decoder against independent witnesses: libsndfile decoding the same packets from an
/// AIFF-C file, and ffmpeg's decoder.
@Suite(TestSupport.needs("sox", "ffmpeg"))
struct IMA4DecoderTests {
    static func makeSource(_ folder: String, channels: Int) throws -> String {
        let source = folder + "/source.wav"
        try TestSupport.peer(
            "sox",
            [
                "-n", "-r", "22050", "-c", "\(channels)", "-b", "16", source, "synth", "0.5", "sine", "300-3000", "sine", "523",
                "gain", "-n", "-3",
            ])
        return source
    }

    @Test("decoding IMA4 from CAF gives exactly what libsndfile decodes from the same packets in AIFF-C", arguments: [1, 2])
    func matchesLibsndfile(channels: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = try Self.makeSource(folder, channels: channels)
        let caf = folder + "/x.caf"
        let aifc = folder + "/x.aifc"
        // The same encoder run twice on the same input writes the same packets into both containers.
        try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", source, "-c:a", "adpcm_ima_qt", caf])
        try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", source, "-c:a", "adpcm_ima_qt", "-f", "aiff", aifc])

        let cafFile = try RandomAccessFile(path: caf)
        let ours = try Witness.decodeAll(IMA4FileSource(file: cafFile, info: try CAFReader.read(cafFile)))
        let theirs = try Witness.decodeAll(SndFileSource(path: aifc))
        #expect(ours.count == theirs.count)
        #expect(ours == theirs)

        // And our decoder reading the AIFF-C file itself agrees too.
        let aifcFile = try RandomAccessFile(path: aifc)
        let oursFromAIFC = try Witness.decodeAll(IMA4FileSource(file: aifcFile, info: try AIFFReader.read(aifcFile)))
        #expect(oursFromAIFC == theirs)
    }

    @Test("decoding agrees with ffmpeg's decoder to within a few steps of 16-bit")
    func closeToFFmpeg() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = try Self.makeSource(folder, channels: 2)
        let caf = folder + "/x.caf"
        try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", source, "-c:a", "adpcm_ima_qt", caf])
        let raw = try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", caf, "-f", "s16le", "-"]).stdoutData
        let ffmpegSamples = raw.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let file = try RandomAccessFile(path: caf)
        let ours = try Witness.decodeAll(IMA4FileSource(file: file, info: try CAFReader.read(file))).map { Int16($0 * 32768) }
        #expect(ours.count == ffmpegSamples.count)
        // ffmpeg carries the predictor across packets when the header is close; Apple's format
        // (and libsndfile, and we) restart each packet from its header. The difference is tiny.
        let worst = zip(ours, ffmpegSamples).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 128, "largest difference \(worst)")
    }

    @Test("the pakt chunk's priming and valid frames decide what plays")
    func honoursPacketTable() throws {
        // Hand-made: 3 mono packets (192 frames), 10 priming frames, 150 valid frames.
        var packet: [UInt8] = [0x00, 0x10]  // predictor 0, step index 16
        packet += [UInt8](repeating: 0x77, count: 32)  // every code +7: a rising ramp
        var bytes = Array("caff".utf8) + [0, 1, 0, 0]
        bytes += Array("desc".utf8) + [0, 0, 0, 0, 0, 0, 0, 32]
        bytes += [0x40, 0xBF, 0x40, 0, 0, 0, 0, 0] + Array("ima4".utf8) + [0, 0, 0, 0]  // 8000 Hz
        bytes += [0, 0, 0, 34, 0, 0, 0, 64, 0, 0, 0, 1, 0, 0, 0, 0]
        bytes += Array("pakt".utf8) + [0, 0, 0, 0, 0, 0, 0, 24]
        bytes += [0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 150, 0, 0, 0, 10, 0, 0, 0, 32]
        bytes += Array("data".utf8) + [0, 0, 0, 0, 0, 0, 0, UInt8(4 + 3 * 34), 0, 0, 0, 0]
        bytes += packet + packet + packet
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/ramp.caf"
        try TestSupport.write(bytes, to: path)

        let file = try RandomAccessFile(path: path)
        let info = try CAFReader.read(file)
        #expect(info.frames == 150)
        #expect(info.primingFrames == 10)
        let samples = try Witness.decodeAll(IMA4FileSource(file: file, info: info))
        #expect(samples.count == 150)
        // The 11th decoded sample of the first packet is the first one that plays.
        var predictor: Int32 = 0
        var index: Int32 = 16
        var expected: [Int16] = []
        for _ in 0..<64 { expected.append(IMA4Decoder.expand(7, predictor: &predictor, index: &index)) }
        #expect(Int16(samples[0] * 32768) == expected[10])
        #expect(Int16(samples[53] * 32768) == expected[63])
        // The second packet restarts from its header.
        #expect(Int16(samples[54] * 32768) == expected[0])
        // The reported duration is what plays: valid frames only. (ffprobe reports all 192
        // packet frames here, priming and remainder included, so it is no witness for pakt.)
        #expect(try TestSupport.check(path).facts.sound?.duration == 150.0 / 8000)
    }
}
