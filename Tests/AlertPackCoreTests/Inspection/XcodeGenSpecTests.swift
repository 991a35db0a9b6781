import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `XcodeGenSpec`, the reader of XcodeGen specs committed without their `.xcodeproj`, on the
/// projects scripts/make-xcodegen-projects.py writes: each gives the `XcodeProject` the script
/// says XcodeGen would generate (targets, configurations, icon names, resources, entitlements and
/// Info.plists), the project rules' own questions (the receiver, each icon set's role) answer as
/// for a pbxproj, and a spec that cannot be read says why, naming the file, within bounds.
@Suite(TestSupport.needs("python3"))
struct XcodeGenSpecTests {
    static let script = TestSupport.repositoryPath("scripts/make-xcodegen-projects.py")

    static func generate() throws -> (folder: String, described: [String: [String: Any]]) { try ProjectSpecFixtures.generate(script) }

    static func described(_ setup: TargetSetup) -> [String: JSONNode] { ProjectSpecFixtures.described(setup) }

    @Test func eachProjectReadsAsTheGeneratorWroteIt() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) where facts["problem"] == nil {
            let spec = folder + "/" + (facts["spec"] as? String ?? "")
            let project = XcodeGenSpec.read(path: spec)
            #expect(project.problem == nil, "\(name): \(project.problem ?? "")")
            #expect(project.documentPath == spec && project.specPath == spec, "\(name)")
            #expect(project.folder == folder + "/" + name + "/" + (facts["folder"] as? String ?? ""), "\(name)")
            #expect(project.configurations == facts["configurations"] as? [String: [String]], "\(name)")
            #expect(project.resources == facts["resources"] as? [String: [String]], "\(name)")
            #expect(project.folderReferences == facts["folderReferences"] as? [String: [String]], "\(name)")
            let icons = (facts["icons"] as? [[String: Any]] ?? []).map { icon in
                var entry = TargetIcons(
                    target: icon["target"] as? String ?? "", configuration: icon["configuration"] as? String ?? "",
                    primary: icon["primary"] as? String, alternates: icon["alternates"] as? [String] ?? [],
                    includesAll: icon["includesAll"] as? Bool ?? false)
                entry.isExtension = false
                entry.productType = "com.apple.product-type.application"
                entry.unresolved = icon["unresolved"] as? [String] ?? []
                return entry
            }
            #expect(project.icons == icons, "\(name)")
            #expect(project.notRead == facts["notRead"] as? [String] ?? [], "\(name): \(project.notRead)")
            let order = { (target: String, configuration: String) in target + "\u{0}" + configuration }
            let setups = (facts["setups"] as? [[String: Any]] ?? []).sorted {
                order($0["target"] as? String ?? "", $0["configuration"] as? String ?? "")
                    < order($1["target"] as? String ?? "", $1["configuration"] as? String ?? "")
            }
            #expect(project.setups.count == setups.count, "\(name)")
            for (setup, expected) in zip(project.setups.sorted { order($0.target, $0.configuration) < order($1.target, $1.configuration) }, setups) {
                var want = JSONNode(foundation: expected).object ?? [:]
                let problems = want.removeValue(forKey: "problems")?.array?.compactMap(\.string) ?? []
                #expect(Self.described(setup) == want, "\(name): \(setup.label)")
                #expect(setup.problems.count == problems.count, "\(name): \(setup.label): \(setup.problems)")
                for words in problems { #expect(setup.problems.contains { $0.contains(words) }, "\(name): \(setup.label): \(words)") }
            }
        }
    }

    /// What the rules ask of a project: which app receives notifications and with which
    /// extensions, the sounds its bundle holds, and what each icon set is to the app that ships.
    @Test func rulesQuestionsAnswerAsForAPbxproj() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) {
            guard let receiverFacts = facts["receiver"] as? [String: Any], let roles = facts["roles"] as? [String: String] else { continue }
            let project = XcodeGenSpec.read(path: folder + "/" + name + "/project.yml")
            let receiver = try project.receiver(target: nil).get()
            #expect(receiver.app.target == receiverFacts["app"] as? String, "\(name)")
            #expect(receiver.app.configuration == receiverFacts["configuration"] as? String, "\(name)")
            #expect(receiver.serviceExtensions.map(\.target) == receiverFacts["serviceExtensions"] as? [String], "\(name)")
            let sounds = (receiver.bundlePaths ?? [:]).keys.filter { $0.hasSuffix(".caf") }.sorted()
            #expect(sounds == receiverFacts["sounds"] as? [String], "\(name)")
            for (set, role) in roles.sorted(by: { $0.key < $1.key }) {
                let read = project.role(of: folder + "/" + name + "/" + set)
                let said: String? =
                    switch read {
                    case .primary?: "primary"
                    case .alternate?: "alternate"
                    case .extensionIcon?: "extensionIcon"
                    case .notShipped?: "notShipped"
                    case nil: nil
                    }
                #expect(said == role, "\(name): \(set)")
            }
        }
    }

    /// Specs XcodeGen itself would refuse, and ones that reach out of their folder or past the
    /// bounds: a problem naming the file, and nothing read.
    @Test func unreadableSpecsSayWhyNamingTheFile() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        let broken = described.filter { $0.value["problem"] != nil }
        #expect(broken.count >= 10)
        for (name, facts) in broken.sorted(by: { $0.key < $1.key }) {
            let project = XcodeGenSpec.read(path: folder + "/" + (facts["spec"] as? String ?? ""))
            let problem = try #require(project.problem, "\(name)")
            #expect(problem.contains(facts["problem"] as? String ?? "?"), "\(name): \(problem)")
            // The file's name as the spec's folder spells it, never the path it is read from.
            #expect(problem.contains(".yml") && !problem.contains(folder), "\(name): \(problem)")
            #expect(project.setups.isEmpty && project.icons.isEmpty && project.resources.isEmpty, "\(name)")
        }
        let missing = XcodeGenSpec.read(path: folder + "/nowhere/project.yml")
        #expect(missing.problem?.hasPrefix("project.yml: ") == true, "\(missing.problem ?? "")")
        #expect(missing.documentPath == folder + "/nowhere/project.yml")
    }

    /// Specs are merged as XcodeGen merges them: tables key by key, lists appended, `:REPLACE`
    /// replacing; paths made relative to the spec's folder; templates under their target.
    @Test func mergesAndPathsFollowXcodeGen() {
        let base: [String: JSONNode] = ["a": .array([.string("x")]), "t": .object(["k": .string("1"), "l": .array([.string("p")])])]
        let top: [String: JSONNode] = ["a": .array([.string("y")]), "t": .object(["k": .string("2"), "l:REPLACE": .array([.string("q")])])]
        let merged = XcodeGenSpec.merged(top, onto: base)
        #expect(merged["a"] == .array([.string("x"), .string("y")]))
        #expect(merged["t"] == .object(["k": .string("2"), "l": .array([.string("q")])]))
        #expect(XcodeGenSpec.joined("Apps/App", "../Shared/./Sounds/") == "Apps/Shared/Sounds")
        #expect(XcodeGenSpec.joined("Apps", "../../x") == "../x" && !XcodeGenSpec.isInside("../x"))
        #expect(XcodeGenSpec.joined("Apps", "/etc") == "/etc" && !XcodeGenSpec.isInside("/etc"))
        let spec: [String: JSONNode] = [
            "targetTemplates": .object([
                "Base": .object(["type": .string("framework"), "platform": .string("iOS")]),
                "App": .object(["templates": .array([.string("Base")]), "type": .string("application"), "sources": .string("${target_name}")]),
            ]),
            "targets": .object(["Mail": .object(["templates": .array([.string("App")])])]),
        ]
        let targets = XcodeGenSpec.resolvedTargets(spec)
        #expect(targets.count == 1 && targets[0].node["type"] == .string("application") && targets[0].node["sources"] == .string("Mail"))
    }

    /// A source's globs as XcodeGen's Bash 4 globstar reads them, relative to the source's path:
    /// `*` within a name, `**` across folders (none too), `{a,b}` spelled out (nested, bounded),
    /// a lone brace literal; excludes and includes from a source entry.
    @Test func sourceGlobsFollowBashGlobstar() {
        let filter = XcodeGenSourceFilter(
            .object([
                "path": .string("R"), "excludes": .array([.string("**/*.md"), .string("Old/*.caf"), .string("{A,B{1,2}}/**"), .string("./X/")]),
                "includes": .string("*.caf"),
            ]))
        #expect(filter.excluded("a.md") && filter.excluded("Deep/er/a.md") && !filter.excluded("a.mdx"))
        #expect(filter.excluded("Old/x.caf") && !filter.excluded("Old/Sub/x.caf") && !filter.excluded("x.caf"))
        #expect(filter.excluded("A") && filter.excluded("B2/z/y.caf") && !filter.excluded("B3/y.caf") && filter.excluded("X"))
        #expect(filter.included("top.caf") && !filter.included("Sub/top.caf"))
        #expect(XcodeGenSourceFilter.alternatives("a{b,c}d{e,f}", budget: 10) == ["abde", "abdf", "acde", "acdf"])
        #expect(XcodeGenSourceFilter.alternatives("{x}{y,z", budget: 10) == ["{x}{y,z"])
        #expect(XcodeGenSourceFilter.alternatives(String(repeating: "{a,b}", count: 40), budget: 256).count == 256)
        #expect(XcodeGenSourceFilter(.string("Plain")).isEmpty)
    }

    /// Multi-platform targets and the platform presets read: a `platform:` list is a target per
    /// platform, named by prefix and suffix, `${platform}` replaced; `supportedDestinations:`
    /// with iOS among them is iOS; `auto` with none known is no platform; a `name:` with
    /// `${platform}` names each, and a template named with it is found.
    @Test func platformListsAreATargetEach() {
        let node = JSONNode.object([
            "type": .string("application"), "platform": .array([.string("iOS"), .string("tvOS"), .string("iOS")]),
            "sources": .string("${platform}/S"),
        ])
        let targets = XcodeGenSpec.platformTargets(key: "App", node)
        #expect(targets.map(\.key) == ["App_iOS", "App_tvOS"] && targets.allSatisfy { $0.productName == "App" })
        #expect(targets.map { $0.node["sources"] } == [.string("iOS/S"), .string("tvOS/S")])
        #expect(XcodeGenSpec.platform(of: ["supportedDestinations": .array([.string("macOS"), .string("iOS")])]) == "iOS")
        #expect(XcodeGenSpec.platform(of: ["platform": .string("auto")]) == "")
        #expect(XcodeGenSpec.platformTargets(key: "None", .object(["platform": .array([])])).isEmpty)
        // XcodeGen's order: platforms, templates, platforms again; a `name:` kept, its `${platform}` replaced.
        let spec: [String: JSONNode] = [
            "targetTemplates": .object([
                "Base_iOS": .object(["type": .string("application"), "sources": .string("${target_name}")]),
                "Multi": .object(["type": .string("application"), "platform": .array([.string("tvOS")])]),
            ]),
            "targets": .object([
                "Alarm": .object([
                    "name": .string("Alarm${platform}"), "platform": .array([.string("iOS")]), "templates": .array([.string("Base_${platform}")]),
                ]),
                "Pager": .object(["templates": .array([.string("Multi")])]),
            ]),
        ]
        let resolved = XcodeGenSpec.resolvedTargets(spec)
        #expect(resolved.map(\.key) == ["Alarm_iOS", "Pager_tvOS"] && resolved.map(\.productName) == ["Alarm", "Pager"])
        #expect(resolved[0].node["name"] == .string("AlarmiOS") && resolved[0].node["sources"] == .string("Alarm_iOS"))
        #expect(resolved[1].node["platform"] == .string("tvOS"))
        #expect(XcodeGenSpec.Target(key: resolved[0].key, resolved[0].node, productName: resolved[0].productName)?.name == "AlarmiOS")
    }

    /// A spec's settings per configuration: `configs:` keys match by part of the name, any case,
    /// unless they name another configuration exactly; flat tables are base settings.
    @Test func settingsMatchConfigurationsAsXcodeGenDoes() {
        let node = JSONNode.object([
            "base": .object(["A": .string("base"), "B": .bool(true), "C": .number(2), "L": .array([.string("x y"), .string("z")])]),
            "configs": .object(["debug": .object(["A": .string("debug")]), "Staging Debug": .object(["A": .string("staging")])]),
        ])
        let configurations = ["Debug", "Staging Debug", "Release"]
        let debug = XcodeGenSpec.settings(node, configuration: "Debug", configurations: configurations, groups: [:])
        let staging = XcodeGenSpec.settings(node, configuration: "Staging Debug", configurations: configurations, groups: [:])
        let release = XcodeGenSpec.settings(node, configuration: "Release", configurations: configurations, groups: [:])
        #expect(debug == ["A": "debug", "B": "YES", "C": "2", "L": "\"x y\" z"])
        #expect(staging["A"] == "staging" && release["A"] == "base")
        #expect(XcodeGenSpec.settings(.object(["X": .string("1")]), configuration: "Debug", configurations: [], groups: [:]) == ["X": "1"])
    }
}
