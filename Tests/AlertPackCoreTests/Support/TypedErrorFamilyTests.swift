import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The families issue 43 added last (`BundleFailure`, `MediaFailure`, and the cases that
/// replaced the free-text ones): real readers throw the case with its facts, and each message
/// with a choice in it renders the words users have always read.
struct TypedErrorFamilyTests {
    static func thrown(_ body: () throws -> Void) -> AlertPackError? {
        do { try body() } catch { return error as? AlertPackError }
        return nil
    }

    @Test("built-app and media readers throw the typed case with its facts")
    func readers() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> RandomAccessFile {
            try TestSupport.write(bytes, to: folder + "/" + name)
            return try RandomAccessFile(path: folder + "/" + name)
        }
        let short = try file("short", [1, 2, 3])
        #expect(Self.thrown { _ = try MachOSignature(file: short) } == .bundle(.machOTooShort(fileSize: 3)))
        #expect(Self.thrown { _ = try BOMStore(file: short) } == .bundle(.bomTooShort(fileSize: 3)))
        let jpeg = try file("a.jpg", [0xFF, 0xD8, 0x00])
        #expect(Self.thrown { _ = try JPEGReader.read(jpeg) } == .media(.notAtBlock("JPEG marker", at: 2, byte: "00")))
        let gif = try file("a.gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B])
        #expect(Self.thrown { _ = try GIFReader.read(gif) } == .media(.gifNoImage))
        #expect(Self.thrown { _ = try PropertyList.dictionary(bytes: Array("{ unclosed".utf8)) } == .reading(.notPropertyList))
    }

    /// Renderings with a choice or a computation in them; the words must not drift.
    static let pinned: [(AlertPackError, String)] = [
        (
            .bundle(.notMachO("the Mach-O header", magic: "00 01 02 03")),
            "not a Mach-O executable: the Mach-O header starts with 00 01 02 03, not a Mach-O magic"
        ),
        (.bundle(.notSuperBlob(magic: 0xDEAD)), "the code signature starts with magic 0xdead, not a SuperBlob's 0xfade0cc0"),
        (.bundle(.entitlementsParts(["0x02", "0x31"])), "the DER entitlements hold 0x02, 0x31, not a version and a dictionary"),
        (
            .bundle(.derNotConstructed("the DER entitlements", at: 4, tag: "02")),
            "the DER entitlements: the element at byte 4 (tag 0x02) is not constructed"
        ),
        (
            .bundle(.bomIndexOutside(variables: true, offset: 40, length: 8, fileSize: 44)),
            "the BOM variables (bytes 40+8) lie outside the file, which has 44 bytes"
        ),
        (
            .bundle(.bomIndexOutside(variables: false, offset: 40, length: 8, fileSize: 44)),
            "the BOM block table (bytes 40+8) lies outside the file, which has 44 bytes"
        ),
        (.bundle(.bomTreeLoops("RENDITIONS", block: 7, leaves: true)), "the leaves of the RENDITIONS tree loop: BOM block 7 comes twice"),
        (.bundle(.bomTreeLoops("RENDITIONS", block: 7, leaves: false)), "the RENDITIONS tree loops: BOM block 7 is its own ancestor"),
        (.bundle(.bomBlockTableLength(count: 3, length: 10)), "the BOM block table declares 3 blocks (24 bytes) but is 10 bytes long"),
        (
            .bundle(.renditionKeyShort("rendition 2", length: 4, attributes: 3)),
            "the key of rendition 2 is 4 bytes; the key format's 3 attributes need 6"
        ),
        (.bundle(.csiDeclaredOver("r", properties: true, declared: 9, remain: 2)), "the properties of r are declared as 9 bytes but 2 remain"),
        (.bundle(.csiDeclaredOver("r", properties: false, declared: 9, remain: 2)), "r is declared as 9 bytes but 2 remain"),
        (.bundle(.inflateFailed("r", overCapacity: 64)), "r cannot be inflated (zip): it decodes to more than the 64 bytes of its rows"),
        (.bundle(.inflateFailed("r", overCapacity: nil)), "r cannot be inflated (zip): the stream is damaged or cut short"),
        (.bundle(.chunkRows("r", rows: [2, 3], height: 4)), "the chunks of r hold 5 rows (2+3); the bitmap has 4"),
        (
            .bundle(.pixelBytes("deepmap2", of: "r", stored: true, bytes: 8, width: 2, rows: 2, size: 16)),
            "the stored deepmap2 pixels of r are 8 bytes; 2×2 need 16"
        ),
        (
            .bundle(.pixelBytes("deepmap2", of: "r", stored: false, bytes: 8, width: 2, rows: 2, size: 16)),
            "the deepmap2 stream of r decodes to 8 bytes; 2×2 need 16"
        ),
        (
            .bundle(.inPart("the deepmap2 stream of r", .bundle(.lzfse("block 1 is cut off")))),
            "the deepmap2 stream of r: LZFSE stream, block 1 is cut off"
        ),
        (
            .media(.ebmlCutOff(id: 0x1A45_DFA3, at: 0, declared: 99, remain: 3)),
            "the EBML element 0x1A45DFA3 at byte 0 declares 99 bytes but only 3 remain (truncated file)"
        ),
        (.media(.noMovie(incomplete: true)), "no 'moov' box with a track: the file holds no playable media (an incomplete download or recording?)"),
        (.media(.absurdDuration(seconds: 1e8)), "the Segment declares a duration of 100000000.0 s (absurd)"),
        (.media(.zeroPixels("the GIF", width: 0, height: 5)), "the GIF declares 0x5 pixels"),
        (
            .audio(.sndfileOutsideLimits(channels: 65, sampleRate: 8000, maxChannels: 64, rates: 1000...768_000)),
            "it declares 65 channels at 8000 Hz; alertpack reads 64 channels at most, at 1000 to 768000 Hz"
        ),
        (.content(.iccProfile(convert: true)), "has an ICC profile lcms2 cannot convert to sRGB"),
        (.content(.iccProfile(convert: false)), "has an ICC profile lcms2 cannot read"),
        (.work(.overrideNotInSet(pixels: 50, sizes: [40, 20, 1024])), "--size 50=: no image of the set is 50 px (its sizes: 20, 40, 1024)"),
        (.work(.madeSetFailsCheck(errors: ["a", "b"])), "the made set does not pass its own check, so it was not put in place:\n  a\n  b"),
        (
            .work(.renderingFailed(.work(.cannotWrite("/s/A.appiconset/x.png", words: "no")), staged: "/s/A.appiconset", output: "A.appiconset")),
            "cannot write A.appiconset/x.png: no"
        ),
        (.work(.writtenPNGNotAsExpected("opaque", width: 2, height: 3)), "the written PNG is not the opaque 2x3 image it should be"),
        (.config(.baseline("b.json", .version("3", reads: 2))), "--baseline b.json: version 3 is not one this alertpack reads (1, 2)"),
        (
            .config(.baseline("b.json", .messageClass(index: 1))),
            "--baseline b.json: findings[1].class must be a rule's message class, such as \"opaque-alpha\""
        ),
        (
            .config(.presetFailed("alertpack.yml:3:10", .config(.unknownPreset("x", builtIn: ["ios"])))),
            "alertpack.yml:3:10: no preset named 'x' (built-in: ios; or give a path to a .yml file)"
        ),
        (.config(.presetFailed(nil, .config(.presetTooLarge("p.yml")))), "p.yml: more than 1 MiB, more than a preset may be"),
        (.packaging(.inPackageFolder("Build", .packaging(.manifestNoSchemaVersion))), "Build/manifest.json has no schemaVersion"),
        (.packaging(.manifestEntryOverLimit(bytes: 9, limit: 8)), "manifest.json is 9 bytes; more than 8 is not read"),
        (.reading(.plistSyntax(line: 2, .notHexInData("g"))), "line 2: 'g' in a <data> value"),
        (.reading(.noBytesRead("a JPEG marker", at: 7)), "cannot read a JPEG marker at byte 7"),
    ]

    @Test("each family's messages keep their words")
    func messages() {
        for (error, text) in Self.pinned { #expect(error.message == text) }
    }

    @Test("the kinds stay: a baseline's or a preset's problem is configuration, a reader's is a file's")
    func kinds() {
        #expect(AlertPackError.config(.baseline("b.json", .unreadable)).kind == .configuration)
        #expect(AlertPackError.config(.presetUnusable).kind == .configuration)
        #expect(AlertPackError.bundle(.catalogNoHeader).kind == .file)
        #expect(AlertPackError.media(.noSegment).kind == .file)
        #expect(AlertPackError.work(.setNotNamed(output: "x")).kind == .file)
    }
}
