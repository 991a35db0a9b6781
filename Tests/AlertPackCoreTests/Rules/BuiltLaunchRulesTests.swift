import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// built.launch-screen and the launch rules on built apps, on what BuiltAppInspector reads of the
/// launch cases `scripts/make-built-apps.py` writes: each fires its one finding (and
/// launch.legacy, at info, wherever the app holds launch images: inherent to them); the finer
/// cases change the read facts one value at a time.
struct BuiltLaunchRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var rules: [RuleID]
        var saying: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "Good", rules: [], saying: ""),
        Case(name: "LaunchNoLaunchScreen", rules: [.builtLaunchScreen], saying: "Info.plist names no launch screen"),
        Case(name: "LaunchWrongSize", rules: [.launchSize, .launchLegacy], saying: "LaunchImage-700-568h@2x.png is 640x960 but should be 640x1136"),
        Case(name: "LaunchTransparent", rules: [.launchAlpha, .launchLegacy], saying: "has an alpha channel (100 transparent pixels)"),
        Case(
            name: "LaunchMissingFile", rules: [.launchMissing, .launchLegacy],
            saying: "UILaunchImages[1] LaunchImage-800-667h ({375, 667} Portrait) names LaunchImage-800-667h, but the bundle holds no"),
        // Every kind Xcode writes, each file its size: only the note that they are legacy.
        Case(name: "LaunchImages", rules: [.launchLegacy], saying: "holds launch images (LaunchImage-700-568h, LaunchImage-700"),
        Case(name: "LaunchDefaults", rules: [.launchLegacy], saying: "holds launch images (Default-568h@2x.png, Default-Portrait~ipad.png"),
        Case(name: "LaunchNotCompiled", rules: [.builtLaunchScreen], saying: "but the bundle holds no LaunchScreen.storyboardc or LaunchScreen.nib"),
        Case(
            name: "LaunchIPadNone", rules: [.builtLaunchScreen],
            saying: "(ITMS-90475): the app supports iPad multitasking (UIDeviceFamily includes 2"),
        Case(name: "LaunchIPadFullScreen", rules: [.builtLaunchScreen], saying: "since 30 June 2020"),
        Case(name: "LaunchScreenDictionary", rules: [], saying: ""),
        Case(name: "LaunchScreenDictionaryOld", rules: [.builtLaunchScreen], saying: "accepts only from MinimumOSVersion 14; this app's is 13"),
        Case(
            name: "LaunchPadOnly", rules: [.builtLaunchScreen],
            saying: "only for other devices (UILaunchStoryboardName~ipad); on iPhone the app has none"),
    ]

    static func book() throws -> RuleBook { try TestSupport.defaultConfiguration().rules }

    static func read(_ name: String) throws -> BuiltAppFacts { try BuiltAppWitness.inspect("\(BuiltLaunchTests.folder)/ipa/\(name).ipa").facts }

    static func findings(_ facts: BuiltAppFacts) throws -> [Finding] { try book().evaluate(BuiltAppSubject(facts: facts, declared: nil)) }

    @Test("each launch case fires its finding (and the legacy note where it holds launch images), read from its IPA", arguments: cases)
    func oneFindingEach(_ example: Case) throws {
        let findings = try Self.findings(try Self.read(example.name))
        #expect(findings.map(\.rule).sorted() == example.rules.map(\.rawValue).sorted(), "\(findings)")
        if let first = example.rules.first {
            let finding = findings.first { $0.rule == first.rawValue }
            #expect(finding?.message.contains(example.saying) == true, "\(findings)")
        }
        #expect(findings.filter { $0.rule == RuleID.launchLegacy.rawValue }.allSatisfy { $0.severity == .info })
    }

    @Test("the iPad without multitasking: no upload code named; UIRequiresFullScreen~ipad wins")
    func multitasking() throws {
        let full = try Self.findings(try Self.read("LaunchIPadFullScreen"))
        #expect(full.count == 1 && full.first?.message.contains("ITMS") == false, "\(full)")
        #expect(full.first?.messageClass == "no-launch-screen")
        var facts = try Self.read("LaunchIPadFullScreen")
        facts.bundles[0].info["UIRequiresFullScreen~ipad"] = .bool(false)
        let pad = try Self.findings(facts)
        #expect(pad.first?.message.contains("UIRequiresFullScreen~ipad is false") == true, "\(pad)")
    }

    @Test("a storyboard named with its extension is not found, and the message says so; ITMS-90476 for multitasking")
    func namedWithExtension() throws {
        var facts = try Self.read("LaunchIPadNone")
        facts.bundles[0].launch?.storyboards = [BuiltLaunchStoryboard(key: "UILaunchStoryboardName", name: "LaunchScreen.storyboard", compiled: nil)]
        let findings = try Self.findings(facts)
        #expect(findings.map(\.messageClass) == ["not-compiled"], "\(findings)")
        #expect(findings.first?.message.contains("write it without its extension (LaunchScreen)") == true)
        #expect(findings.first?.message.contains("(ITMS-90476)") == true)
    }

    @Test("silent where nothing is known or it is not an iOS app: Info.plist unread, another platform, facts without launch")
    func silentWhenUnknown() throws {
        var facts = try Self.read("LaunchNoLaunchScreen")
        facts.bundles[0].infoRead = false
        #expect(try Self.findings(facts).allSatisfy { $0.rule != RuleID.builtLaunchScreen.rawValue })
        facts = try Self.read("LaunchNoLaunchScreen")
        facts.bundles[0].info["CFBundleSupportedPlatforms"] = .array([.string("MacOSX")])
        #expect(try Self.findings(facts).allSatisfy { $0.rule != RuleID.builtLaunchScreen.rawValue })
        facts = try Self.read("LaunchMissingFile")
        facts.bundles[0].launch = nil
        #expect(try Self.findings(facts).isEmpty)
    }

    @Test("launch image files: entries sharing a name share files; CgBI's channel alone is not transparency; tRNS is")
    func fileJudgements() throws {
        var facts = try Self.read("LaunchWrongSize")
        // A second entry of the same name whose size the file has: it fits one of them.
        var twin = try #require(facts.bundles[0].launch?.images.first)
        (twin.index, twin.pointWidth, twin.pointHeight) = (1, 320, 480)
        facts.bundles[0].launch?.images.append(twin)
        #expect(try Self.findings(facts).map(\.rule) == [RuleID.launchLegacy.rawValue])
        facts = try Self.read("LaunchImages")
        let cgbi = try #require(facts.bundles[0].launch?.images.first?.files.first?.image)
        #expect(cgbi.isCgBI && cgbi.hasAlphaChannel && cgbi.transparentPixels == 0)
        facts.bundles[0].launch?.conventionFiles = [
            BuiltLaunchFile(
                path: "Default.png", scale: 1, device: nil,
                image: LooseIcon(path: "Default.png", width: 320, height: 480, isCgBI: false, hasAlphaChannel: false, transparentPixels: 12),
                unreadable: nil)
        ]
        let palette = try Self.findings(facts).filter { $0.rule == RuleID.launchAlpha.rawValue }
        #expect(palette.count == 1, "\(palette)")
        let message = palette.first?.message ?? ""
        #expect(message.contains("Payload/LaunchImages.app/Default.png has transparency (12 transparent pixels)"), "\(palette)")
    }

    @Test("an entry without a name is missing its image")
    func unnamedEntry() throws {
        var facts = try Self.read("LaunchWrongSize")
        facts.bundles[0].launch?.images[0].name = nil
        facts.bundles[0].launch?.images[0].files = []
        let missing = try Self.findings(facts).filter { $0.rule == RuleID.launchMissing.rawValue }
        #expect(missing.map(\.message) == ["Info.plist's UILaunchImages[0] names no image (UILaunchImageName)"], "\(missing)")
    }

    @Test("missing entries are one finding per name, listing three entries and how many more; a file two keys name, one finding")
    func groupedAndOnce() throws {
        var facts = try Self.read("LaunchMissingFile")
        let absent = try #require(facts.bundles[0].launch?.images.last)
        for index in 2..<7 {
            var twin = absent
            (twin.index, twin.orientation) = (index, "Landscape\(index)")
            facts.bundles[0].launch?.images.append(twin)
        }
        var unnamed = absent
        (unnamed.index, unnamed.name) = (9, nil)
        facts.bundles[0].launch?.images += [unnamed, unnamed]
        let missing = try Self.findings(facts).filter { $0.rule == RuleID.launchMissing.rawValue }.map(\.message)
        #expect(missing.count == 2, "\(missing)")
        #expect(missing.first?.contains("UILaunchImages[1] LaunchImage-800-667h ({375, 667} Portrait), ") == true, "\(missing)")
        #expect(missing.first?.contains(" and 3 more name LaunchImage-800-667h, but the bundle holds no") == true, "\(missing)")
        #expect(missing.last == "Info.plist's UILaunchImages[9] and UILaunchImages[9] name no image (UILaunchImageName)")
        // The hostile IPA: 40,000 entries by reference, one missing name, one transparent file in both keys.
        let hostile = try BuiltAppWitness.inspect(BuiltLaunchTests.hostile + "/launch-repeated.ipa").facts
        let rules = try Self.findings(hostile).map(\.rule)
        #expect(rules.filter { $0 == RuleID.launchMissing.rawValue }.count == 1, "\(rules)")
        #expect(rules.filter { $0 == RuleID.launchAlpha.rawValue }.count == 1, "\(rules)")
        #expect(rules.count <= 5, "\(rules)")
    }

    @Test("UIDeviceFamily repeating a family ([1, 1, 2]) without a launch screen: the one no-launch-screen finding")
    func repeatedFamilies() throws {
        var facts = try Self.read("LaunchNoLaunchScreen")
        facts.bundles[0].info["UIDeviceFamily"] = .array([.number(1), .number(1), .number(2)])
        let findings = try Self.findings(facts).filter { $0.rule == RuleID.builtLaunchScreen.rawValue }
        #expect(findings.map(\.messageClass) == ["no-launch-screen"], "\(findings)")
    }
}
