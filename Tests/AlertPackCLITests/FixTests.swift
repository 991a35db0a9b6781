import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack fix` on copies of Samples and of the cases `scripts/make-fix-fixtures.py` writes,
/// with sha256sum, ffprobe, ImageMagick and pngcheck as witnesses.
@Suite(TestSupport.needs("ffprobe", "sox", "/usr/bin/convert", "identify", "pngcheck", "sha256sum"))
struct FixTests {
    /// A fresh copy of a folder to repair (fix writes in place).
    static func copy(_ source: String) throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        try FileManager.default.copyItem(atPath: source, toPath: folder + "/tree")
        return folder + "/tree"
    }

    static func fixtures() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let result = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-fix-fixtures.py"), folder + "/tree"])
        try #require(result.status == 0, "\(result.stderr)")
        return folder + "/tree"
    }

    /// Every file below `root` with its SHA-256, by sha256sum (hidden files included).
    static func tree(_ root: String) throws -> [String: String] {
        let listing = try TestSupport.run("/bin/sh", ["-c", "cd \"$0\" && find . -type f -print0 | sort -z | xargs -0 sha256sum", root])
        var hashes: [String: String] = [:]
        for line in listing.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            hashes[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0])
        }
        return hashes
    }

    static func fix(_ arguments: [String], in directory: String) throws -> (TestSupport.ProcessResult, FixOutput) {
        let result = try TestSupport.alertpack(["fix", "--format", "json"] + arguments, in: directory)
        return (result, try TestSupport.decode(FixOutput.self, result))
    }

    @Test("on a copy of Samples: the count of failing files falls, only files with findings change, no file appears, a second run changes nothing")
    func samples() throws {
        let root = try Self.copy(TestSupport.repositoryPath("Samples"))
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let before = try Self.tree(root)
        let checked = try CheckOutput.of(TestSupport.alertpack(["check", "--format", "json", "."], in: root))
        let flagged = Set(checked.files.filter { $0.findings.contains { $0.severity != "info" } }.map { String($0.path.dropFirst(2)) })
        let (result, report) = try Self.fix(["."], in: root)
        #expect(result.status == 1, "files with errors stay: \(result.stderr)")
        #expect(report.after.fail < report.before.fail && report.after.pass > report.before.pass, "\(report.before) → \(report.after)")
        let after = try Self.tree(root)
        #expect(Set(after.keys) == Set(before.keys), "no file appears or goes without --rename")
        // A module's keep file changes for the module's android.sound-shrunk finding, reported on its manifest.
        let changed = Set(
            after.keys.filter { after[$0] != before[$0] }.map { String($0.dropFirst(2)) }
                .map { $0.hasSuffix("/res/raw/keep.xml") ? $0.replacingOccurrences(of: "res/raw/keep.xml", with: "AndroidManifest.xml") : $0 })
        #expect(changed.isSubset(of: flagged), "changed without a finding: \(changed.subtracting(flagged))")
        let repaired = Set(report.files.filter { $0.status == "repaired" }.map { String($0.path.dropFirst(2)) })
        #expect(changed == repaired)
        #expect(repaired.contains("sounds/too-long.caf") && repaired.contains("sounds/quiet.wav") && repaired.contains("sounds/late-start.wav"))
        #expect(!changed.contains("sounds/clipped.wav") && !changed.contains("sounds/alert.mp3"))
        let (_, again) = try Self.fix(["."], in: root)
        #expect(try Self.tree(root) == after, "a second run changes nothing")
        #expect(again.files.allSatisfy { $0.status == "left" }, "\(again.files.filter { $0.status != "left" }.map(\.path))")
        #expect(again.before == report.after)
    }

    @Test("the repaired sounds are what ffprobe and the check say: cut under the limit, trimmed, levelled, re-encoded")
    func repairedSounds() throws {
        let root = try Self.copy(TestSupport.repositoryPath("Samples/sounds"))
        defer { TestSupport.remove(FileName.parent(of: root)) }
        _ = try Self.fix(["."], in: root)
        let long = try Witness.probe(root + "/too-long.caf")
        #expect(long.codec == "adpcm_ima_qt" && abs(long.duration - 29.5) < 0.05, "\(long)")
        #expect(try Witness.probe(root + "/alac.caf").codec == "adpcm_ima_qt")
        #expect(try Witness.probe(root + "/aiff-named.wav").codec == "pcm_s16le")
        #expect(try Witness.probe(root + "/float.wav").codec == "pcm_s16le")
        let late = try TestSupport.check(root + "/late-start.wav")
        #expect(!late.ruleIDs.contains("sound.silence") && (late.facts.sound?.leadingSilence ?? 9) < 0.25)
        let quiet = try TestSupport.check(root + "/quiet.wav")
        #expect(abs((quiet.facts.sound?.loudnessLUFS ?? 0) + 16) < 0.5, "\(String(describing: quiet.facts.sound?.loudnessLUFS))")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "staged files left: \(leftovers)")
    }

    @Test("--dry-run prints the plan and writes nothing")
    func dryRun() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let before = try Self.tree(root)
        let (_, report) = try Self.fix(["--dry-run", "--rename", "--background", "white", "."], in: root)
        #expect(report.dryRun)
        #expect(report.files.filter { $0.status == "planned" }.count == 5)
        #expect(try Self.tree(root) == before)
        let text = try TestSupport.alertpack(["fix", "--dry-run", "."], in: root)
        #expect(text.stdout.contains("WOULD REPAIR") && text.stdout.contains("3 files to repair"), "\(text.stdout)")
    }

    @Test("silence is left: no gain on digital silence or dither-level noise, and convert refuses one")
    func silence() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let before = try Self.tree(root)
        let (_, report) = try Self.fix(["sounds/silent.wav", "sounds/near-silent.wav"], in: root)
        for name in ["silent.wav", "near-silent.wav"] {
            let file = try #require(report.file(endingWith: name))
            #expect(file.status == "left" && file.left.first?.reason.contains("silence is left as it is") == true, "\(file)")
        }
        #expect(try Self.tree(root) == before)
        let converted = try ConvertOutput.of(
            TestSupport.alertpack(["convert", "--format", "json", "--normalize", "-1", "--output-folder", root, root + "/sounds/near-silent.wav"]))
        #expect(converted.conversions.first?.error?.contains("raising it would only raise noise") == true)
    }

    /// A sound's samples as floats, by sox (the witness).
    static func samples(_ path: String) throws -> [Float] {
        let raw = try TestSupport.peer("sox", [path, "-t", "raw", "-e", "floating-point", "-b", "32", "-"]).stdoutData
        return raw.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    /// Signal to noise of `restored` against `original`, with the best gain between them (the
    /// repair also brings the level down).
    static func snr(_ original: [Double], _ restored: [Float]) -> Double {
        let pairs = zip(original, restored.map(Double.init))
        let gain = pairs.reduce(0) { $0 + $1.0 * $1.1 } / pairs.reduce(0) { $0 + $1.1 * $1.1 }
        let noise = pairs.reduce(0) { $0 + pow($1.0 - gain * $1.1, 2) }
        return 10 * log10(original.reduce(0) { $0 + $1 * $1 } / noise)
    }

    @Test(
        "clipping is restored, never turned down: a sine clipped at half its amplitude comes back with no clipped run and over 20 dB SNR; a clipped square is left, saying why"
    )
    func clipping() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let (_, report) = try Self.fix(["sounds/clipped-sine.wav"], in: root)
        let file = try #require(report.file(endingWith: "clipped-sine.wav"))
        #expect(file.status == "repaired" && file.addressed.contains("sound.clipping"), "\(file)")
        #expect(file.steps.contains { $0.hasPrefix("restored 880 clipped runs") }, "\(file.steps)")
        let after = try TestSupport.check(root + "/sounds/clipped-sine.wav")
        #expect(after.facts.sound?.clippedRuns == 0 && !after.ruleIDs.contains("sound.clipping"))
        // The fixture's sine: 440 Hz at twice full scale, 22050 Hz (scripts/make-fix-fixtures.py).
        let original = (0..<22050).map { 2 * sin(2 * Double.pi * 440 * Double($0) / 22050) }
        let clipped = original.map { Float(min(1, max(-1, $0))) }
        let restored = try Self.samples(root + "/sounds/clipped-sine.wav")
        #expect(restored.count == original.count)
        #expect(Self.snr(original, clipped) < 15, "the clipped sine is far from its original")
        #expect(Self.snr(original, restored) >= 20, "restored: \(Self.snr(original, restored)) dB")
        #expect((after.facts.sound?.peakDBFS ?? 0) <= -0.9, "brought under the peak ceiling")

        let square = root + "/sounds/square.wav"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/clipped.wav"), toPath: square)
        let before = try Self.tree(root)
        let (_, left) = try Self.fix(["sounds/square.wav"], in: root)
        let squareFile = try #require(left.file(endingWith: "square.wav"))
        #expect(squareFile.status == "left")
        #expect(squareFile.left.contains { $0.rule == "sound.clipping" && $0.reason.contains("cannot be restored") }, "\(squareFile.left)")
        #expect(squareFile.left.contains { $0.rule == "sound.loudness" })
        #expect(try Self.tree(root) == before, "left exactly as it was")
        let hint = try TestSupport.check(square).findings.first { $0.rule == "sound.loudness" }
        #expect(hint?.fix?.command.isEmpty == true, "no command suggests turning a clipped sound down")
    }

    @Test("a sound whose extension must change: left without --rename; with it, IMA4 in CAF under the new name, and what names it listed")
    func rename() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let before = try Self.tree(root)
        let (_, plain) = try Self.fix(["."], in: root)
        #expect(plain.file(endingWith: "beep.mp3")?.left.first?.reason.contains("--rename") == true)
        #expect(Set(try Self.tree(root).keys.filter { $0.contains("beep") }) == Set(before.keys.filter { $0.contains("beep") }))
        let (_, renamed) = try Self.fix(["--rename", "."], in: root)
        let file = try #require(renamed.file(endingWith: "beep.mp3"))
        #expect(file.status == "repaired" && file.renamedTo == "./sounds/beep.caf", "\(file)")
        #expect(file.references == ["Sources/Notify.swift:3", "payloads/beep.json:7"], "\(file.references)")
        #expect(!FileManager.default.fileExists(atPath: root + "/sounds/beep.mp3"))
        let probed = try Witness.probe(root + "/sounds/beep.caf")
        #expect(probed.codec == "adpcm_ima_qt" && abs(probed.duration - 1) < 0.05, "\(probed)")
        #expect(try TestSupport.check(root + "/sounds/beep.caf").verdict == .pass)
    }

    @Test("a rename never replaces a file that is already there")
    func renameNeverOverwrites() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/sounds/beep.caf"))
        let (_, report) = try Self.fix(["--rename", "sounds/beep.mp3"], in: root)
        #expect(report.file(endingWith: "beep.mp3")?.left.first?.reason.contains("already exists") == true)
        #expect(try String(contentsOfFile: root + "/sounds/beep.caf", encoding: .utf8) == "mine")
        #expect(FileManager.default.fileExists(atPath: root + "/sounds/beep.mp3"))
    }

    /// Every pixel of a PNG as 16-bit RGB, by ImageMagick.
    static func pixels(_ path: String) throws -> Data {
        try TestSupport.peer("/usr/bin/convert", [path, "-depth", "16", "rgb:-"]).stdoutData
    }

    @Test("icons: an all-opaque channel (16-bit RGBA, palette tRNS) dropped with every colour kept; transparency composited in linear light")
    func icons() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let sets = ["Opaque16", "Palette", "Transparent"].map { root + "/\($0).xcassets/AppIcon.appiconset/AppIcon.png" }
        let colours = try sets.map(Self.pixels)
        let (_, first) = try Self.fix(["."], in: root)
        #expect(first.file(endingWith: "Transparent.xcassets/AppIcon.appiconset/AppIcon.png")?.left.first?.reason.contains("--background") == true)
        #expect(try Self.pixels(sets[0]) == colours[0] && Self.pixels(sets[1]) == colours[1], "bit for bit")
        #expect(try TestSupport.peer("identify", ["-format", "%[channels] %z", sets[0]]).stdout == "srgb 16")
        #expect(try TestSupport.peer("identify", ["-format", "%[channels] %z", sets[1]]).stdout == "srgb 8")
        _ = try Self.fix(["--background", "#FFFFFF", "."], in: root)
        for set in sets { #expect(try TestSupport.peer("pngcheck", [set]).status == 0) }
        #expect(try TestSupport.peer("identify", ["-format", "%[channels]", sets[2]]).stdout == "srgb")
        let probe = ["-format", "%[pixel:p{10,10}] %[pixel:p{500,510}] %[pixel:p{100,100}]", "info:"]
        let shown = try TestSupport.peer("/usr/bin/convert", [sets[2]] + probe).stdout
        // Black at alpha 128 over white, added as light: 1 - 128/255 of white, sRGB-encoded.
        let linear = 1 - 128.0 / 255
        let expected = Int((1.055 * pow(linear, 1 / 2.4) - 0.055) * 255 + 0.5)
        #expect(shown == "srgb(255,255,255) srgb(\(expected),\(expected),\(expected)) srgb(30,72,200)", "\(shown), \(expected)")
        let checked = try CheckOutput.of(TestSupport.alertpack(["check", "--format", "json", "."], in: root))
        #expect(checked.files.filter { $0.path.hasSuffix("AppIcon.png") }.allSatisfy { !$0.findings.contains { $0.rule == "icon.alpha" } })
        let again = try Self.tree(root)
        _ = try Self.fix(["--background", "#FFFFFF", "."], in: root)
        #expect(try Self.tree(root) == again)
    }

    /// Every sound that `check` tells to run an `alertpack` command: the Samples and every
    /// real-world fixture. Each command is run as printed, on a copy, and what it writes must no
    /// longer have the finding that suggested it.
    static var soundsWithFixes: [String] {
        let samples = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.repositoryPath("Samples/sounds"))) ?? []
        let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: RealWorldFixtures.path("sounds"))) ?? []
        return (samples.map { TestSupport.repositoryPath("Samples/sounds/" + $0) } + fixtures.map { RealWorldFixtures.path("sounds/" + $0) }).sorted()
    }

    @Test("every fix hint that names alertpack fix works: run as printed on a copy, the finding is gone")
    func everyHintWorks() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        var commandsRun = 0
        for (index, source) in Self.soundsWithFixes.enumerated() {
            let copy = folder + "/\(index)/" + FileName.last(of: source)
            try FileManager.default.createDirectory(atPath: folder + "/\(index)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: copy)
            for finding in try TestSupport.check(copy).findings {
                guard let fix = finding.fix, fix.command.first == "alertpack" else { continue }
                #expect(fix.command[1] == "fix", "\(fix.commandLine)")
                #expect(fix.text == "\(fix.advice): `\(fix.commandLine)`" + (fix.writes.map { " (writes \($0))" } ?? ""))
                let result = try TestSupport.run(
                    "/bin/sh", ["-c", fix.commandLine.replacingOccurrences(of: "alertpack ", with: "\"$0\" "), TestSupport.binary])
                #expect(result.status != 2, "\(fix.commandLine): \(result.stdout) \(result.stderr)")
                let fixed = try TestSupport.check(fix.writes ?? copy)
                // Gone, or left with the reason said (a clipped square cannot be restored).
                let explained = result.stdout.contains("left  \(finding.rule): not repaired")
                #expect(
                    !fixed.ruleIDs.contains(finding.rule) || explained,
                    "\(FileName.last(of: source)): `\(fix.commandLine)` left \(finding.rule): \(fixed.findings.map(\.message))")
                commandsRun += 1
                if fix.writes != nil { break }
            }
        }
        #expect(commandsRun >= 15, "only \(commandsRun) fixes were run")
    }

    @Test("a symbolic link or a hard-linked file is left: replacing it would change what the user's other names see")
    func links() throws {
        let root = try Self.fixtures()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/quiet.wav"), toPath: root + "/quiet.wav")
        try FileManager.default.createSymbolicLink(atPath: root + "/link.wav", withDestinationPath: "quiet.wav")
        try FileManager.default.linkItem(atPath: root + "/quiet.wav", toPath: root + "/hard.wav")
        let before = try Self.tree(root)
        let (_, report) = try Self.fix(["link.wav", "hard.wav"], in: root)
        #expect(report.file(endingWith: "link.wav")?.left.first?.reason.contains("symbolic link") == true)
        #expect(report.file(endingWith: "hard.wav")?.left.first?.reason.contains("hard links") == true)
        #expect(try Self.tree(root) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.wav") == "quiet.wav")
    }

    @Test("interrupted at random moments: no staged or temporary file is left, and every file is whole (its old bytes or its repair)")
    func interrupted() throws {
        let root = try Self.copy(TestSupport.repositoryPath("Samples/sounds"))
        let folder = FileName.parent(of: root)
        defer { TestSupport.remove(folder) }
        let originals = try Self.tree(root)
        let repaired = try Self.copy(root)
        defer { TestSupport.remove(FileName.parent(of: repaired)) }
        _ = try Self.fix(["."], in: repaired)
        let whole = try Self.tree(repaired)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<8 {
            let tmp = folder + "/tmp-\(round)"
            try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
            let delay = Double.random(in: 0.05...0.6, using: &generator)
            let (status, stderr) = try InterruptionTests.interrupt(["fix", "."], in: root, tmp: tmp, signal: SIGINT, after: delay)
            #expect([0, 1, 130].contains(status), "round \(round) after \(delay) s: exit \(status) \(stderr)")
            let now = try Self.tree(root)
            #expect(Set(now.keys) == Set(originals.keys), "round \(round): \(Set(now.keys).symmetricDifference(originals.keys))")
            for (name, hash) in now {
                #expect(hash == originals[name] || hash == whole[name], "round \(round): \(name) is neither its old bytes nor its repair")
            }
        }
    }

    @Test("a tinted icon in colour is written again in gray (its luminance over black); its set's other images are untouched")
    func tinted() throws {
        let root = try Self.copy(TestSupport.repositoryPath("Samples/icons/Appearances.xcassets"))
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let before = try Self.tree(root)
        let (_, report) = try Self.fix(["."], in: root)
        let file = try #require(report.file(endingWith: "AppIcon-tinted.png"))
        #expect(file.status == "repaired" && file.addressed == ["icon.tinted"], "\(file)")
        let tinted = root + "/AppIcon.appiconset/AppIcon-tinted.png"
        #expect(try TestSupport.peer("identify", ["-format", "%[colorspace] %w", tinted]).stdout == "Gray 1024")
        #expect(try TestSupport.peer("pngcheck", [tinted]).status == 0)
        #expect(!(try TestSupport.check(tinted).ruleIDs.contains("icon.tinted")))
        let after = try Self.tree(root)
        #expect(after.keys.filter { after[$0] != before[$0] } == ["./AppIcon.appiconset/AppIcon-tinted.png"])
    }

    @Test(
        "an image in another colour space is converted to sRGB as ImageMagick's -profile converts it; a Display P3 image where P3 is allowed is untouched"
    )
    func colourSpace() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        for name in ["wide.png", "p3.png", "srgb.icc"] {
            try FileManager.default.copyItem(atPath: IconsTests.master(name), toPath: root + "/" + name)
        }
        let p3 = try Self.tree(root)["./p3.png"]
        let (_, report) = try Self.fix(["wide.png", "p3.png"], in: root)
        #expect(report.file(endingWith: "wide.png")?.status == "repaired")
        #expect(report.file(endingWith: "p3.png") == nil, "no finding, not touched")
        #expect(try Self.tree(root)["./p3.png"] == p3)
        try TestSupport.peer("/usr/bin/convert", [IconsTests.master("wide.png"), "-profile", root + "/srgb.icc", "-strip", root + "/im.png"])
        let ours = try IconsTests.pixels(root + "/wide.png"), theirs = try IconsTests.pixels(root + "/im.png")
        #expect(ours.count == theirs.count && (zip(ours, theirs).map { abs(Int($0) - Int($1)) }.max() ?? 99) <= 2)
        #expect(try TestSupport.check(root + "/wide.png").facts.image?.colorSpace == "srgb")
    }

    @Test("a JPEG behind a .png name is written as the PNG it says it is (decoded by ffmpeg), pixels as ImageMagick decodes the JPEG")
    func jpegAsPNG() throws {
        let root = try Self.copy(TestSupport.repositoryPath("Samples/icons/Broken.xcassets"))
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let path = root + "/AppIcon.appiconset/Icon-40@2x.png"
        let jpeg = try IconsTests.pixels(path)
        let (_, report) = try Self.fix(["."], in: root)
        #expect(report.file(endingWith: "Icon-40@2x.png")?.status == "repaired")
        #expect(try TestSupport.peer("pngcheck", [path]).status == 0)
        #expect(try TestSupport.peer("identify", ["-format", "%m %wx%h", path]).stdout == "PNG 80x80")
        let png = try IconsTests.pixels(path)
        let difference = zip(jpeg, png).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(png.count == jpeg.count && Double(difference) / Double(png.count) < 3, "mean difference \(Double(difference) / Double(png.count))")
        #expect(!(try TestSupport.check(path).ruleIDs.contains("image.format")))
    }
}
