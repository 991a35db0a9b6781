import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Hostile and damaged built apps (scripts/make-hostile-apps.py): a container that cannot be
/// read is refused naming the IPA; a part that cannot be read is a problem naming the part, and
/// the rest is still read. Nothing crashes, hangs or takes memory beyond the limits.
@Suite("built app hostile input", .serialized, TestSupport.needs("python3"))
struct BuiltAppHostileTests {
    static let folder = TestSupport.generatedCorpus("make-hostile-apps.py", name: "hostile-apps")

    static func inspect(_ name: String) throws -> BuiltAppFacts {
        try BuiltAppWitness.inspect(folder + "/" + name).facts
    }

    @Test(
        "a container that cannot be read at all is refused, naming it and what is wrong",
        arguments: [
            ("not-a-zip.ipa", "it has no end record"), ("truncated.ipa", "it has no end record"),
            ("no-payload.ipa", "no app bundle inside: a built app holds one at Payload/*.app"),
        ])
    func refused(_ name: String, _ words: String) throws {
        let error = #expect(throws: AlertPackError.self) { try Self.inspect(name) }
        let message = error?.message ?? ""
        #expect(message.contains(Self.folder + "/" + name) && message.contains(words), "\(message)")
    }

    @Test(
        "a damaged part is a problem naming it, and the rest is read",
        arguments: [
            ("info-plist-link.ipa", "Payload/Bark.app/Info.plist", "symbolic link"),
            ("info-plist-damaged.ipa", "Payload/Bark.app/Info.plist", "property list"),
            ("info-plist-huge.ipa", "Payload/Bark.app/Info.plist", "over the"),
            ("catalog-truncated.ipa", "Payload/Bark.app/Assets.car", "lies outside the file"),
            ("catalog-not-bom.ipa", "Payload/Bark.app/Assets.car", "BOM"),
            ("catalog-bomb.ipa", "Payload/Bark.app/Assets.car", "over the"),
            ("executable-damaged.ipa", "Payload/Bark.app/Bark", "load commands"),
            ("executable-missing.ipa", "Payload/Bark.app/Bark", "missing"),
            ("profile-damaged.ipa", "Payload/Bark.app/embedded.mobileprovision", "CMS envelope"),
            ("traversal.ipa", "Payload/../evil.caf", "leaves the IPA"),
            ("deep.ipa", "Payload/Bark.app/d/d/", "deeper than"),
            ("two-apps.ipa", "Payload/Second.app", "a second app"),
        ])
    func problem(_ name: String, _ path: String, _ words: String) throws {
        let facts = try Self.inspect(name)
        #expect(facts.problems.contains { $0.path.hasPrefix(path) && $0.reason.contains(words) }, "\(facts.problems)")
        #expect(facts.app?.path == "Payload/Bark.app")
        // The rest is still read: the extension, whatever part was damaged.
        #expect(facts.bundles.contains { $0.path == "Payload/Bark.app/PlugIns/NotificationService.appex" && $0.signature != nil })
    }

    @Test("an IPA as Info-ZIP's zip writes it: an unflagged UTF-8 name, and names differing by case, are read as unzip lists them")
    func infoZip() throws {
        for name in ["unflagged-utf8.ipa", "case-twins.ipa"] {
            let ipa = Self.folder + "/" + name
            let listed = try TestSupport.peer("unzip", ["-Z1", ipa]).stdout.split(separator: "\n").map(String.init)
            let sounds = listed.filter { $0.hasPrefix("Payload/Bark.app/") && $0.hasSuffix(".caf") && !$0.contains("PlugIns") }
            let facts = try Self.inspect(name)
            #expect(facts.app?.sounds.map { "Payload/Bark.app/" + $0.path }.sorted() == sounds.sorted(), "\(name)")
            #expect(sounds.count == (name == "case-twins.ipa" ? 2 : 1) && facts.problems.isEmpty, "\(name): \(facts.problems)")
        }
        #expect(try Self.inspect("unflagged-utf8.ipa").app?.sounds.map(\.path) == ["R\u{E9}veil.caf"])
    }

    @Test(
        "an IPA whose names unzip tools would read each their own way is still refused, naming it",
        arguments: [
            // A name that is not UTF-8 is skipped and named instead (BuiltOddNamesTests).
            ("normalisation-twins.ipa", "differ only by Unicode normalisation"), ("name-twice.ipa", "appears twice"),
        ])
    func refusedNames(_ name: String, _ words: String) throws {
        let error = #expect(throws: AlertPackError.self) { try Self.inspect(name) }
        let message = error?.message ?? ""
        #expect(message.contains(Self.folder + "/" + name) && message.contains(words), "\(message)")
    }

    @Test("past the limit of bundles, no more are read, and that is a problem")
    func manyBundles() throws {
        let facts = try Self.inspect("many-bundles.ipa")
        #expect(facts.bundles.count == BuiltAppLimits().maxBundles)
        #expect(facts.problems.contains { $0.reason.contains("more than 256 bundles") })
    }

    @Test("an .app folder: a link is never followed, a tree too deep is cut")
    func folders() throws {
        let linked = try Self.inspect("folders/Linked.app")
        #expect(linked.problems.contains { $0.path == "Info.plist" && $0.reason.contains("symbolic link") }, "\(linked.problems)")
        #expect(linked.app?.info.isEmpty == true)
        let deep = try Self.inspect("folders/Deep.app")
        #expect(deep.problems.contains { $0.reason.contains("deeper than 32 folders") }, "\(deep.problems)")
    }

    @Test("an archive is told by what it holds, whatever its name's case or trailing slashes; of two apps, it reads the one it names")
    func archives() throws {
        for path in ["folders/upper/Bark.XCARCHIVE", "folders/upper/Bark.XCARCHIVE//", "folders/two/Bark.xcarchive//"] {
            let facts = try Self.inspect(path)
            #expect(facts.container == .xcarchive, "\(path)")
            #expect(facts.app?.path == "Products/Applications/Bark.app" && facts.app?.executable == "Bark", "\(path)")
            #expect(facts.app?.name == "Bark.app", "\(path)")
        }
        let two = try Self.inspect("folders/two/Bark.xcarchive")
        #expect(two.problems.map(\.path) == ["Products/Applications/Another.app"], "\(two.problems)")
    }

    @Test("a name that is not UTF-8 in an .app folder is skipped: no problem, the app read as without it")
    func undecodableName() throws {
        let facts = try Self.inspect("folders/Odd.app")
        #expect(facts.problems.isEmpty, "\(facts.problems)")
        #expect(facts.app?.executable == "Odd" && facts.app?.info.isEmpty == false)
    }

    @Test("a folder that is neither an app nor an archive is refused, naming it")
    func notAnApp() throws {
        let error = #expect(throws: AlertPackError.self) { try Self.inspect("folders") }
        #expect(error?.message.contains(Self.folder + "/folders") == true && error?.message.contains("no app bundle inside") == true)
    }

    @Test("an entry limit below the IPA's entries refuses it as a whole, naming the limit")
    func entryLimit() throws {
        var limits = BuiltAppLimits()
        limits.maxEntries = 5
        let error = #expect(throws: AlertPackError.self) { try BuiltAppWitness.inspect(Self.folder + "/deep.ipa", limits: limits) }
        #expect(error?.message.contains("more than 5 entries") == true, "\(String(describing: error))")
    }
}
