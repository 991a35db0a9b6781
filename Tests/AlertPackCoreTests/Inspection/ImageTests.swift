import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// PNG inspection against ImageMagick as the witness, PngSuite's broken files, asset catalogs,
/// and the conventional file names.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert", "python3"))
struct ImageTests {
    static let suite = TestSupport.repositoryPath("Tests/Fixtures/PngSuite")

    static let identify = "/usr/bin/identify"

    static let convert = "/usr/bin/convert"

    /// PngSuite's images (none if the fixture folder is missing: `pngSuiteIsThere` then fails).
    static let suiteImages = (try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []

    static let goodSuiteImages: [String] = suiteImages.filter { $0.hasSuffix(".png") && !$0.hasPrefix("x") }.sorted()

    static let brokenSuiteImages: [String] = suiteImages.filter { $0.hasSuffix(".png") && $0.hasPrefix("x") }.sorted()

    @Test("an image's report carries the slots the check resolved: from its set's entries, or from its loose name")
    func reportCarriesSlots() throws {
        let checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        let report = checker.check(paths: [
            TestSupport.repositoryPath("Samples/icons/Good.xcassets"), TestSupport.repositoryPath("Samples/icons/Icon-60@3x.png"),
        ])
        let inSet = try #require(report.files.first { $0.path.hasSuffix("Good.xcassets/AppIcon.appiconset/Icon-App-60x60@3x.png") })
        #expect(inSet.slots.map(\.label) == ["iphone 60pt @3x"])
        #expect(inSet.slots.allSatisfy { $0.inPreset && $0.width == 180 && $0.attributes["idiom"] == "iphone" })
        let loose = try #require(report.files.first { $0.path.hasSuffix("icons/Icon-60@3x.png") })
        #expect(loose.slots.map(\.width) == [180])
        let set = try #require(report.files.first { $0.path.hasSuffix("Contents.json") })
        #expect(set.slots.isEmpty)
    }

    @Test("PngSuite is there: the good and broken images the tests below run on")
    func pngSuiteIsThere() {
        #expect(Self.goodSuiteImages.count >= 20 && Self.brokenSuiteImages.count >= 10, "Tests/Fixtures/PngSuite is missing or incomplete")
    }

    static let colorTypeCodes = ["gray": 0, "rgb": 2, "palette": 3, "gray-alpha": 4, "rgba": 6]

    @Test("size, colour type, bit depth, interlacing and transparency agree with ImageMagick", arguments: goodSuiteImages)
    func agreesWithIdentify(_ name: String) throws {
        let path = Self.suite + "/" + name
        let report = try TestSupport.check(path)
        let facts = try #require(report.facts.image)
        #expect(!report.ruleIDs.contains("image.unreadable"), "\(report.findings)")
        let fields = try TestSupport.peer(
            Self.identify,
            [
                "-format", "%w %h %[png:IHDR.color-type-orig] %[png:IHDR.bit-depth-orig] %[png:IHDR.interlace_method]", path,
            ]
        ).stdout.split(separator: " ")
        #expect(facts.width == Int(fields[0]))
        #expect(facts.height == Int(fields[1]))
        #expect(Self.colorTypeCodes[facts.colorType ?? ""] == Int(fields[2]))
        #expect(facts.bitDepth == Int(fields[3]))
        #expect(facts.interlaced == (fields[4] == "1"))
        // Pixels whose alpha is below full, counted by ImageMagick from the alpha channel it decodes.
        let counted = try TestSupport.peer(
            Self.convert,
            [
                path, "-alpha", "extract", "-fx", "u<1?1:0", "-format", "%[fx:round(mean*w*h)]", "info:",
            ]
        ).stdout
        #expect(facts.transparentPixels == Int(counted), "ImageMagick counts \(counted)")
        let hasTRNS = try TestSupport.peer(Self.identify, ["-verbose", path]).stdout.contains("png:tRNS")
        #expect(facts.tRNS == hasTRNS)
    }

    @Test("PngSuite's broken files are each image.unreadable with a clear reason", arguments: brokenSuiteImages)
    func brokenSuiteImage(_ name: String) throws {
        let expected: [String: String] = [
            "xs1n0g01.png": "bad PNG signature: byte 1", "xs2n0g01.png": "bad PNG signature: byte 2",
            "xs4n0g01.png": "bad PNG signature: byte 4", "xs7n0g01.png": "bad PNG signature: byte 7",
            "xcrn0g04.png": "bad PNG signature", "xlfn0g04.png": "bad PNG signature",
            "xhdn0g08.png": "IHDR: CRC error", "xcsn0g01.png": "IDAT: CRC error",
            "xc1n0g08.png": "colour type 1", "xc9n2c08.png": "colour type 9",
            "xd0n2c08.png": "bit depth 0", "xd3n2c08.png": "bit depth 3", "xd9n2c08.png": "bit depth 99",
            "xdtn0g01.png": "no IDAT chunk", "xzzn0g08.png": "its data does not decode: IDAT: ", "xtrn0g08.png": "truncated",
        ]
        let report = try TestSupport.check(Self.suite + "/" + name)
        let finding = try #require(report.findings.first { $0.rule == "image.unreadable" }, "\(report.findings)")
        #expect(finding.message.contains(try #require(expected[name])), "\(finding.message)")
        #expect(report.verdict == .fail)
        // The independent witness agrees that these files are broken.
        #expect(try TestSupport.run("pngcheck", ["-q", Self.suite + "/" + name]).status != 0)
    }

    @Test("an asset catalog gets exactly its mistakes; a correct one gets none")
    func catalogFindings() throws {
        let set = "Samples/icons/Broken.xcassets/AppIcon.appiconset"
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [set])
        let found = Set(report.files.flatMap { file in file.findings.map { "\(FileName.last(of: file.path)) \($0.rule)" } })
        #expect(
            found == [
                "Icon-20@3x.png icon.size",  // wrong size
                "Icon-29@2x.png icon.size",  // not square
                "Icon-40@2x.png image.format",  // a JPEG named .png
                "Icon-1024.png icon.alpha",  // RGBA marketing icon, every pixel opaque
                "Contents.json icon.missing",  // Icon-60@2x.png is referenced but absent
                "old-icon.png icon.unassigned",  // no entry uses it: the set's finding, reported with the file
            ])
        let alpha = report.files.flatMap(\.findings).first { $0.rule == "icon.alpha" }!
        // Xcode uploads an opaque RGBA App Store icon; altool, Transporter and fastlane may refuse it.
        #expect(alpha.severity == .warning)
        #expect(alpha.message.contains("no pixel is transparent"))
        #expect(alpha.message.contains("altool, Transporter and fastlane"))
        let size = report.files.flatMap(\.findings).first { $0.message.contains("should be 60x60") }!
        #expect(size.message == "is 40x40 but should be 60x60 (iphone 20pt @3x)")

        for good in ["Samples/icons/Good.xcassets", "Samples/icons/SingleSize.xcassets"] {
            let clean = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [good])
            #expect(clean.files.count > 1)
            #expect(clean.files.allSatisfy { $0.findings.isEmpty }, "\(clean.files.flatMap(\.findings))")
        }
    }

    @Test(
        "Apple's file-name conventions give loose files their slots",
        arguments: [
            ("Icon-Small@2x.png", "ios", 58, 58), ("Icon-Small@3x.png", "ios", 87, 87), ("Icon-60@3x.png", "ios", 180, 180),
            ("Icon-83.5@2x.png", "ios", 167, 167), ("iTunesArtwork", "ios", 512, 512), ("iTunesArtwork@2x", "ios", 1024, 1024),
            ("Default.png", "ios", 320, 480), ("Default@2x.png", "ios", 640, 960), ("Default-568h@2x.png", "ios", 640, 1136),
            ("Default-667h@2x.png", "ios", 750, 1334), ("Default-736h@3x.png", "ios", 1242, 2208),
            ("Default-Landscape-736h@3x.png", "ios", 2208, 1242), ("Default-Portrait-736h@3x.png", "ios", 1242, 2208),
            ("Default-812h@3x.png", "ios", 1125, 2436), ("Default-Portrait~ipad.png", "ios", 768, 1024),
            ("Default-Landscape~ipad.png", "ios", 1024, 768), ("Default-Landscape@2x~ipad.png", "ios", 2048, 1536),
            ("Default-Portrait.png", "ios", 768, 1024),
            ("Icon.png", "ios-legacy", 57, 57), ("Icon@2x.png", "ios-legacy", 114, 114), ("Icon-72.png", "ios-legacy", 72, 72),
            ("Icon-72@2x.png", "ios-legacy", 144, 144), ("Icon-Small-50.png", "ios-legacy", 50, 50),
            ("Icon-Small-50@2x.png", "ios-legacy", 100, 100), ("Icon-Small.png", "ios-legacy", 29, 29),
        ])
    func looseNames(name: String, preset: String, width: Int, height: Int) throws {
        let configuration = try CheckConfiguration.resolve(presetReference: preset, configPath: nil, useConfigFile: false)
        let slot = try #require(configuration.slots.looseSlot(fileName: name))
        #expect(slot.width == width && slot.height == height, "\(slot)")
    }

    @Test("names that are no convention get no slot")
    func noConvention() throws {
        let slots = try TestSupport.defaultConfiguration().slots
        for name in ["logo.png", "Default-Foo.png", "Icon-App.png", "icon-small-something.png", "Defaults.png"] {
            #expect(slots.looseSlot(fileName: name) == nil, "\(name)")
        }
    }

    @Test(
        "launch image slots from Contents.json attributes",
        arguments: [
            ("ipad", "landscape", 1, nil, "to-status-bar", "1024x748"), ("ipad", "portrait", 2, nil, "to-status-bar", "1536x2008"),
            ("ipad", "landscape", 2, nil, nil, "2048x1536"), ("iphone", "landscape", 3, "736h", nil, "2208x1242"),
            ("iphone", "portrait", 2, "1792h", "full-screen", "828x1792"), ("iphone", "landscape", 2, "retina4", nil, "none"),
            ("iphone", "portrait", 2, "4000h", nil, "none"),
        ] as [(String, String, Int, String?, String?, String)])
    func launchSlots(idiom: String, orientation: String, scale: Int, subtype: String?, extent: String?, expected: String) throws {
        let slots = try TestSupport.defaultConfiguration().slots
        let slot = slots.launchSlot(idiom: idiom, orientation: orientation, scale: scale, subtype: subtype, extent: extent)
        #expect(slot.map { "\($0.width)x\($0.height)" } ?? "none" == expected)
    }

    @Test("colour profiles: Display P3 is fine on small icons, a warning on the App Store icon; sRGB passes")
    func colorProfiles() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let set = folder + "/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        for (size, name) in [(1024, "big"), (58, "small")] {
            try TestSupport.peer(Self.convert, ["-size", "\(size)x\(size)", "xc:#3366cc", "-strip", "PNG24:\(folder)/\(name).png"])
            try TestSupport.peer(
                "python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "iccp", "\(folder)/\(name).png", "\(set)/\(name).png", "Display P3"])
        }
        try TestSupport.peer(
            Self.convert,
            ["-size", "58x58", "xc:#3366cc", "-strip", "-define", "png:include-chunk=sRGB", "-intent", "perceptual", "PNG24:\(folder)/srgb.png"])
        try """
        {"images": [
          {"idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "big.png"},
          {"idiom": "iphone", "size": "29x29", "scale": "2x", "filename": "small.png"}
        ], "info": {"version": 1, "author": "xcode"}}
        """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [set])
        let big = try #require(report.files.first { $0.path.hasSuffix("big.png") })
        #expect(big.facts.image?.colorSpace == "display-p3")
        #expect(big.findings.map(\.rule) == ["image.colorspace"])
        #expect(big.findings.first?.severity == .warning)
        let small = try #require(report.files.first { $0.path.hasSuffix("small.png") })
        #expect(small.facts.image?.colorSpace == "display-p3")
        #expect(small.findings.isEmpty)
        let srgb = try TestSupport.check(folder + "/srgb.png")
        #expect(srgb.findings.isEmpty, "\(srgb.findings) \(String(describing: srgb.facts.image?.colorSpace))")
    }

    @Test("images are identified by content: a PNG named .jpg is found below a folder, a JPEG named .png fails")
    func contentIdentification() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.peer(Self.convert, ["-size", "10x10", "xc:red", "-strip", "PNG24:\(folder)/actually-png.jpg"])
        try TestSupport.peer(Self.convert, ["-size", "10x10", "xc:red", "JPEG:\(folder)/photo.jpg"])
        try TestSupport.peer(Self.convert, ["-size", "10x10", "xc:red", "JPEG:\(folder)/fake.png"])
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [folder])
        #expect(report.files.map { FileName.last(of: $0.path) } == ["actually-png.jpg", "fake.png"])
        #expect(report.files[1].findings.map(\.rule) == ["image.format"])
        #expect(report.files[1].findings[0].message == "the content is JPEG, not PNG")
    }

    @Test("set-level findings are reported under the set's Contents.json, and images carry their facts and slot")
    func catalogFacts() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: ["Samples/icons/Broken.xcassets"])
        #expect(report.exitCode(strict: false) == 1)
        let contents = try #require(report.files.first { $0.path.hasSuffix("Contents.json") })
        #expect(contents.kind == .iconSet)
        let icon = try #require(report.files.first { $0.path.hasSuffix("Icon-1024.png") })
        #expect(icon.kind == .image)
        let facts = try #require(icon.facts.image)
        #expect(facts.width == 1024 && facts.height == 1024 && facts.bitDepth == 8)
        #expect(facts.colorType == "rgba" && facts.alphaChannel == true && facts.tRNS == false)
        #expect(facts.transparentPixels == 0 && facts.interlaced == false)
        #expect(icon.slots.map(\.label) == ["ios-marketing 1024pt @1x"], "\(icon.slots)")
        #expect(icon.slots.first.map { [$0.width, $0.height] } == [1024, 1024])
    }

    @Test("a legacy icon set passes with ios-legacy; ios checks its slots and calls them legacy")
    func legacyPreset() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let set = folder + "/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        var entries: [String] = []
        for (idiom, points, scale) in [
            ("iphone", 57, 1), ("iphone", 57, 2), ("iphone", 29, 1), ("iphone", 29, 2), ("ipad", 72, 1), ("ipad", 72, 2), ("ipad", 50, 1),
            ("ipad", 50, 2),
        ] {
            let pixels = points * scale
            let name = "icon-\(idiom)-\(points)@\(scale)x.png"
            try TestSupport.peer(Self.convert, ["-size", "\(pixels)x\(pixels)", "xc:#3366cc", "-strip", "PNG24:\(set)/\(name)"])
            entries.append(#"{"idiom": "\#(idiom)", "size": "\#(points)x\#(points)", "scale": "\#(scale)x", "filename": "\#(name)"}"#)
        }
        try "{\"images\": [\(entries.joined(separator: ","))], \"info\": {\"version\": 1}}".write(
            toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let legacyPreset = try CheckConfiguration.resolve(presetReference: "ios-legacy", configPath: nil, useConfigFile: false)
        let legacy = Checker(configuration: legacyPreset, jobs: 2).check(paths: [set])
        #expect(legacy.exitCode(strict: false) == 0, "\(legacy.files.flatMap(\.findings))")
        let current = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [set])
        #expect(current.exitCode(strict: false) == 1)
        let findings = current.files.flatMap(\.findings)
        let messages = findings.map(\.message)
        // icon.legacy is info; 29pt @2x is current.
        #expect(messages.contains { $0.contains("7 legacy slots that current Xcode ignores") }, "\(messages)")
        #expect(!findings.contains { $0.rule == "icon.contents" || $0.rule == "icon.size" })
        #expect(messages.contains { $0.contains("no 1024x1024 App Store icon") })
    }
}
