import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `liveactivity.input-push-token` and `liveactivity.input-push-channel` on the pushes
/// `scripts/make-push-fixtures.py` writes (Samples/payloads/push): Apple's push-to-start asking
/// for a token or a channel passes, each mistake fires its one rule in its class and severity,
/// and payloads that are no Live Activity, or whose event ActivityKit does not read, are left to
/// the rules that own them.
struct LiveactivityInputPushTests {
    static let folder = TestSupport.repositoryPath("Samples/payloads/push")

    static func findings(_ path: String, pushType: PushType? = nil) throws -> [Finding] {
        var context = PayloadContext()
        context.findsProject = false
        context.columnsReason = "--measure columns"
        context.pushType = pushType
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: [path])
        #expect(report.problems.isEmpty)
        return report.files.flatMap(\.findings)
    }

    @Test(
        "each input-push mistake fires its one rule, class and severity",
        arguments: [
            ("la-input-push-token-on-update", "liveactivity.input-push-token", "not-on-start", Severity.warning),
            ("la-input-push-token-true", "liveactivity.input-push-token", "not-one", .error),
            ("la-input-push-channel-number", "liveactivity.input-push-channel", "not-channel-id", .error),
            ("la-input-push-channel-on-update", "liveactivity.input-push-channel", "not-on-start", .warning),
            ("la-input-push-both", "liveactivity.input-push-channel", "both", .warning),
        ])
    func mistakes(_ name: String, _ rule: String, _ kind: String, _ severity: Severity) throws {
        let found = try Self.findings(Self.folder + "/" + name + ".json")
        #expect(found.map(\.rule) == [rule], "\(found.map(\.message))")
        #expect(found.first?.messageClass == kind && found.first?.severity == severity)
    }

    @Test("a push-to-start asking for its update token, or for a broadcast channel, passes")
    func documentedStarts() throws {
        #expect(try Self.findings(Self.folder + "/apple-liveactivity-start-token.json").isEmpty)
        #expect(try Self.findings(Self.folder + "/apple-liveactivity-start-channel.json").isEmpty)
    }

    @Test("the messages say what the key does and what to send")
    func messages() throws {
        let token = try #require(try Self.findings(Self.folder + "/la-input-push-token-true.json").first)
        #expect(token.message == "input-push-token is a boolean; must be the number 1 to ask for the new activity's update token")
        let update = try #require(try Self.findings(Self.folder + "/la-input-push-token-on-update.json").first)
        #expect(update.message.hasPrefix("input-push-token on a Live Activity update; only a push-to-start reads it"))
        let channel = try #require(try Self.findings(Self.folder + "/la-input-push-channel-number.json").first)
        #expect(channel.message.hasPrefix("input-push-channel is 42; must be a channel id"), "\(channel.message)")
        let both = try #require(try Self.findings(Self.folder + "/la-input-push-both.json").first)
        #expect(both.message.hasPrefix("the start has both input-push-channel and input-push-token"))
        #expect(both.message.contains("Apple does not say which a push-to-start asking for both gets"), "\(both.message)")
    }

    @Test("silent where the push is no Live Activity, or its event is liveactivity.event's")
    func leftToOthers() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // An alert push that carries the keys: they are not read, and no input-push rule speaks.
        try #"{"aps": {"alert": {"title": "Hi", "body": "There."}, "input-push-token": 1, "input-push-channel": 7}}"#
            .write(toFile: folder + "/alert.json", atomically: true, encoding: .utf8)
        let asAlert = try Self.findings(folder + "/alert.json", pushType: .alert).map(\.rule)
        #expect(!asAlert.contains { $0.hasPrefix("liveactivity.input-push") }, "\(asAlert)")
        // A misspelt event: liveactivity.event alone says it.
        try #"{"aps": {"event": "begin", "timestamp": 1767225600, "content-state": {}, "input-push-token": true, "input-push-channel": 7}}"#
            .write(toFile: folder + "/begin.json", atomically: true, encoding: .utf8)
        #expect(try Self.findings(folder + "/begin.json").map(\.rule) == [RuleID.liveactivityEvent.rawValue])
    }

    @Test("a channel id is base64 as APNs writes it, one test for the payload key and the apns-channel-id header")
    func channelIDs() throws {
        let good = ["Y2hpcnAtc2NvcmVz", "dHN0LXNyY2gtY2hubA==", "ab+/", "YQ=="]
        let bad = ["", "abc", "chirp-scores", "YQ===", "Y2hp cnAt", "YQ=a", "ümlä", "====", "YQ==YQ==", "Y2hp\tcnAt"]
        for value in good { #expect(PushHeadersReader.isChannelID(value), "\(value)") }
        for value in bad { #expect(!PushHeadersReader.isChannelID(value), "\(value)") }
        // The header and the payload key accept and refuse the same values.
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for (index, value) in (good + bad).enumerated() {
            let header = (try? PushHeadersReader.parse(Array("apns-channel-id: \(value)\n".utf8)))?.channelID
            let payload = try JSONSerialization.data(withJSONObject: [
                "aps": ["event": "start", "timestamp": 1_767_225_600, "content-state": [:] as [String: Int], "input-push-channel": value]
            ])
            let path = folder + "/start-\(index).json"
            try payload.write(to: URL(fileURLWithPath: path))
            let refused = try Self.findings(path).contains { $0.messageClass == "not-channel-id" }
            // A header value is trimmed and cannot hold a tab; the others must agree exactly.
            if value.contains("\t") || value.trimmingCharacters(in: .whitespaces) != value { continue }
            #expect((header == value) == !refused, "\(value): header \(header ?? "refused"), payload \(refused ? "refused" : "accepted")")
            #expect((header == value) == good.contains(value), "\(value)")
        }
    }
}
