import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Notification attachments through the binary: chosen by the config's patterns or by
/// --attachments (a wrong one is a usage error), and shown in the visual report. Their facts,
/// damage and rules are checked in process (AlertPackCoreTests' AttachmentTests).
@Suite(TestSupport.needs("ffprobe", "/usr/bin/identify"))
struct AttachmentCommandTests {
    static let samples = "Samples/attachments"

    @Test("attachments are chosen by the config's patterns or --attachments, and are never checked as sounds or icons")
    func selection() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Media", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Sounds", withIntermediateDirectories: true)
        for target in ["Media/tone.wav", "Sounds/tone.wav"] {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("\(Self.samples)/tone.wav"), toPath: folder + "/" + target)
        }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("\(Self.samples)/photo.jpg"), toPath: folder + "/Media/photo.jpg")
        try "version: 1\nattachments: [\"Media/**\"]\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let byConfig = try TestSupport.alertpack(["check", ".", "--format", "json"], in: folder)
        let files = try #require(try JSONSerialization.jsonObject(with: byConfig.stdoutData) as? [String: Any])["files"] as? [[String: Any]]
        let kinds = Dictionary(uniqueKeysWithValues: (files ?? []).map { ($0["path"] as? String ?? "", $0["kind"] as? String ?? "") })
        #expect(kinds == ["./Media/photo.jpg": "attachment", "./Media/tone.wav": "attachment", "./Sounds/tone.wav": "sound"], "\(kinds)")

        let byOption = try TestSupport.alertpack(["check", "Sounds", "--attachments", "Sounds", "--no-config", "--format", "json"], in: folder)
        #expect(byOption.stdout.contains("\"kind\": \"attachment\""))
        #expect(!byOption.stdout.contains("\"kind\": \"sound\""))
        let wrong = try TestSupport.alertpack(["check", ".", "--attachments", "Missing"], in: folder)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--attachments Missing: not a folder"))
    }

    @Test("the visual report shows image attachments and the facts of the others")
    func visualReport() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        _ = try TestSupport.alertpack(["report", "Samples/attachments", "-o", folder + "/report.html"])
        let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(html.contains("<img class=\"attachment\" alt=\"JPEG\" src=\"data:image/jpeg;base64,"))
        #expect(html.contains("<th>duration</th><td>1.00 s</td>"))
        #expect(html.contains("attachment<br>FLAC audio"))
    }
}
