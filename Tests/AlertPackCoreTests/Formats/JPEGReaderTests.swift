import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `JPEGReader` (the marker walk to End Of Image) on the Samples' photos and JPEGs ImageMagick
/// writes (baseline, progressive, grayscale, CMYK, with restart markers), sizes held against
/// identify; a JPEG cut off has no EOI and is an error, as identify -regard-warnings says.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert"))
struct JPEGReaderTests {
    @Test("the Samples' JPEGs: the size identify gives")
    func samples() throws {
        for name in ["Samples/attachments/photo.jpg", "Samples/attachments/photo-named.png"] {
            let path = TestSupport.repositoryPath(name)
            let info = try JPEGReader.read(ReaderWitness.open(path))
            let seen = try ReaderWitness.identify(path)
            #expect(info.width == seen.width && info.height == seen.height, "\(name)")
        }
    }

    @Test(
        "JPEGs ImageMagick writes: baseline, progressive, grayscale, CMYK, restart markers",
        arguments: [
            [String](), ["-interlace", "Plane"], ["-colorspace", "Gray"], ["-colorspace", "CMYK"], ["-define", "jpeg:restart-interval=1"],
        ])
    func writtenByImageMagick(_ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/made.jpg"
        try TestSupport.peer("/usr/bin/convert", ["-size", "123x45", "plasma:fractal", "-seed", "1"] + options + ["JPEG:" + path])
        let info = try JPEGReader.read(ReaderWitness.open(path))
        #expect(info.width == 123 && info.height == 45)
        let seen = try ReaderWitness.identify(path)
        #expect(info.width == seen.width && info.height == seen.height)
    }

    @Test("a JPEG cut off (the Samples' cut.jpg, and cut here) is an error; its size is still read when asked for the size alone")
    func cut() throws {
        let cutSample = TestSupport.repositoryPath("Samples/attachments/cut.jpg")
        #expect(throws: AlertPackError.self) { try JPEGReader.read(ReaderWitness.open(cutSample)) }
        #expect(try TestSupport.run("/usr/bin/identify", ["-regard-warnings", cutSample]).status != 0)
        let sized = try JPEGReader.read(ReaderWitness.open(cutSample), toEnd: false)
        let seen = try ReaderWitness.identify(cutSample)
        #expect(sized.width == seen.width && sized.height == seen.height)
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for length in [1, 2, 3, 100, -2] {
            let cut = try ReaderWitness.cut(TestSupport.repositoryPath("Samples/attachments/photo.jpg"), to: length, in: folder)
            #expect(throws: AlertPackError.self, "cut to \(length)") { try JPEGReader.read(ReaderWitness.open(cut)) }
        }
    }

    @Test("SOI then EOI with no frame, and a byte where a marker should be, are errors")
    func hostile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for (name, bytes) in [
            ("empty.jpg", [0xFF, 0xD8, 0xFF, 0xD9] as [UInt8]), ("stray.jpg", [0xFF, 0xD8, 0x12, 0x34]),
            ("long.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0, 0]),
        ] {
            let path = try ReaderWitness.write(bytes, name, in: folder)
            #expect(throws: AlertPackError.self, "\(name)") { try JPEGReader.read(ReaderWitness.open(path)) }
        }
    }
}
