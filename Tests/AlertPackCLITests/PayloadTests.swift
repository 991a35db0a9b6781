import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload` and `lint-actions` on real-looking input in several scripts, and on input
/// that is broken on purpose.
struct PayloadTests {
    @Test("malformed input gives a clear error, never a crash, and the batch goes on")
    func malformed() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "this is not JSON".write(toFile: folder + "/a-text.json", atomically: true, encoding: .utf8)
        try (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).write(
            toFile: folder + "/b-deep.json", atomically: true, encoding: .utf8)
        try Data(repeating: 0x20, count: 10 * 1024 * 1024).write(to: URL(fileURLWithPath: folder + "/c-huge.json"))
        try Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D]).write(to: URL(fileURLWithPath: folder + "/d-utf8.json"))
        try "[1, 2]".write(toFile: folder + "/e-numbers.json", atomically: true, encoding: .utf8)
        try "{\"aps\": 5}".write(toFile: folder + "/f-aps.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/payloads/good.json"), toPath: folder + "/z-good.json")
        let result = try TestSupport.alertpack(["lint-payload", folder, "--format", "json"])
        #expect(result.status == 1)
        let output = try CheckOutput.of(result)
        let files = output.files
        func message(_ suffix: String) -> String { output.file(endingWith: suffix)?.findings.first?.message ?? "(none)" }
        #expect(message("a-text.json").hasPrefix("not valid JSON"))
        #expect(message("b-deep.json") == "the JSON is nested 100000 levels deep; a payload never needs more than 32")
        #expect(message("c-huge.json").contains("payload files over 1048576 bytes are not read"))
        #expect(message("d-utf8.json") == "the file is not valid UTF-8 (APNs payloads are UTF-8 JSON)")
        #expect(message("e-numbers.json[0]") == "the payload is not a JSON object")
        #expect(message("f-aps.json") == "\"aps\" is not a dictionary")
        #expect(files.last?.path == folder + "/z-good.json")
        #expect(files.last?.verdict == "pass")
    }

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
