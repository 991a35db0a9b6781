import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack icons MASTER --android-notification RES` as a user runs it: exit codes, the JSON
/// report, the same bytes on every run (sha256sum as the witness), usage errors that name the
/// file and why, and a file the user owns left as it is.
@Suite(TestSupport.needs("identify", "sha256sum"))
struct AndroidNotificationIconCommandTests {
    static let masters = TestSupport.generatedCorpus("make-android-notification-masters.py", name: "android-notification-command")

    static func master(_ name: String) -> String { masters + "/" + name }

    static func icons(_ arguments: [String], in folder: String) throws -> TestSupport.ProcessResult {
        try TestSupport.alertpack(["icons"] + arguments, in: folder)
    }

    static func digests(_ res: String) throws -> String {
        let files = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "drawable-\($0)/ic_stat_bell.png" }
        return try TestSupport.run("sha256sum", files, in: res).stdout
    }

    @Test("a master with alpha: exit 0, five densities in the JSON report and on disk, the same bytes on a second run")
    func madeAndReported() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.icons(
            [Self.master("glyph.png"), "--android-notification", "app/src/main/res", "--name", "ic_stat_bell", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(json["command"] as? String == "icons" && json["platform"] as? String == "android" && json["name"] as? String == "ic_stat_bell")
        let images = try #require(json["images"] as? [[String: Any]])
        #expect(images.compactMap { $0["pixels"] as? Int } == [24, 36, 48, 72, 96])
        #expect(images.compactMap { $0["filename"] as? String }.first == "drawable-mdpi/ic_stat_bell.png")
        let res = folder + "/app/src/main/res"
        let size = try TestSupport.peer("identify", ["-format", "%wx%h %[channels]", res + "/drawable-xxhdpi/ic_stat_bell.png"]).stdout
        #expect(size == "72x72 srgba")
        let first = try Self.digests(res)
        let again = try Self.icons([Self.master("glyph.png"), "--android-notification", "app/src/main/res", "--name", "ic_stat_bell"], in: folder)
        #expect(again.status == 0 && again.stdout.contains("replaced:"), "\(again.stderr)")
        #expect(try Self.digests(res) == first && first.split(separator: "\n").count == 5)
    }

    @Test("an opaque master: exit 2 naming the file and the solid square without --threshold; exit 0 with it")
    func opaqueMaster() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let refused = try Self.icons([Self.master("opaque.png"), "--android-notification", "res"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(Self.master("opaque.png")) && refused.stderr.contains("solid") && refused.stderr.contains("--threshold"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/res"))
        let made = try Self.icons([Self.master("opaque.png"), "--android-notification", "res", "--threshold", "50"], in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("darker than lightness 50 %"))
        let light = try Self.icons(
            [Self.master("light-on-dark.png"), "--android-notification", "light/res", "--threshold", "50", "--ink", "light"], in: folder)
        #expect(light.status == 0, "\(light.stderr)")
    }

    @Test("usage errors exit 2: an illegal name, a threshold out of range, --out with --android-notification, app icon options")
    func usageErrors() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let master = Self.master("glyph.png")
        for arguments in [
            [master, "--android-notification", "res", "--name", "Bell Icon"], [master, "--android-notification", "res", "--threshold", "140"],
            [master, "--android-notification", "res", "--out", "AppIcon.appiconset"], [master, "--android-notification", "res", "--all-sizes"],
            [master, "--out", "AppIcon.appiconset", "--threshold", "50"], [master],
        ] {
            let result = try Self.icons(arguments, in: folder)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a file of the same name the user made is left as it is (exit 2), --force or not; a foreign NAME.webp too")
    func usersFileKept() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/res/drawable-xhdpi", withIntermediateDirectories: true)
        let theirs = folder + "/res/drawable-xhdpi/ic_stat_notification.png"
        try FileManager.default.copyItem(atPath: Self.master("coloured.png"), toPath: theirs)
        let before = try TestSupport.run("sha256sum", [theirs]).stdout
        for extra in [[], ["--force"]] {
            let refused = try Self.icons([Self.master("glyph.png"), "--android-notification", "res"] + extra, in: folder)
            #expect(refused.status == 2 && refused.stderr.contains("did not make"), "\(refused.stderr)")
        }
        #expect(try TestSupport.run("sha256sum", [theirs]).stdout == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/res") == ["drawable-xhdpi"])
        try FileManager.default.removeItem(atPath: theirs)
        try FileManager.default.copyItem(atPath: Self.master("other.webp"), toPath: folder + "/res/drawable-xhdpi/ic_stat_notification.webp")
        let webp = try Self.icons([Self.master("glyph.png"), "--android-notification", "res", "--force"], in: folder)
        #expect(webp.status == 2 && webp.stderr.contains("ic_stat_notification.webp") && webp.stderr.contains("another resource"), "\(webp.stderr)")
        let notRes = try Self.icons([Self.master("glyph.png"), "--android-notification", "drawables"], in: folder)
        #expect(notRes.status == 2 && notRes.stderr.contains("must be named res"), "\(notRes.stderr)")
    }

    @Test("a module that shrinks resources: the text report says the keep entry was added")
    func keepEntrySaid() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(atPath: Self.master("module-shrinking"), toPath: folder + "/app")
        let result = try Self.icons([Self.master("glyph.png"), "--android-notification", "app/src/main/res"], in: folder)
        #expect(result.status == 0 && result.stdout.contains("tools:keep") && result.stdout.contains("app/src/main/res/raw/keep.xml"), "\(result)")
    }

    @Test("an SVG master makes the set too")
    func svgMaster() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.icons([Self.master("glyph.svg"), "--android-notification", "res"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let size = try TestSupport.peer("identify", ["-format", "%wx%h", folder + "/res/drawable-xxxhdpi/ic_stat_notification.png"]).stdout
        #expect(size == "96x96")
    }
}
