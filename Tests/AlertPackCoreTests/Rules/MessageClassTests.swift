import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Rules of several kinds of message give each finding its class (`Finding.messageClass`), a key
/// the rule declares (`- Class KEY:`), which baselines record: each key fires on a real file.
struct MessageClassTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var key: String
        var path: String
        var command: RuleExample.Command = .check
        var testDescription: String { "\(rule) says \(key) on \(path)" }
    }

    static let cases: [Case] = [
        Case(rule: "action.case", key: "not-title-case", path: "Samples/actions/too-many.yml", command: .actions),
        Case(rule: "action.count", key: "too-many", path: "Samples/actions/too-many.yml", command: .actions),
        Case(rule: "attachment.extension", key: "no-extension", path: "Samples/attachments/download", command: .attachment),
        Case(rule: "attachment.extension", key: "wrong-extension", path: "Samples/attachments/photo-named.png", command: .attachment),
        Case(rule: "attachment.type", key: "unknown-content", path: "Samples/attachments/notes.txt", command: .attachment),
        Case(rule: "attachment.type", key: "unlisted", path: "Samples/attachments/clip.mov", command: .attachment),
        Case(rule: "icon.alpha", key: "opaque-alpha", path: "Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-1024.png"),
        Case(rule: "icon.document", key: "not-named-icon", path: "Samples/icon-bundles/AppIcon copy"),
        Case(rule: "icon.document", key: "unknown-keys", path: "Samples/icon-bundles/Broken.icon"),
        Case(rule: "icon.layers", key: "bad-svg", path: "Samples/icon-bundles/Broken.icon"),
        Case(rule: "icon.layers", key: "case-mismatch", path: "Samples/icon-bundles/Broken.icon"),
        Case(rule: "icon.layers", key: "missing", path: "Samples/icon-bundles/Broken.icon"),
        Case(rule: "icon.specializations", key: "appearance", path: "Samples/icon-bundles/Broken.icon"),
        Case(rule: "icon.xcode", key: "needs-known-xcode", path: "Samples/icon-bundles/Composer2.icon"),
        Case(rule: "image.colorspace", key: "color-space", path: "Samples/icons/Icon-Small-40@2x.png"),
        Case(rule: "image.colorspace", key: "palette", path: "Tests/Fixtures/PngSuite/basi3p08.png"),
        Case(rule: "image.colorspace", key: "sixteen-bit", path: "Tests/Fixtures/PngSuite/basi0g16.png"),
        Case(rule: "notify.avatar", key: "not-square", path: "Samples/notify/Broken/payloads/critical.json", command: .payload),
        Case(rule: "notify.bundle-file", key: "case-mismatch", path: "Samples/notify/Broken/payloads/critical.json", command: .payload),
        Case(rule: "notify.bundle-file", key: "not-bundled", path: "Samples/payloads/bad-sound.json", command: .payload),
        Case(rule: "notify.category", key: "not-registered", path: "Samples/payloads/unknown-category.json", command: .payload),
        Case(
            rule: "notify.mutable-content", key: "no-service-extension", path: "Samples/notify/Broken/payloads/time-sensitive.json",
            command: .payload),
        Case(rule: "notify.relevance-score", key: "out-of-range", path: "Samples/notify/Broken/payloads/misspelt-level.json", command: .payload),
        Case(rule: "payload.json", key: "unknown-key", path: "Samples/payloads/custom-key-in-aps.json", command: .payload),
        Case(rule: "payload.json", key: "unreadable", path: "Samples/payloads/not-json.json", command: .payload),
        Case(rule: "payload.sound", key: "not-packaged", path: "Samples/payloads/bad-sound.json", command: .payload),
        Case(rule: "payload.sound", key: "volume", path: "Samples/payloads/bad-sound.json", command: .payload),
        Case(rule: "sound.codec", key: "not-allowed", path: "Samples/sounds/alac.caf"),
        Case(rule: "sound.codec", key: "tolerated", path: "Samples/sounds/aac.caf"),
        Case(rule: "sound.container", key: "not-allowed", path: "Samples/sounds/alert.mp3"),
        Case(rule: "sound.extension", key: "content-mismatch", path: "Samples/sounds/aiff-named.wav"),
        Case(rule: "sound.extension", key: "wrong-extension", path: "Tests/Fixtures/fuzz/sound/ebml-header-past-parent.webm"),
        Case(rule: "sound.loudness", key: "low-peak", path: "Samples/sounds/quiet.wav"),
        Case(rule: "sound.loudness", key: "too-loud", path: "Samples/sounds/clipped.wav"),
        Case(rule: "sound.silence", key: "leading", path: "Samples/sounds/late-start.wav"),
        Case(rule: "text.case", key: "no-initial-capital", path: "Samples/payloads/lowercase.json", command: .payload),
        Case(rule: "text.case", key: "not-title-case", path: "Samples/payloads/lowercase.json", command: .payload),
        Case(rule: "text.punctuation", key: "body-ending", path: "Samples/payloads/lowercase.json", command: .payload),
    ]

    /// The findings of `path` as the rule examples run it.
    static func findings(_ path: String, _ command: RuleExample.Command) throws -> [Finding] {
        let path = TestSupport.repositoryPath(path)
        let report: CheckReport
        switch command {
        case .attachment:
            var configuration = try TestSupport.defaultConfiguration()
            configuration.attachments.add(folder: FileName.parent(of: path))
            report = Checker(configuration: configuration, jobs: 1).check(paths: [path])
        case .payload: report = try RuleExampleTests.payloadLinter().lintPayloads(paths: [path])
        case .actions: report = try RuleExampleTests.payloadLinter().lintActions(paths: [path])
        default: report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [path])
        }
        return report.files.flatMap(\.findings)
    }

    @Test("a rule's class key fires on a real file", arguments: cases)
    func fires(_ example: Case) throws {
        let declared = try #require(RuleRegistry.descriptions.first { $0.id == example.rule }).classes.map(\.key)
        #expect(declared.contains(example.key), "\(example.rule) declares \(declared)")
        let findings = try Self.findings(example.path, example.command).filter { $0.rule == example.rule }
        #expect(findings.contains { $0.messageClass == example.key }, "\(findings)")
        // Every finding of a rule of several kinds says which; a key it declares.
        for finding in findings { #expect(finding.messageClass.map(declared.contains) == true, "\(finding)") }
    }

    @Test("rules of one kind of message give no class; declared keys are unique, lower-case words and hyphens")
    func declarations() throws {
        for rule in RuleRegistry.descriptions {
            let keys = rule.classes.map(\.key)
            #expect(Set(keys).count == keys.count, "\(rule.id)")
            #expect(keys.count != 1, "\(rule.id): a rule of one kind declares no class")
            for key in keys { #expect(key.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(key)") }
        }
        let findings = try Self.findings("Samples/sounds/too-long.caf", .check)
        #expect(findings.contains { $0.rule == "sound.duration" && $0.messageClass == nil }, "\(findings)")
    }
}
