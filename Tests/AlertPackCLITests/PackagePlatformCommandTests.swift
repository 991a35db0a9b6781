import AlertPackTestSupport
import Foundation
import Testing

/// `package` and `verify` per platform, on real files: an Android module's raw sound and
/// drawables go under `android/res/`, a sound an Expo config bundles for iOS and Android is placed
/// once and recorded for both, a sound iOS must have converted ships converted for iOS and as it
/// is for Android; each round trip verifies, judged by the platforms the manifest records, and
/// `sha256sum` and `unzip -l` witness what is in the folder and the zip. An iOS-only package keeps
/// the manifest of before (no `platforms`, schemaVersion 1).
@Suite(TestSupport.needs("python3", "sha256sum", "unzip"))
struct PackagePlatformCommandTests {
    /// A copy of real sample files in a fresh folder: (sample, path inside the folder).
    static func folder(_ files: [(String, String)]) throws -> String {
        let root = try TestSupport.temporaryDirectory()
        for (sample, path) in files {
            let target = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath(sample), toPath: target)
        }
        return root
    }

    /// An Android module: the good Ogg of Samples/android in res/raw, a drawable at xhdpi.
    static func androidModule() throws -> String {
        try folder([
            ("Samples/android/Sounds/res/raw/ping.ogg", "app/src/main/res/raw/ping.ogg"),
            ("Samples/android/SmallIcons/Broken/src/main/res/drawable-xhdpi/ic_stat_wide.png", "app/src/main/res/drawable-xhdpi/ic_stat_wide.png"),
        ])
    }

    /// manifest.json as JSON.
    static func manifest(_ package: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Each listed file's platforms (nil: the manifest says none, so iOS), by packaged path.
    static func platforms(_ manifest: [String: Any]) -> [String: [String]?] {
        var found: [String: [String]?] = [:]
        for asset in manifest["assets"] as? [[String: Any]] ?? [] {
            found[asset["path"] as? String ?? "?"] = .some(asset["platforms"] as? [String])
        }
        return found
    }

    /// The files of a JSON report by path (relative to `root`), with their platforms and verdict.
    static func reported(_ result: TestSupport.ProcessResult, below root: String) throws -> [String: (platforms: [String], verdict: String)] {
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        var files: [String: (platforms: [String], verdict: String)] = [:]
        for file in document?["files"] as? [[String: Any]] ?? [] {
            let path = (file["path"] as? String ?? "").replacingOccurrences(of: root + "/", with: "")
            files[path] = ((file["platforms"] as? [String]) ?? ["ios"], file["verdict"] as? String ?? "?")
        }
        return files
    }

    /// The witnesses: every listed file's SHA-256 and size agree with sha256sum and the file
    /// system, and the zip holds exactly the folder's files.
    static func witness(_ package: String, zip: String) throws {
        let manifest = try manifest(package)
        let assets = manifest["assets"] as? [[String: Any]] ?? []
        let sums = try TestSupport.peer("sha256sum", assets.map { package + "/" + ($0["path"] as? String ?? "") }).stdout
        for asset in assets {
            let path = asset["path"] as? String ?? ""
            #expect(sums.contains("\(asset["sha256"] as? String ?? "?")  \(package)/\(path)"), "\(path)")
            let size = try FileManager.default.attributesOfItem(atPath: package + "/" + path)[.size] as? Int
            #expect(size == asset["size"] as? Int, "\(path)")
        }
        let listed = try TestSupport.peer("unzip", ["-l", zip]).stdout
        for asset in assets { #expect(listed.contains(asset["path"] as? String ?? "?"), "\(zip) lacks \(asset["path"] ?? "")") }
    }

    @Test("an Android module: its raw sound and drawable go under android/res/ as res holds them, recorded for Android; both round trips verify")
    func androidOnly() throws {
        let root = try Self.androidModule()
        defer { TestSupport.remove(root) }
        let made = try TestSupport.alertpack(["package", "app", "--out", "Pkg", "--zip", "Pkg.zip", "--quiet"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        #expect(!made.stdout.contains("not packaged"), "\(made.stdout)")
        #expect(made.stdout.contains("for Android 2"), "\(made.stdout)")
        let manifest = try Self.manifest(root + "/Pkg")
        #expect(manifest["schemaVersion"] as? Int == 3)
        let platforms = Self.platforms(manifest)
        #expect(platforms["android/res/raw/ping.ogg"] == .some(["android"]), "\(platforms)")
        #expect(platforms["android/res/drawable-xhdpi/ic_stat_wide.png"] == .some(["android"]), "\(platforms)")
        #expect(platforms.keys.allSatisfy { $0.hasPrefix("android/res/") }, "\(platforms)")
        try Self.witness(root + "/Pkg", zip: root + "/Pkg.zip")
        for package in ["Pkg", "Pkg.zip"] {
            let verified = try TestSupport.alertpack(["verify", package, "--format", "json"], in: root)
            #expect(verified.status == 0, "\(package): \(verified.stdout)\(verified.stderr)")
            let files = try Self.reported(verified, below: package)
            #expect(files["android/res/raw/ping.ogg"]?.platforms == ["android"], "\(files)")
            #expect(files["android/res/raw/ping.ogg"]?.verdict == "pass", "\(files)")
        }
    }

    @Test("a sound an Expo config bundles for iOS and Android is placed once and recorded for both; verify judges it by both, as check does")
    func bothPlatforms() throws {
        let top = try Self.folder([("Samples/expo/Good", "app")])
        defer { TestSupport.remove(top) }
        let root = top + "/app"
        let checked = try TestSupport.alertpack(["check", ".", "--format", "json"], in: root)
        #expect(try Self.reported(checked, below: ".")["assets/sounds/ping.wav"]?.platforms == ["ios", "android"], "\(checked.stdout)")
        let made = try TestSupport.alertpack(["package", ".", "--out", "../Pkg", "--zip", "../Pkg.zip", "--quiet"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let platforms = Self.platforms(try Self.manifest(top + "/Pkg"))
        #expect(platforms["Sounds/ping.wav"] == .some(["ios", "android"]), "\(platforms)")
        #expect(!platforms.keys.contains { $0.hasPrefix("android/") && $0.hasSuffix("ping.wav") }, "placed once: \(platforms)")
        // The config's notification icon is Android's alone: a master outside res/, under android/images/.
        #expect(platforms["android/images/notification-icon.png"] == .some(["android"]), "\(platforms)")
        try Self.witness(top + "/Pkg", zip: top + "/Pkg.zip")
        for package in ["Pkg", "Pkg.zip"] {
            let verified = try TestSupport.alertpack(["verify", package, "--format", "json"], in: top)
            #expect(verified.status == 0, "\(package): \(verified.stdout)\(verified.stderr)")
            #expect(try Self.reported(verified, below: package)["Sounds/ping.wav"]?.platforms == ["ios", "android"], "\(verified.stdout)")
        }
    }

    @Test(
        "an MP3 both ship: iOS's copy converted (--convert), Android's as it is under android/res/raw; without --convert, iOS's is rejected and said"
    )
    func splitByPlatform() throws {
        let top = try Self.folder([("Samples/expo/Mp3Sound", "app")])
        defer { TestSupport.remove(top) }
        let root = top + "/app"
        let converted = try TestSupport.alertpack(["package", ".", "--out", "../Pkg", "--convert", "--quiet"], in: root)
        #expect(converted.status == 0, "\(converted.stdout)\(converted.stderr)")
        let platforms = Self.platforms(try Self.manifest(top + "/Pkg"))
        #expect(platforms["Sounds/message.caf"] == .some(nil), "iOS's copy, recorded as iOS's: \(platforms)")
        #expect(platforms["android/res/raw/message.mp3"] == .some(["android"]), "\(platforms)")
        #expect(try TestSupport.alertpack(["verify", "Pkg"], in: top).status == 0)

        let plain = try TestSupport.alertpack(["package", ".", "--out", "../Plain", "--quiet"], in: root)
        #expect(plain.status == 1, "\(plain.stdout)")
        #expect(plain.stdout.contains("rejected assets/sounds/message.mp3: not packaged for iOS: sound.container"), "\(plain.stdout)")
        #expect(Self.platforms(try Self.manifest(top + "/Plain"))["android/res/raw/message.mp3"] == .some(["android"]))
        #expect(try TestSupport.alertpack(["verify", "Plain"], in: top).status == 0)
    }

    @Test("an Android file changed after packaging fails verify, naming it; a manifest claiming a platform alertpack does not know is refused")
    func tampering() throws {
        let root = try Self.androidModule()
        defer { TestSupport.remove(root) }
        #expect(try TestSupport.alertpack(["package", "app", "--out", "Pkg", "--quiet"], in: root).status == 0)
        let sound = root + "/Pkg/android/res/raw/ping.ogg"
        var data = try Data(contentsOf: URL(fileURLWithPath: sound))
        data[data.count - 20] ^= 0x40
        try data.write(to: URL(fileURLWithPath: sound))
        let changed = try TestSupport.alertpack(["verify", "Pkg", "--format", "xcode"], in: root)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("android/res/raw/ping.ogg: error: has SHA-256"), "\(changed.stdout)")

        #expect(try TestSupport.alertpack(["package", "app", "--out", "Pkg", "--quiet"], in: root).status == 0)
        let manifestPath = root + "/Pkg/manifest.json"
        let text = try String(contentsOfFile: manifestPath, encoding: .utf8)
        try text.replacingOccurrences(of: "\"android\"", with: "\"tvos\"").write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let unknown = try TestSupport.alertpack(["verify", "Pkg"], in: root)
        #expect(unknown.status != 0)
        #expect(unknown.stdout.contains("'tvos' is not a platform this alertpack knows"), "\(unknown.stdout)\(unknown.stderr)")
    }

    @Test("--platform ios packages what iOS ships, as before: an Android-only sound is said, not packaged; the manifest is schemaVersion 1")
    func iosOnlyOptOut() throws {
        let root = try Self.androidModule()
        defer { TestSupport.remove(root) }
        let made = try TestSupport.alertpack(["package", "app", "--out", "Pkg", "--platform", "ios"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        #expect(made.stdout.contains("not packaged app/src/main/res/raw/ping.ogg: ships on Android only"), "\(made.stdout)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Pkg/android"))
        #expect(try Self.manifest(root + "/Pkg")["schemaVersion"] as? Int == 1)
        #expect(try TestSupport.alertpack(["verify", "Pkg"], in: root).status == 0)
        #expect(try TestSupport.alertpack(["package", "app", "--out", "Bad", "--platform", "tvos"], in: root).status == 2)
    }

    @Test("an iOS-only package is written as before: no platforms, schemaVersion 1, the same bytes with or without --platform ios")
    func iosOnlyUnchanged() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        let sources = [
            "Samples/sounds/chime.caf", "Samples/sounds/long.caf", "Samples/icons/Icon-Small@2x.png", "Samples/icons/SingleSize.xcassets",
            "Samples/launch/Default-568h@2x.png",
        ].map(TestSupport.repositoryPath)
        #expect(try TestSupport.alertpack(["package"] + sources + ["--out", out + "/All", "--quiet"]).status == 0)
        #expect(try TestSupport.alertpack(["package"] + sources + ["--out", out + "/IOS", "--platform", "ios", "--quiet"]).status == 0)
        let all = try Data(contentsOf: URL(fileURLWithPath: out + "/All/manifest.json"))
        #expect(all == (try Data(contentsOf: URL(fileURLWithPath: out + "/IOS/manifest.json"))))
        #expect(!String(decoding: all, as: UTF8.self).contains("\"platforms\""))
        #expect(try Self.manifest(out + "/All")["schemaVersion"] as? Int == 1)
        // The recorded package made from the same sources lists the same files, hashes and keys.
        let recorded = try Self.manifest(TestSupport.repositoryPath("Tests/Fixtures/packages/Good"))
        let made = try Self.manifest(out + "/All")
        let shape = { (manifest: [String: Any]) in
            (manifest["assets"] as? [[String: Any]] ?? []).map { "\($0["path"] ?? "") \($0["sha256"] ?? "") \($0.keys.sorted())" }
        }
        #expect(shape(made) == shape(recorded))
    }

    @Test("the recorded Android package (Tests/Fixtures/packages/Android) verifies, by the platforms it records")
    func recordedAndroidPackage() throws {
        let package = TestSupport.repositoryPath("Tests/Fixtures/packages/Android")
        let verified = try TestSupport.alertpack(["verify", package, "--format", "json"])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        let files = try Self.reported(verified, below: package)
        #expect(files["android/res/raw/ping.ogg"]?.platforms == ["android"], "\(files.keys.sorted())")
        #expect(files["Sounds/ping.wav"]?.platforms == ["ios", "android"], "\(files.keys.sorted())")
    }
}
