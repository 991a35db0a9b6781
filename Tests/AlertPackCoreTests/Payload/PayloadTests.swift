import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload` and `lint-actions` on real-looking input in several scripts, and on input
/// that is broken on purpose.
struct PayloadTests {
    static func lint(_ json: String, name: String = "p.json", context: PayloadContext = PayloadContext()) throws -> FileReport {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try json.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: [folder + "/" + name])
        return try #require(report.files.first)
    }

    static func payload(title: String, body: String) -> String {
        let escaped = { (text: String) in text.replacingOccurrences(of: "\"", with: "\\\"") }
        return "{\"aps\": {\"alert\": {\"title\": \"\(escaped(title))\", \"body\": \"\(escaped(body))\"}}}"
    }

    @Test(
        "text in scripts without letter case never gets text.case; cased scripts do",
        arguments: [
            ("新消息", "明天见。", false), ("新着メッセージ", "また明日。", false), ("رسالة جديدة", "أراك غدا.", false),
            ("🎉🎂", "🥳🎈.", false), ("Новое сообщение", "до встречи в восемь.", true), ("Новое сообщение", "До встречи в восемь.", false),
            ("New Message", "see you at eight.", true), ("new message", "See you at eight.", true), ("Neue Nachricht", "Bis heute Abend.", false),
            ("Your iPhone Is Ready", "Pick it up today.", false),
        ])
    func caseRules(title: String, body: String, fires: Bool) throws {
        let report = try Self.lint(Self.payload(title: title, body: body))
        #expect(report.ruleIDs.contains("text.case") == fires, "\(report.findings)")
    }

    @Test("values are read typed: booleans, integers and other numbers are told apart, and a message names what it found")
    func typedValues() throws {
        for (badge, expected) in [
            ("true", "badge is a boolean"), ("2.5", "badge is 2.5"), ("-1", "badge is -1"), ("\"5\"", "badge is the string \"5\""),
            ("[1]", "badge is an array"), ("{}", "badge is an object"), ("null", "badge is null"),
        ] {
            let report = try Self.lint("{\"aps\": {\"badge\": \(badge), \"alert\": \"Hi.\"}}")
            #expect(report.findings.first { $0.rule == "payload.badge" }?.message.hasPrefix(expected) == true, "\(badge): \(report.findings)")
        }
        for badge in ["0", "3", "1.0", "1e2"] {
            #expect(try !Self.lint("{\"aps\": {\"badge\": \(badge), \"alert\": \"Hi.\"}}").ruleIDs.contains("payload.badge"), "\(badge)")
        }
        // The same value whichever parser made it: Foundation's JSON, JSONDecoder, Yams.
        let text = #"{"a": [true, 1, 1.5, "x", null, {"b": false}]}"#
        let parsed = try JSONNode.parse(Array(text.utf8))
        #expect(parsed == .object(["a": .array([.bool(true), .number(1), .number(1.5), .string("x"), .null, .object(["b": .bool(false)])])]))
        #expect(try JSONDecoder().decode(JSONNode.self, from: Data(text.utf8)) == parsed)
        #expect(JSONNode(foundation: try SafeYAML.load("a: [true, 1, 1.5, x, null, {b: false}]")) == parsed)
    }

    @Test("size is counted in UTF-8 bytes of the minified JSON, not characters")
    func byteSize() throws {
        // 1,400 Chinese characters are 4,200 bytes: over the limit although far fewer than 4096 characters.
        let chinese = try Self.lint(Self.payload(title: "新消息", body: String(repeating: "好", count: 1_400) + "。"))
        let size = try #require(chinese.findings.first { $0.rule == "payload.size" })
        #expect(size.message.hasPrefix("is 42"), "\(size.message)")
        // Emoji are 4 bytes each; 1,100 of them exceed 4096 bytes.
        #expect(try Self.lint(Self.payload(title: "Party", body: String(repeating: "🎉", count: 1_100) + ".")).ruleIDs.contains("payload.size"))
        // Pretty-printing does not count: a payload of 4,000 bytes with 3,000 spaces of indentation passes.
        let padded =
            "{\"aps\": {\"alert\": {\"body\": \"" + String(repeating: "a", count: 3_950) + ".\"}}" + String(repeating: " ", count: 3_000) + "}"
        let report = try Self.lint(padded)
        #expect(!report.ruleIDs.contains("payload.size"), "\(report.findings.map(\.message))")
        // The same bytes as a VoIP push pass up to 5120.
        var voip = PayloadContext()
        voip.voip = true
        #expect(
            !(try Self.lint(Self.payload(title: "Call", body: String(repeating: "Ж", count: 2_200) + "."), context: voip)).ruleIDs.contains(
                "payload.size"))
        #expect(try Self.lint(Self.payload(title: "Call", body: String(repeating: "Ж", count: 2_200) + ".")).ruleIDs.contains("payload.size"))
    }

    @Test("a comma before a closing bracket is payload.json naming where, though Foundation would read past it; commas in strings are text")
    func trailingCommas() throws {
        for (json, place) in [
            (#"{"aps":{"alert":{"title":"A","body":"B."},}}"#, "closing } at line 1, column 42"),
            ("{\"aps\": {\"badge\": [1,\n  ]}}", "closing ] at line 1, column 21"),
            (#"{"aps":{"alert":"Hi.","thread-id":"a"},"ids":[1,2,]}"#, "closing ] at line 1, column 50"),
        ] {
            let report = try Self.lint(json)
            let finding = try #require(report.findings.first { $0.rule == "payload.json" }, "\(json)")
            #expect(finding.message.contains(place), "\(finding.message)")
        }
        #expect(try !Self.lint(#"{"aps":{"alert":{"title":"A, }","body":"B,]."}}}"#).ruleIDs.contains("payload.json"))
    }

    @Test("a key given twice in one object is payload.json naming it and where; the same key in two objects is fine")
    func duplicateKeys() throws {
        let state = #"{"aps":{"timestamp":1768000000,"event":"update","content-state":{"eta":1,"driver":"Sam","eta":2}}}"#
        let finding = try #require(try Self.lint(state).findings.first { $0.rule == "payload.json" })
        #expect(finding.message.contains(#"the key "eta" is given twice in one object (line 1, column 89)"#), "\(finding.message)")
        let nested = "{\"aps\": {\"alert\": \"Hi.\"},\n \"a\": {\"b\": 1}, \"a\": 2}"
        #expect(try Self.lint(nested).findings.first { $0.rule == "payload.json" }?.message.contains("line 2, column 17") == true)
        let separate = #"{"aps":{"alert":{"title":"A","body":"B."}},"x":{"title":"C"},"list":[{"k":1},{"k":2}]}"#
        #expect(try !Self.lint(separate).ruleIDs.contains("payload.json"))
    }

    @Test("arrays and JSON Lines are linted payload by payload")
    func manyPayloads() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "[\(Self.payload(title: "Hello", body: "Fine.")), {\"aps\": {\"badge\": -1}}]".write(
            toFile: folder + "/list.json", atomically: true, encoding: .utf8)
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration()).lintPayloads(paths: [
            folder + "/list.json", TestSupport.repositoryPath("Samples/payloads/several.jsonl"),
        ])
        #expect(report.files.map { FileName.last(of: $0.path) } == ["list.json[0]", "list.json[1]", "several.jsonl:1", "several.jsonl:2"])
        #expect(report.files[1].findings.map(\.rule) == ["payload.badge"])
        #expect(report.files[2].findings.isEmpty && report.files[3].findings.isEmpty, "\(report.files[2].findings) \(report.files[3].findings)")
    }

    @Test("strings files in UTF-8 and UTF-16, stringsdict and xcstrings are read; placeholders are counted")
    func strings() throws {
        let catalog = StringsCatalog.load(folder: TestSupport.repositoryPath("Samples/payloads/strings"))
        #expect(catalog.problems.isEmpty)
        #expect(catalog.languages["ru"]?["NEW_MESSAGE_BODY"] == "%@ прислала вам сообщение.")
        #expect(catalog.languages["zh-Hans"]?["NEW_MESSAGE_TITLE"] == "新消息")
        for (format, count) in [("%@ and %@", 2), ("%1$@ %2$@ %1$@", 2), ("100%% sure", 0), ("%d items, %.1f kg", 2), ("%ld", 1), ("no args", 0)] {
            #expect(StringsCatalog.placeholderCount(format) == count, "\(format)")
        }
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try """
        {"sourceLanguage": "en", "strings": {"GREETING": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Hi %@"}},
          "de": {"stringUnit": {"state": "translated", "value": "Hallo %@ und %@"}}}}}}
        """.write(toFile: folder + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        var context = PayloadContext()
        context.strings = StringsCatalog.load(folder: folder)
        let report = try Self.lint("{\"aps\": {\"alert\": {\"loc-key\": \"GREETING\", \"loc-args\": [\"Anna\"]}}}", context: context)
        #expect(report.findings.map(\.message) == ["loc-key \"GREETING\" in de has 2 placeholders but loc-args has 1"])
    }

    @Test("sound names are checked against a package; \"default\" always passes")
    func soundsAgainstPackage() throws {
        var context = PayloadContext()
        let contents = try PayloadLinter.packageContents(TestSupport.repositoryPath("Tests/Fixtures/packages/Good"))
        context.packagedSounds = contents.sounds
        context.packagedImages = contents.images
        #expect(try Self.lint("{\"aps\": {\"sound\": \"chime.caf\"}}", context: context).findings.isEmpty)
        #expect(try Self.lint("{\"aps\": {\"sound\": \"default\"}}", context: context).findings.isEmpty)
        let wrong = try Self.lint("{\"aps\": {\"sound\": \"chime.wav\"}}", context: context)
        #expect(wrong.findings.first?.fix?.text == "did you mean chime.caf? names must match exactly, extension included")
        #expect(
            try Self.lint("{\"aps\": {\"alert\": {\"body\": \"Hi.\", \"launch-image\": \"Default-568h@2x\"}}}", context: context).findings.isEmpty)
        #expect(
            try Self.lint("{\"aps\": {\"sound\": {\"critical\": true, \"name\": \"default\", \"volume\": 0.5}}}", context: context).findings.map(
                \.severity) == [.warning])
    }

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
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration()).lintPayloads(paths: [folder])
        #expect(report.exitCode(strict: false) == 1)
        let files = report.files
        func message(_ suffix: String) -> String { files.first { $0.path.hasSuffix(suffix) }?.findings.first?.message ?? "(none)" }
        #expect(message("a-text.json").hasPrefix("not valid JSON"))
        #expect(message("b-deep.json") == "the JSON is nested 100000 levels deep; a payload never needs more than 32")
        #expect(message("c-huge.json").contains("payload files over 1048576 bytes are not read"))
        #expect(message("d-utf8.json") == "the file is not valid UTF-8 (APNs payloads are UTF-8 JSON)")
        #expect(message("e-numbers.json[0]") == "the payload is not a JSON object")
        #expect(message("f-aps.json") == "\"aps\" is not a dictionary")
        #expect(files.last?.path == folder + "/z-good.json")
        #expect(files.last?.verdict == .pass)
    }
}
