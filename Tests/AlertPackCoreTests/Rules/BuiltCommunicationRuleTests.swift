import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// notify.communication on built apps: the Communication cases `scripts/make-built-apps.py`
/// writes (an app Chat signed with or without the communication entitlement, its Info.plist's
/// NSUserActivityTypes with or without INSendMessageIntent, a Notification Service Extension or
/// none), each as an `.ipa`, an `.app` and an `.xcarchive`, read by BuiltAppInspector and judged
/// by the rule book. The witness is python3 reading each IPA itself (zipfile, plistlib, and the
/// XML entitlements the executable's signature carries): the findings are held to what it finds.
@Suite(TestSupport.needs("python3"))
struct BuiltCommunicationRuleTests {
    static let corpus = TestSupport.generatedCorpus("make-built-apps.py", name: "built-communication")

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The finding's subject and severity; nil for none.
        var finding: String?
        var saying: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "NoEntitlement", finding: "Chat entitlement error",
            saying:
                "lists INSendMessageIntent in NSUserActivityTypes but has no com.apple.developer.usernotifications.communication entitlement (in the signature of INSIDEChat)"
        ),
        Case(
            name: "NoIntents", finding: "Chat activity types error",
            saying:
                "has the com.apple.developer.usernotifications.communication entitlement, but NSUserActivityTypes lists neither INSendMessageIntent nor INStartCallIntent (in INSIDEInfo.plist)"
        ),
        Case(
            name: "NoService", finding: "Chat service extension info",
            saying: "is set up for communication notifications, but the build embeds no Notification Service Extension"),
        Case(name: "Correct", finding: nil, saying: ""),
    ]

    static func path(_ name: String, as kind: String) -> String {
        switch kind {
        case "ipa": return "\(corpus)/ipa/Communication\(name).ipa"
        case "app": return "\(corpus)/app/Communication\(name)/Chat.app"
        default: return "\(corpus)/xcarchive/Communication\(name)/Chat.xcarchive"
        }
    }

    /// The app bundle's folder as the container lists it.
    static func inside(_ kind: String) -> String {
        kind == "ipa" ? "Payload/Chat.app/" : kind == "app" ? "" : "Products/Applications/Chat.app/"
    }

    static func facts(_ path: String) throws -> BuiltAppFacts {
        try BuiltAppInspector(aliases: TestSupport.defaultConfiguration().aliases).inspect(path: path).facts
    }

    static func findings(_ facts: BuiltAppFacts) throws -> [Finding] {
        try TestSupport.defaultConfiguration().rules.evaluate(BuiltAppSubject(facts: facts, declared: nil))
    }

    @Test(
        "each case fires notify.communication once (Correct never) and nothing else, as an .ipa, an .app and an .xcarchive",
        arguments: ["ipa", "app", "xcarchive"])
    func oneFindingEach(kind: String) throws {
        for example in Self.cases {
            let findings = try Self.findings(try Self.facts(Self.path(example.name, as: kind)))
            guard let expected = example.finding else {
                #expect(findings.isEmpty, "\(example.name).\(kind): \(findings)")
                continue
            }
            #expect(findings.map { "\($0.rule) \($0.subject ?? "") \($0.severity.rawValue)" } == ["notify.communication \(expected)"], "\(findings)")
            let folder = Self.inside(kind)
            let saying = example.saying.replacingOccurrences(of: "INSIDE", with: folder)
            let label = folder.isEmpty ? "Chat.app" : String(folder.dropLast())
            #expect(findings.first?.message.hasPrefix(label + " ") == true, "\(findings)")
            #expect(findings.first?.message.contains(saying) == true, "\(example.name).\(kind): \(findings)")
            #expect(findings.first?.fix?.advice.contains("Chat.app") == true, "\(findings)")
        }
    }

    @Test("the findings are what python3 finds in each IPA: the intents, the signed entitlement, the service extension")
    func agreesWithWitness() throws {
        let code = """
            import plistlib, sys, zipfile
            for path in sys.argv[1:]:
                z = zipfile.ZipFile(path)
                info = plistlib.loads(z.read("Payload/Chat.app/Info.plist"))
                binary = z.read("Payload/Chat.app/" + info["CFBundleExecutable"])
                signed = plistlib.loads(binary[binary.index(b"<?xml"):binary.index(b"</plist>") + 8])
                points = [plistlib.loads(z.read(n)).get("NSExtension", {}).get("NSExtensionPointIdentifier")
                          for n in z.namelist() if n.startswith("Payload/Chat.app/PlugIns/") and n.endswith(".appex/Info.plist")]
                intents = [t for t in info.get("NSUserActivityTypes", []) if t in ("INSendMessageIntent", "INStartCallIntent")]
                entitled = signed.get("com.apple.developer.usernotifications.communication") is True
                out = []
                if intents and not entitled: out.append("entitlement")
                if entitled and not intents: out.append("activity types")
                if (intents or entitled) and "com.apple.usernotifications.service" not in points: out.append("service extension")
                print(",".join(out))
            """
        let paths = Self.cases.map { Self.path($0.name, as: "ipa") }
        let witness = try TestSupport.run("python3", ["-c", code] + paths)
        #expect(witness.status == 0, "\(witness.stderr)")
        let said = witness.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let found = try paths.map { path in
            try Self.findings(try Self.facts(path)).compactMap { $0.subject.map { String($0.dropFirst("Chat ".count)) } }.joined(separator: ",")
        }
        #expect(said == found, "python3: \(said), alertpack: \(found)")
        #expect(found == ["entitlement", "activity types", "service extension", ""])
    }

    @Test("entitlements from the profile when the executable is not signed; an unsigned build without one is not judged")
    func unsignedAndProfile() throws {
        let read = try Self.facts(Self.path("NoEntitlement", as: "ipa"))
        var unsigned = read
        unsigned.bundles[0].signature?.isUnsigned = true
        let fromProfile = try Self.findings(unsigned)
        #expect(fromProfile.map(\.subject) == ["Chat entitlement"], "\(fromProfile)")
        #expect(fromProfile.first?.message.contains("entitlement (in Payload/Chat.app/embedded.mobileprovision)") == true, "\(fromProfile)")
        unsigned.bundles[0].profile = nil
        #expect(try Self.findings(unsigned).isEmpty)
        // An Info.plist that was not read says nothing of the intents.
        var unread = try Self.facts(Self.path("NoIntents", as: "ipa"))
        unread.bundles[0].info = [:]
        unread.bundles[0].infoRead = false
        #expect(try Self.findings(unread).filter { $0.rule == "notify.communication" }.isEmpty)
    }

    @Test("a service extension whose Info.plist was not read is unknown, not missing; a watch app's does not serve the app")
    func serviceExtensionKnown() throws {
        let entitled = try Self.facts(Self.path("Correct", as: "ipa"))
        let service = try #require(entitled.bundles.firstIndex { $0.role == .appExtension })
        var unread = entitled
        unread.bundles[service].info = [:]
        unread.bundles[service].infoRead = false
        #expect(try Self.findings(unread).filter { $0.rule == "notify.communication" }.isEmpty)
        var watch = entitled
        watch.bundles[service].path = "Payload/Chat.app/Watch/ChatWatch.app/PlugIns/NotificationService.appex"
        let watched = try Self.findings(watch).filter { $0.rule == "notify.communication" }
        #expect(watched.map(\.subject) == ["Chat service extension"], "\(watched)")
    }

    @Test("the sample Samples/built/Communication/NoEntitlement.ipa is what the script writes, and fires the rule")
    func sample() throws {
        let committed = TestSupport.repositoryPath("Samples/built/Communication/NoEntitlement.ipa")
        let fresh = try Data(contentsOf: URL(fileURLWithPath: Self.path("NoEntitlement", as: "ipa")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: committed)) == fresh, "run make samples")
        #expect(try Self.findings(try Self.facts(committed)).map(\.rule) == ["notify.communication"])
    }
}
