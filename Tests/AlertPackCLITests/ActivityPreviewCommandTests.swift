import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack preview` on Live Activity pushes, run as a user would, on the payloads
/// scripts/make-activity-previews.py writes: what is drawn, what preview.json and standard
/// error say of the rest, and the exit codes. What each case draws is held in process
/// (ActivityPreviewTests).
@Suite(TestSupport.needs("python3", "pngcheck"))
struct ActivityPreviewCommandTests {
    static func generate() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let result = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-activity-previews.py"), folder + "/in"])
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    static func preview(_ arguments: [String], in folder: String) throws -> (result: TestSupport.ProcessResult, document: [String: Any]) {
        let result = try TestSupport.alertpack(
            ["preview", "--no-project", "--icon", "in/icon.png", "--appearance", "light", "--out", "out", "--format", "json"] + arguments, in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        return (result, document)
    }

    @Test("an update with an alert is drawn on the watch only; one without draws nothing; both said in preview.json and on stderr")
    func drawnAndSaid() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (result, document) = try Self.preview(["in/la-update-alert.json", "in/la-update-silent.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let images = try #require(document["images"] as? [[String: Any]])
        #expect(images.map { $0["surface"] as? String } == ["watch"])
        #expect(images.allSatisfy { ($0["payload"] as? String)?.hasSuffix("la-update-alert.json") == true })
        for image in images {
            let file = try #require(image["file"] as? String)
            #expect(try TestSupport.peer("pngcheck", ["-q", folder + "/" + file]).status == 0)
        }
        let activities = try #require(document["liveActivities"] as? [[String: Any]])
        #expect(activities.map { $0["alertDrawn"] as? Bool } == [true, false])
        #expect(activities.map { $0["pushTypeSource"] as? String } == ["inferred", "inferred"])
        #expect(result.stderr.contains("la-update-alert.json: liveactivity push (inferred from the body)"), "\(result.stderr)")
        #expect(result.stderr.contains("content-state (3 keys) not drawn"))
        #expect(result.stderr.contains("alert drawn on watch: "), "\(result.stderr)")
        #expect(result.stderr.contains("an iPhone shows the activity's own Lock Screen or expanded view instead, which is not drawn"))
        let silent = "la-update-silent.json: liveactivity push (inferred from the body): nothing drawn: an update without aps.alert"
        #expect(result.stderr.contains(silent))
        let index = try String(contentsOfFile: folder + "/out/preview.json", encoding: .utf8)
        #expect(index.contains("\"liveActivities\"") && index.contains("the app's SwiftUI"))
    }

    @Test("an update without an alert alone: exit 0, no image, preview.json says why; the text report says it too")
    func nothingDrawn() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (result, document) = try Self.preview(["in/la-update-silent.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((document["images"] as? [Any])?.isEmpty == true)
        #expect((document["liveActivities"] as? [[String: Any]])?.first?["alertDrawn"] as? Bool == false)
        let text = try TestSupport.alertpack(["preview", "--no-project", "in/la-update-silent.json", "--out", "text"], in: folder)
        #expect(text.status == 0 && text.stdout.contains("nothing drawn: an update without aps.alert"), "\(text.stdout)")
    }

    @Test("--push-type and a .headers file name the push as lint-payload's do; an unreadable headers file exits 2 and names it")
    func pushTypes() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let option = try Self.preview(["--push-type", "liveactivity", "in/plain-alert.json"], in: folder)
        #expect(option.result.status == 0)
        #expect((option.document["liveActivities"] as? [[String: Any]])?.first?["pushTypeSource"] as? String == "option")
        #expect((option.document["images"] as? [[String: Any]])?.map { $0["surface"] as? String } == ["watch"])
        let headers = try Self.preview(["in/la-headers.json"], in: folder)
        #expect((headers.document["liveActivities"] as? [[String: Any]])?.first?["pushTypeSource"] as? String == "headers")
        let broken = try Self.preview(["in/la-bad-headers.json"], in: folder)
        #expect(broken.result.status == 2)
        #expect(broken.result.stderr.contains("la-bad-headers.headers"), "\(broken.result.stderr)")
        #expect((broken.document["images"] as? [Any])?.count == 1)
    }

    @Test("--push-type is one option in preview and lint-payload: the same help, refused the same way where it cannot apply")
    func sharedOption() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        func pushTypeHelp(_ command: String) throws -> String {
            let help = try TestSupport.alertpack([command, "--help"], in: folder)
            #expect(help.status == 0, "\(help.stderr)")
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.contains("--push-type <type>") }, "\(help.stdout)")
            let end = lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--") } ?? lines.endIndex
            return lines[start..<end].joined(separator: "\n")
        }
        let preview = try pushTypeHelp("preview")
        #expect(preview == (try pushTypeHelp("lint-payload")))
        #expect(preview.contains("liveactivity") && !preview.contains("banner"), "\(preview)")
        let android = try TestSupport.alertpack(
            ["preview", "--no-project", "--platform", "android", "--push-type", "alert", "in/plain-alert.json", "--out", "android"], in: folder)
        #expect(android.status != 0 && android.stderr.contains("--push-type: preview --platform android"), "\(android.stderr)")
        let lint = try TestSupport.alertpack(
            ["lint-payload", "--push-type", "liveactivity", "in/la-update-alert.json", "--format", "json"], in: folder)
        #expect(lint.stdout.contains("liveactivity"), "\(lint.stdout)\n\(lint.stderr)")
        let voip = try TestSupport.alertpack(["lint-payload", "--voip", "--push-type", "alert", "in/plain-alert.json"], in: folder)
        #expect(voip.status != 0 && voip.stderr.contains("--voip is --push-type voip"), "\(voip.stderr)")
    }
}
