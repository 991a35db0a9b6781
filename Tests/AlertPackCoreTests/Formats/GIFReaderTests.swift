import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `GIFReader` (the block walk to the trailer) on the Samples' spinner and GIFs ImageMagick
/// writes (still, animated, without a global colour table), size and frames held against
/// identify; a GIF cut off has no trailer and is an error.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert"))
struct GIFReaderTests {
    @Test("the Samples' animated spinner: size and frame count as identify gives them")
    func spinner() throws {
        let path = TestSupport.repositoryPath("Samples/attachments/spinner.gif")
        let info = try GIFReader.read(ReaderWitness.open(path))
        let seen = try ReaderWitness.identify(path)
        #expect(info == GIFReader.Info(width: seen.width, height: seen.height, frames: seen.frames))
    }

    @Test("GIFs ImageMagick writes: one frame, five frames, local colour tables only", arguments: [1, 5])
    func writtenByImageMagick(_ frames: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/made.gif"
        let colours = ["red", "green", "blue", "white", "black"].prefix(frames).map { "xc:\($0)" }
        try TestSupport.peer("/usr/bin/convert", ["-size", "37x21"] + colours + ["-delay", "10", "+map", "GIF:" + path])
        let info = try GIFReader.read(ReaderWitness.open(path))
        let seen = try ReaderWitness.identify(path)
        #expect(info == GIFReader.Info(width: 37, height: 21, frames: frames))
        #expect(info.frames == seen.frames)
    }

    @Test("a GIF cut anywhere after its header has no trailer: an error", arguments: [5, 13, 0.5, 0.99])
    func cut(_ at: Double) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = TestSupport.repositoryPath("Samples/attachments/spinner.gif")
        let size = try Data(contentsOf: URL(fileURLWithPath: source)).count
        let cut = try ReaderWitness.cut(source, to: at < 1 ? Int(Double(size) * at) : Int(at), in: folder)
        #expect(throws: AlertPackError.self) { try GIFReader.read(ReaderWitness.open(cut)) }
    }

    @Test("an unknown block and a global colour table past the end are errors")
    func hostile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let screen: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0]
        for (name, bytes) in [("block.gif", screen + [0, 0, 0, 0x99, 0x3B]), ("table.gif", screen + [0x87, 0, 0, 1, 2, 3])] {
            let path = try ReaderWitness.write(bytes, name, in: folder)
            #expect(throws: AlertPackError.self, "\(name)") { try GIFReader.read(ReaderWitness.open(path)) }
        }
    }
}
