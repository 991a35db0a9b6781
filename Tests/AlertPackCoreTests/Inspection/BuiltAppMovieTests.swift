import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A built app's sounds are what a source `check` takes for sounds (`FileDiscovery`): a movie
/// bundled as a resource (an MP4 or QuickTime file with a video track) is not one, an MP4 with
/// only audio is. Movies made by ffmpeg, their tracks witnessed by ffprobe, added to the good
/// app of scripts/make-built-apps.py, read as an `.app` folder and as an IPA that Info-ZIP's
/// `zip` writes.
@Suite("built app movies", .serialized, TestSupport.needs("python3", "ffmpeg", "ffprobe", "zip"))
struct BuiltAppMovieTests {
    /// name → ffmpeg arguments (before the output path): a silent video, a video with sound
    /// (QuickTime, its header first), and audio alone.
    static let movies: [(String, [String])] = [
        ("Intro.mp4", ["-f", "lavfi", "-i", "testsrc=size=16x16:rate=1", "-t", "1", "-c:v", "mpeg4"]),
        (
            "Trailer.mov",
            [
                "-f", "lavfi", "-i", "testsrc=size=16x16:rate=1", "-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-t", "1",
                "-c:v", "mpeg4", "-c:a", "aac", "-movflags", "+faststart",
            ]
        ),
        ("voice.mp4", ["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-c:a", "aac"]),
    ]

    /// The movies in `folder`, each checked against ffprobe: the names of those with a video track.
    static func writeMovies(in folder: String) throws -> Set<String> {
        var videos: Set<String> = []
        for (name, arguments) in movies {
            try TestSupport.peer("ffmpeg", ["-v", "error", "-y"] + arguments + [folder + "/" + name])
            let streams = try TestSupport.peer(
                "ffprobe", ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", folder + "/" + name])
            if streams.stdout.contains("video") { videos.insert(name) }
        }
        return videos
    }

    @Test("a movie with a video track is not a sound, an MP4 with audio alone is, in a folder, an IPA and a source check alike")
    func movies() throws {
        let temp = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(temp) }
        let app = temp + "/Payload/Bark.app"
        try FileManager.default.createDirectory(atPath: temp + "/Payload", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BuiltAppWitness.folder + "/app/Good/Bark.app", toPath: app)
        let before = try #require(try BuiltAppWitness.inspect(app).facts.app).sounds.map(\.path)
        let videos = try Self.writeMovies(in: app)
        #expect(videos == ["Intro.mp4", "Trailer.mov"])

        // The same files in a repository: what a source check takes for sounds.
        let source = temp + "/Sources"
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        for (name, _) in Self.movies { try FileManager.default.copyItem(atPath: app + "/" + name, toPath: source + "/" + name) }
        let discovered = Set(FileDiscovery().discover([source]).sounds.map { FileName.last(of: $0) })
        #expect(discovered == ["voice.mp4"])

        let expected = (before + ["voice.mp4"]).sorted()
        let folder = try BuiltAppWitness.inspect(app)
        #expect(folder.facts.app?.sounds.map(\.path).sorted() == expected)
        #expect(!folder.facts.problems.contains { $0.path.contains("Intro") || $0.path.contains("Trailer") }, "\(folder.facts.problems)")
        // On disk, a movie larger than a sound may be is still told by its boxes, not listed as an oversized sound.
        var small = BuiltAppLimits()
        small.maxSoundBytes = 1024
        let limited = try BuiltAppWitness.inspect(app, limits: small).facts
        #expect(limited.app?.sounds.contains { $0.path == "Intro.mp4" || $0.path == "Trailer.mov" } == false)
        #expect(!limited.problems.contains { $0.path.contains("Intro") || $0.path.contains("Trailer") }, "\(limited.problems)")

        let ipa = temp + "/Bark.ipa"
        let zip = try TestSupport.run("zip", ["-q", "-X", "-r", ipa, "Payload"], in: temp)
        #expect(zip.status == 0, "\(zip.stderr)")
        let listed = try TestSupport.peer("unzip", ["-Z1", ipa]).stdout
        #expect(listed.contains("Bark.app/Intro.mp4") && listed.contains("Bark.app/voice.mp4"))
        let zipped = try BuiltAppWitness.inspect(ipa)
        #expect(zipped.facts.app?.sounds.map(\.path).sorted() == expected)
        #expect(zipped.soundFiles.map { FileName.last(of: $0.inside) }.filter { $0.hasSuffix(".mp4") || $0.hasSuffix(".mov") } == ["voice.mp4"])
    }
}
