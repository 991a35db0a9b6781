import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The classes of file that real app repositories showed (docs/real-world.md), rebuilt by
/// `scripts/make-real-world-fixtures.py` and held to independent witnesses: ffprobe and
/// ffmpeg's decoder, sox, ImageMagick's identify, and the numbers the script wrote.
@Suite(TestSupport.needs("python3", "sox", "ffprobe", "ffmpeg"))
struct RealWorldSoundTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var container: String
        var codec: String
        var rate: Double
        var channels: Int
        var frames: Int64
        /// Rule ids of the findings, exactly.
        var rules: Set<String>
        var testDescription: String { name }
    }

    // Frames as the script made them (0.6 s of tone; AMR: 50 speech frames).
    static let cases: [Case] = [
        Case(name: "sounds/afconvert-ima4.caf", container: "caf", codec: "ima4", rate: 22050, channels: 2, frames: 13230, rules: []),
        Case(name: "sounds/afconvert-ima4-mono.caf", container: "caf", codec: "ima4", rate: 22050, channels: 1, frames: 8158, rules: []),
        Case(name: "sounds/streamed.wav", container: "wav", codec: "lpcm", rate: 22050, channels: 1, frames: 13230, rules: ["sound.header"]),
        Case(name: "sounds/streamed-sox.wav", container: "wav", codec: "lpcm", rate: 22050, channels: 1, frames: 13230, rules: ["sound.header"]),
        Case(name: "sounds/streamed-sox.aiff", container: "aiff", codec: "lpcm", rate: 22050, channels: 1, frames: 13230, rules: ["sound.header"]),
        Case(name: "sounds/streamed-ffmpeg.aiff", container: "aiff", codec: "lpcm", rate: 22050, channels: 1, frames: 13230, rules: ["sound.header"]),
        Case(name: "sounds/open-data.caf", container: "caf", codec: "lpcm", rate: 22050, channels: 1, frames: 13230, rules: []),
        Case(name: "sounds/aac.caf", container: "caf", codec: "aac", rate: 44100, channels: 2, frames: 26460, rules: ["sound.codec"]),
        Case(name: "sounds/alac.caf", container: "caf", codec: "alac", rate: 44100, channels: 2, frames: 26460, rules: ["sound.codec"]),
        Case(
            name: "sounds/aac.m4a", container: "mp4", codec: "aac", rate: 44100, channels: 2, frames: 26460,
            rules: ["sound.container"]),
        Case(
            name: "sounds/alac.m4a", container: "mp4", codec: "alac", rate: 44100, channels: 2, frames: 26460,
            rules: ["sound.container"]),
        Case(
            name: "sounds/ringtone.m4r", container: "mp4", codec: "aac", rate: 44100, channels: 2, frames: 26460,
            rules: ["sound.container"]),
        Case(
            name: "sounds/voice.3gp", container: "3gp", codec: "aac", rate: 16000, channels: 1, frames: 9600,
            rules: ["sound.container"]),
        Case(
            name: "sounds/opus.webm", container: "webm", codec: "opus", rate: 48000, channels: 2, frames: 28800,
            rules: ["sound.container"]),
        Case(
            name: "sounds/opus.ogg", container: "ogg", codec: "opus", rate: 48000, channels: 2, frames: 28800,
            rules: ["sound.container"]),
        Case(
            name: "sounds/vorbis.ogg", container: "ogg", codec: "vorbis", rate: 44100, channels: 2, frames: 26460,
            rules: ["sound.container"]),
        Case(
            name: "sounds/narrowband.amr", container: "amr", codec: "amr", rate: 8000, channels: 1, frames: 8000,
            rules: ["sound.container"]),
        Case(
            name: "sounds/wideband.amr", container: "amr", codec: "amr-wb", rate: 16000, channels: 1, frames: 16000,
            rules: ["sound.container"]),
    ]

    /// Levels are noise for the random AMR frames: only the format findings are compared there.
    static let levelRules: Set<String> = ["sound.clipping", "sound.loudness", "sound.silence"]

    @Test("every real-world audio class is reported with exact facts from our own container readers", arguments: cases)
    func facts(_ testCase: Case) throws {
        let report = try RealWorldFixtures.check(testCase.name)
        guard case .sound(let facts) = report.facts else { Issue.record("\(testCase.name) is not a sound"); return }
        #expect(facts.container == testCase.container)
        #expect(facts.codec == testCase.codec)
        #expect(facts.sampleRate == testCase.rate)
        #expect(facts.channels == testCase.channels)
        #expect(facts.frames == testCase.frames, "\(testCase.name): \(String(describing: facts.frames)) frames")
        #expect(facts.peakDBFS != nil, "\(testCase.name) was not decoded for its levels")
        let rules = report.ruleIDs.subtracting(testCase.codec.hasPrefix("amr") ? Self.levelRules : [])
        #expect(rules == testCase.rules, "\(report.findings.map(\.message))")
        #expect(!report.ruleIDs.contains("sound.unreadable"))
    }

    /// ffprobe's frame count where it is exact for the container (MP4 and Ogg Vorbis edit/granule
    /// lengths, WAV), and ffmpeg's decoded count where ffprobe counts priming (Opus, AMR).
    @Test(
        "frame counts agree with ffprobe and ffmpeg's decoder",
        arguments: [
            ("sounds/aac.m4a", "probe"), ("sounds/alac.m4a", "probe"), ("sounds/voice.3gp", "probe"), ("sounds/vorbis.ogg", "probe"),
            ("sounds/streamed.wav", "probe"), ("sounds/opus.ogg", "decode"), ("sounds/opus.webm", "decode"),
            ("sounds/narrowband.amr", "decode"), ("sounds/wideband.amr", "decode"), ("sounds/alac.caf", "decode"),
        ])
    func framesAgreeWithFFmpeg(_ name: String, _ how: String) throws {
        let path = RealWorldFixtures.path(name)
        let report = try RealWorldFixtures.check(name)
        guard case .sound(let facts) = report.facts else { Issue.record("not a sound"); return }
        let witness: Int64
        if how == "probe" {
            let out = try TestSupport.peer(
                "ffprobe", ["-v", "error", "-select_streams", "a:0", "-show_entries", "stream=duration_ts", "-of", "csv=p=0", path])
            witness = try #require(Int64(out.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        } else {
            let out = try TestSupport.run("/bin/sh", ["-c", "ffmpeg -v error -i \"$0\" -map 0:a:0 -f f32le -ac 1 - | wc -c", path])
            witness = try #require(Int64(out.stdout.trimmingCharacters(in: .whitespacesAndNewlines))) / 4
        }
        #expect(facts.frames == witness, "\(name): ours \(String(describing: facts.frames)), ffmpeg \(witness)")
    }

    /// sox reads streamed headers to the end of the file, as we do.
    @Test(
        "unfinalised headers read as far as sox reads them",
        arguments: [
            "sounds/streamed.wav", "sounds/streamed-sox.wav", "sounds/streamed-sox.aiff", "sounds/streamed-ffmpeg.aiff",
        ])
    func streamedHeadersAgreeWithSox(_ name: String) throws {
        let report = try RealWorldFixtures.check(name)
        guard case .sound(let facts) = report.facts else { Issue.record("not a sound"); return }
        // What sox decodes (not what soxi reads from the header): 16-bit mono samples to the end.
        let sox = try TestSupport.run("/bin/sh", ["-c", "sox \"$0\" -t s16 -c 1 - | wc -c", RealWorldFixtures.path(name)])
        #expect(facts.frames == Int64(sox.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 2 })
        let header = try #require(report.findings.first { $0.rule == "sound.header" })
        #expect(header.severity == .warning)
        #expect(header.message.contains("never finalised"))
    }

    @Test("a pakt whose frames cannot fit the data is still refused, with packet count 0 too")
    func paktThatCannotFit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: RealWorldFixtures.path("sounds/afconvert-ima4.caf"))))
        // The pakt's valid frames (8 bytes after its 8-byte packet count) raised past the data's packets.
        let pakt = BrokenInputs.offset(of: "pakt", in: bytes) + 12
        bytes = BrokenInputs.set(bytes, at: pakt + 8, 1_000_000, width: 8, bigEndian: true)
        try TestSupport.write(bytes, to: folder + "/overclaimed.caf")
        let report = try TestSupport.check(folder + "/overclaimed.caf")
        let finding = try #require(report.findings.first { $0.rule == "sound.unreadable" })
        #expect(finding.message.contains("1000000 valid frames"), "\(finding.message)")
    }

    @Test("W64 is identified at its real marker offsets")
    func wave64() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try TestSupport.peer("sox", [TestSupport.repositoryPath("Samples/sounds/chime.wav"), folder + "/chime.w64"])
        let report = try TestSupport.check(folder + "/chime.w64")
        guard case .sound(let facts) = report.facts else { Issue.record("not a sound"); return }
        #expect(facts.container == "w64")
        #expect(facts.frames == 22050)
    }

    @Test(
        "convert decodes every audio class, so no fix is a dead end",
        arguments: [
            "sounds/aac.caf", "sounds/aac.m4a", "sounds/ringtone.m4r", "sounds/voice.3gp", "sounds/opus.webm", "sounds/vorbis.ogg",
            "sounds/narrowband.amr", "sounds/afconvert-ima4.caf", "sounds/streamed-ffmpeg.aiff",
        ])
    func convertsEveryClass(_ name: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let converter = Converter(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: ConversionOptions())
        let output = "converted.caf"
        let result = converter.convert(input: RealWorldFixtures.path(name), to: folder + "/" + output)
        #expect(result.error == nil, "\(name): \(result.error ?? "")")
        let after = try TestSupport.check(folder + "/" + output)
        #expect(after.findings.filter { $0.severity == .error }.isEmpty, "\(after.findings)")
        guard case .sound(let facts) = after.facts else { return }
        #expect(facts.codec == "ima4")
        // ffprobe reads what we wrote, at the length we report (whole packets, as it counts IMA4).
        let probe = try TestSupport.peer(
            "ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,sample_rate", "-of", "csv=p=0", folder + "/" + output])
        #expect(probe.stdout.hasPrefix("adpcm_ima_qt,\(Int(facts.sampleRate ?? 0))"))
    }
}

@Suite(TestSupport.needs("python3", "/usr/bin/identify", "/usr/bin/convert"))
struct RealWorldIconTests {
    /// A set and what each report under it must say: path suffix → rule ids (with severity).
    @Test(
        "sets of other platforms, legacy slots, appearances and the App Store icon's alpha",
        arguments: [
            ("icons/Watch.xcassets", [String: [String]]()),
            ("icons/WatchSingle.xcassets", [:]),
            ("icons/Mac.xcassets", [:]),
            ("icons/MacNoStore.xcassets", ["Contents.json": ["icon.missing:error"]]),
            ("icons/Legacy.xcassets", ["Contents.json": ["icon.legacy:info"], "Icon-Small.png": ["icon.size:error"]]),
            ("icons/Appearances.xcassets", ["Contents.json": ["icon.appearances:warning"], "AppIcon-tinted.png": ["icon.tinted:warning"]]),
            ("icons/OpaqueAlpha.xcassets", ["AppIcon.png": ["icon.alpha:warning"]]),
            ("icons/Transparent.xcassets", ["AppIcon.png": ["icon.alpha:error"]]),
            ("icons/Extension.xcassets", ["Contents.json": ["icon.missing:warning"]]),
            // visionOS layers (transparent by design) and tvOS brand assets: no iOS rule applies.
            ("icons/VisionAndTV.xcassets", [:]),
            ("launch/Generated.launchimage", ["Contents.json": ["launch.legacy:info"]]),
            ("launch/Invalid.launchimage", ["Contents.json": ["launch.contents:error", "launch.legacy:info"]]),
        ])
    func sets(_ name: String, _ expected: [String: [String]]) throws {
        let reports = try RealWorldFixtures.checkAll(name)
        #expect(!reports.isEmpty)
        for report in reports {
            let key = FileName.last(of: report.path)
            let found = report.findings.map { "\($0.rule):\($0.severity.rawValue)" }.sorted()
            #expect(found == (expected[key] ?? []).sorted(), "\(report.path): \(report.findings.map(\.message))")
            // Launch sets never speak with icon ids.
            if name.hasPrefix("launch/") { #expect(!found.contains { $0.hasPrefix("icon.") }) }
        }
    }

    @Test("legacy slots are checked with the current preset and not reported as invalid")
    func legacySlotsAreChecked() throws {
        let report = try RealWorldFixtures.check("icons/Legacy.xcassets/AppIcon.appiconset/Icon-Small.png")
        let finding = try #require(report.findings.first { $0.rule == "icon.size" })
        #expect(finding.message == "is 40x40 but should be 29x29 (iphone 29pt @1x)")
    }

    @Test(
        "an image that is not PNG still gets its width and height, as identify measures them",
        arguments: ["icons/webp-named.png", "icons/gif-named.png", "icons/tiff-named.png", "icons/jpeg-named.png"])
    func otherFormatsHaveDimensions(_ name: String) throws {
        let report = try RealWorldFixtures.check(name)
        guard case .image(let facts) = report.facts else { Issue.record("not an image"); return }
        #expect(report.ruleIDs.contains("image.format"))
        let identify = try TestSupport.peer("identify", ["-format", "%w %h", RealWorldFixtures.path(name)])
        #expect("\(facts.width ?? -1) \(facts.height ?? -1)" == identify.stdout)
    }

    @Test("a loose iPad launch image of iOS 6 without its status bar fills its slot")
    func iPadStatusBarLaunchImage() throws {
        let report = try RealWorldFixtures.check("launch/Default-Portrait~ipad.png")
        #expect(!report.ruleIDs.contains("launch.size"), "\(report.findings)")
    }

    @Test("a tinted icon is judged by its pixels: grayscale passes, colour warns")
    func tintedPixels() throws {
        let gray = try TestSupport.check(TestSupport.repositoryPath("Samples/icons/SingleSize.xcassets/AppIcon.appiconset/AppIcon-tinted.png"))
        guard case .image(let facts) = gray.facts else { Issue.record("not an image"); return }
        #expect(facts.colorPixels == 0)
        // ImageMagick's own count of pixels whose channels differ, as the witness.
        let colour = RealWorldFixtures.path("icons/Appearances.xcassets/AppIcon.appiconset/AppIcon-tinted.png")
        let report = try RealWorldFixtures.check("icons/Appearances.xcassets/AppIcon.appiconset/AppIcon-tinted.png")
        guard case .image(let colourFacts) = report.facts else { Issue.record("not an image"); return }
        let witness = try TestSupport.peer("/usr/bin/convert", [colour, "-fx", "(r!=g||g!=b)?1:0", "-format", "%[fx:round(mean*w*h)]", "info:"])
        #expect(String(colourFacts.colorPixels ?? -1) == witness.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
