import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AMRReader` on real AMR-NB and AMR-WB files (the real-world corpus), its facts held against
/// ffprobe's; a reserved frame type and a file of nothing but the magic are errors.
@Suite(TestSupport.needs("ffprobe", "python3"))
struct AMRReaderTests {
    @Test("narrowband (8 kHz) and wideband (16 kHz) agree with ffprobe", arguments: ["sounds/narrowband.amr", "sounds/wideband.amr"])
    func agreesWithFFprobe(_ name: String) throws {
        let path = RealWorldFixtures.path(name)
        let info = try AMRReader.read(ReaderWitness.open(path))
        #expect(info.sampleRate == (name.contains("wide") ? 16000 : 8000))
        let probe = try ReaderWitness.ffprobe(path)
        #expect(info.channels == Int(probe["channels"] ?? ""))
        #expect(info.sampleRate == Double(probe["sample_rate"] ?? ""))
        // Every speech frame is one packet of 20 ms.
        let frames = try #require(info.frames)
        #expect(frames == Int64(try ReaderWitness.packets(path) * (name.contains("wide") ? 320 : 160)), "\(frames)")
    }

    @Test("the magic alone is no speech; a reserved frame type and a frame cut off are errors")
    func hostile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let magic = Array("#!AMR\n".utf8)
        for (name, bytes) in [
            ("reserved.amr", magic + [0x4C] + [UInt8](repeating: 0, count: 40)),
            ("cut.amr", magic + [0x3C] + [UInt8](repeating: 0, count: 10)),
        ] {
            let path = try ReaderWitness.write(bytes, name, in: folder)
            #expect(throws: AlertPackError.self, "\(name)") { try AMRReader.read(ReaderWitness.open(path)) }
        }
        let bare = try ReaderWitness.write(magic, "magic.amr", in: folder)
        #expect(try AMRReader.read(ReaderWitness.open(bare)).frames == 0)
    }
}
