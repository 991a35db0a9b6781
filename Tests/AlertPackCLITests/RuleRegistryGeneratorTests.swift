import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The build's rule-registry generator (a binary beside alertpack): a rule's id, type, folder
/// and preset entry agree or the build fails; and no number the preset owns is written into a
/// rule's name or any command's --help.
@Suite("rule registry generator")
struct RuleRegistryGeneratorTests {
    /// The build's generator of `RuleRegistry.all`, beside the binary the tests run.
    static var generator: String {
        let besideBinary = URL(fileURLWithPath: TestSupport.binary).deletingLastPathComponent().appendingPathComponent("rule-registry-generator").path
        return FileManager.default.isExecutableFile(atPath: besideBinary)
            ? besideBinary : TestSupport.repositoryPath(".build/debug/rule-registry-generator")
    }

    /// Every rule file under Sources/AlertPackCore/Rules (`<Family>/<Name>Rule.swift`).
    static func ruleFiles(under root: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix("Rule.swift") && $0.split(separator: "/").count == 2 }
            .sorted().map { root + "/" + $0 }
    }

    @Test("a rule's id, type and folder agree, and each has its preset entry: the registry is generated from the files")
    func ruleIdentity() throws {
        let files = try Self.ruleFiles(under: TestSupport.repositoryPath("Sources/AlertPackCore/Rules"))
        let output = NSTemporaryDirectory() + "registry-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: output) }
        // Each platform's preset holds its rules' entries: iOS's, Android's, then the web's.
        let presets = ["ios", "android", "web"].map { TestSupport.repositoryPath("Presets/\($0).yml") }
        let result = try TestSupport.run(Self.generator, [output] + presets + files)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        let listed = generated.split(separator: "\n").filter { $0.hasSuffix("Rule(),") }
        #expect(listed.count == files.count)
        #expect(listed.count == RuleRegistry.all.count)
        for rule in RuleRegistry.all {
            let id = rule.description.id.split(separator: ".")
            let family = id[0].prefix(1).uppercased() + id[0].dropFirst()
            let type = String(describing: type(of: rule))
            let path = "/Rules/\(family)/\(type).swift"
            #expect(files.contains { $0.hasSuffix(path) }, "\(rule.description.id) is not in \(path)")
        }
    }

    /// A rule file as the generator reads it: its words and examples in the doc comment.
    static func ruleText(type: String, fields: [String]) -> String {
        (["An image too big.", "", "Because it is."] + [""] + fields).map { "/// " + $0 }.joined(separator: "\n")
            + "\npackage struct \(type): ImageRule {}\n"
    }

    static func fields(id: String) -> [String] {
        ["- Rule: \(id)", "- Name: Size", "- Source: ICON-SIZE", "- Fires on: a.png, saying “too big” (error)", "- Silent on: b.png"]
    }

    /// The test of the test: rules put in the wrong folder, under the wrong name, without a
    /// preset entry, two in one file, or with a doc comment that leaves out or garbles a field
    /// fail the generator (and so the build), naming the file.
    @Test(
        "a misplaced, misnamed or misdocumented rule fails the build",
        arguments: [
            ("Image/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size"), "belongs in Rules/Launch/"),
            ("Launch/SizeRule.swift", "SizeRule", fields(id: "launch.size"), "must be named LaunchSizeRule, not SizeRule"),
            ("Launch/LaunchSizesRule.swift", "LaunchSizesRule", fields(id: "launch.sizes"), "no entry for the rule 'launch.sizes'"),
            (
                "Launch/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size").filter { !$0.hasPrefix("- Source") },
                "no \"- Source:\" field"
            ),
            (
                "Launch/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size").filter { !$0.hasPrefix("- Fires") },
                "no \"- Fires on:\" example"
            ),
            (
                "Launch/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size") + ["- Fires on: c.png, saying “big”"],
                "is not \"PATH[ via COMMAND], saying"
            ),
            (
                "Launch/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size") + ["- Parameter maxSize (size): the largest"],
                "is no field of a rule"
            ),
            (
                "Launch/LaunchSizeRule.swift", "LaunchSizeRule", fields(id: "launch.size") + ["- Platforms: ios, macos"],
                "is not a list of ios, android, web"
            ),
        ])
    func misplacedRuleIsCaught(file: String, type: String, fields: [String], expected: String) throws {
        let root = NSTemporaryDirectory() + "rules-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Rules/" + file.split(separator: "/")[0], withIntermediateDirectories: true)
        let text = Self.ruleText(type: type, fields: fields)
        try text.write(toFile: root + "/Rules/" + file, atomically: true, encoding: .utf8)
        try "rules:\n  launch.size:\n    severity: error\n".write(toFile: root + "/preset.yml", atomically: true, encoding: .utf8)
        let result = try TestSupport.run(Self.generator, [root + "/out.swift", root + "/preset.yml", root + "/Rules/" + file])
        #expect(result.status == 1)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.contains(root + "/"), "the problem names the file")
        #expect(!FileManager.default.fileExists(atPath: root + "/out.swift"))
    }

    /// Numbers the preset owns (limits, targets, sizes) are said by the preset and the findings
    /// that quote it, never fixed in a rule's name or in `--help`: a custom preset changes them.
    @Test("no number the preset owns is written into a rule's name or --help")
    func presetNumbersStayInThePreset() throws {
        var owned = Set<Double>()
        func collect(_ value: PresetValue) {
            switch value {
            case .number(let number): owned.insert(number)
            case .list(let values): values.forEach(collect)
            case .table(let table): table.values.forEach(collect)
            default: break
            }
        }
        let preset = try PresetLibrary.load("ios").preset
        for settings in preset.rules.values { settings.values.values.forEach(collect) }
        #expect(owned.contains(30) && owned.contains(4096))
        // A number followed by a unit the preset measures in.
        let quantity = #/(-?[0-9]+(?:\.[0-9]+)?)\s*(?:s|seconds?|dBFS|LUFS|bytes|pixels|px)\b/#
        func owns(_ text: String) -> [String] {
            text.matches(of: quantity).compactMap { match -> String? in
                guard let number = Double(match.1), owned.contains(number) else { return nil }
                return String(match.0)
            }
        }
        for rule in RuleRegistry.all {
            let hasNumber = rule.description.name.contains { $0.isNumber }
            #expect(!hasNumber, "\(rule.description.id)'s name \"\(rule.description.name)\" holds a number")
        }
        for command in ["check", "convert", "package", "verify", "lint-payload", "lint-actions", "report", "rules", "presets", "init", "keys"] {
            let help = try TestSupport.run(TestSupport.binary, [command, "--help"]).stdout
            let quoted = owns(help)
            #expect(quoted.isEmpty, "alertpack \(command) --help says \(quoted), which the preset owns")
        }
    }
}
