import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack icons MASTER --web-badge OUT.png` as a user runs it: the JSON report, the PNG as
/// `identify` and `pngcheck` see it, the same bytes on a second run, and usage errors.
@Suite(TestSupport.needs("identify", "pngcheck", "sha256sum"))
struct WebBadgeCommandTests {
    static let masters = TestSupport.generatedCorpus("make-android-notification-masters.py", name: "web-badge-command")

    static func master(_ name: String) -> String { masters + "/" + name }

    @Test("a master with alpha: exit 0, the JSON report, a 96 px RGBA badge pngcheck passes, the same bytes again")
    func badgeMade() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(["icons", Self.master("glyph.png"), "--web-badge", "badge.png", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(json["command"] as? String == "icons" && json["platform"] as? String == "web" && json["pixels"] as? Int == 96)
        #expect((json["inkBox"] as? [Int])?.count == 4 && json["replaced"] as? Bool == false)
        #expect(try TestSupport.peer("identify", ["-format", "%wx%h %[channels]", folder + "/badge.png"]).stdout == "96x96 srgba")
        #expect(try TestSupport.peer("pngcheck", ["-q", folder + "/badge.png"]).status == 0)
        let first = try TestSupport.run("sha256sum", ["badge.png"], in: folder).stdout
        let again = try TestSupport.alertpack(["icons", Self.master("glyph.png"), "--web-badge", "badge.png", "--size", "96"], in: folder)
        #expect(again.status == 0 && again.stdout.contains("web push badge") && again.stdout.contains("replaced"), "\(again.stderr)")
        #expect(try TestSupport.run("sha256sum", ["badge.png"], in: folder).stdout == first)
    }

    @Test("usage errors exit 2 and write nothing: a size out of range, --name, --out beside it, a file it did not make")
    func refused() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let master = Self.master("glyph.png")
        for arguments in [
            [master, "--web-badge", "b.png", "--size", "8"], [master, "--web-badge", "b.png", "--size", "40=x.png"],
            [master, "--web-badge", "b.png", "--name", "ic_x"], [master, "--web-badge", "b.png", "--out", "A.appiconset"],
            [master, "--web-badge", "b.png", "--android-notification", "res"], [master, "--web-badge", "b.webp"],
        ] {
            let result = try TestSupport.alertpack(["icons"] + arguments, in: folder)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        try FileManager.default.copyItem(atPath: master, toPath: folder + "/logo.png")
        let theirs = try TestSupport.alertpack(["icons", master, "--web-badge", "logo.png", "--force"], in: folder)
        #expect(theirs.status == 2 && theirs.stderr.contains("did not make"), "\(theirs.stderr)")
    }
}
