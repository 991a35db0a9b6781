import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload` and `lint-actions` through the binary: exit codes, formats, input errors,
/// --project. What the linter finds in a payload is checked in process (AlertPackCoreTests'
/// PayloadTests).
struct LintPayloadCommandTests {
    @Test("commands: exit codes, formats and input errors")
    func commands() throws {
        #expect(try TestSupport.alertpack(["lint-payload", "Samples/payloads/good.json"]).status == 0)
        #expect(try TestSupport.alertpack(["lint-payload", "Samples/payloads/bad-badge.json", "--format", "sarif"]).status == 1)
        #expect(try TestSupport.alertpack(["lint-payload", "no/such.json"]).status == 2)
        #expect(try TestSupport.alertpack(["lint-payload", "Samples/payloads/good.json", "--package", "/nonexistent"]).status == 2)
        #expect(try TestSupport.alertpack(["lint-actions", "Samples/actions/good.yml"]).status == 0)
        #expect(try TestSupport.alertpack(["lint-actions", "Samples/actions"]).status == 1)
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "categories: {oops".write(toFile: folder + "/bad.yml", atomically: true, encoding: .utf8)
        let bad = try TestSupport.alertpack(["lint-actions", folder + "/bad.yml", "Samples/actions/good.yml"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.yml: not valid JSON or YAML"))
        #expect(bad.stdout.contains("1 file checked"), "the other file is still linted")
    }

    @Test("keys Apple defines are not custom keys: a WidgetKit push (content-changed) passes; a Live Activity's score may be any number")
    func applesOwnExamples() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let widget = try TestSupport.alertpack(["lint-payload", "Samples/payloads/widget-push.json", "--format", "json"])
        #expect(widget.status == 0, "\(widget.stdout)")
        #expect(try CheckOutput.of(widget).files.first?.rules.isEmpty == true, "\(widget.stdout)")
        // Apple's Live Activity update sends relevance-score 75; a notification's score is 0 to 1.
        let payloads = [
            "live.json": #"{"aps": {"event": "update", "timestamp": 1767225600, "relevance-score": 75, "content-state": {"eta": 12}}}"#,
            "alert.json": #"{"aps": {"alert": {"title": "Anna", "body": "Lunch?"}, "relevance-score": 75}}"#,
            "live-text.json": #"{"aps": {"event": "update", "timestamp": 1767225600, "relevance-score": "high", "content-state": {}}}"#,
        ]
        for (name, text) in payloads { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let project = TestSupport.repositoryPath("Samples/notify/Comms/Comms.xcodeproj")
        let result = try TestSupport.alertpack(["lint-payload", folder, "--project", project, "--format", "json"])
        let rules = Dictionary(uniqueKeysWithValues: try CheckOutput.of(result).files.map { (FileName.last(of: $0.path), $0.rules) })
        #expect(rules["live.json"]?.contains("notify.relevance-score") == false, "\(rules)")
        #expect(rules["alert.json"]?.contains("notify.relevance-score") == true, "\(rules)")
        #expect(rules["live-text.json"]?.contains("notify.relevance-score") == true, "\(rules)")
    }
}
