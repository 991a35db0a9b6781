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
    static func payloadLinter() throws -> PayloadLinter {
        var context = PayloadContext()
        context.appNames = ["Chirp"]
        context.strings = StringsCatalog.load(folder: TestSupport.repositoryPath("Samples/payloads/strings"))
        let contents = try PayloadLinter.packageContents(TestSupport.repositoryPath("Tests/Fixtures/packages/Good"))
        context.packagedSounds = contents.sounds
        context.packagedImages = contents.images
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
        }
        #expect(report.problems.isEmpty && !report.files.isEmpty)
        let findings = report.files.flatMap(\.findings)
        #expect(findings.contains { $0.rule == example.rule } == example.example.fires, "\(findings)")
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

/// The registry's typed lists are written out for start-up speed; they must match the catalogue.
struct RegistryListTests {
    @Test("every rule is in exactly the lists of the protocols it conforms to")
    func typedListsMatch() {
        func ids(_ rules: [any Rule]) -> Set<String> { Set(rules.map(\.description.id)) }
        let all = RuleRegistry.all
        #expect(all.count == Set(all.map(\.description.id)).count)
        let lists: [[any Rule]] = [
            RuleRegistry.soundRules, RuleRegistry.imageRules, RuleRegistry.catalogRules, RuleRegistry.iconBundleRules,
            RuleRegistry.projectRules, RuleRegistry.attachmentRules, RuleRegistry.packageRules, RuleRegistry.payloadRules, RuleRegistry.actionRules,
        ]
        #expect(ids(all) == lists.reduce(into: Set<String>()) { $0.formUnion(ids($1)) }, "a rule is missing from the catalogue order or a list")
        #expect(ids(RuleRegistry.soundRules) == ids(all.filter { $0 is any SoundRule }))
        #expect(ids(RuleRegistry.imageRules) == ids(all.filter { $0 is any ImageRule }))
        #expect(ids(RuleRegistry.catalogRules) == ids(all.filter { $0 is any CatalogRule }))
        #expect(ids(RuleRegistry.iconBundleRules) == ids(all.filter { $0 is any IconBundleRule }))
        #expect(ids(RuleRegistry.projectRules) == ids(all.filter { $0 is any ProjectRule }))
        #expect(ids(RuleRegistry.attachmentRules) == ids(all.filter { $0 is any AttachmentRule }))
        #expect(ids(RuleRegistry.packageRules) == ids(all.filter { $0 is any PackageRule }))
        #expect(ids(RuleRegistry.payloadRules) == ids(all.filter { $0 is any PayloadRule }))
        #expect(ids(RuleRegistry.actionRules) == ids(all.filter { $0 is any ActionRule }))
    }

    @Test("every rule documents exactly the parameters its typed values read, in the order they are read")
    func documentedParametersAreRead() {
        func specs<R: Rule>(_ rule: R) -> [ParameterSpec] { R.Parameters.specs }
        for rule in RuleRegistry.all {
            #expect(rule.description.parameters == specs(rule), "\(rule.description.id): pass Parameters.specs to its description")
        }
        #expect(specs(DurationRule()).map(\.name) == ["maxSeconds", "cutMarginSeconds"])
        #expect(specs(ClippingRule()).map(\.kind) == [.number, .wholeNumber, .wholeNumber])
    }

    @Test("every rule type in Sources/AlertPackCore/Rules is registered, one rule per file named after it")
    func everyRuleFileIsRegistered() throws {
        let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) })
        let folder = TestSupport.repositoryPath("Sources/AlertPackCore/Rules")
        var declared: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            let names = text.split(separator: "\n").compactMap { line -> String? in
                let pattern =
                    #/^(?:public |package )?struct (\w+): (Sound|Image|Catalog|IconBundle|Project|Attachment|Package|Payload|Action)Rule[ ,{]/#
                return (try? pattern.firstMatch(in: String(line))).map { String($0.1) }
            }
            #expect(names.count <= 1, "\(relative) holds \(names.count) rules: one rule per file")
            for name in names {
                #expect(relative.hasSuffix("/\(name).swift"), "\(name) is in \(relative), not \(name).swift")
                declared.append(name)
            }
        }
        #expect(Set(declared) == registered, "declared but not registered: \(Set(declared).subtracting(registered).sorted())")
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
