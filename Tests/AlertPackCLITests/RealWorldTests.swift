import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The classes of file that real app repositories showed (docs/real-world.md), rebuilt by
/// `scripts/make-real-world-fixtures.py` and held to independent witnesses: ffprobe and
/// ffmpeg's decoder, sox, ImageMagick's identify, and the numbers the script wrote.
@Suite(TestSupport.needs("python3", "sox", "ffprobe", "ffmpeg"))
struct RealWorldSoundTests {
    @Test(
        "convert decodes every audio class, so no fix is a dead end",
        arguments: [
            "sounds/aac.caf", "sounds/aac.m4a", "sounds/ringtone.m4r", "sounds/voice.3gp", "sounds/opus.webm", "sounds/vorbis.ogg",
            "sounds/narrowband.amr", "sounds/afconvert-ima4.caf", "sounds/streamed-ffmpeg.aiff",
        ])
    func convertEveryClass(_ name: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(["convert", RealWorldFixtures.path(name), "--output-folder", folder, "--format", "json"])
        #expect(result.status != 2, "\(result.stdout) \(result.stderr)")
        let output = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".caf") })
        let after = try TestSupport.check(folder + "/" + output)
        #expect(after.findings.filter { $0.severity == .error }.isEmpty, "\(after.findings)")
        guard case .sound(let facts) = after.facts else { return }
        #expect(facts.codec == "ima4")
        // ffprobe reads what we wrote, at the length we report (whole packets, as it counts IMA4).
        let probe = try TestSupport.peer(
            "ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,sample_rate", "-of", "csv=p=0", folder + "/" + output])
        #expect(probe.stdout.hasPrefix("adpcm_ima_qt,\(Int(facts.sampleRate ?? 0))"))
    }

    @Test("without ffmpeg, convert says exactly what to install")
    func missingFFmpeg() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.run(
            TestSupport.binary, ["convert", RealWorldFixtures.path("sounds/aac.m4a"), "--output-folder", folder],
            environment: ["PATH": "/usr/bin:/bin", "ALERTPACK_FFMPEG": folder + "/no-ffmpeg"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("apt-get install ffmpeg"), "\(result.stdout)")
    }
}

@Suite(TestSupport.needs("python3", "sox"))
struct RealWorldPackageTests {
    @Test("the HTML report embeds each image once and plays every sound, afconvert's IMA4 CAF included")
    func reportSize() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let sources = [
            RealWorldFixtures.path("icons/Watch.xcassets"), RealWorldFixtures.path("sounds/afconvert-ima4.caf"),
            RealWorldFixtures.path("sounds/aac.m4a"),
        ]
        let result = try TestSupport.alertpack(["report"] + sources + ["-o", folder + "/report.html"])
        #expect(result.status != 2, "\(result.stderr)")
        let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<audio").count - 1 == 2)
        // Every picture once, and a picture larger than it is shown at the size it is shown.
        let picture = try Data(contentsOf: URL(fileURLWithPath: RealWorldFixtures.path("icons/Watch.xcassets/AppIcon.appiconset/watch-1024.png")))
        #expect(html.components(separatedBy: picture.base64EncodedString()).count - 1 == 0)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: RealWorldFixtures.path("icons/Watch.xcassets/AppIcon.appiconset")).filter {
            $0.hasSuffix(".png")
        }
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == pngs.count)
        #expect(html.contains("1024x1024 px, shown at 25%"))
    }

    @Test("a loose 512 iTunesArtwork is left out with a reason, and the package verifies")
    func itunesArtwork() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try PackageTests.build(
            folder,
            sources: [
                RealWorldFixtures.path("package/iTunesArtwork"), "Samples/icons/Icon-Small@2x.png", "Samples/icons/iTunesArtwork@2x",
            ])
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let artwork = try #require(manifest.rejected.first { $0.source.hasSuffix("iTunesArtwork") })
        #expect(artwork.reason?.contains("no asset catalog slot takes it") == true)
    }

    @Test("a valid native sound beats a converted one for the same packaged name")
    func nativeBeatsConverted() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try PackageTests.build(
            folder, ["--convert"], sources: [RealWorldFixtures.path("package/silent.caf"), RealWorldFixtures.path("package/silent.mp3")])
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let sound = try #require(manifest.asset("Sounds/silent.caf"))
        #expect(sound.source?.hasSuffix("silent.caf") == true)
        #expect(sound.conversion == nil)
        #expect(manifest.rejected.contains { $0.source.hasSuffix("silent.mp3") })
    }
}
