import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ContentSniffer`: what a file's first bytes say it is, held against what ffprobe (sounds) and
/// identify (images) say of every Sample and real-world file; text must never be taken for
/// audio.
@Suite(TestSupport.needs("ffprobe", "/usr/bin/identify", "python3"))
struct ContentSnifferTests {
    static func sniff(_ path: String) throws -> SniffedContent {
        ContentSniffer.sniff(ContentSniffer.prefix(of: try ReaderWitness.open(path)))
    }

    /// ffprobe's container names, as ours names the family or container.
    static let containers: [String: String] = [
        "wav": "wav", "aiff": "aiff", "caf": "caf", "mov,mp4,m4a,3gp,3g2,mj2": "mp4", "ogg": "ogg", "matroska,webm": "matroska", "amr": "amr",
        "mp3": "mp3", "flac": "flac", "aac": "adts",
    ]

    @Test(
        "every sound sample and real-world class is sniffed as the container ffprobe finds",
        arguments: [
            "Samples/sounds/chime.wav", "Samples/sounds/chime.aiff", "Samples/sounds/aiff-named.wav", "Samples/sounds/chime.caf",
            "Samples/sounds/alert.mp3", "Samples/sounds/ten-minutes.m4a", "Samples/attachments/tone.flac", "Samples/attachments/clip.mov",
            "real:sounds/vorbis.ogg", "real:sounds/opus.webm", "real:sounds/narrowband.amr", "real:sounds/aac.aac", "real:sounds/voice.3gp",
        ])
    func soundsAgreeWithFFprobe(_ name: String) throws {
        let path = name.hasPrefix("real:") ? RealWorldFixtures.path(String(name.dropFirst(5))) : TestSupport.repositoryPath(name)
        let format = try #require(try ReaderWitness.ffprobe(path)["format_name"])
        let expected = try #require(Self.containers[format], "\(name): ffprobe says \(format)")
        switch try Self.sniff(path) {
        case .readableAudio(let family): #expect(family.rawValue == expected, "\(name)")
        case .otherAudio(let container, _): #expect(container == expected, "\(name)")
        case let other: Issue.record("\(name) is sniffed as \(other), ffprobe says \(format)")
        }
    }

    @Test(
        "every image sample is sniffed as the format identify finds",
        arguments: [
            "Samples/icons/Icon-Small@2x.png", "Samples/attachments/photo.jpg", "Samples/attachments/photo-named.png",
            "Samples/attachments/spinner.gif", "Samples/attachments/photo.webp",
        ])
    func imagesAgreeWithIdentify(_ name: String) throws {
        let path = TestSupport.repositoryPath(name)
        let format = try TestSupport.peer("/usr/bin/identify", ["-format", "%m\n", path]).stdout.split(separator: "\n").first.map(String.init)
        #expect(try Self.sniff(path) == .image(format: (format ?? "").lowercased()), "\(name)")
    }

    @Test("a UTF-16 text file is not taken for MPEG audio; real MP3 frames are")
    func utf16IsNotMP3() {
        #expect(ContentSniffer.sniff([0xFF, 0xFE, 0x22, 0x00, 0x4E, 0x00]) == .unknown)
        #expect(ContentSniffer.sniff([0xFE, 0xFF, 0x00, 0x22]) == .unknown)
        #expect(ContentSniffer.sniff([0xFF, 0xFB, 0x90, 0x64]) == .otherAudio(container: "mp3", codec: "mp3"))
    }

    @Test("nothing, text, a lone magic cut short and random bytes are unknown, never a trap")
    func hostile() throws {
        var generator = SystemRandomNumberGenerator()
        for bytes in [[], Array("RIFF".utf8), Array("RIFF\0\0\0\0WAV".utf8), Array("hello, world\n".utf8), [0xFF], [0x00, 0x00, 0x00]] as [[UInt8]] {
            #expect(ContentSniffer.sniff(bytes) == .unknown, "\(bytes)")
        }
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = ContentSniffer.sniff(bytes)
        }
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let empty = try ReaderWitness.write([], "empty", in: folder)
        #expect(try Self.sniff(empty) == .unknown)
    }
}
