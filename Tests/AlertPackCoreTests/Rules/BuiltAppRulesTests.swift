import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The built-app rules on the facts of the Samples/built cases `scripts/make-built-apps.py`
/// writes: each case fires exactly the one finding it shows, Good none, both on the facts the
/// generator describes for it (`--describe`, shaped as BuiltAppFacts: the rules held to the
/// fixture whatever the reader does) and on what BuiltAppInspector reads from its IPA. The
/// finer cases change the described facts one value at a time.
struct BuiltAppRulesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: RuleID?
        var saying: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "Good", rule: nil, saying: ""),
        Case(name: "TransparentIcon", rule: .builtIconAlpha, saying: "has 700 transparent pixels"),
        Case(name: "AlphaChannel", rule: .builtIconAlpha, saying: "keeps an alpha channel"),
        Case(name: "NoMarketingIcon", rule: .builtIconMissing, saying: "has no 1024x1024 App Store icon \"AppIcon\""),
        Case(name: "NoIconName", rule: .builtIconName, saying: "Info.plist names no app icon (CFBundleIconName)"),
        Case(name: "MissingAlternate", rule: .builtAlternateIcons, saying: "the alternate icon \"Winter\""),
        Case(name: "SoundInFolder", rule: .builtSoundLocation, saying: "Payload/Bark.app/Sounds/alarm.caf is in a subfolder"),
        Case(name: "DevelopmentPush", rule: .builtApsEnvironment, saying: "signed with aps-environment development"),
        Case(name: "Unreadable", rule: .builtUnreadable, saying: "NotificationService.appex/Info.plist could not be read"),
        // Without the project, the stale build has nothing to be compared with.
        Case(name: "Stale", rule: nil, saying: ""),
    ]

    /// What `make-built-apps.py --describe` says each case holds.
    static let described: [String: BuiltAppFacts] = {
        guard let result = try? TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-built-apps.py"), "--describe"]),
            result.status == 0, let described = try? JSONDecoder().decode([String: DescribedApp].self, from: Data(result.stdout.utf8))
        else { return [:] }
        return described.mapValues(\.facts)
    }()

    static func book() throws -> RuleBook { try TestSupport.defaultConfiguration().rules }

    @Test("each generated case fires exactly its one finding, described and as the reader reads its IPA; Good none", arguments: cases)
    func oneFindingEach(_ example: Case) throws {
        let described = try #require(Self.described[example.name], "make-built-apps.py --describe has no \(example.name)")
        let path = TestSupport.repositoryPath("Samples/built/" + (example.name == "Stale" ? "Stale/Stale.ipa" : example.name + ".ipa"))
        let read = try BuiltAppInspector(aliases: try TestSupport.defaultConfiguration().aliases).inspect(path: path).facts
        for facts in [described, read] {
            let findings = try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil))
            guard let rule = example.rule else {
                #expect(findings.isEmpty, "\(findings)")
                continue
            }
            #expect(findings.count == 1, "\(findings)")
            #expect(findings.first?.rule == rule.rawValue, "\(findings)")
            #expect(findings.first?.message.contains(example.saying) == true, "\(findings)")
        }
    }

    /// Stale as the pipeline pairs it with Samples/built/Stale/Stale.xcodeproj: the project
    /// embeds the Notification Service Extension "Service" and copies ping.caf.
    static let staleProject = DeclaredApp(
        project: "Samples/built/Stale/Stale.xcodeproj", target: "Stale", iconNames: [], alternateIconNames: [], sounds: ["ping.caf"],
        extensions: [DeclaredExtension(target: "Service", productName: "Service", extensionPoint: "com.apple.usernotifications.service")])

    @Test("a stale build of a project: the service extension it lacks, and nothing it has")
    func staleBuild() throws {
        let facts = try #require(Self.described["Stale"])
        let findings = try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: Self.staleProject))
        #expect(findings.map(\.rule) == [RuleID.builtDeclared.rawValue], "\(findings)")
        #expect(
            findings.first?.message.contains(
                "embeds the Notification Service Extension Service in Stale, but the build has no Payload/Stale.app/PlugIns/Service.appex") == true,
            "\(findings)")
        #expect(findings.first?.messageClass == "missing-extension")
        // The same project against Good (a Bark, with its own extension and sounds): the
        // extension is found by its point when its name differs; the icons and sound it names
        // are the build's.
        var declared = Self.staleProject
        declared.iconNames = ["AppIcon", "Holiday", "Winter"]
        declared.alternateIconNames = ["Holiday", "Winter"]
        declared.sounds = ["ping.caf", "chime.caf", "bell.caf"]
        let good = try #require(Self.described["Good"])
        let compared = try Self.book().evaluate(BuiltAppSubject(facts: good, declared: declared))
        #expect(compared.map(\.subject) == ["icon Winter", "sound bell.caf"], "\(compared)")
        #expect(compared.map(\.messageClass) == ["missing-icon", "missing-sound"])
    }

    @Test("the App Store icon's transparency: dark variants, the opaque flag, pixels not decoded")
    func iconAlphaClasses() throws {
        var facts = try #require(Self.described["Good"])
        func findings(_ change: (inout BuiltIconRendition) -> Void, at index: Int) throws -> [Finding] {
            var changed = facts
            change(&changed.bundles[0].icons.renditions[index])
            return try Self.book().evaluate(BuiltAppSubject(facts: changed, declared: nil))
        }
        let dark = try #require(facts.bundles[0].icons.renditions.firstIndex { $0.appearance == "dark" && $0.isMarketing })
        let transparentDark = try findings({ $0.transparentPixels = 300 }, at: dark)
        #expect(transparentDark.map(\.messageClass) == ["transparent-pixels"] && transparentDark.first?.severity == .warning)
        #expect(transparentDark.first?.message.contains("1024x1024 marketing @1x, dark") == true, "\(transparentDark)")
        // Flagged opaque and not decoded: the header answers, nothing to say.
        #expect(
            try findings(
                {
                    $0.transparentPixels = nil; $0.notDecoded = "encoding deepmap2 (mode 2)"
                }, at: dark
            ).isEmpty)
        let unknown = try findings(
            {
                $0.transparentPixels = nil; $0.flaggedOpaque = false; $0.notDecoded = "encoding astc"
            }, at: dark)
        #expect(unknown.map(\.messageClass) == ["not-decoded"] && unknown.first?.severity == .warning, "\(unknown)")
        #expect(unknown.first?.message.contains("encoding astc") == true)
        // A sized (not App Store) rendition is not this rule's.
        let sized = try #require(facts.bundles[0].icons.renditions.firstIndex { $0.width == 120 })
        #expect(
            try findings(
                {
                    $0.transparentPixels = 10; $0.flaggedOpaque = false
                }, at: sized
            ).isEmpty)
        // An alternate's App Store image is not validated.
        facts.bundles[0].icons.renditions.append(
            BuiltIconRendition(
                name: "Holiday", idiom: "marketing", width: 1024, height: 1024, scale: 1, appearance: nil, pixelFormat: "ARGB", encoding: "zip",
                flaggedOpaque: false, hasAlphaChannel: true, transparentPixels: 5, notDecoded: nil, sourceName: "Holiday-1024.png"))
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil)).isEmpty)
    }

    @Test("required sizes follow UIDeviceFamily, from renditions or loose files; no catalog is no App Store icon")
    func iconSizes() throws {
        var facts = try #require(Self.described["Good"])
        facts.bundles[0].info["UIDeviceFamily"] = .array([.number(1), .number(2)])
        let ipad = try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil))
        #expect(ipad.map(\.messageClass) == ["sizes"], "\(ipad)")
        #expect(ipad.first?.message.contains("152x152, 167x167") == true && ipad.first?.message.contains("ITMS-90023") == true)
        facts.bundles[0].icons.looseFiles += [152, 167].map {
            LooseIcon(path: "AppIcon76x76@2x~ipad.png", width: $0, height: $0, isCgBI: true, hasAlphaChannel: true, transparentPixels: 0)
        }
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil)).isEmpty)
        facts.bundles[0].icons.renditions = []
        facts.bundles[0].icons.hasCatalog = false
        facts.bundles[0].icons.looseFiles = []
        facts.bundles[0].icons.alternateNames = []
        let none = try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil))
        #expect(none.map(\.messageClass) == ["marketing", "sizes"], "\(none)")
        #expect(none.first?.message.contains("has no Assets.car") == true)
    }

    @Test("a build for one device (App Store thinned, simulator, development): said once, at info; a macOS 512 @2x is no App Store icon")
    func oneDeviceAndMac() throws {
        let base = try #require(Self.described["NoMarketingIcon"])
        var thinned = base
        thinned.bundles[0].icons.thinning = "<mode app> <idiom 2> <scale 2>"
        thinned.bundles[0].info["UIDeviceFamily"] = .array([.number(1), .number(2)])
        let said = try Self.book().evaluate(BuiltAppSubject(facts: thinned, declared: nil))
        #expect(said.map(\.messageClass) == ["one-device"] && said.first?.severity == .info, "\(said)")
        #expect(
            said.first?.message.contains(
                "thinned by the App Store for one device (<mode app> <idiom 2> <scale 2>): it lacks the App Store icon and 152x152, 167x167")
                == true, "\(said)")
        var simulator = base
        simulator.bundles[0].info["CFBundleSupportedPlatforms"] = .array([.string("iPhoneSimulator")])
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: simulator, declared: nil)).map(\.messageClass) == ["one-device"])
        var development = base
        development.bundles[0].profile?.distribution = "development"
        development.bundles[0].profile?.entitlements["aps-environment"] = .string("development")
        development.bundles[0].signature?.entitlements?["aps-environment"] = .string("development")
        let developed = try Self.book().evaluate(BuiltAppSubject(facts: development, declared: nil))
        #expect(developed.map(\.messageClass) == ["one-device"] && developed.first?.message.contains("a development build") == true)
        // A development build that has them all: nothing to say.
        var complete = try #require(Self.described["Good"])
        complete.bundles[0].profile?.distribution = "development"
        complete.bundles[0].profile?.entitlements["aps-environment"] = .string("development")
        complete.bundles[0].signature?.entitlements?["aps-environment"] = .string("development")
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: complete, declared: nil)).isEmpty)
        var mac = try #require(Self.described["Good"])
        mac.bundles[0].icons.renditions.append(
            BuiltIconRendition(
                name: "AppIcon", idiom: "universal", width: 1024, height: 1024, scale: 2, appearance: nil, pixelFormat: "ARGB", encoding: "lzfse",
                flaggedOpaque: false, hasAlphaChannel: true, transparentPixels: 401_425, notDecoded: nil, sourceName: "icon512x512.png"))
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: mac, declared: nil)).isEmpty)
    }

    @Test("push environment: a profile that does not grant what is signed; no profile, no verdict; sounds in nested bundles")
    func signatureAndSounds() throws {
        var facts = try #require(Self.described["Good"])
        facts.bundles[0].profile?.distribution = "development"
        facts.bundles[0].profile?.entitlements["aps-environment"] = .string("development")
        let mismatch = try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil))
        #expect(mismatch.map(\.messageClass) == ["mismatch"], "\(mismatch)")
        #expect(
            mismatch.first?.message.contains("signed with aps-environment production, but its provisioning profile (development) grants development")
                == true)
        facts.bundles[0].profile = nil
        facts.bundles[0].signature?.entitlements?["aps-environment"] = .string("development")
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil)).isEmpty)
        facts.bundles[0].sounds += [BundledSound(path: "Kit.bundle/Sounds/tap.caf"), BundledSound(path: "Frameworks/UI.framework/a.caf")]
        #expect(try Self.book().evaluate(BuiltAppSubject(facts: facts, declared: nil)).isEmpty)
    }
}

/// BuiltAppFacts as `make-built-apps.py --describe` writes them (JSON).
private struct DescribedApp: Decodable {
    struct Bundle: Decodable {
        var path: String
        var role: BuiltBundle.Role
        var info: [String: JSONNode]
        var infoRead: Bool
        var executable: String?
        var icons: Icons
        var sounds: [Sound]
        var signature: Signature?
        var profile: Profile?
    }
    struct Icons: Decodable {
        var iconName: String?
        var primaryName: String?
        var primaryFiles: [String]
        var alternateNames: [String]
        var hasCatalog, catalogRead: Bool
        var renditions: [Rendition]
        var looseFiles: [Loose]
    }
    struct Rendition: Decodable {
        var name, idiom, pixelFormat, encoding, sourceName: String
        var width, height, scale: Int
        var appearance, notDecoded: String?
        var flaggedOpaque, hasAlphaChannel: Bool
        var transparentPixels: Int?
    }
    struct Loose: Decodable {
        var path: String
        var width, height: Int
        var isCgBI, hasAlphaChannel: Bool
        var transparentPixels: Int?
    }
    struct Sound: Decodable { var path: String }
    struct Signature: Decodable {
        var entitlements: [String: JSONNode]?
        var identifier, teamIdentifier: String?
        var isAdHoc, isUnsigned: Bool
    }
    struct Profile: Decodable {
        var distribution: String
        var name: String?
        var entitlements: [String: JSONNode]
    }
    struct Problem: Decodable { var path, reason: String }

    var container: BuiltAppFacts.Container
    var bundles: [Bundle]
    var problems: [Problem]

    var facts: BuiltAppFacts {
        BuiltAppFacts(
            container: container,
            bundles: bundles.map { bundle in
                BuiltBundle(
                    path: bundle.path, role: bundle.role, info: bundle.info, executable: bundle.executable, icons: icons(bundle.icons),
                    sounds: bundle.sounds.map { BundledSound(path: $0.path) },
                    signature: bundle.signature.map {
                        BuiltSignature(
                            entitlements: $0.entitlements, identifier: $0.identifier, teamIdentifier: $0.teamIdentifier, isAdHoc: $0.isAdHoc,
                            isUnsigned: $0.isUnsigned)
                    },
                    profile: bundle.profile.map { BuiltProfile(distribution: $0.distribution, name: $0.name, entitlements: $0.entitlements) },
                    infoRead: bundle.infoRead)
            },
            problems: problems.map { BuiltProblem(path: $0.path, reason: $0.reason) })
    }

    private func icons(_ icons: Icons) -> BuiltIcons {
        BuiltIcons(
            iconName: icons.iconName, primaryName: icons.primaryName, primaryFiles: icons.primaryFiles, alternateNames: icons.alternateNames,
            hasCatalog: icons.hasCatalog,
            renditions: icons.renditions.map {
                BuiltIconRendition(
                    name: $0.name, idiom: $0.idiom, width: $0.width, height: $0.height, scale: $0.scale, appearance: $0.appearance,
                    pixelFormat: $0.pixelFormat, encoding: $0.encoding, flaggedOpaque: $0.flaggedOpaque, hasAlphaChannel: $0.hasAlphaChannel,
                    transparentPixels: $0.transparentPixels, notDecoded: $0.notDecoded, sourceName: $0.sourceName)
            },
            looseFiles: icons.looseFiles.map {
                LooseIcon(
                    path: $0.path, width: $0.width, height: $0.height, isCgBI: $0.isCgBI, hasAlphaChannel: $0.hasAlphaChannel,
                    transparentPixels: $0.transparentPixels)
            }, catalogRead: icons.catalogRead)
    }
}
