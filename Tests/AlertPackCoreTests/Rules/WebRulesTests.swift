import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `web.*` rules on the small web apps scripts/make-web-apps.py writes: each case's manifest
/// or script fires exactly the web rules cases.json names for it (the fine ones none), as a run
/// of `check` on the case's folder gives them, and every image a web file names is the web's
/// (judged by no iOS rule).
@Suite(TestSupport.needs("python3"))
struct WebRulesTests {
    struct Case: Decodable {
        var name: String
        var fires: [String: [String]]
    }

    static let corpus = TestSupport.generatedCorpus("make-web-apps.py", name: "web-apps-rules")

    static func cases() throws -> [Case] {
        try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: corpus + "/cases.json")))
    }

    static func check(_ name: String) throws -> CheckReport {
        Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [corpus + "/" + name])
    }

    @Test("each case fires exactly the web rules it names, on the file it names")
    func casesFireTheirRules() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 20)
        for item in cases {
            let report = try Self.check(item.name)
            #expect(report.problems.isEmpty, "\(item.name): \(report.problems)")
            let web = report.files.filter { $0.kind == .webManifest || $0.kind == .webScript }
            let fired = Dictionary(
                uniqueKeysWithValues: web.map { (String($0.path.dropFirst(Self.corpus.count + item.name.count + 2)), $0.ruleIDs.sorted()) })
            // Every web file of the case is reported: the fine manifest and worker beside the broken one.
            for (file, rules) in item.fires { #expect(fired[file] == rules, "\(item.name) \(file): \(fired)") }
            for (file, rules) in fired where item.fires[file] == nil { #expect(rules.isEmpty, "\(item.name) \(file): \(rules)") }
        }
    }

    @Test("one finding per file per cause: a badge named by two calls is judged once")
    func oneFindingPerCause() throws {
        for item in try Self.cases() {
            for file in try Self.check(item.name).files {
                let keys = file.findings.map { "\($0.rule) \($0.subject ?? "")" }
                #expect(Set(keys).count == keys.count, "\(item.name) \(file.path): \(keys)")
            }
        }
    }

    @Test("the images a manifest or a service worker names ship on the web, and no iOS rule judges them")
    func namedImagesAreTheWebs() throws {
        let report = try Self.check("badge-opaque")
        let images = report.files.filter { $0.kind == .image }
        let named = ["icon-192.png", "icon-512.png", "badge-opaque.png"]
        #expect(images.count >= 8)
        for image in images {
            // What no web file names is what alertpack has always judged it: iOS's.
            let isNamed = named.contains(FileName.last(of: image.path))
            #expect(image.platforms == (isNamed ? [.web] : [.ios]), "\(image.path)")
            guard isNamed else { continue }
            let judgedBy = image.findings.compactMap { finding in RuleRegistry.descriptions.first { $0.id == finding.rule } }
            for rule in judgedBy { #expect(rule.platforms.contains(.web), "\(image.path): \(rule.id)") }
        }
        // An opaque 96-pixel badge is an error of the script that names it, never of the PNG.
        let badge = try #require(images.first { $0.path.hasSuffix("badge-opaque.png") })
        #expect(badge.findings.isEmpty)
    }

    @Test("an interlaced PNG a manifest names is the web's, so iOS's image.interlaced no longer judges it; an unnamed one still is iOS's")
    func iOSImageRulesStop() throws {
        let report = try Self.check("manifest-interlaced-icon")
        let named = try #require(report.files.first { $0.path.hasSuffix("icons/icon-192.png") })
        let unnamed = try #require(report.files.first { $0.path.hasSuffix("icons/unnamed.png") })
        #expect(named.platforms == [.web] && named.findings.isEmpty, "\(named.findings)")
        #expect(unnamed.platforms == [.ios] && unnamed.ruleIDs.contains("image.interlaced"), "\(unnamed.findings)")
    }

    @Test("an icon named alone is the web's as when its repository is checked: the manifest that names it is found in the repository")
    func namedAloneKeepsItsPlatform() throws {
        let repository = NSTemporaryDirectory() + "web-scope-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: repository) }
        try FileManager.default.copyItem(atPath: Self.corpus + "/manifest-interlaced-icon", toPath: repository)
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        let checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        let whole = try #require(checker.check(paths: [repository]).files.first { $0.path.hasSuffix("icons/icon-192.png") })
        for named in [repository + "/public/icons/icon-192.png", repository + "/public/icons"] {
            let alone = try #require(checker.check(paths: [named]).files.first { $0.path.hasSuffix("icons/icon-192.png") })
            #expect(alone.platforms == [.web] && alone.platforms == whole.platforms, "\(named): \(alone.platforms)")
            #expect(alone.ruleIDs == whole.ruleIDs, "\(named): \(alone.findings)")
        }
    }

    @Test("a web app copied into a native shell (android/…/assets/public) is not read as the web app, whichever folder is named")
    func shellCopyIsSkippedAtEveryScope() throws {
        let repository = NSTemporaryDirectory() + "web-shell-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: repository) }
        let copy = repository + "/android/app/src/main/assets"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.corpus + "/manifest-interlaced-icon/public", toPath: copy + "/public")
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        let checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        for named in [repository, copy + "/public", copy + "/public/manifest.json"] {
            let report = checker.check(paths: [named])
            #expect(!report.files.contains { $0.kind == .webManifest }, "\(named)")
            let icon = report.files.first { $0.path.hasSuffix("icons/icon-192.png") }
            #expect(icon.map { !$0.platforms.contains(.web) } ?? true, "\(named): \(icon?.platforms ?? [])")
        }
    }

    @Test("a browser extension's manifest.json is no web app manifest")
    func extensionManifestIsLeftAlone() throws {
        let report = try Self.check("extension-manifest")
        #expect(!report.files.contains { $0.kind == .webManifest })
    }

    @Test("a remote icon is said at info, not fetched")
    func remoteIconIsInfo() throws {
        let report = try Self.check("manifest-remote")
        let finding = try #require(report.files.flatMap(\.findings).first { $0.rule == "web.manifest-icon-missing" })
        #expect(finding.severity == .info)
        #expect(finding.message.contains("on another host"))
    }

    @Test("a path out of the web root is reported, never followed")
    func outsideIsReported() throws {
        for name in ["manifest-outside", "badge-outside"] {
            let findings = try Self.check(name).files.flatMap(\.findings).filter { $0.rule.hasPrefix("web.") }
            #expect(findings.count == 1 && findings[0].message.contains("leads out of"), "\(name): \(findings)")
            #expect(findings.first?.severity == .error)
        }
    }

    @Test("a source service worker in src/ resolves root-absolute paths in the public/ folder beside it")
    func sourceWorkerUsesPublicBesideIt() throws {
        let report = try Self.check("ts-beside-public")
        let script = try #require(report.files.first { $0.kind == .webScript })
        let facts = try #require(script.facts.webApp)
        #expect(facts.webRoot.hasSuffix("ts-beside-public/public"))
        #expect(facts.images.map(\.role) == [.badge, .notificationIcon])
        #expect(facts.images.allSatisfy { $0.path != nil })
    }

    @Test("the same run twice gives the same reports")
    func deterministic() throws {
        let first = try Self.check("badge-same-bytes").files.map { "\($0.path) \($0.findings.map(\.message))" }
        let second = try Self.check("badge-same-bytes").files.map { "\($0.path) \($0.findings.map(\.message))" }
        #expect(first == second)
    }
}
