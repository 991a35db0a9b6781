import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// An IPA with files whose names are not UTF-8 (scripts/make-hostile-apps.py, the `odd-*` and
/// `unflagged-latin1` cases): such a file is skipped and named in the facts, and the app is read
/// as without it; a name that leaves the IPA is still a problem, a bundle folder so named is a
/// problem once, and the only app so named refuses the IPA. Info-ZIP's `unzip -Z1` is the witness
/// of which names are not UTF-8.
@Suite("built app names that are not UTF-8", .serialized, TestSupport.needs("python3", "unzip"))
struct BuiltOddNamesTests {
    static let folder = BuiltAppHostileTests.folder

    /// The names `unzip -Z1` lists that are not UTF-8, shown as the facts show them.
    static func undecodable(_ name: String) throws -> [String] {
        let listed = try TestSupport.peer("unzip", ["-Z1", folder + "/" + name]).stdoutData
        return listed.split(separator: 0x0A).filter { String(validating: $0, as: UTF8.self) == nil }.map { VisibleText.of(Array($0)) }
            .sorted()
    }

    @Test("files whose names are CP437, Shift-JIS or Latin-1 are skipped and named; the app and its extension are read, no problem")
    func skipped() throws {
        for (name, expected) in [
            ("odd-names.ipa", ["Payload/Bark.app/fr.lproj/caf\\x82.txt", "Payload/Bark.app/ja.lproj/\\x83e\\x83X\\x83g.txt"]),
            ("unflagged-latin1.ipa", ["Payload/Bark.app/R\\xE9\\xE9veil.caf"]),
        ] {
            let facts = try BuiltAppWitness.inspect(Self.folder + "/" + name).facts
            #expect(facts.skippedEntries == expected, "\(name)")
            #expect(try Self.undecodable(name) == expected, "\(name): the witness")
            #expect(facts.problems.isEmpty, "\(name): \(facts.problems)")
            #expect(facts.app?.path == "Payload/Bark.app" && facts.app?.executable == "Bark" && facts.app?.infoRead == true)
            #expect(facts.bundles.contains { $0.path.hasSuffix("NotificationService.appex") && $0.signature != nil }, "\(name)")
            // A skipped sound is no sound of the app.
            #expect(facts.app?.sounds.isEmpty == true, "\(name)")
        }
    }

    @Test("the JSON facts list the skipped names")
    func json() throws {
        let facts = try BuiltAppWitness.inspect(Self.folder + "/odd-names.ipa").facts
        guard case .object(let fields) = FactsJSON.builtApp(facts) else { throw TestSupport.PeerFailure(message: "not an object") }
        let skipped = fields.first { $0.0 == "skippedEntries" }?.1
        #expect(skipped == .array(facts.skippedEntries.map(JSONValue.string)) && facts.skippedEntries.count == 2)
    }

    @Test("a name not UTF-8 that leaves the IPA is a problem as any such name, not a skipped file")
    func traversal() throws {
        let facts = try BuiltAppWitness.inspect(Self.folder + "/odd-traversal.ipa").facts
        #expect(facts.problems.map(\.path) == ["Payload/../\\x82.caf"], "\(facts.problems)")
        #expect(facts.problems.first?.reason.contains("leaves the IPA") == true)
        #expect(facts.skippedEntries.isEmpty && facts.app?.path == "Payload/Bark.app")
    }

    @Test("an extension whose folder name is not UTF-8 is one problem naming the folder; the rest is read")
    func hiddenExtension() throws {
        let facts = try BuiltAppWitness.inspect(Self.folder + "/odd-extension.ipa").facts
        #expect(facts.problems.map(\.path) == ["Payload/Bark.app/PlugIns/NotificationS\\x82rvice.appex"], "\(facts.problems)")
        #expect(facts.problems.first?.reason.contains("folder name is not UTF-8") == true)
        #expect(facts.skippedEntries.isEmpty)
        #expect(facts.bundles.map(\.path) == ["Payload/Bark.app", "Payload/Bark.app/PlugIns/NotificationService.appex"])
    }

    @Test("an IPA whose only app's folder name is not UTF-8 is refused, naming the IPA and the folder")
    func hiddenApp() throws {
        let error = #expect(throws: AlertPackError.self) { try BuiltAppWitness.inspect(Self.folder + "/odd-app.ipa") }
        let message = error?.message ?? ""
        #expect(message.contains(Self.folder + "/odd-app.ipa") && message.contains("Payload/B\\x82rk.app is named in other bytes"), "\(message)")
    }

    @Test("the bundle names a folder may end with, in any case; a file so named hides nothing")
    func bundleNames() {
        #expect(BuiltOddNames.isBundle(ArraySlice("X\u{7F}.APP".utf8)) && BuiltOddNames.isBundle(ArraySlice("e.appex".utf8)))
        #expect(!BuiltOddNames.isBundle(ArraySlice("x.apps".utf8)) && !BuiltOddNames.isBundle(ArraySlice("app".utf8)))
        var odd = BuiltOddNames()
        odd.add(Array("Payload/Bark.app/x".utf8) + [0x82] + Array(".app".utf8))
        #expect(odd.problems.isEmpty && odd.skipped == ["Payload/Bark.app/x\\x82.app"])
    }

    @Test("a folder that is no bundle, named in other bytes, is skipped once as the folder, for every file the IPA lists in it")
    func skippedFolder() throws {
        let facts = try BuiltAppWitness.inspect(Self.folder + "/odd-folder.ipa").facts
        #expect(facts.skippedEntries == ["Payload/Bark.app/r\\x82s/"] && facts.problems.isEmpty, "\(facts.problems)")
        let witness = try Self.undecodable("odd-folder.ipa")
        #expect(witness.count == 2 && witness.allSatisfy { $0.hasPrefix("Payload/Bark.app/r\\x82s/") }, "\(witness)")
        var odd = BuiltOddNames()
        odd.add(Array("Payload/Bark.app/r".utf8) + [0x82] + Array("s".utf8), isFolder: true)
        #expect(odd.skipped == ["Payload/Bark.app/r\\x82s/"] && odd.problems.isEmpty)
    }

    @Test(
        "the same app read as an IPA and as an .app folder (the IPA unpacked with its names' bytes) has the same problems and skipped names",
        arguments: ["odd-names", "odd-extension", "odd-folder"])
    func sameInBothContainers(_ name: String) throws {
        let prefix = "Payload/Bark.app/"
        let ipa = try BuiltAppWitness.inspect(Self.folder + "/" + name + ".ipa").facts
        let folder = try BuiltAppWitness.inspect(Self.folder + "/odd-folders/" + name + "/" + prefix).facts
        func relative(_ path: String) -> String {
            path + "/" == prefix ? "" : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        #expect(ipa.skippedEntries.map(relative) == folder.skippedEntries, "\(name)")
        #expect(ipa.problems.map { "\(relative($0.path)): \($0.reason)" } == folder.problems.map { "\($0.path): \($0.reason)" }, "\(name)")
        #expect(ipa.bundles.map { relative($0.path) } == folder.bundles.map(\.path), "\(name)")
        #expect(!ipa.skippedEntries.isEmpty || !ipa.problems.isEmpty, "\(name): nothing odd found")
    }
}
