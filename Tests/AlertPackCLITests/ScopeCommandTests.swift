import AlertPackTestSupport
import Foundation
import Testing

/// What the binary does with the paths it is given: a path that holds nothing is exit 2 naming
/// it (unless --allow-empty), --force-exclude, and one row per file however it is spelled, in
/// every format. Discovery itself is checked in process (AlertPackCoreTests' ScopeTests).
struct ScopeCommandTests {
    @Test("named paths that hold nothing are exit 2 naming the path, unless --allow-empty; --force-exclude applies ignore:")
    func emptyPaths() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try "notes\n".write(toFile: root + "/empty/README.md", atomically: true, encoding: .utf8)
        for path in [root + "/empty", root + "/missing", "/dev/zero"] {
            let result = try TestSupport.alertpack(["check", path, "--color", "never"])
            #expect(result.status == 2, "\(path): \(result.stdout)")
            #expect(result.stderr.contains(path), "\(result.stderr)")
            let allowed = try TestSupport.alertpack(["check", path, "--allow-empty", "--color", "never"])
            #expect(allowed.status == 0, "\(path): \(allowed.stderr)")
        }
        let fifo = root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let named = try TestSupport.alertpack(["check", fifo])
        #expect(named.status == 2)
        #expect(named.stderr.contains("a FIFO"), "\(named.stderr)")
        // A regular file that is no asset is skipped, as pre-commit hooks name every file.
        let readme = try TestSupport.alertpack(["check", root + "/empty/README.md"])
        #expect(readme.status == 0)
        // --force-exclude: the config's ignore patterns apply to what is named.
        try FileManager.default.createDirectory(atPath: root + "/Pods", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Pods/long.caf")
        try "ignore: [\"Pods/\"]\n".write(toFile: root + "/.alertpack.yml", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf"], in: root).status == 1)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf", "--force-exclude"], in: root).status == 0)
        #expect(try TestSupport.alertpack(["check", "."], in: root).status == 2)  // only ignored files: nothing to check
    }

    @Test("one file, one row: a file reached through two spellings (Sounds and ., ./Sounds, Sounds/) is reported once, under the first")
    func oneRowPerFile() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds"), toPath: root + "/Sounds")
        let set = "Icons.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: root + "/Icons.xcassets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/Broken.xcassets/AppIcon.appiconset"), toPath: root + "/" + set)
        let whole = try CheckOutput.of(try TestSupport.alertpack(["check", ".", "--format", "json"], in: root))
        let sounds = try CheckOutput.of(try TestSupport.alertpack(["check", "Sounds", "--format", "json"], in: root)).files.count
        #expect(Set(whole.files.map(\.path)).count == whole.files.count)
        for arguments in [["Sounds", "."], ["Sounds", "./Sounds/"], [".", "Sounds", "./" + set, set + "/Icon-20@3x.png"]] {
            let output = try CheckOutput.of(try TestSupport.alertpack(["check", "--format", "json"] + arguments, in: root))
            let paths = output.files.map(\.path)
            #expect(Set(paths).count == paths.count, "\(arguments): \(paths)")
            #expect(output.summary.files == (arguments.contains(".") ? whole.files.count : sounds))
            // The first spelling named is the one reported.
            let first = arguments[0] == "." ? "./Sounds/" : "Sounds/"
            #expect(paths.filter { $0.hasSuffix("too-long.caf") } == [first + "too-long.caf"], "\(arguments)")
            let junit = try TestSupport.alertpack(["check", "--format", "junit"] + arguments, in: root)
            let cases = junit.stdout.components(separatedBy: "<testcase ").dropFirst().map { $0.prefix { $0 != ">" } }
            #expect(Set(cases).count == cases.count && cases.count == paths.count, "\(arguments)")
            #expect(junit.stdout.contains("failures=\"\(output.summary.fail)\""))
        }
        // A file in a set named once through the set and once alone, in two spellings: one row.
        let named = try CheckOutput.of(
            try TestSupport.alertpack(
                ["check", "--format", "json", "./" + set + "/Icon-20@3x.png", set + "/Icon-20@3x.png", set + "/old-icon.png"], in: root))
        #expect(named.files.map(\.path) == ["./\(set)/Icon-20@3x.png", "./\(set)/old-icon.png"])
        // Payloads too: a file named again, and inside a folder named, is linted once.
        let payloads = TestSupport.repositoryPath("Samples/payloads")
        let once = try CheckOutput.of(try TestSupport.alertpack(["lint-payload", ".", "--format", "json"], in: payloads))
        let twice = try CheckOutput.of(
            try TestSupport.alertpack(["lint-payload", ".", "app-name.json", "./app-name.json", "--format", "json"], in: payloads))
        #expect(twice.files.map(\.path) == once.files.map(\.path))
    }

    @Test("one row per file, and no fewer: a name that is not UTF-8 and a file named as it is shown are two rows; link/../a.wav is not ./a.wav")
    func distinctFilesKeptApart() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Sounds", withIntermediateDirectories: true)
        // caf<E9>.wav (Latin-1, shown caf\xE9.wav) and a file literally named caf\xE9.wav.
        let script = """
            import sys
            folder = sys.argv[1].encode()
            good = open(sys.argv[2], "rb").read()
            for name in [b"caf\\xe9.wav", b"caf\\\\xE9.wav"]:
                open(folder + b"/" + name, "wb").write(good)
            """
        let chime = TestSupport.repositoryPath("Samples/sounds/chime.wav")
        try TestSupport.peer("python3", ["-c", script, root + "/Sounds", chime])
        for arguments in [["Sounds"], ["Sounds", "."], [".", "./Sounds/"]] {
            let output = try CheckOutput.of(try TestSupport.alertpack(["check", "--format", "json"] + arguments, in: root))
            let prefix = arguments[0] == "." ? "./Sounds/" : "Sounds/"
            #expect(output.files.map(\.path) == [prefix + "caf\\xE9.wav", prefix + "caf\\xE9.wav"], "\(arguments)")
        }
        // link/../a.wav is other/a.wav, not ./a.wav: two rows; real/../a.wav is ./a.wav.
        try FileManager.default.createDirectory(atPath: root + "/other/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "other/sub")
        try FileManager.default.copyItem(atPath: chime, toPath: root + "/a.wav")
        try FileManager.default.copyItem(atPath: chime, toPath: root + "/other/a.wav")
        let output = try CheckOutput.of(
            try TestSupport.alertpack(["check", "--format", "json", "a.wav", "link/../a.wav", "real/../a.wav", "./a.wav"], in: root))
        #expect(output.files.map(\.path) == ["a.wav", "link/../a.wav"])
    }
}
