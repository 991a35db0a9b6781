import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload --push-type` and `.headers` files through the binary: exit codes, the rule ids
/// of the generated fixtures, and the three ways of naming a push type agreeing. What each rule
/// finds is checked in process (PushTypeRulesTests).
struct PushTypeCommandTests {
    static let folder = "Samples/payloads/push"

    /// Each file's push type, where it came from, and the rules it fired.
    static func lint(_ arguments: [String]) throws -> (status: Int32, files: [String: (type: String, source: String, rules: [String])]) {
        let result = try TestSupport.alertpack(["lint-payload", "--no-project", "--format", "json"] + arguments)
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        var files: [String: (String, String, [String])] = [:]
        for file in root["files"] as? [[String: Any]] ?? [] {
            let facts = file["facts"] as? [String: Any] ?? [:]
            let rules = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
            files[FileName.last(of: file["path"] as? String ?? "")] = (
                facts["pushType"] as? String ?? "", facts["pushTypeSource"] as? String ?? "", rules
            )
        }
        return (result.status, files)
    }

    @Test("the generated fixtures: documented payloads exit 0, each mutation fires its one rule and exits 1")
    func fixtures() throws {
        let table = try String(contentsOfFile: TestSupport.repositoryPath(Self.folder + "/expected.tsv"), encoding: .utf8)
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            let (status, files) = try Self.lint([Self.folder + "/" + parts[0] + ".json"])
            let expected = parts[1] == "-" ? [] : [parts[1]]
            #expect(files[parts[0] + ".json"]?.rules == expected, "\(parts[0])")
            // A warning (a dismissal-date on an update, a state over only iOS 16's budget) exits 0 without --strict.
            #expect(status == (parts[2] == "error" ? 1 : 0), "\(parts[0])")
        }
    }

    @Test("--push-type, a .headers file and the body name the same type and give the same findings")
    func threeWaysAgree() throws {
        let work = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(work) }
        let body = try String(contentsOfFile: TestSupport.repositoryPath(Self.folder + "/la-milliseconds.json"), encoding: .utf8)
        try body.write(toFile: work + "/inferred.json", atomically: true, encoding: .utf8)
        try body.write(toFile: work + "/headers.json", atomically: true, encoding: .utf8)
        try "apns-push-type: liveactivity\n".write(toFile: work + "/headers.headers", atomically: true, encoding: .utf8)
        let inferred = try Self.lint([work + "/inferred.json"])
        let headers = try Self.lint([work + "/headers.json"])
        let option = try Self.lint(["--push-type", "liveactivity", work + "/inferred.json"])
        #expect(inferred.files["inferred.json"]?.source == "inferred")
        #expect(headers.files["headers.json"]?.source == "headers")
        #expect(option.files["inferred.json"]?.source == "option")
        let all = [inferred.files["inferred.json"], headers.files["headers.json"], option.files["inferred.json"]]
        #expect(all.allSatisfy { $0?.type == "liveactivity" && $0?.rules == [RuleID.liveactivityTimestamp.rawValue] })
        #expect([inferred.status, headers.status, option.status] == [1, 1, 1])
        // The option overrides what the body says: a widget push judged as a background push.
        let overridden = try Self.lint(["--push-type", "background", Self.folder + "/apple-widgets.json"])
        #expect(overridden.files["apple-widgets.json"]?.rules == [RuleID.payloadBackground.rawValue])
    }

    @Test("a payload whose name is not UTF-8 finds its .headers beside the real file: the same verdict as a plain name")
    func nonUTF8Name() throws {
        let work = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(work) }
        // Background at priority 10: payload.priority fires only if the headers file is read.
        let script = """
            import os, sys
            for stem in (b"bg\\xff", b"plain"):
                open(os.path.join(sys.argv[1].encode(), stem + b".json"), "w").write('{"aps": {"content-available": 1}}')
                open(os.path.join(sys.argv[1].encode(), stem + b".headers"), "w").write("apns-push-type: background\\napns-priority: 10\\n")
            """
        _ = try TestSupport.run("python3", ["-c", script, work])
        let (status, files) = try Self.lint([work])
        #expect(status == 1)
        #expect(files["plain.json"]?.rules == [RuleID.payloadPriority.rawValue])
        #expect(files[#"bg\xFF.json"#]?.rules == [RuleID.payloadPriority.rawValue], "\(files.keys.sorted())")
        #expect(files[#"bg\xFF.json"#]?.source == "headers")
    }

    @Test("usage errors: an unknown push type, --voip with another type, a hostile headers file (exit 2, the file named)")
    func usage() throws {
        let unknown = try TestSupport.alertpack(["lint-payload", "--push-type", "live", Self.folder + "/apple-widgets.json"])
        #expect(unknown.status == 2 && unknown.stderr.contains("liveactivity"))
        let both = try TestSupport.alertpack(["lint-payload", "--voip", "--push-type", "alert", Self.folder + "/apple-alert.json"])
        #expect(both.status == 2)
        let work = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(work) }
        try #"{"aps": {"content-changed": true}}"#.write(toFile: work + "/w.json", atomically: true, encoding: .utf8)
        try Data("apns-push-type: widgets\r\napns-topic: a\rapns-priority: 10\n".utf8).write(to: URL(fileURLWithPath: work + "/w.headers"))
        let hostile = try TestSupport.alertpack(["lint-payload", "--no-project", work + "/w.json"])
        #expect(hostile.status == 2)
        #expect(hostile.stderr.contains("w.headers: line 2 holds the control byte CR"), "\(hostile.stderr)")
    }
}
