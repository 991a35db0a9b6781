import AlertPackTestSupport
import Foundation
import Testing

/// An Android raw sound is Android's whatever folder the run starts in, and `package --platform
/// ios` leaves it out, saying so (PackagePlatformCommandTests: what a package holds per platform).
@Suite("Android files at every scope")
struct AndroidPlatformCommandTests {
    /// A module folder with one good Ogg in res/raw, made for one test.
    static func module() throws -> String {
        let root = NSTemporaryDirectory() + "android-scope-\(UUID().uuidString)"
        let raw = root + "/app/src/main/res/raw"
        try FileManager.default.createDirectory(atPath: raw, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/android/Sounds/res/raw/ping.ogg"), toPath: raw + "/ping.ogg")
        return root
    }

    static func sound(_ result: TestSupport.ProcessResult) throws -> [String: Any]? {
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (document?["files"] as? [[String: Any]])?.first { ($0["path"] as? String)?.hasSuffix("ping.ogg") == true }
    }

    @Test("the same verdict from the repository, from res/ and from inside res/raw (a path with no `res` in it)")
    func everyScope() throws {
        let root = try Self.module()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (folder, named) in [
            (root, "."), (root + "/app/src/main/res", "raw"), (root + "/app/src/main/res/raw", "."), (root + "/app/src/main/res/raw", "ping.ogg"),
        ] {
            let result = try TestSupport.alertpack(["check", named, "--format", "json"], in: folder)
            let sound = try #require(try Self.sound(result), "\(folder) \(named): \(result.stdout)")
            #expect(sound["platforms"] as? [String] == ["android"], "\(folder) \(named)")
            #expect(sound["verdict"] as? String == "pass", "\(folder) \(named): \(sound["findings"] ?? "")")
        }
    }

    @Test("package --platform ios leaves an Android-only sound out and says so; the package verifies")
    func packageLeavesAndroidOut() throws {
        let root = try Self.module()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/Package"
        let result = try TestSupport.alertpack(["package", "app", "--out", out, "--platform", "ios"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("not packaged app/src/main/res/raw/ping.ogg: ships on Android only"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: out + "/Sounds/ping.ogg"))
        #expect(try TestSupport.alertpack(["verify", out]).status == 0)
    }
}
