import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The push-type rules on the payloads `scripts/make-push-fixtures.py` writes: Apple's documented
/// examples pass with no finding, and each mutation fires exactly the one rule its row of
/// `expected.tsv` names.
struct PushTypeRulesTests {
    static let folder = TestSupport.repositoryPath("Samples/payloads/push")

    /// name → the rule it fires (nil: none), from the script's table.
    static func expected() throws -> [String: String?] {
        let text = try String(contentsOfFile: folder + "/expected.tsv", encoding: .utf8)
        var table: [String: String?] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            table[parts[0]] = parts[1] == "-" ? nil : parts[1]
        }
        return table
    }

    static func lint(_ paths: [String], pushType: PushType? = nil) throws -> CheckReport {
        var context = PayloadContext()
        context.findsProject = false
        context.columnsReason = "--measure columns"
        context.pushType = pushType
        return PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: paths)
    }

    @Test("documented payloads pass; each mutation fires exactly its one rule")
    func everyFixture() throws {
        let expected = try Self.expected()
        #expect(expected.values.filter { $0 != nil }.count >= 15)
        #expect(Set(expected.values.compactMap { $0 }).count >= 12, "mutations cover the new rules")
        let report = try Self.lint([Self.folder])
        #expect(report.problems.isEmpty)
        #expect(report.files.count == expected.count)
        for file in report.files {
            let name = (FileName.last(of: file.path) as NSString).deletingPathExtension
            let fired = file.findings.map(\.rule)
            #expect(fired == (expected[name]!.map { [$0] } ?? []), "\(name): \(file.findings.map(\.message))")
        }
    }

    @Test("the push type is a fact: inferred from the body, read from the headers, or given")
    func facts() throws {
        let report = try Self.lint([Self.folder + "/apple-liveactivity-update.json", Self.folder + "/la-wrong-topic.json"])
        let inferred = try #require(report.files.first?.facts.payload)
        #expect(inferred.type == .liveactivity && inferred.source == .inferred && inferred.headersFile == nil)
        let headers = try #require(report.files.last?.facts.payload)
        #expect(headers.source == .headers && headers.topic == "com.example.chirp" && headers.priority == 10)
        let given = try Self.lint([Self.folder + "/apple-background.json"], pushType: .background)
        #expect(given.files.first?.facts.payload == PushFacts(type: .background, source: .option))
        #expect(PushTypeInference.infer(try JSONNode.parse(Array(#"{"aps": {"content-available": 1, "badge": 1}}"#.utf8))) == .alert)
        #expect(PushTypeInference.infer(try JSONNode.parse(Array(#"{"caller": "Bob"}"#.utf8))) == nil)
    }

    @Test("the rules that stay silent on other push types: payload.silent outside alerts, the 0-1 score on Live Activities")
    func silentOnOtherTypes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // A score of 75 without any Live Activity key: a Live Activity only because the type says so.
        try #"{"aps": {"relevance-score": 75, "content-available": 1, "alert": "New scores are in."}}"#
            .write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        let asAlert = try Self.lint([folder + "/p.json"]).files.flatMap(\.findings).map(\.rule)
        #expect(asAlert.contains(RuleID.notifyRelevanceScore.rawValue) && asAlert.contains(RuleID.payloadSilent.rawValue))
        let asLive = try Self.lint([folder + "/p.json"], pushType: .liveactivity).files.flatMap(\.findings).map(\.rule)
        #expect(!asLive.contains(RuleID.notifyRelevanceScore.rawValue) && !asLive.contains(RuleID.payloadSilent.rawValue))
    }

    @Test("the size limit follows the type: 4,500 bytes pass as VoIP and fail as an alert")
    func sizeFollowsType() throws {
        let path = Self.folder + "/voip-4500.json"
        #expect(try Self.lint([path]).files.flatMap(\.findings).isEmpty)
        // As an alert its .voip topic is wrong too (payload.topic).
        let asAlert = try Self.lint([path], pushType: .alert).files.flatMap(\.findings)
        #expect(asAlert.map(\.rule) == [RuleID.payloadSize.rawValue, RuleID.payloadTopic.rawValue])
        #expect(asAlert.first?.message.contains("must be at most 4096; largest keys: caller") == true)
    }

    @Test("the largest keys of a size finding are counted as the total is: as sent, not re-encoded")
    func largestKeysAsSent() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // 4,100 slashes: 4,100 bytes as sent, 8,200 once each is written \/.
        try (#"{"aps": {"alert": "Hi"}, "u": ""# + String(repeating: "/", count: 4100) + #""}"#)
            .write(toFile: folder + "/p.json", atomically: true, encoding: .utf8)
        let finding = try #require(try Self.lint([folder + "/p.json"]).files.first?.findings.first)
        #expect(finding.message.contains("is 4129 bytes"), "\(finding.message)")
        #expect(finding.message.contains("largest keys: u (4106), aps.alert (12)"), "\(finding.message)")
    }

    @Test("another type's topic suffix: a warning when the rest is a bundle identifier, nothing otherwise")
    func otherSuffix() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try #"{"aps": {"alert": "Hi."}}"#.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try #"{"aps": {"alert": "Hi."}}"#.write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        try "apns-topic: com.acme.voip\n".write(toFile: folder + "/a.headers", atomically: true, encoding: .utf8)
        // "acme" alone is no bundle identifier: the app's identifier is acme.voip itself.
        try "apns-topic: acme.voip\n".write(toFile: folder + "/b.headers", atomically: true, encoding: .utf8)
        let report = try Self.lint([folder + "/a.json", folder + "/b.json"])
        let found = try #require(report.files.first?.findings.first)
        #expect(found.rule == RuleID.payloadTopic.rawValue && found.severity == .warning)
        #expect(found.message.contains("an alert push's topic is the bundle identifier alone"), "\(found.message)")
        #expect(report.files.last?.findings.isEmpty == true)
    }

    @Test("a background push's priority: omitted in a headers file is 10 (fires), with no headers file unknown (silent)")
    func omittedPriority() throws {
        let finding = try #require(try Self.lint([Self.folder + "/background-no-priority.json"]).files.first?.findings.first)
        #expect(finding.message == "apns-priority is not given, so APNs uses 10; a background push takes 5")
        #expect(try Self.lint([Self.folder + "/background-no-priority.json"], pushType: .background).files.first?.findings.count == 1)
        #expect(try Self.lint([Self.folder + "/apple-background.json"], pushType: .background).files.first?.findings.isEmpty == true)
    }

    @Test("a state over iOS 16's budget only: a warning naming the growth; on a start (iOS 17.2+) nothing")
    func olderEncoder() throws {
        let report = try Self.lint([Self.folder + "/la-state-191-expansion.json", Self.folder + "/la-state-numbers-over.json"])
        let older = try #require(report.files.first?.findings.first)
        #expect(older.severity == .warning)
        #expect(older.message.contains("1.91 is written 1.9099999999999999 by the encoder of iOS 16 and earlier"), "\(older.message)")
        let both = try #require(report.files.last?.findings.first)
        #expect(both.severity == .error && both.message.contains("as iOS encodes it again"), "\(both.message)")
    }

    @Test("a headers file that cannot be read is a problem naming it; the payload is still judged")
    func unreadableHeaders() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try #"{"aps": {"content-changed": true}}"#.write(toFile: folder + "/w.json", atomically: true, encoding: .utf8)
        try "apns-push-type: widgets\napns-push-type: alert\n".write(toFile: folder + "/w.headers", atomically: true, encoding: .utf8)
        let report = try Self.lint([folder + "/w.json"])
        #expect(report.problems == ["\(folder)/w.headers: line 2 gives apns-push-type again (first on line 1); give each header once"])
        #expect(report.files.first?.facts.payload?.source == .inferred)
    }
}
