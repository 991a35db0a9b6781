import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Compiled asset catalogs (`Assets.car`, issue 44): the BOM store, CoreUI's trees and every
/// rendition's facts, on the catalogs `scripts/make-car-fixtures.py` writes, on its hostile
/// variants, and on real catalogs when ALERTPACK_REAL_CARS names a folder of them.
struct AssetCatalogArchiveTests {
    static let folder = TestSupport.generatedCorpus("make-car-fixtures.py", name: "car-fixtures")
    static let realFolder = ProcessInfo.processInfo.environment["ALERTPACK_REAL_CARS"]

    static func archive(_ name: String) throws -> AssetCatalogArchive {
        try AssetCatalogArchive.read(path: folder + "/" + name)
    }

    static func rendition(_ archive: AssetCatalogArchive, _ name: String) throws -> AssetCatalogRendition {
        try #require(archive.renditions.first { $0.header?.name == name }, "no rendition \(name)")
    }

    @Test("the header, metadata, key format, facets and appearances are read as written")
    func catalogFacts() throws {
        let archive = try Self.archive("AppIcons.car")
        #expect(archive.header.coreUIVersion == 918)
        #expect(archive.header.storageVersion == 17)
        #expect(archive.header.renditionCount == 12)
        #expect(archive.header.mainVersionString == "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-918")
        #expect(archive.header.versionString == "Xcode 16.3 (16E140) via AssetCatalogSimulatorAgent")
        #expect(archive.header.uuid == "000102030405060708090a0b0c0d0e0f")
        #expect(archive.header.associatedChecksum == 0x1234_5678)
        #expect(archive.header.schemaVersion == 2 && archive.header.colorSpaceID == 1 && archive.header.keySemantics == 2)
        #expect(archive.metadata?.deploymentPlatform == "ios")
        #expect(archive.metadata?.deploymentPlatformVersion == "18.0")
        #expect(archive.metadata?.authoringTool == "Xcode 16.3")
        #expect(archive.keyFormat == [7, 13, 12, 15, 16, 9, 8, 17, 1, 2])
        #expect(archive.keyFormat.map(AssetCatalogAttribute.name).prefix(4) == ["appearance", "localization", "scale", "idiom"])
        #expect(archive.facets.map(\.name) == ["AlternateIcon", "AppIcon", "Accent", "Dot", "Logo", "Notes"])
        #expect(archive.facets.first { $0.name == "AppIcon" }?.identifier == 0x1AC1)
        #expect(archive.appearances.map(\.name) == ["ISAppearanceTintable", "UIAppearanceAny", "UIAppearanceDark", "UIAppearanceLight"])
        #expect(archive.appearances.map(\.id) == [10, 0, 1, 4])
        #expect(archive.variables == ["CARHEADER", "EXTENDED_METADATA", "KEYFORMAT", "FACETKEYS", "APPEARANCEKEYS", "RENDITIONS"])
        // Twelve renditions in leaves of four: the tree's branch and forward links are walked.
        #expect(archive.renditions.count == 12)
    }

    @Test("the app icon's renditions: idiom, size, scale, appearance, pixel format, opaque flag, encoding")
    func appIconRenditions() throws {
        let archive = try Self.archive("AppIcons.car")
        let icons = archive.renditions.filter { $0.facetName == "AppIcon" }
        #expect(icons.count == 7)
        let any = try Self.rendition(archive, "Icon-1024.png")
        #expect(AssetCatalogAttribute.idiomName(any.idiom) == "marketing")
        #expect(any.header?.width == 1024 && any.header?.height == 1024 && any.header?.scaleFactor == 100 && any.scale == 1)
        #expect(any.appearanceName == "UIAppearanceAny")
        #expect(any.header?.pixelFormat == "ARGB" && any.header?.colorSpaceID == 1)
        #expect(any.header?.flags.isOpaque == true)
        #expect(any.encoding == "zip")
        let dark = try Self.rendition(archive, "Icon-Dark-1024.png")
        #expect(dark.appearanceName == "UIAppearanceDark" && dark.header?.flags.isOpaque == false)
        let tinted = try Self.rendition(archive, "Icon-Tinted-1024.png")
        #expect(tinted.appearanceName == "ISAppearanceTintable" && tinted.header?.pixelFormat == "GA8 ")
        #expect(tinted.header?.flags.bitmapEncoding == 1 && tinted.header?.flags.isOpaque == false)
        let threeX = try Self.rendition(archive, "Icon-60@3x.png")
        #expect(threeX.encoding == "deepmap2" && threeX.scale == 3 && AssetCatalogAttribute.idiomName(threeX.idiom) == "phone")
        let pad = try Self.rendition(archive, "Icon-76@2x.png")
        #expect(pad.encoding == "lzvn" && AssetCatalogAttribute.idiomName(pad.idiom) == "pad" && pad.header?.width == 152)
        let alternate = try Self.rendition(archive, "Alternate-1024.png")
        #expect(alternate.facetName == "AlternateIcon" && alternate.header?.flags.isOpaque == true)
        let set = try #require(icons.first { $0.header?.layout == 1010 })
        #expect(set.payload == .multisizeImageSet([.init(width: 20, height: 20, index: 0), .init(width: 60, height: 60, index: 1)]))
    }

    @Test("compressed payloads are located for a decoder: chunks, rows, byte ranges and stream magic")
    func payloadRanges() throws {
        let path = Self.folder + "/AppIcons.car"
        let archive = try AssetCatalogArchive.read(path: path)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        func slice(_ range: FileRange) -> [UInt8] { Array(bytes[Int(range.offset)..<Int(range.offset) + range.length]) }
        guard case .bitmap(let dark) = try Self.rendition(archive, "Icon-Dark-1024.png").payload else { Issue.record("no bitmap"); return }
        #expect(dark.compression.rawValue == 2 && dark.chunks.map(\.rows) == [512, 512])
        #expect(dark.chunks.allSatisfy { slice($0.data).first == 0x78 })  // each chunk a zlib stream
        let packed = try Self.rendition(archive, "ZZZZPackedAsset-1.0.0-gamut0")
        guard case .bitmap(let atlas) = packed.payload else { Issue.record("no bitmap"); return }
        #expect(packed.encoding == "lzfse" && atlas.chunks.map(\.streamMagic) == ["bvx-", "bvx-"])
        #expect(atlas.chunks.allSatisfy { Array(slice($0.data).suffix(4)) == Array("bvx$".utf8) })
        let linked = try Self.rendition(archive, "Icon-20@2x.png")
        #expect(linked.encoding == "internal link" && linked.payload == .none)
        #expect(linked.link?.width == 40 && linked.link?.x == 0)
        #expect(linked.linkTarget.map { archive.renditions[$0].header?.name } == "ZZZZPackedAsset-1.0.0-gamut0")
        guard case .bitmap(let dot) = try Self.rendition(archive, "Dot@2x.png").payload else { Issue.record("no bitmap"); return }
        #expect(dot.compression.description == "uncompressed" && dot.chunks.first?.data.length == 64 && dot.chunks.first?.rows == nil)
        guard case .rawData(_, let notes, _) = try Self.rendition(archive, "Notes.txt").payload else { Issue.record("no data"); return }
        #expect(slice(notes) == Array("hello\n".utf8))
        #expect(try Self.rendition(archive, "Accent").payload == .color(colorSpace: 1, components: [0.25, 0.5, 0.75, 1]))
    }

    @Test("a 1024 icon compiled alone carries the opaque flag only when it is opaque")
    func opaqueFlag() throws {
        let opaque = try #require(try Self.archive("Opaque1024.car").renditions.first)
        let alpha = try #require(try Self.archive("Alpha1024.car").renditions.first)
        #expect(opaque.facetName == "AppIcon" && AssetCatalogAttribute.idiomName(opaque.idiom) == "universal")
        #expect(opaque.header?.flags.isOpaque == true)
        #expect(alpha.header?.flags.isOpaque == false)
    }

    @Test("every hostile catalog is refused with a message naming the file and the structure")
    func hostileCatalogs() throws {
        let list = try String(contentsOfFile: Self.folder + "/hostile.txt", encoding: .utf8)
        let cases = list.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        #expect(cases.count >= 20)
        for item in cases {
            let path = Self.folder + "/hostile/" + item[0]
            #expect {
                _ = try AssetCatalogArchive.read(path: path)
            } throws: { error in
                guard let error = error as? AlertPackError, case .inFile(let named, let inner) = error, inner.kind == .file else { return false }
                let message = inner.message
                let matches = named == path && message.contains(item[1])
                if !matches { Issue.record("\(item[0]): \(message)") }
                return matches
            }
        }
    }

    @Test(
        "real catalogs from public repositories are read whole (ALERTPACK_REAL_CARS names their folder)",
        .enabled(if: realFolder != nil, "set ALERTPACK_REAL_CARS to a folder of real Assets.car files to run this test"))
    func realCatalogs() throws {
        let folder = try #require(Self.realFolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".car") }.sorted()
        #expect(!names.isEmpty, "no .car file in \(folder)")
        for name in names {
            let path = folder + "/" + name
            let archive = try AssetCatalogArchive.read(path: path)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(!archive.renditions.isEmpty, "\(name)")
            for rendition in archive.renditions { #expect(Self.ranges(rendition).allSatisfy { $0.offset + Int64($0.length) <= size }) }
            print(Self.listing(name, archive))
        }
    }

    /// Every byte range a rendition records.
    static func ranges(_ rendition: AssetCatalogRendition) -> [FileRange] {
        switch rendition.payload {
        case .bitmap(let bitmap): bitmap.chunks.map(\.data)
        case .rawData(_, let data, _), .other(_, let data): [data]
        default: [rendition.block]
        }
    }

    /// One line per rendition: name, idiom, size, scale, appearance, pixel format, opacity, encoding.
    static func listing(_ name: String, _ archive: AssetCatalogArchive) -> String {
        var lines = ["\(name): \(archive.header.versionString) (CoreUI \(archive.header.coreUIVersion)), \(archive.renditions.count) renditions"]
        for rendition in archive.renditions {
            let header = rendition.header
            let size = header.map { "\($0.width)x\($0.height)@\($0.scaleFactor / 100)x" } ?? "empty"
            lines.append(
                "  \(rendition.facetName ?? "?") [\(header?.name ?? "")] \(AssetCatalogAttribute.idiomName(rendition.idiom)) \(size) "
                    + "\(rendition.appearanceName ?? "-") \(header?.pixelFormat ?? "") "
                    + "\(header?.flags.isOpaque == true ? "opaque" : "alpha") \(rendition.encoding)")
        }
        return lines.joined(separator: "\n")
    }
}
