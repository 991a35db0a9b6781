import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack preview --platform android` and the report's small-icon pictures, run as a user
/// would, on the files scripts/make-android-preview-fixtures.py writes.
@Suite(TestSupport.needs("identify", "pngcheck"))
struct AndroidPreviewCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-android-preview-fixtures.py", name: "android-preview-command")

    @Test("preview --platform android writes collapsed and expanded PNGs, says android in preview.json, names the cut and the text's source")
    func preview() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let arguments = ["preview", Self.corpus + "/payloads", "--out", folder + "/out", "--platform", "android", "--format", "json"]
        let result = try TestSupport.alertpack(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("long-title.json: text from FCM message.android.notification"))
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/out/preview.json"))) as? [String: Any])
        #expect(index["platform"] as? String == "android")
        #expect(index["font"] as? String == "Roboto")
        let images = try #require(index["images"] as? [[String: Any]])
        #expect(Set(images.compactMap { $0["surface"] as? String }) == ["collapsed", "expanded"])
        let cut = try #require(images.first { ($0["file"] as? String) == "long-title.base.collapsed.light.png" })
        #expect((cut["cuts"] as? [String])?.first?.hasPrefix("title after 1 of") == true)
        let png = folder + "/out/long-title.base.collapsed.light.png"
        #expect(try TestSupport.peer("pngcheck", ["-q", png]).status == 0)
        #expect(try TestSupport.peer("identify", ["-format", "%wx%h", png]).stdout == "822x208")
        let first = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(try TestSupport.alertpack(arguments).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == first)
        // iOS stays the default: no platform in its index.
        let ios = try TestSupport.alertpack(["preview", Self.corpus + "/payloads/apns.json", "--out", folder + "/ios", "--surface", "banner"])
        #expect(ios.status == 0, "\(ios.stderr)")
        let iosIndex = try String(contentsOfFile: folder + "/ios/preview.json", encoding: .utf8)
        #expect(!iosIndex.contains("\"platform\""))
    }

    @Test("the report shows each small icon as Android draws it: the opaque one as a solid white square")
    func reportPictures() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(["report", Self.corpus + "/opaque", Self.corpus + "/app", "-o", folder + "/r.html"])
        #expect(result.status != 2, "\(result.stderr)")
        let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"small-icon-shade\"").count == 3)
        #expect(html.contains("#E91E63 (the module&apos;s notification colour)"))
        // The opaque icon's status-bar picture, decoded: its 24 dp box is solid white.
        let marker = "ic_stat_opaque.png in the status bar\" src=\"data:image/png;base64,"
        let start = try #require(html.range(of: marker)).upperBound
        let encoded = html[start...].prefix { $0 != "\"" }
        let bytes = try #require(Data(base64Encoded: String(encoded)))
        let path = folder + "/bar.png"
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(try TestSupport.peer("identify", ["-format", "%wx%h", path]).stdout == "144x64")
        let file = try RandomAccessFile(path: path)
        let decoded = try PNGImageFile.read(file.descriptor, maxSide: 4096)
        let white = (9..<55).allSatisfy { y in
            (49..<95).allSatisfy { x in (0..<3).allSatisfy { decoded.samples[(y * decoded.width + x) * 4 + $0] > 0xF000 } }
        }
        #expect(white)
    }
}
