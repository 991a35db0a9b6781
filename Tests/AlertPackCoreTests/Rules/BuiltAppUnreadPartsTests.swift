import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A built app whose asset catalog or Info.plist cannot be read: the facts say so, the JSON
/// writes it, and the rules state no absence they could not see (built.unreadable alone fails
/// the app). And a sound in a `Library/Sounds` folder inside the bundle, which the system does
/// not search: it looks in the containers' Library/Sounds and at the bundle's top level.
struct BuiltAppUnreadPartsTests {
    /// Bark as `make-built-apps.py` writes it, with one part replaced: a 108-byte catalog that
    /// is no BOM store, and an Info.plist whose top level is a list.
    static let folder: String = {
        let folder = (try? TestSupport.temporaryDirectory()) ?? NSTemporaryDirectory()
        let script = """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("built", sys.argv[1])
            m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
            m.write_ipa(m.good(name="BadCar", files={"Assets.car": b"BOMStore" + bytes(100)}), sys.argv[2] + "/BadCar.ipa")
            m.write_ipa(m.good(name="BadInfo", files={"Info.plist": m.plist(["not", "a dictionary"], True)}), sys.argv[2] + "/BadInfo.ipa")
            """
        _ = try? TestSupport.peer("python3", ["-c", script, TestSupport.repositoryPath("scripts/make-built-apps.py"), folder])
        return folder
    }()

    static func read(_ name: String) throws -> (facts: BuiltAppFacts, findings: [Finding]) {
        let configuration = try TestSupport.defaultConfiguration()
        let facts = try BuiltAppInspector(aliases: configuration.aliases).inspect(path: folder + "/" + name).facts
        return (facts, configuration.rules.evaluate(BuiltAppSubject(facts: facts, declared: nil)))
    }

    /// The app bundle's entry of the facts JSON, parsed by Foundation.
    static func json(_ facts: BuiltAppFacts) throws -> [String: Any] {
        let data = Data(FactsJSON.builtApp(facts).serialized().utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((root["bundles"] as? [[String: Any]])?.first)
    }

    @Test("a damaged Assets.car: catalogRead false, and only built.unreadable (no App Store icon or alternate said missing)")
    func damagedCatalog() throws {
        let (facts, findings) = try Self.read("BadCar.ipa")
        let app = try #require(facts.app)
        #expect(app.icons.hasCatalog && !app.icons.catalogRead && app.infoRead)
        #expect(facts.summaryLine.contains("icons AppIcon, Holiday: Assets.car not read, 1 loose file"), "\(facts.summaryLine)")
        #expect(findings.map(\.rule) == [RuleID.builtUnreadable.rawValue], "\(findings)")
        #expect(findings.first?.message.contains("Payload/BadCar.app/Assets.car could not be read") == true, "\(findings)")
        let bundle = try Self.json(facts)
        let icons = try #require(bundle["icons"] as? [String: Any])
        #expect(icons["catalog"] as? Bool == true && icons["catalogRead"] as? Bool == false && bundle["infoRead"] as? Bool == true)
    }

    @Test("a damaged Info.plist: infoRead false, and only built.unreadable (no 'Info.plist names no app icon')")
    func damagedInfo() throws {
        let (facts, findings) = try Self.read("BadInfo.ipa")
        let app = try #require(facts.app)
        #expect(!app.infoRead && app.info.isEmpty && app.icons.catalogRead && !app.icons.renditions.isEmpty)
        #expect(findings.map(\.rule) == [RuleID.builtUnreadable.rawValue], "\(findings)")
        #expect(findings.first?.message.contains("Payload/BadInfo.app/Info.plist could not be read") == true, "\(findings)")
        #expect(try Self.json(facts)["infoRead"] as? Bool == false)
        // Its extension, read in full, says so too.
        #expect(facts.bundles.dropFirst().allSatisfy { $0.infoRead && $0.icons.catalogRead })
    }

    @Test("the facts as the rules see them: a catalog or an Info.plist not read silences each icon rule, the declared icons too")
    func silentOnWhatWasNotRead() throws {
        let good = try Self.read("BadCar.ipa").facts
        var unread = good
        unread.problems = []
        unread.bundles[0].icons.renditions = []
        let book = try TestSupport.defaultConfiguration().rules
        let declared = DeclaredApp(
            project: "Bark.xcodeproj", target: "Bark", iconNames: ["AppIcon", "Holiday"], alternateIconNames: ["Holiday"], sounds: [], extensions: [])
        #expect(book.evaluate(BuiltAppSubject(facts: unread, declared: declared)).isEmpty)
        unread.bundles[0].icons.catalogRead = true
        let said = book.evaluate(BuiltAppSubject(facts: unread, declared: declared)).map(\.rule)
        #expect(Set(said) == [RuleID.builtIconMissing.rawValue, RuleID.builtAlternateIcons.rawValue], "\(said)")
        var noInfo = try Self.read("BadInfo.ipa").facts
        noInfo.problems = []
        #expect(book.evaluate(BuiltAppSubject(facts: noInfo, declared: declared)).isEmpty)
        noInfo.bundles[0].infoRead = true
        #expect(book.evaluate(BuiltAppSubject(facts: noInfo, declared: nil)).map(\.rule).contains(RuleID.builtIconName.rawValue))
    }

    @Test("a sound in the bundle's own Library/Sounds is out of the lookup: built.sound-location says where the system looks")
    func soundInBundleLibrary() throws {
        #expect(BundledSound(path: "ping.caf").isReachable)
        #expect(!BundledSound(path: "Library/Sounds/chime.caf").isReachable && !BundledSound(path: "Sounds/alarm.caf").isReachable)
        var facts = try Self.read("BadCar.ipa").facts
        facts.problems = []
        facts.bundles[0].icons.catalogRead = false
        facts.bundles[0].sounds = [BundledSound(path: "ping.caf"), BundledSound(path: "Library/Sounds/chime.caf")]
        let findings = try TestSupport.defaultConfiguration().rules.evaluate(BuiltAppSubject(facts: facts, declared: nil))
        #expect(findings.map(\.rule) == [RuleID.builtSoundLocation.rawValue], "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.message.contains("Payload/BadCar.app/Library/Sounds/chime.caf is in a subfolder of the bundle"))
        #expect(finding.message.contains("app groups' container Library/Sounds (not a Library/Sounds inside the bundle)"))
        #expect(finding.fix?.advice.contains("copy it at run time into the container's Library/Sounds") == true, "\(finding)")
    }
}
