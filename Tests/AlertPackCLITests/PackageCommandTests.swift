import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `package` and `verify` commands: what goes in, that it is what the manifest says
/// (sha256sum as the witness), that runs are reproducible and atomic (a killed run leaves
/// nothing), that tampering is caught, and their exit codes.
@Suite(TestSupport.needs("sox", "sha256sum", "python3"))
struct PackageCommandTests {
    static let sources = ["Samples/sounds", "Samples/icons", "Samples/launch"]

    /// Samples/icons offers several App Store icons (on purpose): the package takes the Good set's.
    static let iconSet = ["--icon-set", TestSupport.repositoryPath("Samples/icons/Good.xcassets/AppIcon.appiconset")]

    /// Builds a package of `sources` in `folder/pkg`; whatever it writes must pass `verify`.
    @discardableResult
    static func build(_ folder: String, _ extra: [String] = [], sources: [String] = sources) throws -> TestSupport.ProcessResult {
        let sources = sources.map { $0.hasPrefix("/") ? $0 : TestSupport.repositoryPath($0) }
        let chosen = sources.contains { $0.hasSuffix("Samples/icons") } ? iconSet : []
        let result = try TestSupport.alertpack(["package"] + sources + ["--out", folder + "/pkg", "--quiet"] + chosen + extra)
        if FileManager.default.fileExists(atPath: folder + "/pkg/manifest.json") {
            let verified = try TestSupport.alertpack(["verify", folder + "/pkg"])
            #expect(verified.status == 0, "a package alertpack wrote fails verify: \(verified.stdout)")
        }
        return result
    }

    @Test("a package of the Samples holds exactly the approved files; sha256sum agrees with every hash; verify passes")
    func packageSamples() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.build(folder, ["--zip", folder + "/pkg.zip", "--format", "json"])
        #expect(result.status == 1, "some samples are rejected")
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let assets = manifest.assets
        let listed = Set(assets.map(\.path))
        let present = Set(PackageFolder.files(below: folder + "/pkg").files).subtracting(["manifest.json"])
        #expect(listed == present)
        // Only approved assets: no error findings in any packaged file.
        let failing = Set(try CheckOutput.of(result).files.filter { $0.verdict == "fail" }.map { FileName.last(of: $0.path) })
        for asset in assets where asset.role != "catalog" && asset.conversion == nil {
            #expect(!failing.contains(FileName.last(of: asset.path)), "\(asset.path)")
        }
        #expect(listed.contains("Sounds/chime.caf") && !listed.contains("Sounds/truncated.wav") && !listed.contains("Sounds/alert.mp3"))
        // sha256sum, the independent witness, agrees with every hash and size.
        let sums = try TestSupport.peer("sha256sum", assets.map { folder + "/pkg/" + $0.path }).stdout
        for asset in assets {
            #expect(sums.contains("\(asset.sha256)  \(folder)/pkg/\(asset.path)"))
            let size = try FileManager.default.attributesOfItem(atPath: folder + "/pkg/" + asset.path)[.size] as? Int
            #expect(size == asset.size)
        }
        let rejected = manifest.rejected.map(\.source)
        #expect(rejected.contains { $0.hasSuffix("Samples/sounds/truncated.wav") })
        #expect(rejected.contains { $0.hasSuffix("Samples/icons/cgbi.png") })
        // The package and its zip verify.
        #expect(try TestSupport.alertpack(["verify", folder + "/pkg"]).status == 0)
        let zipped = try TestSupport.alertpack(["verify", folder + "/pkg.zip"])
        #expect(zipped.status == 0, "\(zipped.stdout)\(zipped.stderr)")
        #expect(
            try TestSupport.alertpack(
                ["package"] + Self.sources.map { TestSupport.repositoryPath($0) } + ["--out", folder + "/p2", "--allow-rejected"] + Self.iconSet
            ).status == 0)
    }

    @Test("two sources whose names differ only by case or normalisation are never both packaged: one is rejected, and the zip verifies")
    func namesThatFoldTogether() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // As Samples/notify has them: Ping.caf in one project's sounds, ping.caf in another's, different sounds.
        for (name, frequency) in [("a/Ping.caf", "880"), ("b/ping.caf", "660"), ("c/caf\u{e9}.caf", "440"), ("d/cafe\u{301}.caf", "550")] {
            try FileManager.default.createDirectory(atPath: folder + "/in/" + FileName.parent(of: name), withIntermediateDirectories: true)
            try TestSupport.peer(
                "sox",
                [
                    "-R", "-D", "-n", "-r", "44100", "-c", "1", "-b", "16", folder + "/in/" + name, "synth", "0.3", "sine", frequency, "gain", "-n",
                    "-6",
                ])
        }
        let result = try TestSupport.alertpack([
            "package", folder + "/in", "--out", folder + "/pkg", "--zip", folder + "/pkg.zip", "--format", "json",
        ])
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let sounds = manifest.assets.map(\.path).filter { $0.hasPrefix("Sounds/") }
        #expect(sounds.count == 2, "\(sounds)")
        #expect(Set(sounds.map(PackageNameFold.key)).count == 2)
        let reasons = manifest.rejected.map(\.reason)
        #expect(reasons.count == 2 && reasons.allSatisfy { $0?.contains("differs only by case or Unicode normalisation") == true }, "\(reasons)")
        #expect(result.status == 1, "a rejected source fails the run unless --allow-rejected")
        let zipped = try TestSupport.alertpack(["verify", folder + "/pkg.zip"])
        #expect(zipped.status == 0, "\(zipped.stdout)\(zipped.stderr)")
    }

    @Test("the manifest validates against docs/manifest.schema.json")
    func manifestSchema() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.build(folder, ["--convert", "--max-duration", "29.5", "--timestamp", "2026-11-21T12:00:00Z"])
        let validate = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.Draft202012Validator(schema).validate(document)
            print("valid", len(document["assets"]), document["createdAt"])
            """
        let result = try TestSupport.peer(
            "python3", ["-c", validate, TestSupport.repositoryPath("docs/manifest.schema.json"), folder + "/pkg/manifest.json"])
        #expect(result.stdout.hasPrefix("valid "))
        #expect(result.stdout.contains("2026-11-21T12:00:00Z"))
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let converted = manifest.assets.filter { $0.conversion != nil }.map(\.path)
        #expect(Set(converted) == ["Sounds/alert.caf", "Sounds/alac.caf", "Sounds/too-long.caf", "Sounds/ten-minutes.caf"])
        #expect(manifest.preset.name == "ios")
        #expect(manifest.preset.sha256 == (try TestSupport.defaultConfiguration()).preset.sha256)
    }

    @Test("two runs give identical trees and identical zip bytes")
    func reproducible() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.alertpack(
            ["package"] + Self.sources.map { TestSupport.repositoryPath($0) } + [
                "--out", folder + "/a", "--zip", folder + "/a.zip", "--convert", "--max-duration", "29.5", "--quiet",
            ] + Self.iconSet)
        try TestSupport.alertpack(
            ["package"] + Self.sources.map { TestSupport.repositoryPath($0) } + [
                "--out", folder + "/b", "--zip", folder + "/b.zip", "--convert", "--max-duration", "29.5", "--quiet", "--jobs", "1",
            ] + Self.iconSet)
        #expect(try TestSupport.run("diff", ["-r", folder + "/a", folder + "/b"]).status == 0)
        #expect(try TestSupport.run("cmp", [folder + "/a.zip", folder + "/b.zip"]).status == 0)
        // Fixed permissions and times.
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/a/Sounds/chime.caf")
        #expect(attributes[.posixPermissions] as? Int == 0o644)
        #expect(attributes[.modificationDate] as? Date == PackageFolder.fixedDate)
        // unzip, the witness, reads the zip and finds the same files.
        try TestSupport.peer(
            "python3",
            [
                "-c", "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; z.extractall(sys.argv[2])", folder + "/a.zip",
                folder + "/unzipped",
            ])
        #expect(try TestSupport.run("diff", ["-r", folder + "/a", folder + "/unzipped"]).status == 0)
    }

    @Test("a changed byte, a deleted file and a stray file each fail verify, naming the file", arguments: ["change", "delete", "add", "catalog"])
    func tampering(_ how: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.build(
            folder,
            sources: ["Samples/sounds/chime.caf", "Samples/sounds/long.caf", "Samples/icons/SingleSize.xcassets", "Samples/icons/Icon-Small@2x.png"])
        #expect(try TestSupport.alertpack(["verify", folder + "/pkg"]).status == 0)
        let package = folder + "/pkg"
        let expected: String
        switch how {
        case "change":
            var data = try Data(contentsOf: URL(fileURLWithPath: package + "/Sounds/long.caf"))
            data[data.count - 100] ^= 0x40
            try data.write(to: URL(fileURLWithPath: package + "/Sounds/long.caf"))
            expected = "Sounds/long.caf: error: has SHA-256"
        case "delete":
            try FileManager.default.removeItem(atPath: package + "/Sounds/chime.caf")
            expected = "Sounds/chime.caf: error: is listed in manifest.json but not in the package"
        case "add":
            try "stray".write(toFile: package + "/Sounds/stray.caf", atomically: true, encoding: .utf8)
            expected = "Sounds/stray.caf: error: is in the package but not in manifest.json"
        default:
            let path = package + "/Assets.xcassets/AppIcon.appiconset/Contents.json"
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Icon-Small@2x.png", with: "Other.png")
                .write(toFile: path, atomically: true, encoding: .utf8)
            expected = "AppIcon.appiconset/Contents.json: error: names Other.png, which the manifest does not list"
        }
        let result = try TestSupport.alertpack(["verify", package, "--format", "xcode"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(expected), "\(result.stdout)")
    }

    @Test("paths that leave the package are refused: manifest .., symbolic links, zip entries")
    func pathSafety() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.build(folder, sources: ["Samples/sounds/chime.caf"])
        let package = folder + "/pkg"
        try FileManager.default.createSymbolicLink(atPath: package + "/Sounds/link.caf", withDestinationPath: "/etc/passwd")
        let linked = try TestSupport.alertpack(["verify", package, "--format", "xcode"])
        #expect(linked.status == 1)
        #expect(linked.stdout.contains("Sounds/link.caf: error: the path is a symbolic link (to /etc/passwd) [package.unsafe-path]"))
        // A zip entry that climbs out is refused before anything is unpacked.
        try TestSupport.peer(
            "python3",
            [
                "-c", "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1],'w'); z.writestr('manifest.json','{}'); z.writestr('../evil.txt','x')",
                folder + "/evil.zip",
            ])
        let evil = try TestSupport.alertpack(["verify", folder + "/evil.zip"])
        #expect(evil.status == 2)
        #expect(evil.stderr.contains("entry ../evil.txt leaves the package"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.temporaryDirectory.appendingPathComponent("evil.txt").path))
        for path in ["../x", "/etc/passwd", "a/../b", "a//b", "./a", "a\\b"] { #expect(PackagePaths.problem(with: path) != nil, "\(path)") }
        #expect(PackagePaths.problem(with: "Sounds/chime.caf") == nil)
    }

    @Test("sources are never modified, and a run killed part-way leaves no partial package")
    func atomicAndSafe() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let before = try TestSupport.peer(
            "sha256sum",
            ["-b"] + PackageFolder.files(below: TestSupport.repositoryPath("Samples")).files.map { TestSupport.repositoryPath("Samples/" + $0) }
        ).stdout
        try Self.build(folder, ["--convert"])
        let previous = try Data(contentsOf: URL(fileURLWithPath: folder + "/pkg/manifest.json"))
        let after = try TestSupport.peer(
            "sha256sum",
            ["-b"] + PackageFolder.files(below: TestSupport.repositoryPath("Samples")).files.map { TestSupport.repositoryPath("Samples/" + $0) }
        ).stdout
        #expect(before == after)

        // Kill a second run (into the same target) while it works: the previous package stays whole.
        let long = folder + "/long.wav"
        // 31 s at 96 kHz in 8 channels: it must be cut and encoded, which takes a while.
        try TestSupport.peer("sox", ["-D", "-r", "96000", "-n", "-c", "8", "-b", "24", long, "synth", "31", "sine", "440", "gain", "-n", "-9"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.binary)
        process.arguments = [
            "package", long, TestSupport.repositoryPath("Samples/sounds"), "--out", folder + "/pkg", "--convert",
            "--max-duration", "29.5", "--quiet", "--jobs", "1",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix(".pkg.tmp") }) { usleep(1000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the run was killed while it worked")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/pkg/manifest.json")) == previous)
        #expect(try TestSupport.alertpack(["verify", folder + "/pkg"]).status == 0)
        // And with no previous package, nothing appears under the target name.
        let fresh = Process()
        fresh.executableURL = URL(fileURLWithPath: TestSupport.binary)
        fresh.arguments = ["package", long, "--out", folder + "/new", "--convert", "--max-duration", "29.5", "--quiet"]
        fresh.standardOutput = FileHandle.nullDevice
        try fresh.run()
        while Date() < deadline, !(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix(".new.tmp") }) { usleep(1000) }
        kill(fresh.processIdentifier, SIGKILL)
        fresh.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
    }

    @Test("usage and I/O errors exit 2")
    func errors() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(try TestSupport.alertpack(["package", "no/such/thing", "--out", folder + "/p"]).status == 2)
        #expect(try TestSupport.alertpack(["package", "Samples/sounds/chime.caf", "--out", "/no/such/folder/p"]).status == 2)
        #expect(try TestSupport.alertpack(["package", "Samples/sounds/chime.caf", "--out", folder + "/p", "--max-duration", "20"]).status == 2)
        #expect(try TestSupport.alertpack(["package", "Samples/sounds/chime.caf", "--out", folder + "/p", "--timestamp", "yesterday"]).status == 2)
        #expect(try TestSupport.alertpack(["verify", folder + "/nothing"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/p"))
    }

    @Test("what a killed run left behind is removed on the next run; nothing else is touched")
    func staleTemporaries() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // A process id no process has (above Linux's largest), a folder and a zip a killed run left.
        let stale = [".pkg.tmp-99999999-1", ".pkg.zip.tmp-99999999-2", ".alert.caf.tmp-99999999-3"]
        try FileManager.default.createDirectory(atPath: folder + "/" + stale[0], withIntermediateDirectories: true)
        try TestSupport.write([1, 2, 3], to: folder + "/" + stale[0] + "/half.caf")
        try TestSupport.write([1, 2, 3], to: folder + "/" + stale[1])
        try TestSupport.write([1, 2, 3], to: folder + "/" + stale[2])
        let mine = [".pkg.tmp-\(getpid())-4", "notes.tmp-99999999-5"]  // a live process's, and not ours
        for name in mine { try TestSupport.write([1], to: folder + "/" + name) }
        try Self.build(folder, ["--zip", folder + "/pkg.zip"], sources: ["Samples/sounds/chime.caf"])
        try TestSupport.alertpack(["convert", TestSupport.repositoryPath("Samples/sounds/chime.wav"), "--output", folder + "/alert.caf"])
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        for name in stale { #expect(!left.contains(name), "\(name) was left") }
        for name in mine { #expect(left.contains(name), "\(name) was removed") }
        #expect(left.isSuperset(of: ["pkg", "pkg.zip", "alert.caf"]))
    }
}
