import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ICCProfile`: the colour space and description of real profiles (the sRGB and wide-gamut
/// ones `scripts/make-icon-masters.py` writes, v2 'desc'; a v4 'mluc' one built here), held
/// against ImageMagick's reading; cut and lying tag tables are no profile or no description.
@Suite(TestSupport.needs("/usr/bin/identify", "python3"))
struct ICCProfileTests {
    /// The masters' profiles, under a name of its own (another suite makes the same corpus).
    static let profiles = TestSupport.generatedCorpus("make-icon-masters.py", name: "icc-profiles")

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test("the v2 profiles: colour space and description as identify reads them", arguments: ["srgb.icc", "wide.icc"])
    func agreesWithIdentify(_ name: String) throws {
        let path = Self.profiles + "/" + name
        let profile = try #require(ICCProfile(try Self.bytes(path)))
        let verbose = try TestSupport.peer("/usr/bin/identify", ["-verbose", "ICC:" + path]).stdout
        let described = verbose.split(separator: "\n").first { $0.contains("icc:description:") }.map {
            $0.split(separator: ":", maxSplits: 2).last!.trimmingCharacters(in: .whitespaces)
        }
        #expect(profile.description == described, "\(verbose.prefix(400))")
        #expect(profile.colorSpace == "RGB")
        #expect((profile.classification == "srgb") == (name == "srgb.icc"), "\(profile.classification)")
    }

    /// A v4 profile whose 'desc' is a multiLocalizedUnicodeType holding `text`.
    static func v4(_ text: String) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let desc = Array("mluc".utf8) + u32(0) + u32(1) + u32(12) + Array("enUS".utf8) + u32(utf16.count) + u32(28) + utf16
        var header = u32(128 + 4 + 12 + desc.count) + Array("none".utf8) + [4, 0x30, 0, 0] + Array("mntrRGB XYZ ".utf8)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + u32(1) + Array("desc".utf8) + u32(128 + 16) + u32(desc.count) + desc
    }

    @Test("a v4 'mluc' description is read as UTF-16; Display P3 is classified so")
    func mluc() throws {
        let profile = try #require(ICCProfile(Self.v4("Display P3")))
        #expect(profile.description == "Display P3" && profile.classification == "display-p3")
        #expect(ICCProfile(Self.v4("Écran ☀︎"))?.description == "Écran ☀︎")
    }

    @Test("a profile cut short is none; a tag table that lies gives no description, never a trap")
    func hostile() throws {
        let real = try Self.bytes(Self.profiles + "/wide.icc")
        for length in [0, 100, 131] { #expect(ICCProfile(Array(real.prefix(length))) == nil, "\(length)") }
        var lying = real
        lying.replaceSubrange(128..<132, with: [0, 0, 0x27, 0x10])  // 10000 tags
        #expect(ICCProfile(lying) == nil)
        var outside = Self.v4("Display P3")
        outside.replaceSubrange(136..<140, with: [0x7F, 0xFF, 0xFF, 0xF0])  // the desc tag's offset past the end
        #expect(ICCProfile(outside)?.description == nil)
        #expect(ICCProfile(Array(Self.v4("Display P3").dropLast(4)))?.description == nil)
    }
}
