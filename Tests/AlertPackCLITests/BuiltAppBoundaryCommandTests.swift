import AlertPackTestSupport
import Foundation
import Testing

/// Where built apps end (issue 44, after review): what a walk must not take for an iOS app, how
/// `lint-payload --app` lists a build (what the inspector read, never a second reading, never a
/// link out of it), and what `fix` and `package` say of a built app. Apps are written by
/// `scripts/make-built-apps.py`; the witness for each listing is what the script wrote.
@Suite(TestSupport.needs("python3"))
struct BuiltAppBoundaryCommandTests {
    /// Runs `code` with the script loaded as `m` and `sys.argv[2...]` as its arguments.
    static func script(_ code: String, _ arguments: [String]) throws {
        let prelude = """
            import importlib.util, sys, zipfile, os, wave, math, struct
            spec = importlib.util.spec_from_file_location("built", sys.argv[1])
            m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)

            """
        try TestSupport.peer("python3", ["-c", prelude + code, TestSupport.repositoryPath("scripts/make-built-apps.py")] + arguments)
    }

    @Test("check . in a repository: a Mac app, a framework archive and a Git LFS pointer named .ipa are no iOS apps")
    func repositoryWalk() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Tools/Helper.app/Contents/Resources", withIntermediateDirectories: true)
        try manager.createDirectory(
            atPath: root + "/build/Kit.xcarchive/Products/Library/Frameworks/Kit.framework", withIntermediateDirectories: true)
        let info = #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleExecutable</key><string>Helper</string></dict></plist>"#
        try Data(info.utf8).write(to: URL(fileURLWithPath: root + "/Tools/Helper.app/Contents/Info.plist"))
        try Data(info.utf8).write(to: URL(fileURLWithPath: root + "/build/Kit.xcarchive/Info.plist"))
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: root + "/chime.caf")
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + String(repeating: "a", count: 64) + "\nsize 4096\n"
        try Data(pointer.utf8).write(to: URL(fileURLWithPath: root + "/App.ipa"))
        let walked = try TestSupport.alertpack(["check", ".", "--format", "json"], in: root)
        #expect(walked.status == 0, "\(walked.stderr)\(walked.stdout)")
        #expect(!walked.stdout.contains("built."), "\(walked.stdout)")
        #expect(!walked.stdout.contains("\"built-app\""), "\(walked.stdout)")
        // Named, the pointer is read and refused, in the words check uses for any IPA.
        let named = try TestSupport.alertpack(["check", "App.ipa"], in: root)
        #expect(named.status == 2 && named.stderr.contains("App.ipa: an IPA must be a zip"), "\(named.stderr)")
        let lint = try TestSupport.alertpack(["lint-payload", "--app", "App.ipa", "p.json"], in: root)
        #expect(lint.status == 2 && lint.stderr.contains("App.ipa: an IPA must be a zip"), "\(lint.stderr)")
        #expect(!lint.stderr.contains("verify can trust"), "\(lint.stderr)")
    }

    @Test("lint-payload --app lists the build as check read it: an unflagged UTF-8 name does not empty it, a link out is not bundled")
    func payloadListing() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.script(
            """
            m.write_ipa(m.good(name="Plain", entitlements={}, sounds=["ping.caf"], extensions=[]), sys.argv[2])
            # A name in UTF-8 without the zip's UTF-8 flag, as some zippers write it.
            zipfile.ZipInfo._encodeFilenameFlags = lambda self: (self.filename.encode("utf-8"), self.flag_bits & ~0x800)
            with zipfile.ZipFile(sys.argv[2], "a") as z:
                z.writestr("Payload/Plain.app/R\\u00e9sum\\u00e9.txt", b"notes")
            os.makedirs(sys.argv[3]); root = m.write_app(m.good(sounds=["ping.caf"], extensions=[]), sys.argv[3])
            os.makedirs(sys.argv[4]); open(sys.argv[4] + "/x.caf", "wb").write(m.sound()); open(sys.argv[4] + "/y.caf", "wb").write(m.sound())
            os.makedirs(root + "/Library"); os.symlink(sys.argv[4], root + "/Library/Sounds"); os.symlink(sys.argv[4] + "/y.caf", root + "/y.caf")
            """, [folder + "/Plain.ipa", folder + "/app", folder + "/outside"])
        for (name, sound) in [("ping", "ping.caf"), ("x", "x.caf"), ("y", "y.caf")] {
            let text = #"{"aps": {"alert": "Hi.", "sound": "\#(sound)"}}"#
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).json"))
        }
        let ipa = try TestSupport.alertpack(["lint-payload", "--app", "Plain.ipa", "ping.json"], in: folder)
        #expect(ipa.status == 0 && !ipa.stdout.contains("notify.bundle-file"), "\(ipa.stdout)\(ipa.stderr)")
        let app = try TestSupport.alertpack(["lint-payload", "--app", "app/Bark.app", "-v", "ping.json", "x.json", "y.json"], in: folder)
        #expect(app.status != 2, "\(app.stderr)")
        let missing = app.stdout.split(separator: "\n").filter { $0.contains("notify.bundle-file") }
        #expect(missing.count == 2 && missing.contains { $0.contains("x.caf") } && missing.contains { $0.contains("y.caf") }, "\(app.stdout)")
    }

    @Test("a built app's findings advise the source, never a command; fix and package say they leave a built app alone")
    func builtAppsAreNotRepaired() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.script(
            """
            os.makedirs(sys.argv[2]); root = m.write_app(m.good(sounds=[], extensions=[]), sys.argv[2])
            with wave.open(root + "/long.wav", "wb") as w:
                w.setnchannels(1); w.setsampwidth(2); w.setframerate(22050)
                w.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(i / 10))) for i in range(22050 * 35)))
            """, [folder + "/app"])
        let app = "app/Bark.app"
        let check = try TestSupport.alertpack(["check", app], in: folder)
        #expect(check.status == 1 && check.stdout.contains(app + "/long.wav"), "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("alertpack fix") && check.stdout.contains("build the app again"), "\(check.stdout)")
        for named in [app, app + "/long.wav", TestSupport.repositoryPath("Samples/built/TransparentIcon.ipa")] {
            let fix = try TestSupport.alertpack(["fix", named], in: folder)
            // Said as fix says every run problem (in its report), exit 2 as for a folder with nothing to repair.
            let said = fix.stdout + fix.stderr
            #expect(fix.status == 2 && said.contains("is a built app: fix and package work on an app's sources"), "\(named): \(said)")
            #expect(!said.contains("holds no"), "\(named): \(said)")
        }
        let package = try TestSupport.alertpack(["package", app, "--out", "Out"], in: folder)
        #expect(package.status == 2 && package.stderr.contains("is a built app"), "\(package.stderr)")
        // A folder with nothing to package is not offered as holding no built app.
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let empty = try TestSupport.alertpack(["package", "empty", "--out", "Out2"], in: folder)
        #expect(empty.stderr.contains("holds no sound, image, icon set, .icon document or Xcode project to check"), "\(empty.stderr)")
        let checked = try TestSupport.alertpack(["check", "empty"], in: folder)
        #expect(checked.stderr.contains("Xcode project or built app to check"), "\(checked.stderr)")
    }
}
