import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The real-world classes of file (`scripts/make-real-world-fixtures.py`) through the binary:
/// convert without ffmpeg, the HTML report, packaging. Reading and converting each class is
/// checked in process (AlertPackCoreTests' RealWorldSoundTests).
@Suite(TestSupport.needs("python3", "sox", "ffprobe", "ffmpeg"))
struct RealWorldConvertCommandTests {
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
struct RealWorldPackageCommandTests {
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
        try PackageCommandTests.build(
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
        try PackageCommandTests.build(
            folder, ["--convert"], sources: [RealWorldFixtures.path("package/silent.caf"), RealWorldFixtures.path("package/silent.mp3")])
        let manifest = try TestSupport.manifest(folder + "/pkg")
        let sound = try #require(manifest.asset("Sounds/silent.caf"))
        #expect(sound.source?.hasSuffix("silent.caf") == true)
        #expect(sound.conversion == nil)
        #expect(manifest.rejected.contains { $0.source.hasSuffix("silent.mp3") })
    }
}
