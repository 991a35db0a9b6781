import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Every registered rule documents real files it fires on and stays silent on; this runs them.
struct RuleExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var rule: String
        var example: RuleExample
        var testDescription: String { "\(rule) \(example.fires ? "fires on" : "is silent on") \(example.path)" }
    }

    static let examples: [Example] = RuleRegistry.descriptions.flatMap { rule in
        rule.examples.map { Example(rule: rule.id, example: $0) }
    }

    /// Payload examples run as `lint-payload --app-name Chirp --strings Samples/payloads/strings
    /// --package Tests/Fixtures/packages/Good` (Samples/README.md says so).
    static func payloadLinter(columns: Bool = false) throws -> PayloadLinter {
        var context = PayloadContext()
        if columns {
            context.columnsReason = "--measure columns"
        } else {
            context.layout = try NotificationLayoutEngine(surfaces: NotificationSurfaces(try TestSupport.defaultConfiguration().preset.tables))
        }
        context.appNames = ["Chirp"]
        context.strings = StringsCatalog.load(folder: TestSupport.repositoryPath("Samples/payloads/strings"))
        let contents = try PayloadLinter.packageContents(TestSupport.repositoryPath("Tests/Fixtures/packages/Good"))
        context.packagedSounds = contents.sounds
        context.packagedImages = contents.images
        context.categories = Set(try ActionsReader.read(path: TestSupport.repositoryPath("Samples/actions/good.yml")).map(\.identifier))
        return PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context)
    }

    @Test("each rule has at least one firing and one silent example")
    func everyRuleHasBothExamples() {
        for rule in RuleRegistry.descriptions {
            #expect(rule.examples.contains { $0.fires }, "\(rule.id) has no firing example")
            #expect(rule.examples.contains { !$0.fires }, "\(rule.id) has no silent example")
        }
    }

    @Test("rule examples behave as documented", arguments: examples)
    func example(_ example: Example) throws {
        // A folder's example covers everything reported inside it.
        let path = TestSupport.repositoryPath(example.example.path)
        let report: CheckReport
        switch example.example.command {
        case .verify: report = PackageVerifier().verify(path)
        case .check: report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [path])
        case .attachment:
            var configuration = try TestSupport.defaultConfiguration()
            configuration.attachments.add(folder: FileName.parent(of: path))
            report = Checker(configuration: configuration, jobs: 1).check(paths: [path])
        case .payload: report = try RuleExampleTests.payloadLinter().lintPayloads(paths: [path])
        case .actions: report = try RuleExampleTests.payloadLinter().lintActions(paths: [path])
        case .payloadColumns: report = try RuleExampleTests.payloadLinter(columns: true).lintPayloads(paths: [path])
        case .actionColumns: report = try RuleExampleTests.payloadLinter(columns: true).lintActions(paths: [path])
        case .fcm, .webpush:
            var linter = try RuleExampleTests.payloadLinter()
            linter.transport = example.example.command == .fcm ? .fcm : .webpush
            report = linter.lintPayloads(paths: [path])
        case .history:
            let folder = try TestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try TestSupport.peer("python3", [path, folder])
            var checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
            checker.changedSince = "HEAD~1"
            report = checker.check(paths: [folder + (example.example.fires ? "/broken" : "/fixed")])
        }
        #expect(report.problems.isEmpty && !report.files.isEmpty)
        let findings = report.files.flatMap(\.findings)
        #expect(findings.contains { $0.rule == example.rule } == example.example.fires, "\(findings)")
        // A firing example says what the finding says, and at which level.
        if example.example.fires {
            #expect(
                Self.pinned(example, in: findings),
                "no \(example.rule) finding at \(example.example.severity?.rawValue ?? "?") saying “\(example.example.saying ?? "")”: \(findings.filter { $0.rule == example.rule })"
            )
        }
    }

    /// Whether a finding of the example's rule says its fragment at its severity.
    static func pinned(_ example: Example, in findings: [Finding]) -> Bool {
        guard let fragment = example.example.saying, let severity = example.example.severity else { return false }
        return findings.contains { $0.rule == example.rule && $0.message.contains(fragment) && $0.severity == severity }
    }

    @Test("a firing example fails when its rule says something else or fires at another level")
    func pinningIsChecked() {
        let finding = Finding(rule: "sound.duration", severity: .error, message: "31.00 s; must be under 30 s")
        #expect(Self.pinned(Example(rule: "sound.duration", example: .fires("x.caf", saying: "must be under", as: .error)), in: [finding]))
        #expect(!Self.pinned(Example(rule: "sound.duration", example: .fires("x.caf", saying: "must be over", as: .error)), in: [finding]))
        #expect(!Self.pinned(Example(rule: "sound.duration", example: .fires("x.caf", saying: "must be under", as: .warning)), in: [finding]))
        #expect(!Self.pinned(Example(rule: "sound.long", example: .fires("x.caf", saying: "must be under", as: .error)), in: [finding]))
    }

    @Test("rule ids are unique, dotted, and the ios preset uses each rule's default severity")
    func registryConsistency() throws {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.range(of: #"^[a-z]+\.[a-z-]+$"#, options: .regularExpression) != nil, "\(id)") }
        let preset = try TestSupport.defaultConfiguration().preset
        for rule in RuleRegistry.descriptions {
            #expect(preset.settings(for: rule.id).level == .on(rule.defaultSeverity), "\(rule.id)")
            #expect(preset.settings(for: rule.id).source != nil, "\(rule.id) has no source in the preset")
        }
    }

    @Test("docs/rules.md is generated from the registry and up to date")
    func rulesDocumentationIsCurrent() throws {
        let committed = try String(contentsOfFile: TestSupport.repositoryPath("docs/rules.md"), encoding: .utf8)
        #expect(committed == RuleDocumentation.markdown(), "run `make docs`")
    }

    @Test("every error finding carries a fix")
    func errorsCarryFixes() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2)
            .check(paths: [TestSupport.repositoryPath("Samples")])
        let errors = report.files.flatMap(\.findings).filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        for finding in errors { #expect(finding.fix?.advice.isEmpty == false, "\(finding)") }
    }
}

/// The generated registry: every rule once, each bound to the values it documents.
struct RegistryListTests {
    @Test("the registry holds every rule once, and every rule judges a subject")
    func everyRuleOnce() throws {
        let all = RuleRegistry.all
        #expect(all.count == Set(all.map(\.description.id)).count)
        #expect(all.count >= 74)
        // Each rule, on at info, adds its check to a family: none is registered but never run.
        var preset = try PresetLibrary.load("ios").preset
        for id in preset.rules.keys { preset.rules[id]?.level = .on(.info) }
        var binder = RuleBinder(preset: preset)
        for rule in all {
            let before = binder.boundChecks
            rule.bind(into: &binder)
            #expect(binder.boundChecks > before, "\(rule.description.id) binds no check")
        }
    }

    @Test("every rule documents exactly the parameters its typed values read, in the order they are read")
    func documentedParametersAreRead() {
        func specs<R: Rule>(_ rule: R) -> [ParameterSpec] { R.Parameters.specs }
        for rule in RuleRegistry.all {
            #expect(rule.description.parameters == specs(rule), "\(rule.description.id): pass Parameters.specs to its description")
        }
        #expect(specs(SoundDurationRule()).map(\.name) == ["maxSeconds", "cutMarginSeconds"])
        #expect(specs(SoundClippingRule()).map(\.kind) == [.number, .wholeNumber, .wholeNumber])
    }
}

/// Rule sources cite docs/sources.md, which names Apple's documents by title and address: a
/// user of `alertpack rules` can follow every one without files outside this repository.
struct RuleSourceTests {
    /// docs/sources.md's anchors (its `###` headings) and each one's text.
    static func anchors() throws -> [String: String] {
        let text = try String(contentsOfFile: TestSupport.repositoryPath("docs/sources.md"), encoding: .utf8)
        var sections: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") {
                current = String(line.dropFirst(4))
                sections[current!] = ""
            } else if line.hasPrefix("## ") {
                current = nil
            } else if let current {
                sections[current]! += line + "\n"
            }
        }
        return sections
    }

    @Test("every rule's source cites anchors docs/sources.md defines, and every anchor names its evidence")
    func sourcesResolve() throws {
        let anchors = try Self.anchors()
        #expect(anchors.count > 40)
        for (anchor, text) in anchors {
            // An address, a report or alertpack's own guard; or the document another anchor gives ("as SND-08").
            let grounded = ["https://", "[alertpack]", "[reports]", "(as ", "pages as "].contains { text.contains($0) }
            #expect(grounded, "docs/sources.md: \(anchor) names no document, report or alertpack guard")
        }
        var cited = Set<String>()
        for rule in RuleRegistry.descriptions {
            let found = RuleDocumentation.sourceAnchors(in: rule.source)
            #expect(!found.isEmpty, "\(rule.id): its source cites no anchor of docs/sources.md: \(rule.source)")
            for anchor in found {
                #expect(anchors[anchor] != nil, "\(rule.id) cites \(anchor), which docs/sources.md does not define")
                cited.insert(anchor)
            }
            #expect(!rule.source.contains("RULES.md") && !rule.source.contains("ICONS-2026"), "\(rule.id) cites a file outside this repository")
        }
        // The preset's own sources too.
        let preset = try PresetLibrary.load("ios").preset
        for (id, settings) in preset.rules {
            guard let source = settings.source else { continue }
            for anchor in RuleDocumentation.sourceAnchors(in: source) {
                #expect(anchors[anchor] != nil, "Presets/ios.yml rules.\(id).source cites \(anchor), which docs/sources.md does not define")
            }
        }
        #expect(cited.count > 30)
    }

    @Test("anchors are read from a source as written")
    func anchorReading() {
        #expect(RuleDocumentation.sourceAnchors(in: "SND-02, SND-FORMAT (UNNotificationSound); ITMS-90022") == ["SND-02", "SND-FORMAT"])
        #expect(RuleDocumentation.sourceAnchors(in: "ICON-COMPOSER-2 (expo/expo#46121)") == ["ICON-COMPOSER-2"])
        #expect(RuleDocumentation.sourceAnchors(in: "no anchor here, not even XSND-01") == [])
    }
}

struct PublicAPITests {
    @Test("the public types of AlertPackCore are the ones docs/public-api.txt lists: the surface changes only on purpose")
    func publicSurface() throws {
        let listed = try String(contentsOfFile: TestSupport.repositoryPath("docs/public-api.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
        var declared: [String] = []
        let folder = TestSupport.repositoryPath("Sources/AlertPackCore")
        let enumerator = FileManager.default.enumerator(atPath: folder)
        let pattern = #/^(?:public|open) (final class|struct|enum|protocol|class|typealias) ([A-Za-z][A-Za-z0-9]*)/#
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            for line in try String(contentsOfFile: folder + "/" + relative, encoding: .utf8).split(separator: "\n") {
                guard let match = try? pattern.firstMatch(in: String(line)) else { continue }
                declared.append((match.1 == "final class" ? "class" : String(match.1)) + " " + match.2)
            }
        }
        let added = Set(declared).subtracting(listed).sorted()
        let removed = Set(listed).subtracting(declared).sorted()
        #expect(added.isEmpty && removed.isEmpty, "public now but not listed: \(added); listed but no longer public: \(removed)")
    }
}
