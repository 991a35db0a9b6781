import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Hostile names, configs and environments (a CI job on a stranger's pull request, a shared
/// build host): nothing injected into a terminal, a log or a report, nothing hung or exhausted
/// by a config, nothing read or overwritten through a name another user chose: what only the
/// running binary shows (its output streams, other users, limits, its children).
@Suite(.serialized, TestSupport.needs("python3", "xmllint"))
struct HostileEnvironmentCommandTests {
    /// One name per class of character a terminal acts on: escape, carriage return, bell,
    /// backspace, a C1 control (CSI), a bidi override.
    static let hostileNames = [
        "esc-\u{1B}[2J\u{1B}[1;1H all files passed.caf", "cr-\rPASS.caf", "bell-\u{07}.caf", "back-\u{08}\u{08}.caf", "c1-\u{9B}2J.caf",
        "bidi-\u{202E}fac.caf", "nonchar-\u{FFFE}\u{FFFF}.caf",
    ]

    /// The raw bytes that must never reach any output.
    static let forbidden: [[UInt8]] = [[0x1B], [0x07], [0x08], [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF]]

    static func folderOfHostileNames() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        for name in hostileNames {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/truncated.wav"), toPath: folder + "/" + name)
        }
        return folder
    }

    static func rawBytesFound(_ output: Data) -> [String] {
        let bytes = [UInt8](output)
        var found: [String] = []
        for pattern in forbidden where bytes.count >= pattern.count {
            if (0...(bytes.count - pattern.count)).contains(where: { Array(bytes[$0..<$0 + pattern.count]) == pattern }) {
                found.append(pattern.map { String($0, radix: 16) }.joined(separator: " "))
            }
        }
        return found
    }

    @Test("names with control characters and bidi overrides never reach any format's output raw", arguments: ReportFormat.allCases)
    func terminalInjection(_ format: ReportFormat) throws {
        let folder = try Self.folderOfHostileNames()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.run(TestSupport.binary, ["check", folder, "--format", format.rawValue, "--color", "never"])
        #expect(result.status == 1, "\(result.stderr)")
        // Carriage return only as part of a line end is no attack; a lone one is.
        let output = result.stdoutData + Data(result.stderr.utf8)
        #expect(Self.rawBytesFound(output).isEmpty, "\(format): \(Self.rawBytesFound(output))")
        #expect(!result.stdout.contains("\rPASS"), "a carriage return reached the output")
        if format == .text || format == .xcode || format == .github {
            #expect(result.stdout.contains("\\x1B[2J"), "the escape is shown as text: \(result.stdout.prefix(400))")
        }
        if format == .junit || format == .checkstyle {
            let file = folder + "/report.xml"
            try result.stdoutData.write(to: URL(fileURLWithPath: file))
            #expect(try TestSupport.run("xmllint", ["--noout", file]).status == 0, "the XML report is not well-formed")
        }
    }

    @Test("package's summary and stderr messages show hostile names escaped")
    func packageSummary() throws {
        let folder = try Self.folderOfHostileNames()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(["package", folder, "--out", folder + "-pkg", "--quiet"])
        defer { TestSupport.remove(folder + "-pkg") }
        #expect(Self.rawBytesFound(result.stdoutData + Data(result.stderr.utf8)).isEmpty)
        #expect(result.stdout.contains("rejected"), "\(result.stdout)")
    }

    @Test("an HTML report escapes what an Xcode project names: no element can be injected")
    func htmlProjectField() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let attack = #"<img src=x onerror=alert(1)>"#
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; objects = {
              P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };
              G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL; buildPhases = (); };
              TL = { isa = XCConfigurationList; buildConfigurations = (C); };
              L = { isa = XCConfigurationList; buildConfigurations = (); };
              C = { isa = XCBuildConfiguration; name = Release; buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = "\(attack)"; }; };
            }; rootObject = P; }
            """
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try project.write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let result = try TestSupport.alertpack(["report", folder, "-o", folder + "/report.html"])
        #expect(result.status != 2, "\(result.stderr)")
        let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"), "the name is shown")
        #expect(!html.contains(attack), "the name became markup")
    }

    @Test("report writes an output whose name starts with a dash or holds an equals sign, as the command line named it")
    func reportOutputNames() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for name in ["-dash.html", "a=b.html"] {
            let result = try TestSupport.run(
                TestSupport.binary, ["report", TestSupport.repositoryPath("Samples/sounds/chime.wav"), "--output=\(name)"], in: folder)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout.hasPrefix("Wrote \(name): 1 files"))
            let html = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(html.hasPrefix("<!doctype html>") && html.contains("chime.wav"))
        }
    }

    @Test("a billion-laughs config within the alias limit is refused by the values it would expand to", arguments: [".alertpack.yml", "actions.yml"])
    func yamlExpansion(_ name: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // Ten aliases a level, six levels: 60 aliases (under the 64 allowed), ten million values.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let arguments =
            name == "actions.yml"
            ? ["lint-actions", folder + "/actions.yml"]
            : ["check", TestSupport.repositoryPath("Samples/sounds/chime.caf"), "--config", folder + "/" + name]
        let result = try TestSupport.alertpack(arguments)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("expands to more than 200000 values"), "\(result.stdout)\(result.stderr)")
    }

    @Test("a preset a config names must be built in or inside its repository; a cycle of extends is named; parse errors quote no file")
    func presetsFromConfigs() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let repository = root + "/repo"
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/app", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repository + "/shared", withIntermediateDirectories: true)
        let secret = root + "/secret.txt"
        try "password: hunter2 [\n  : : broken\n".write(toFile: secret, atomically: true, encoding: .utf8)
        let sound = TestSupport.repositoryPath("Samples/sounds/chime.caf")
        // Outside the repository: refused before it is read.
        try "preset: ../../secret.txt\n".write(toFile: repository + "/app/.alertpack.yml", atomically: true, encoding: .utf8)
        let outside = try TestSupport.alertpack(["check", sound, "--config", repository + "/app/.alertpack.yml"])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("a config may name a built-in preset or a file inside its repository"), "\(outside.stderr)")
        #expect(!outside.stderr.contains("hunter2"))
        // A monorepo's shared preset, inside the repository: allowed.
        try "extends: ios\nname: shared\n".write(toFile: repository + "/shared/preset.yml", atomically: true, encoding: .utf8)
        try "preset: ../shared/preset.yml\n".write(toFile: repository + "/app/.alertpack.yml", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", sound, "--config", repository + "/app/.alertpack.yml"]).status == 0)
        // On the command line any file may be named, but its lines are never quoted.
        let named = try TestSupport.alertpack(["check", sound, "--preset", secret])
        #expect(named.status == 2)
        #expect(named.stderr.contains("secret.txt:2:3:"), "\(named.stderr)")
        #expect(!named.stderr.contains("hunter2") && !named.stderr.contains("broken"), "\(named.stderr)")
        // A preset that extends itself by another spelling of its path.
        try "extends: ./loop.yml\n".write(toFile: repository + "/shared/loop.yml", atomically: true, encoding: .utf8)
        let loop = try TestSupport.alertpack(["check", sound, "--preset", repository + "/shared/loop.yml"])
        #expect(loop.status == 2)
        #expect(loop.stderr.contains("a cycle of extends"), "\(loop.stderr)")
    }

    @Test("temporary folders are private: a name another user made in the shared temporary folder is never used")
    func privateTemporaries() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let shared = root + "/tmp"
        let victim = root + "/victim"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try "keep".write(toFile: victim + "/journal", atomically: true, encoding: .utf8)
        // The user's own folder name, taken first: a link to the victim's folder.
        try FileManager.default.createSymbolicLink(atPath: shared + "/alertpack-\(getuid())", withDestinationPath: victim)
        let package = root + "/pkg"
        let made = try TestSupport.alertpack([
            "package", TestSupport.repositoryPath("Samples/sounds"), "--out", package, "--zip", package + ".zip", "--allow-rejected",
        ])
        #expect(made.status == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = shared
        let verified = try TestSupport.run(TestSupport.binary, ["verify", package + ".zip", "--quiet"], environment: environment)
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
        // Nothing was written through the link; what the run made in the shared folder is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == ["journal"])
        #expect(try String(contentsOfFile: victim + "/journal", encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared).sorted() == ["alertpack-\(getuid())"])
    }

    /// The same attack made by a real second user: `nobody`, through setpriv (needs root to
    /// change users; CI runs as root, elsewhere it is skipped).
    @Test(
        "another user's folder or link at alertpack's name in a shared sticky /tmp is never used",
        .enabled(if: getuid() == 0 && TestSupport.installed("setpriv")))
    func secondUser() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let shared = root + "/tmp"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(root, 0o755)
        chmod(shared, 0o1777)
        func asNobody(_ arguments: [String]) throws {
            try TestSupport.peer("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "--"] + arguments)
        }
        // nobody takes the name first: a folder of theirs, open to them, where they keep a trap.
        try asNobody(["mkdir", "-m", "0777", shared + "/alertpack-\(getuid())"])
        try asNobody(["ln", "-s", "/etc", shared + "/alertpack-\(getuid())/verify-1-AAAAAA"])
        let package = root + "/pkg"
        let made = try TestSupport.alertpack([
            "package", TestSupport.repositoryPath("Samples/sounds"), "--out", package, "--zip", package + ".zip", "--allow-rejected",
        ])
        #expect(made.status == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = shared
        for command in [["verify", package + ".zip", "--quiet"], ["check", TestSupport.repositoryPath("Samples/sounds"), "--quiet"]] {
            let result = try TestSupport.run(TestSupport.binary, command, environment: environment)
            #expect([0, 1].contains(result.status), "\(command): \(result.stderr)")
        }
        // nobody's folder holds what nobody put there, and nothing of this run is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared + "/alertpack-\(getuid())") == ["verify-1-AAAAAA"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == ["alertpack-\(getuid())"])
    }

    @Test("past a file size limit the report is 'no room to write', not a crash, and no temporary is left")
    func fileSizeLimit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.run(
            "bash",
            [
                "-c", "ulimit -f 4; exec \"$0\" report \"$1\" -o \"$2\"", TestSupport.binary, TestSupport.repositoryPath("Samples/sounds"),
                folder + "/r.html",
            ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("no room to write"), "\(result.stderr)")
        #expect(!result.stderr.contains("crash"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test(
        "headless Chromium finds no injected element in an HTML report of hostile names, catalogs, documents and a project",
        .enabled(if: TestSupport.installed("chromium-headless-shell")))
    func htmlInChromium() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let attacks = [#"<img src=x id=injected1 onerror=alert(1)>"#, #""><script id=injected2>alert(2)"#, #"'><svg id=injected3 onload=alert(3)>"#]
        // Sounds and images named with markup; a catalog naming a file with markup; an icon set
        // and an .icon document named with markup; a project whose icon name is markup.
        for (index, attack) in attacks.enumerated() {
            try FileManager.default.copyItem(
                atPath: TestSupport.repositoryPath("Samples/sounds/truncated.wav"), toPath: folder + "/\(attack)-\(index).wav")
            try FileManager.default.copyItem(
                atPath: TestSupport.repositoryPath("Samples/icons/Icon-Small@2x.png"), toPath: folder + "/\(attack)-\(index).png")
        }
        let set = folder + "/Set.xcassets/\(attacks[0]).appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let contents =
            #"{"images":[{"filename":"\#(attacks[1]).png","idiom":"iphone","scale":"2x","size":"29x29"}],"info":{"author":"xcode","version":1}}"#
        try contents.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icon-bundles/AppIcon.icon"), toPath: folder + "/\(attacks[2]).icon")
        let html = folder + "/report.html"
        let result = try TestSupport.alertpack(["report", folder, "-o", html])
        #expect(result.status != 2, "\(result.stderr)")
        let dom = try TestSupport.run("chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + html]).stdout
        #expect(dom.contains("</html>"), "Chromium rendered nothing")
        for id in ["injected1", "injected2", "injected3"] {
            #expect(!dom.contains("id=\"\(id)\""), "an element \(id) was injected")
        }
        // The names are there, as text.
        #expect(dom.contains("&lt;img src=x id=injected1"), "the hostile name is not shown as text")
    }

    @Test("two names that differ only by Unicode normalisation are two files with two rows, not one hiding the other")
    func normalisationTwins() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // The same-looking name twice: a good sound in NFC, a broken one in NFD.
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: folder + "/caf\u{E9}.caf")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/truncated.wav"), toPath: folder + "/cafe\u{301}.caf")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
        let result = try TestSupport.alertpack(["check", folder, "--format", "json"])
        #expect(result.status == 1, "the broken twin must fail the run: \(result.stdout)")
        let files = try CheckOutput.of(result).files
        #expect(files.count == 2)
        #expect(Set(files.map { Array($0.path.utf8) }).count == 2)
        // And the user is told: a Mac would keep one of them.
        #expect(result.stderr.contains("differ only by Unicode normalisation"), "\(result.stderr)")
    }

    @Test("an ffmpeg or ffprobe alertpack started dies with it: killing the worker leaves no child running")
    func childrenDieWithWorker() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // Stand-ins for ffmpeg and ffprobe that note their pid and hang.
        for tool in ["ffmpeg", "ffprobe"] {
            try "#!/bin/sh\necho $$ >> '\(folder)/pids'\nexec sleep 120\n".write(toFile: "\(folder)/\(tool)", atomically: true, encoding: .utf8)
            chmod("\(folder)/\(tool)", 0o755)
        }
        // An MP3 without a Xing header is decoded by ffmpeg (libsndfile cuts it short).
        try TestSupport.peer(
            "ffmpeg",
            [
                "-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=duration=1", "-c:a", "libmp3lame", "-write_xing", "0",
                folder + "/a.mp3",
            ])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.binary)
        process.arguments = ["check", folder + "/a.mp3"]
        var environment = ProcessInfo.processInfo.environment
        environment["ALERTPACK_FFMPEG"] = folder + "/ffmpeg"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var pids: [Int32] = []
        for _ in 0..<100 where pids.isEmpty {
            usleep(50_000)
            pids = ((try? String(contentsOfFile: folder + "/pids", encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
        }
        #expect(!pids.isEmpty, "the stand-in was never started")
        kill(process.processIdentifier, SIGKILL)
        defer { process.waitUntilExit() }
        // The kernel kills the child with its parent; it is reaped by init.
        var alive = pids
        for _ in 0..<100 where !alive.isEmpty {
            usleep(20_000)
            alive = alive.filter { kill($0, 0) == 0 && !Self.isZombie($0) }
        }
        #expect(alive.isEmpty, "still running after their worker was killed: \(alive)")
        for pid in alive { kill(pid, SIGKILL) }
    }

    static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test("a file below a path longer than the system allows is reported, never skipped in silence")
    func pastPathMax() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { _ = try? TestSupport.run("rm", ["-rf", folder]) }
        // 25 folders of 200 characters: past PATH_MAX (4096), made folder by folder.
        let script =
            "import os, shutil, sys\nos.chdir(sys.argv[1])\nfor _ in range(25):\n    os.mkdir('d' * 200); os.chdir('d' * 200)\nshutil.copy(sys.argv[2], 'x.caf')\n"
        try TestSupport.peer("python3", ["-c", script, folder, TestSupport.repositoryPath("Samples/sounds/too-long.caf")])
        let result = try TestSupport.alertpack(["check", folder, "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot be looked at (File name too long)"), "\(result.stderr.suffix(300))")
    }

    @Test(
        "a message never quotes a file's bytes: a link named like a sound to a secret says what kind of bytes, not which",
        arguments: ReportFormat.allCases)
    func noContentInMessages(_ format: ReportFormat) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "TOKEN=hunter2-secret\n".write(toFile: folder + "/secrets.env", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alert.wav", withDestinationPath: folder + "/secrets.env")
        try FileManager.default.createSymbolicLink(atPath: folder + "/icon.png", withDestinationPath: folder + "/secrets.env")
        let result = try TestSupport.alertpack(["check", folder + "/alert.wav", folder + "/icon.png", "--format", format.rawValue])
        #expect(result.status == 1)
        #expect(!(result.stdout + result.stderr).contains("TOKEN"), "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains("54 4F 4B"), "\(result.stdout)")
    }
}
