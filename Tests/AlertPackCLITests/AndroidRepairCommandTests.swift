import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack fix` on Android modules as a user runs it: an illegal raw name renamed with its
/// literal references (Kotlin, app.json, XML) written anew and prose left; a sound shrinking
/// removes kept in res/raw/keep.xml (created, or added to the team's own file byte for byte);
/// a conflict refused; `--dry-run` changes nothing; `check` afterwards finds neither again.
@Suite
struct AndroidRepairCommandTests {
    static func fixtures() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-android-repairs.py"), folder])
        return folder
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    static func findings(_ path: String) throws -> String {
        try TestSupport.alertpack(["check", path, "--format", "json"]).stdout
    }

    @Test(
        "an illegal raw name: left without --rename; renamed with it, its URI, getIdentifier, app.json and @raw references rewritten, prose kept; check is clean"
    )
    func illegalNameRenamed() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let app = root + "/illegal"
        #expect(try Self.findings(app).contains("android.sound-name"))
        let unrenamed = try TestSupport.alertpack(["fix", app])
        #expect(unrenamed.stdout.contains("renamed only with --rename"), "\(unrenamed.stdout)")
        #expect(FileManager.default.fileExists(atPath: app + "/android/app/src/main/res/raw/Ping-Alert.wav"))
        let fixed = try TestSupport.alertpack(["fix", "--rename", app])
        #expect(fixed.status != 2, "\(fixed.stdout) \(fixed.stderr)")
        let raw = app + "/android/app/src/main/res/raw/"
        #expect(FileManager.default.fileExists(atPath: raw + "ping_alert.wav"))
        #expect(!FileManager.default.fileExists(atPath: raw + "Ping-Alert.wav"))
        let kotlin = try Self.read(app + "/android/app/src/main/java/com/example/repairs/Notify.kt")
        #expect(kotlin.contains("\"/raw/ping_alert\"") && kotlin.contains("getIdentifier(\"ping_alert\", \"raw\""))
        #expect(kotlin.contains("val title = \"Ping-Alert!\""))
        #expect(try Self.read(app + "/app.json").contains("res/raw/ping_alert.wav"))
        #expect(try Self.read(app + "/android/app/src/main/res/layout/sound_row.xml").contains("@raw/ping_alert"))
        #expect(!(try Self.findings(app).contains("android.sound-name")))
    }

    @Test("a sound shrinking removes: res/raw/keep.xml created with tools:keep; check is clean; a second fix changes nothing")
    func keepFileCreated() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let module = root + "/shrunk/app"
        #expect(try Self.findings(module).contains("android.sound-shrunk"))
        let fixed = try TestSupport.alertpack(["fix", module])
        #expect(fixed.stdout.contains("@raw/chime"), "\(fixed.stdout) \(fixed.stderr)")
        let keep = try Self.read(module + "/src/main/res/raw/keep.xml")
        #expect(keep.contains("tools:keep=\"@raw/chime\"") && keep.contains("xmlns:tools=\"http://schemas.android.com/tools\""))
        #expect(!(try Self.findings(module).contains("android.sound-shrunk")))
        _ = try TestSupport.alertpack(["fix", module])
        #expect(try Self.read(module + "/src/main/res/raw/keep.xml") == keep)
    }

    @Test("the team's keep.xml: @raw/chime added inside tools:keep, every other byte as it was")
    func keepFileExtended() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let module = root + "/shrunk-keep/app"
        let path = module + "/src/main/res/raw/keep.xml"
        let before = try Self.read(path)
        _ = try TestSupport.alertpack(["fix", module])
        let after = try Self.read(path)
        #expect(after == before.replacingOccurrences(of: "tools:keep=\"@layout/l_used*_c\"", with: "tools:keep=\"@layout/l_used*_c,@raw/chime\""))
        #expect(!(try Self.findings(module).contains("android.sound-shrunk")))
    }

    @Test(
        "a keep.xml only the release source set holds: the keep rule goes into it (a main one would be replaced by it), and a keep rule only a debug set holds keeps nothing in release"
    )
    func releaseKeepFileWins() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let module = root + "/shrunk-keep/app"
        let release = module + "/src/release/res/raw/keep.xml"
        try FileManager.default.createDirectory(atPath: (release as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: module + "/src/main/res/raw/keep.xml", toPath: release)
        _ = try TestSupport.alertpack(["fix", module])
        #expect(!FileManager.default.fileExists(atPath: module + "/src/main/res/raw/keep.xml"))
        #expect(try Self.read(release).contains("@raw/chime"))
        #expect(!(try Self.findings(module).contains("android.sound-shrunk")))
        // The same rule in a debug-only set: the release build does not merge it, so the sound is shrunk.
        let debug = module + "/src/debug/res/raw/keep.xml"
        try FileManager.default.createDirectory(atPath: (debug as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: release, toPath: debug)
        #expect(try Self.findings(module).contains("android.sound-shrunk"))
    }

    @Test("a reference in a file with another hard link is not rewritten (that would split the two) but listed as still naming the old file")
    func hardLinkedReferenceListed() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let app = root + "/illegal"
        let layout = app + "/android/app/src/main/res/layout/sound_row.xml"
        let other = root + "/sound_row-link.xml"
        try FileManager.default.linkItem(atPath: layout, toPath: other)
        let before = try Self.read(layout)
        let fixed = try TestSupport.alertpack(["fix", "--rename", app])
        #expect(try Self.read(layout) == before)
        #expect(try Self.read(other) == before)
        #expect(fixed.stdout.contains("sound_row.xml:"), "\(fixed.stdout)")
        #expect(FileManager.default.fileExists(atPath: app + "/android/app/src/main/res/raw/ping_alert.wav"))
    }

    @Test("a rename whose legal name is taken is refused and said; --dry-run says the rename and changes nothing")
    func conflictAndDryRun() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(root) }
        let raw = root + "/conflict/app/src/main/res/raw/"
        let refused = try TestSupport.alertpack(["fix", "--rename", root + "/conflict"])
        #expect(refused.status == 2 && refused.stdout.contains("already exists"), "\(refused.stdout)")
        #expect(FileManager.default.fileExists(atPath: raw + "Ping-Alert.wav"))
        let kotlin = root + "/illegal/android/app/src/main/java/com/example/repairs/Notify.kt"
        let source = try Self.read(kotlin)
        let rehearsed = try TestSupport.alertpack(["fix", "--dry-run", "--rename", root + "/illegal"])
        #expect(rehearsed.stdout.contains("ping_alert.wav"), "\(rehearsed.stdout)")
        #expect(try Self.read(kotlin) == source)
        #expect(FileManager.default.fileExists(atPath: root + "/illegal/android/app/src/main/res/raw/Ping-Alert.wav"))
    }
}
