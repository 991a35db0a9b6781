import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Notification attachments: identified by content, with their facts checked against ffprobe,
/// ImageMagick's identify and the file's own size; cut-off files of every kind found; the
/// extension and size rules at their boundaries; the selection by config and by --attachments.
@Suite(TestSupport.needs("ffprobe", "/usr/bin/identify"))
struct AttachmentTests {
    static let samples = "Samples/attachments"

    static func inspect(_ path: String) throws -> AttachmentInspector.Inspection {
        AttachmentInspector(imageInspector: try TestSupport.defaultConfiguration().imageInspector).inspect(path: path)
    }

    static func check(_ paths: [String], attachments folder: String) throws -> CheckReport {
        var configuration = try TestSupport.defaultConfiguration()
        configuration.attachments.add(folder: folder)
        return Checker(configuration: configuration, jobs: 2).check(paths: paths)
    }

    @Test("images: format, pixel size and frame count agree with identify; bytes with the file system")
    func imagesAgreeWithIdentify() throws {
        for (name, format) in [("photo.jpg", AttachmentFormat.jpeg), ("badge.png", .png), ("spinner.gif", .gif), ("photo.webp", .webp)] {
            let path = TestSupport.repositoryPath("\(Self.samples)/\(name)")
            let facts = try Self.inspect(path).facts
            let frames = try TestSupport.peer("/usr/bin/identify", ["-format", "%w %h\n", path]).stdout.split(separator: "\n")
            let size = frames[0].split(separator: " ").compactMap { Int($0) }
            #expect(facts.format == format, "\(name)")
            #expect([facts.width, facts.height] == [size[0], size[1]], "\(name)")
            if format != .webp { #expect(facts.frames == frames.count, "\(name)") }
            let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            #expect(facts.bytes == Int64(bytes ?? -1), "\(name)")
        }
    }

    @Test("audio and movies: container and duration agree with ffprobe")
    func mediaAgreesWithFFprobe() throws {
        let expected: [(String, AttachmentFormat, String)] = [
            ("tone.mp3", .mp3, "mp3"), ("tone.m4a", .m4a, "mov,mp4,m4a,3gp,3g2,mj2"), ("tone.wav", .wav, "wav"),
            ("clip.mp4", .mp4, "mov,mp4,m4a,3gp,3g2,mj2"), ("clip.mov", .quicktime, "mov,mp4,m4a,3gp,3g2,mj2"),
        ]
        for (name, format, container) in expected {
            let path = TestSupport.repositoryPath("\(Self.samples)/\(name)")
            let facts = try Self.inspect(path).facts
            let probe = try TestSupport.peer(
                "ffprobe", ["-v", "error", "-show_entries", "format=format_name,duration", "-of", "default=nw=1:nk=1", path]
            ).stdout.split(separator: "\n").map(String.init)
            #expect(facts.format == format, "\(name)")
            #expect(probe.first == container, "\(name): \(probe)")
            let seconds = try #require(facts.seconds, "\(name)")
            #expect(abs(seconds - (Double(probe[1]) ?? 0)) < 0.03, "\(name): ours \(seconds), ffprobe \(probe[1])")
        }
        // Video or not decides between MPEG-4 audio and MPEG-4 video, as ffprobe's streams say.
        let streams = try TestSupport.peer(
            "ffprobe",
            ["-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", TestSupport.repositoryPath("\(Self.samples)/tone.m4a")])
        #expect(!streams.stdout.contains("video"))
    }

    @Test("every whole sample cut at several points is reported damaged, never crashes, and keeps its format")
    func cutFilesAreDamaged() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let names = ["photo.jpg", "badge.png", "spinner.gif", "tone.mp3", "tone.m4a", "tone.wav", "clip.mp4", "clip.mov", "photo.webp"]
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("\(Self.samples)/\(name)")))
            let whole = try Self.inspect(TestSupport.repositoryPath("\(Self.samples)/\(name)"))
            #expect(whole.problem == nil, "\(name): \(whole.problem ?? "")")
            for fraction in [0.3, 0.6, 0.95] {
                let path = folder + "/\(Int(fraction * 100))-" + name
                try data.prefix(Int(Double(data.count) * fraction)).write(to: URL(fileURLWithPath: path))
                let cut = try Self.inspect(path)
                #expect(cut.problem != nil, "\(name) cut at \(fraction) was not found damaged")
                #expect(cut.facts.format == whole.facts.format, "\(name) cut at \(fraction)")
            }
        }
        // identify agrees that the sample JPEG is cut off.
        let identify = try TestSupport.run("/usr/bin/identify", ["-regard-warnings", TestSupport.repositoryPath("\(Self.samples)/cut.jpg")])
        #expect(identify.status != 0)
    }

    @Test("the extension must name the content's type; the fix renames it")
    func extensions() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = TestSupport.repositoryPath("\(Self.samples)/tone.mp3")
        for (name, fires) in [("tone.mp3", false), ("tone.MP3", false), ("tone.m4a", true), ("tone", true), ("tone.tmp", true)] {
            try FileManager.default.copyItem(atPath: source, toPath: folder + "/" + name)
            let report = try Self.check([folder + "/" + name], attachments: folder)
            let finding = report.files.first?.findings.first { $0.rule == "attachment.extension" }
            #expect((finding != nil) == fires, "\(name)")
            if fires { #expect(finding?.fix?.advice.hasPrefix("rename it to tone.mp3") == true, "\(name): \(finding?.fix?.advice ?? "")") }
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// A 1x1 GIF padded by a comment to exactly `total` bytes.
    static func gif(_ path: String, total: Int) throws {
        var data: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x21, 0xFE]
        let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        var left = total - data.count - 1 - image.count
        while left > 0 {
            let length = left >= 256 && left != 257 ? 255 : (left == 257 ? 127 : left - 1)
            data += [UInt8(length)] + [UInt8](repeating: 0, count: length)
            left -= length + 1
        }
        data += [0] + image
        #expect(data.count == total)
        try Data(data).write(to: URL(fileURLWithPath: path))
    }

    @Test("sizes at the boundaries: 10^6 and 2^20 bytes a MB, error past 2^20, warning between")
    func sizeBoundaries() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cases: [(Int, Severity?)] = [
            (10_000_000, nil), (10_000_001, .warning), (10_485_760, .warning), (10_485_761, .error),
        ]
        for (bytes, severity) in cases {
            let path = folder + "/\(bytes).gif"
            try Self.gif(path, total: bytes)
            let report = try Self.check([path], attachments: folder)
            let file = try #require(report.files.first)
            #expect(file.facts.attachment?.bytes == Int64(bytes))
            #expect(file.findings.first { $0.rule == "attachment.size" }?.severity == severity, "\(bytes): \(file.findings)")
            try FileManager.default.removeItem(atPath: path)
        }
    }
}
