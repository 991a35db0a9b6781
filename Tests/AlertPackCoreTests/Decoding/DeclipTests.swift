import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The declipper on the sounds scripts/make-fix-fixtures.py writes and on Samples' clipped
/// square: the same samples whatever the block size it is read in, and what it will not restore.
@Suite struct DeclipTests {
    static let fixtures = TestSupport.generatedCorpus("make-fix-fixtures.py", name: "declip")

    static func restored(_ path: String, blockFrames: Int) throws -> ([Float], DeclipSource) {
        let settings = try TestSupport.defaultConfiguration().measurementSettings
        let declip = DeclipSource(try SoundInspector(settings: settings).openDecoder(path: path), level: 0.99885, minRun: 3)
        var samples: [Float] = []
        try declip.forEachBlock(frames: blockFrames) { block, _ in samples.append(contentsOf: block) }
        return (samples, declip)
    }

    @Test("a clipped sine: every run restored, the same samples read in blocks of 1, 7 or 8192 frames, the length kept")
    func blockSizes() throws {
        let path = Self.fixtures + "/sounds/clipped-sine.wav"
        let (whole, declip) = try Self.restored(path, blockFrames: 8192)
        #expect(declip.restored == 880 && declip.unrestorable == 0, "\(declip.restored) \(declip.unrestorable)")
        #expect(whole.count == 22050)
        #expect((whole.map(abs).max() ?? 0) > 1.5, "the tops are drawn again above full scale")
        for frames in [1, 7] {
            let (small, _) = try Self.restored(path, blockFrames: frames)
            #expect(small == whole, "blocks of \(frames)")
        }
    }

    @Test("a clipped square (Samples/sounds/clipped.wav) has no curve to restore: its runs are counted, its samples passed as they are")
    func square() throws {
        let path = TestSupport.repositoryPath("Samples/sounds/clipped.wav")
        let (samples, declip) = try Self.restored(path, blockFrames: 4096)
        #expect(declip.unrestorable > 0 && declip.restored == 0)
        let settings = try TestSupport.defaultConfiguration().measurementSettings
        var original: [Float] = []
        try SoundInspector(settings: settings).openDecoder(path: path).forEachBlock(frames: 4096) { block, _ in original.append(contentsOf: block) }
        #expect(samples == original)
    }
}
