import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The CI gate as a team switches it on (docs/ci.md): changed files only, and a baseline.
@Suite(TestSupport.needs("git"))
struct GateTests {
    static func git(_ arguments: [String], in folder: String) throws {
        try PreCommitTests.git(arguments, in: folder)
    }

    /// A git repository with an app folder (a project, its icon sets) and sounds, committed.
    static func repository() throws -> String {
        let root = try TestSupport.temporaryDirectory()
        let repository = root + "/app"
        let manager = FileManager.default
        try manager.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try manager.copyItem(atPath: TestSupport.repositoryPath("Tests/Fixtures/projects/Good"), toPath: repository + "/Chirp")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds"), toPath: repository + "/Sounds")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Good.xcassets"), toPath: repository + "/Chirp/Good.xcassets")
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "start"], in: repository)
        return repository
    }

    static func check(_ arguments: [String], in folder: String) throws -> (status: Int32, files: [String: String], stderr: String) {
        let result = try TestSupport.alertpack(["check", "--format", "json"] + arguments, in: folder)
        var files: [String: String] = [:]
        // Nothing on standard output (an exit 2) is no files.
        for file in (try? JSONDecoder().decode(CheckOutput.self, from: result.stdoutData))?.files ?? [] {
            files[file.path] = "\(file.verdict): \(file.rules.joined(separator: ", "))"
        }
        return (result.status, files, result.stderr)
    }

    @Test(
        "--changed-since: an edited icon fails in its set's slot, a deleted sound is skipped, a changed Contents.json or project re-checks what it governs"
    )
    func changedSince() throws {
        let repository = try Self.repository()
        defer { TestSupport.remove(FileName.parent(of: repository)) }
        let nothing = try Self.check(["--changed-since", "HEAD"], in: repository)
        #expect(nothing.status == 0)
        #expect(nothing.files.isEmpty)

        // An icon replaced by one of the wrong size: named by git alone, judged in its slot.
        let set = "Chirp/Good.xcassets/AppIcon.appiconset"
        let icon = "\(set)/Icon-App-20x20@3x.png"
        try FileManager.default.removeItem(atPath: repository + "/" + icon)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-20@3x.png"), toPath: repository + "/" + icon)
        try FileManager.default.removeItem(atPath: repository + "/Sounds/chime.caf")
        let edited = try Self.check(["--changed-since", "HEAD"], in: repository)
        #expect(edited.status == 1, "\(edited.stderr)")
        #expect(edited.files == [icon: "fail: icon.size"])
        // The same verdict as the whole tree gives it.
        #expect(try Self.check(["."], in: repository).files["./" + icon] == "fail: icon.size")
        try Self.git(["commit", "-q", "-a", "-m", "edit"], in: repository)

        // A changed Contents.json checks its whole set.
        let contents = repository + "/" + set + "/Contents.json"
        try (try String(contentsOfFile: contents, encoding: .utf8) + "\n").write(toFile: contents, atomically: true, encoding: .utf8)
        let setChanged = try Self.check(["--changed-since", "HEAD"], in: repository)
        #expect(setChanged.files.keys.contains("\(set)/Contents.json"))
        #expect(setChanged.files.keys.filter { $0.hasPrefix(set + "/") }.count == 12)
        #expect(setChanged.files[icon] == "fail: icon.size")
        try Self.git(["commit", "-q", "-a", "-m", "contents"], in: repository)

        // A changed project checks the project and the app icons below its folder.
        let project = repository + "/Chirp/Good.xcodeproj/project.pbxproj"
        try (try String(contentsOfFile: project, encoding: .utf8) + "\n").write(toFile: project, atomically: true, encoding: .utf8)
        let projectChanged = try Self.check(["--changed-since", "HEAD"], in: repository)
        #expect(projectChanged.files.keys.contains("Chirp/Good.xcodeproj/project.pbxproj"))
        #expect(projectChanged.files.keys.contains { $0.hasPrefix("Chirp/Chirp/Assets.xcassets/AppIcon.appiconset/") })
        #expect(projectChanged.files.keys.contains { $0.hasPrefix("Chirp/Share/") })

        // An untracked file counts; an unknown revision is a usage error.
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: repository + "/Sounds/new.caf")
        #expect(try Self.check(["--changed-since", "HEAD"], in: repository).files["Sounds/new.caf"]?.hasPrefix("fail") == true)
        // A changed file whose name is not UTF-8 is checked as a walk checks it (through an alias).
        let raw = Array((repository + "/Sounds/odd").utf8) + [0xFF] + Array(".caf".utf8)
        let source = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf")))
        let descriptor = raw.withUnsafeBufferPointer { buffer in
            (buffer.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = source.withUnsafeBytes { write(descriptor, $0.baseAddress, source.count) }
        close(descriptor)
        #expect(try Self.check(["--changed-since", "HEAD"], in: repository).files["Sounds/odd\\xFF.caf"]?.hasPrefix("fail: sound.duration") == true)
        let unknown = try Self.check(["--changed-since", "no-such-revision"], in: repository)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no-such-revision"))
    }

    @Test("a baseline: written once, --strict --baseline passes; one new finding fails; the same after moving the checkout; fixed findings are stale")
    func baseline() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let repository = root + "/app"
        let manager = FileManager.default
        try manager.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try Self.git(["init", "-q"], in: repository)
        // Three copies of the samples: well over 100 findings.
        for copy in ["A", "B", "C"] {
            try manager.createDirectory(atPath: "\(repository)/\(copy)", withIntermediateDirectories: true)
            for folder in ["sounds", "icons", "launch"] {
                try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/" + folder), toPath: "\(repository)/\(copy)/\(folder)")
            }
        }
        let written = try TestSupport.alertpack(["check", ".", "--write-baseline", "alertpack-baseline.json"], in: repository)
        #expect(written.status == 1)
        let baseline = try Baseline.read(path: repository + "/alertpack-baseline.json")
        #expect(baseline.total >= 100, "\(baseline.total)")
        let text = try String(contentsOfFile: repository + "/alertpack-baseline.json", encoding: .utf8)
        #expect(!text.contains(root), "a baseline holds no absolute path")
        // Written again from the same files: the same bytes.
        try TestSupport.alertpack(["check", ".", "--write-baseline", "again.json"], in: repository)
        #expect(try String(contentsOfFile: repository + "/again.json", encoding: .utf8) == text)

        let gated = try Self.check([".", "--strict", "--baseline", "alertpack-baseline.json"], in: repository)
        #expect(gated.status == 0, "\(gated.files.filter { !$0.value.hasPrefix("pass") })")
        #expect(gated.files.values.allSatisfy { $0.hasPrefix("pass") })
        // Named in another order, from a folder below: still nothing new.
        #expect(try Self.check(["../C", "../A", "--strict", "--baseline", "../alertpack-baseline.json"], in: repository + "/B").status == 0)

        // One new finding fails the gate, and only it is reported.
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: repository + "/A/sounds/new.caf")
        let fresh = try Self.check([".", "--strict", "--baseline", "alertpack-baseline.json"], in: repository)
        #expect(fresh.status == 1)
        #expect(fresh.files.filter { !$0.value.hasPrefix("pass") } == ["./A/sounds/new.caf": "fail: sound.duration, sound.long"])

        // Moved checkout: the same.
        try manager.moveItem(atPath: repository, toPath: root + "/moved")
        #expect(try Self.check([".", "--strict", "--baseline", "alertpack-baseline.json"], in: root + "/moved").status == 1)
        try manager.removeItem(atPath: root + "/moved/A/sounds/new.caf")
        #expect(try Self.check([".", "--strict", "--baseline", "alertpack-baseline.json"], in: root + "/moved").status == 0)

        // A fixed finding (a deleted file) makes the baseline stale: --strict-baseline fails until it is written again.
        try manager.removeItem(atPath: root + "/moved/B/sounds/too-long.caf")
        let stale = try Self.check([".", "--baseline", "alertpack-baseline.json", "--strict-baseline"], in: root + "/moved")
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("B/sounds/too-long.caf"))
        try TestSupport.alertpack(["check", ".", "--write-baseline", "alertpack-baseline.json"], in: root + "/moved")
        #expect(try Self.check([".", "--baseline", "alertpack-baseline.json", "--strict-baseline"], in: root + "/moved").status == 0)
        // JSON counts what the baseline held.
        let json = try TestSupport.alertpack(["check", ".", "--format", "json", "--baseline", "alertpack-baseline.json"], in: root + "/moved")
        let summary = try #require((try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])?["summary"] as? [String: Any])
        #expect((summary["baselined"] as? Int ?? 0) >= 100)
        // A file that is not a baseline is never replaced.
        try "mine\n".write(toFile: root + "/moved/notes.json", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", ".", "--write-baseline", "notes.json"], in: root + "/moved").status == 2)
        #expect(try String(contentsOfFile: root + "/moved/notes.json", encoding: .utf8) == "mine\n")
    }

    @Test("settings per path and configuration: overrides:, suppress: (an unused one is a warning), a Debug-only icon set is info")
    func perPathSettings() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let repository = root + "/Watch"
        try FileManager.default.copyItem(atPath: PackageProjectTests.repositories + "/Watch", toPath: repository)
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        // The icon only Debug uses (AppIcon${SUFFIX}, SUFFIX=.dev) gets transparent pixels: an
        // App Store icon's error, but Debug is not what ships (the shared scheme archives Beta).
        let dev = repository + "/App/Assets.xcassets/AppIcon.dev.appiconset/icon.png"
        try FileManager.default.removeItem(atPath: dev)
        try TestSupport.peer(
            "/usr/bin/convert", ["-size", "1024x1024", "xc:none", "-fill", "#3478f6", "-draw", "circle 512,512 512,80", "PNG32:\(dev)"])
        let shipped = try Self.check(["App", "--no-config"], in: repository)
        #expect(shipped.files["App/Assets.xcassets/AppIcon.dev.appiconset/icon.png"] == "pass: icon.alpha", "\(shipped.files)")
        #expect(shipped.status == 0)
        let debug = try Self.check(["App", "--no-config", "--build-configuration", "Debug"], in: repository)
        #expect(debug.files["App/Assets.xcassets/AppIcon.dev.appiconset/icon.png"] == "fail: icon.alpha")
        try "buildConfiguration: Debug\n".write(toFile: repository + "/.alertpack.yml", atomically: true, encoding: .utf8)
        #expect(try Self.check(["App"], in: repository).status == 1)

        // overrides: icon.alpha off below App/; suppress: one finding, with its reason; one
        // suppression that matches nothing is a warning (and fails --strict).
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: repository + "/long.caf")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: repository + "/chime.caf")
        try """
        buildConfiguration: Debug
        overrides:
          - files: ["App/**"]
            rules: {icon.alpha: off}
        suppress:
          - {files: long.caf, rule: sound.duration, reason: "cut by the build script"}
          - {files: chime.caf, rule: sound.clipping, reason: "an old reason"}
        """.write(toFile: repository + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let configured = try Self.check([".", "--strict"], in: repository)
        #expect(configured.files["./App/Assets.xcassets/AppIcon.dev.appiconset/icon.png"] == "pass: ")
        #expect(configured.files["./long.caf"] == "pass: sound.long", "\(configured.files)")
        #expect(configured.stderr.contains("suppress[1]: suppresses sound.clipping on chime.caf, but no such finding occurs there any more"))
        #expect(configured.status == 1)
        #expect(try Self.check([".", "--format", "github"], in: repository).status == 0)
        let github = try TestSupport.alertpack(["check", ".", "--format", "github"], in: repository)
        // The warning is about the suppress: entry on line 7: the annotation points at it.
        #expect(github.stdout.contains("::warning file=.alertpack.yml,line=7,col=5,title=alertpack configuration::suppress[1]"), "\(github.stdout)")
        // From a subfolder the warning says ../.alertpack.yml; the annotation still names the file
        // from the repository's top, as GitHub resolves it.
        let below = try TestSupport.alertpack(["check", "..", "--format", "github"], in: repository + "/App")
        #expect(below.stdout.contains("::warning file=.alertpack.yml,line=7,col=5,"), "\(below.stdout)")
    }

    @Test("report --changed-since: each changed icon and sound before (from git) and after, in HTML and as a Markdown summary")
    func changeReport() throws {
        let repository = try Self.repository()
        defer { TestSupport.remove(FileName.parent(of: repository)) }
        let set = "Chirp/Good.xcassets/AppIcon.appiconset"
        let icon = "\(set)/Icon-App-20x20@3x.png"
        try FileManager.default.removeItem(atPath: repository + "/" + icon)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-20@3x.png"), toPath: repository + "/" + icon)
        try FileManager.default.removeItem(atPath: repository + "/Sounds/chime.caf")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.wav"), toPath: repository + "/Sounds/new.wav")
        let result = try TestSupport.alertpack(
            ["report", "--changed-since", "HEAD", "-o", "changes.html", "--markdown", "changes.md"], in: repository)
        #expect(result.status == 1, "\(result.stderr)")
        let markdown = try String(contentsOfFile: repository + "/changes.md", encoding: .utf8)
        #expect(markdown.contains("| <code>\(icon)</code> | ✅ pass | ❌ fail | **error** <code>icon.size</code>: is 40x40 but should be 60x60"))
        #expect(markdown.contains("| <code>Sounds/chime.caf</code> | ✅ pass | deleted |"))
        #expect(markdown.contains("| <code>Sounds/new.wav</code> | new | ✅ pass |"))
        let html = try String(contentsOfFile: repository + "/changes.html", encoding: .utf8)
        // The icon's two versions, each at its real size in its slot, and the deleted sound's waveform.
        #expect(html.contains("60x60 px, shown at real pixel size"))
        #expect(html.contains("40x40 px, shown at real pixel size"))
        #expect(html.contains("<svg class=\"wave\""))
        #expect(!html.contains(FileName.parent(of: repository)), "no temporary or absolute path in the report")
        if TestSupport.installed("chromium-headless-shell") {
            let dom = try TestSupport.run(
                "chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + repository + "/changes.html"]
            ).stdout
            #expect(dom.contains("data-ready=\"yes\""))
            #expect(dom.contains("<pre id=\"script-errors\" hidden=\"\"></pre>"))
        }
    }
}
