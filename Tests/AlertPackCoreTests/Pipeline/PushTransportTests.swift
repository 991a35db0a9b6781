import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload --transport fcm|webpush` in process, on the files scripts/make-transport-payloads.py
/// writes: each rule fires once on its broken file and is silent on the fixed one, Firebase's
/// documented examples pass, and hostile files are findings naming the file, never a crash.
@Suite("push transports", TestSupport.needs("python3"))
struct PushTransportTests {
    static let corpus = TestSupport.generatedCorpus("make-transport-payloads.py", name: "transport")

    /// expected.tsv: each file with the rules that fire on it (each once), or none.
    static let expected: [(file: String, rules: [String])] = {
        let text = (try? String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t").map(String.init)
            return (parts[0], parts[1] == "-" ? [] : parts[1].split(separator: ",").map(String.init))
        }
    }()

    static func lint(_ paths: [String], _ transport: PushTransport) throws -> CheckReport {
        var context = PayloadContext()
        context.columnsReason = "--measure columns"
        var linter = PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context)
        linter.transport = transport
        return linter.lintPayloads(paths: paths)
    }

    @Test("every generated file gets exactly the findings expected.tsv lists, each once")
    func generatedCases() throws {
        #expect(Self.expected.count >= 40)
        for (file, rules) in Self.expected {
            let transport: PushTransport = file.hasPrefix("fcm/") ? .fcm : .webpush
            let report = try Self.lint([Self.corpus + "/" + file], transport)
            #expect(report.problems.isEmpty && report.files.count == 1, "\(file): \(report.problems)")
            let found = report.files.flatMap(\.findings).map(\.rule)
            #expect(found.sorted() == rules.sorted(), "\(file): \(report.files.flatMap(\.findings).map(\.message))")
        }
    }

    @Test("every payload.fcm-* and payload.webpush-* rule has a broken file it fires on and a fixed form it is silent on")
    func everyRuleCovered() {
        let ids = RuleRegistry.descriptions.map(\.id).filter { $0.hasPrefix("payload.fcm-") || $0.hasPrefix("payload.webpush-") }
        #expect(ids.count == 12)
        for id in ids { #expect(Self.expected.contains { $0.rules == [id] }, "\(id) fires on no generated file") }
        for (file, rules) in Self.expected where !rules.isEmpty && file.hasSuffix(".json") {
            let fixed = file.replacingOccurrences(of: ".json", with: "-fixed.json")
            guard let pair = Self.expected.first(where: { $0.file == fixed }) else { continue }
            #expect(pair.rules.isEmpty, "\(fixed) still fires \(pair.rules)")
        }
    }

    @Test("Firebase's documented example messages pass")
    func googleExamplesPass() throws {
        let examples = Self.expected.map(\.file).filter { $0.hasPrefix("fcm/google-") }
        #expect(examples.count == 5)
        let report = try Self.lint(examples.map { Self.corpus + "/" + $0 }, .fcm)
        for file in report.files { #expect(file.findings.isEmpty, "\(file.path): \(file.findings.map(\.message))") }
    }

    @Test("an apns block is judged by the APNs rules and a webpush block by the Web Push rules, their findings saying which")
    func blocksSayWhichBlock() throws {
        let apns = try Self.lint([Self.corpus + "/fcm/apns-badge-string.json"], .fcm).files.flatMap(\.findings)
        #expect(apns.map(\.rule) == ["payload.badge"])
        #expect(apns.first?.message.hasPrefix("message.apns block: badge is the string \"3\"") == true, "\(apns)")
        #expect(apns.first?.subject == "message.apns")
        let webpush = try Self.lint([Self.corpus + "/fcm/webpush-badge-icon.json"], .fcm).files.flatMap(\.findings)
        #expect(webpush.first?.message.hasPrefix("message.webpush block: notification.badge") == true, "\(webpush)")
        // FCM's webpush notification takes the message's title: no payload.webpush-title on google-webpush.json.
        let google = try Self.lint([Self.corpus + "/fcm/google-webpush.json"], .fcm).files.flatMap(\.findings)
        #expect(google.isEmpty, "\(google)")
    }

    @Test("the Web Push budget is RFC 8291's: 4096 bytes encrypted less 103 of aes128gcm, 3993 of plaintext")
    func webPushBudget() throws {
        let parameters = try TestSupport.defaultConfiguration().rules.parameters(of: PayloadWebpushSizeRule.self)
        // Header: salt 16 + rs 4 + idlen 1 + keyid 65 (RFC 8188 2.1, RFC 8291 4); delimiter 1; tag 16.
        #expect(parameters.overheadBytes == 16 + 4 + 1 + 65 + 1 + 16)
        #expect(parameters.maxEncryptedBytes - parameters.overheadBytes == 3993)
        let over = try Self.lint([Self.corpus + "/webpush/over-3993.json"], .webpush).files.flatMap(\.findings)
        #expect(over.first?.message.contains("3994 bytes") == true && over.first?.message.contains("largest keys: notification") == true)
    }

    @Test("an over-budget FCM message names its largest keys")
    func fcmSizeNamesKeys() throws {
        let findings = try Self.lint([Self.corpus + "/fcm/over-4096.json"], .fcm).files.flatMap(\.findings)
        #expect(findings.first?.message.contains("largest keys: message.data.receipt (") == true, "\(findings)")
    }

    @Test("hostile files are findings naming the file (deep, Latin-1, over the size limit, empty, not an object), never a crash")
    func hostileFiles() throws {
        let folder = Self.corpus + "/hostile"
        let report = try Self.lint([folder], .fcm)
        let byName = Dictionary(grouping: report.files) { FileName.last(of: $0.path).split(separator: ":")[0].split(separator: "[")[0] }
        for name in ["deep.json", "latin1.json", "giant.json", "empty.json", "number.json"] {
            let findings = byName[Substring(name)]?.flatMap(\.findings) ?? []
            #expect(findings.map(\.rule) == ["payload.fcm-json"], "\(name): \(findings)")
            #expect(findings.first?.severity == .error)
        }
        #expect(byName["deep.json"]?.first?.findings.first?.message.contains("nested") == true)
        #expect(byName["latin1.json"]?.first?.findings.first?.message.contains("not valid UTF-8") == true)
        #expect(byName["giant.json"]?.first?.findings.first?.message.contains("bytes") == true)
        // An array holds two messages, JSON Lines two documents: each judged on its own.
        #expect(byName["array.json"]?.count == 2)
        #expect(byName["lines.jsonl"]?.count == 2)
        let webpush = try Self.lint([folder], .webpush)
        #expect(webpush.files.count == report.files.count)
    }

    @Test("the report says the transport; an APNs run says none, as before")
    func reportSaysTransport() throws {
        let fcm = try Self.lint([Self.corpus + "/fcm/google-data.json"], .fcm)
        #expect(fcm.transport == "fcm")
        #expect(JSONReporter().document(fcm).serialized().contains("\"transport\": \"fcm\""))
        let apns = try Self.lint([TestSupport.repositoryPath("Samples/payloads/good.json")], .apns)
        #expect(apns.transport == nil)
        #expect(!JSONReporter().document(apns).serialized().contains("\"transport\""))
    }
}
