import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The pixels of compiled asset catalog renditions (issue 44): every encoding
/// `scripts/make-car-fixtures.py` can write (uncompressed, zip, LZFSE and LZVN through the
/// reference's binding, deepmap2's stored and LZFSE modes, links into a packed asset) decoded
/// to exactly the pixels it wrote; what cannot be decoded said so; hostile payloads refused; and
/// real catalogs (ALERTPACK_REAL_CARS) decoded, against their loose PNGs where
/// ALERTPACK_REAL_CAR_WITNESSES names a folder of them.
struct RenditionPixelsTests {
    static let folder = AssetCatalogArchiveTests.folder
    static let environment = ProcessInfo.processInfo.environment

    /// pixels.txt: name, layout ("bgra", "ga" or "undecodable") and the transparent count or the words.
    static func expectations() throws -> [[String]] {
        try String(contentsOfFile: folder + "/pixels.txt", encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: "\t", maxSplits: 2).map(String.init) }
    }

    @Test("every fixture rendition decodes to the pixels the script wrote, or says why it cannot")
    func fixturePixels() throws {
        let decoder = try RenditionPixelDecoder(path: Self.folder + "/Pixels.car")
        let expected = try Self.expectations()
        #expect(expected.count >= 12)
        for item in expected {
            let index = try #require(decoder.archive.renditions.firstIndex { $0.header?.name == item[0] }, "no \(item[0])")
            let result = try decoder.decode(index)
            if item[1] == "undecodable" {
                #expect(result == .undecodable(item[2]), "\(item[0])")
                continue
            }
            let pixels = try #require(result.pixels, "\(item[0]): \(result)")
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/pixels/" + item[0] + ".raw")))
            #expect(pixels.layout == (item[1] == "bgra" ? .bgraPremultiplied : .grayAlphaPremultiplied), "\(item[0])")
            #expect(pixels.bytes.count == pixels.width * pixels.height * pixels.layout.bytesPerPixel)
            #expect(pixels.bytes == bytes, "\(item[0])")
            #expect(pixels.transparentPixels == Int(item[2]), "\(item[0])")
        }
    }

    @Test("a 1024 marketing icon's transparent pixels are counted exactly, and linked icons cut from their packed asset")
    func iconCounts() throws {
        let decoder = try RenditionPixelDecoder(path: Self.folder + "/Pixels.car")
        let index = try #require(decoder.archive.renditions.firstIndex { $0.header?.name == "Icon-1024-holes.png" })
        let icon = try #require(try decoder.decode(index).pixels)
        #expect(icon.width == 1024 && icon.height == 1024 && icon.transparentPixels == 4321)
        #expect(decoder.archive.renditions[index].facetName == "AppIcon")
        let linked = try #require(decoder.archive.renditions.firstIndex { $0.header?.name == "Icon-29@2x.png" })
        #expect(decoder.archive.renditions[linked].link != nil)
        #expect(try decoder.decode(linked).pixels?.width == 58)
    }

    @Test("the catalog the reader's tests use: its zip, chunked and linked icons decode; placeholders do not pass")
    func readerFixture() throws {
        let decoder = try RenditionPixelDecoder(path: Self.folder + "/AppIcons.car")
        func decode(_ name: String) throws -> RenditionDecoding {
            try decoder.decode(try #require(decoder.archive.renditions.firstIndex { $0.header?.name == name }))
        }
        #expect(try decode("Icon-1024.png").pixels?.transparentPixels == 0)
        #expect(try decode("Icon-Dark-1024.png").pixels?.transparentPixels == 512 * 1024)
        #expect(try decode("Icon-Tinted-1024.png").pixels?.layout == .grayAlphaPremultiplied)
        #expect(try decode("Icon-20@2x.png").pixels?.bytes.count == 40 * 40 * 4)
        #expect(try decode("Notes.txt") == .undecodable("cannot decode: rendition 11 ('Notes.txt') holds no bitmap (raw data)"))
        for name in ["Icon-60@3x.png", "Icon-76@2x.png"] {
            #expect(throws: AlertPackError.self, "\(name): a placeholder must not decode") { try decode(name) }
        }
    }

    @Test("hostile pixel payloads are refused with a message naming the rendition")
    func hostilePayloads() throws {
        let list = try String(contentsOfFile: Self.folder + "/hostile-pixels.txt", encoding: .utf8)
        let cases = list.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 2).map(String.init) }
        #expect(cases.count >= 18)
        for item in cases {
            let decoder = try RenditionPixelDecoder(path: Self.folder + "/hostile-pixels/" + item[0] + ".car")
            let index = try #require(decoder.archive.renditions.firstIndex { $0.header?.name == item[1] }, "\(item[0])")
            do {
                let result = try decoder.decode(index)
                Issue.record("\(item[0]): decoded as \(result)")
            } catch {
                guard error.kind == .file else {
                    Issue.record("\(item[0]): \(error)")
                    continue
                }
                let message = error.message
                #expect(message.contains(item[2]) && message.contains("('\(item[1])')"), "\(item[0]): \(message)")
            }
        }
    }

    @Test("the row and size limits are the caller's")
    func limits() throws {
        let decoder = try RenditionPixelDecoder(path: Self.folder + "/Pixels.car", limits: .init(maxSide: 512, maxBytes: 1 << 20))
        let index = try #require(decoder.archive.renditions.firstIndex { $0.header?.name == "Icon-1024-holes.png" })
        #expect(
            throws: AlertPackError.bundle(.bitmapSides("rendition \(index) ('Icon-1024-holes.png')", width: 1024, height: 1024, maxSide: 512))
        ) {
            try decoder.decode(index)
        }
    }

    @Test(
        "real catalogs: every bitmap and link decoded or said undecodable, counted per encoding (ALERTPACK_REAL_CARS)",
        .enabled(if: environment["ALERTPACK_REAL_CARS"] != nil, "set ALERTPACK_REAL_CARS to a folder of real Assets.car files"))
    func realCatalogs() throws {
        let folder = try #require(Self.environment["ALERTPACK_REAL_CARS"])
        var counts: [String: (decoded: Int, undecodable: Int)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".car") }).sorted() {
            let decoder = try RenditionPixelDecoder(path: folder + "/" + name)
            for (index, rendition) in decoder.archive.renditions.enumerated() {
                var isBitmap = false
                if case .bitmap = rendition.payload { isBitmap = true }
                guard isBitmap || rendition.link != nil else { continue }
                let encoding =
                    rendition.link.map { _ in "link to " + (rendition.linkTarget.map { decoder.archive.renditions[$0].encoding } ?? "?") }
                    ?? rendition.encoding
                switch try decoder.decode(index) {
                case .pixels: counts[encoding, default: (0, 0)].decoded += 1
                case .undecodable(let reason):
                    counts[encoding, default: (0, 0)].undecodable += 1
                    print("\(name): \(RenditionPixelDecoder.name(rendition, index)): \(reason)")
                }
            }
        }
        for (encoding, count) in counts.sorted(by: { $0.key < $1.key }) {
            print("real catalogs, \(encoding): \(count.decoded) decoded, \(count.undecodable) undecodable")
        }
        #expect((counts["lzfse"]?.decoded ?? 0) > 0)
    }

    /// ALERTPACK_REAL_CAR_WITNESSES names a folder with one subfolder per catalog of
    /// ALERTPACK_REAL_CARS (the catalog's name without ".car"), holding the app's loose icon PNGs
    /// (`AppIcon60x60@2x.png`, as Xcode copies them beside Assets.car in the built app).
    @Test(
        "real catalogs' icons equal their loose PNGs (ALERTPACK_REAL_CAR_WITNESSES)",
        .enabled(if: environment["ALERTPACK_REAL_CAR_WITNESSES"] != nil && environment["ALERTPACK_REAL_CARS"] != nil))
    func realWitnesses() throws {
        let cars = try #require(Self.environment["ALERTPACK_REAL_CARS"])
        let witnesses = try #require(Self.environment["ALERTPACK_REAL_CAR_WITNESSES"])
        var exact = 0
        for stem in try FileManager.default.contentsOfDirectory(atPath: witnesses).sorted() {
            let decoder = try RenditionPixelDecoder(path: cars + "/" + stem + ".car")
            for png in try FileManager.default.contentsOfDirectory(atPath: witnesses + "/" + stem).filter({ $0.hasSuffix(".png") }).sorted() {
                let (witness, cgbi) = try Self.witness(witnesses + "/" + stem + "/" + png)
                let scale = png.contains("@3x") ? 3 : png.contains("@2x") ? 2 : 1
                guard let best = try Self.closest(witness, scale: scale, decoder) else {
                    print("\(stem)/\(png): the catalog has no icon of its size and scale")
                    continue
                }
                print("\(stem)/\(png) (\(cgbi ? "CgBI" : "PNG")): \(best.name): largest difference \(best.colour) in colour, \(best.alpha) in alpha")
                // A CgBI PNG holds the catalog's bytes; another PNG was colour-managed by Xcode (its
                // ICC profile to sRGB), so only its alpha, and so its transparent pixels, must agree.
                #expect(best.alpha == 0 && (!cgbi || best.colour == 0), "\(stem)/\(png)")
                if best.colour == 0 && best.alpha == 0 { exact += 1 }
            }
        }
        #expect(exact > 0)
    }

    /// The PNG's pixels as the witness script decodes them, and whether it is Xcode's CgBI.
    static func witness(_ path: String) throws -> (RenditionPixels, Bool) {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent("witness-\(getpid()).raw").path
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let result = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/png-witness.py"), path, raw])
        let words = result.stdout.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        let width = try #require(Int(words.first ?? ""), "\(path): \(result.stderr)")
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: raw)))
        return (RenditionPixels(width: width, height: bytes.count / 4 / width, layout: .bgraPremultiplied, bytes: bytes), words.last == "cgbi")
    }

    /// The decoded app icon rendition (of a facet named "…AppIcon…") of the witness's size and scale that
    /// differs least from it: the largest difference of a colour byte, and of an alpha byte.
    static func closest(_ witness: RenditionPixels, scale: Int, _ decoder: RenditionPixelDecoder) throws -> (name: String, colour: Int, alpha: Int)? {
        var best: (name: String, colour: Int, alpha: Int)?
        for (index, rendition) in decoder.archive.renditions.enumerated()
        where rendition.header?.width == witness.width && rendition.header?.height == witness.height && Int(rendition.scale) == scale
            && rendition.facetName?.contains("AppIcon") == true
        {
            guard let pixels = try decoder.decode(index).pixels, pixels.layout == witness.layout else { continue }
            var colour = 0
            var alpha = 0
            for (offset, (ours, theirs)) in zip(pixels.bytes, witness.bytes).enumerated() {
                let difference = abs(Int(ours) - Int(theirs))
                if offset % 4 == 3 { alpha = max(alpha, difference) } else { colour = max(colour, difference) }
            }
            if best == nil || (alpha, colour) < (best!.alpha, best!.colour) { best = (rendition.header?.name ?? "", colour, alpha) }
        }
        return best
    }
}
