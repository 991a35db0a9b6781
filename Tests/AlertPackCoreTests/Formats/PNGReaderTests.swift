import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `PNGReader` (the chunk walk: IHDR, tRNS, sRGB, iCCP, gAMA, acTL, CgBI) on PngSuite and the
/// Samples' icons, held against ImageMagick's identify and pngcheck; PngSuite's broken files and
/// cut files are errors.
@Suite(TestSupport.needs("/usr/bin/identify", "pngcheck", "python3"))
struct PNGReaderTests {
    static let suite = TestSupport.repositoryPath("Tests/Fixtures/PngSuite")

    static let images = ((try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []).filter { $0.hasSuffix(".png") }.sorted()

    static let good = images.filter { !$0.hasPrefix("x") }

    @Test("PngSuite is there")
    func suiteIsThere() {
        #expect(Self.good.count >= 20, "Tests/Fixtures/PngSuite is missing or incomplete")
    }

    @Test("IHDR as identify reads it: size, bit depth, colour type, interlacing", arguments: good)
    func headerAgreesWithIdentify(_ name: String) throws {
        let path = Self.suite + "/" + name
        let header = try PNGReader.read(ReaderWitness.open(path))
        let fields = try TestSupport.peer(
            "/usr/bin/identify",
            ["-format", "%w %h %[png:IHDR.bit-depth-orig] %[png:IHDR.color-type-orig] %[png:IHDR.interlace_method]", path]
        ).stdout.split(separator: " ").prefix(5).map { Int($0) ?? -1 }
        #expect([Int(header.width), Int(header.height), header.bitDepth, header.colorType, header.interlaced ? 1 : 0] == fields, "\(name)")
    }

    @Test("the ancillary chunks found are the ones pngcheck lists, gamma at the value it prints", arguments: good)
    func chunksAgreeWithPngcheck(_ name: String) throws {
        let path = Self.suite + "/" + name
        let header = try PNGReader.read(ReaderWitness.open(path))
        let listed = try TestSupport.peer("pngcheck", ["-v", path]).stdout
        #expect(header.hasTRNS == listed.contains("chunk tRNS"), "\(name)")
        #expect(header.hasSRGB == listed.contains("chunk sRGB"), "\(name)")
        #expect(header.hasICCP == listed.contains("chunk iCCP"), "\(name)")
        #expect((header.gamma != nil) == listed.contains("chunk gAMA"), "\(name)")
        if let gamma = header.gamma {
            // pngcheck prints it to four places: "chunk gAMA at offset 0x00025, length 4: 1.0000".
            let gammaLine = listed.split(separator: "\n").first { $0.contains("chunk gAMA") }
            let printed = gammaLine.flatMap { $0.split(separator: " ").last.flatMap { Double($0) } }
            #expect(printed.map { abs($0 - gamma) < 0.00005 } == true, "\(name): \(gamma) vs \(gammaLine ?? "")")
        }
    }

    @Test(
        "PngSuite's files with a broken signature, header or chunk list are errors, as pngcheck finds them",
        arguments: [
            "xs1n0g01.png", "xs2n0g01.png", "xs4n0g01.png", "xs7n0g01.png", "xcrn0g04.png", "xlfn0g04.png", "xc1n0g08.png", "xc9n2c08.png",
            "xd0n2c08.png", "xd3n2c08.png", "xd9n2c08.png", "xdtn0g01.png",
        ])
    func brokenSuiteFiles(_ name: String) throws {
        let path = Self.suite + "/" + name
        #expect(throws: AlertPackError.self, "\(name)") { try PNGReader.read(ReaderWitness.open(path)) }
        #expect(try TestSupport.run("pngcheck", ["-q", path]).status != 0)
    }

    @Test("a PNG cut inside IHDR, before IDAT or before IEND is an error", arguments: [8, 20, 33, 60])
    func cut(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(TestSupport.repositoryPath("Samples/icons/Icon-Small@2x.png"), to: length, in: folder)
        #expect(throws: AlertPackError.self) { try PNGReader.read(ReaderWitness.open(cut)) }
        #expect(try TestSupport.run("pngcheck", ["-q", cut]).status != 0)
    }

    @Test("an ICC profile's name is read from iCCP, and a second IHDR is refused")
    func iccNameAndSecondHeader() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = TestSupport.repositoryPath("Samples/icons/Icon-Small@2x.png")
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "iccp", source, folder + "/p3.png", "Display P3"])
        let header = try PNGReader.read(ReaderWitness.open(folder + "/p3.png"))
        #expect(header.hasICCP && header.iccName?.isEmpty == false, "\(header)")
        let keyword = try TestSupport.peer(
            "python3",
            ["-c", "import sys; d=open(sys.argv[1],'rb').read(); i=d.index(b'iCCP'); print(d[i+4:d.index(b'\\0', i)].decode())", folder + "/p3.png"])
        #expect(header.iccName == keyword.stdout.trimmingCharacters(in: .newlines))
        // A second IHDR right after the first.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        bytes.insert(contentsOf: bytes[8..<33], at: 33)
        let twice = try ReaderWitness.write(bytes, "twice.png", in: folder)
        #expect(throws: AlertPackError.self) { try PNGReader.read(ReaderWitness.open(twice)) }
    }
}
