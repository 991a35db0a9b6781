import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The reader of built apps on the apps scripts/make-built-apps.py writes, each held to what the
/// script says it holds (`--describe`: its own plistlib reading of the same bytes), to `unzip -p`
/// for the sounds it unpacks, and the same app as an IPA, an `.app` and an `.xcarchive` read alike.
@Suite("built app inspector", .serialized, TestSupport.needs("python3", "unzip"))
struct BuiltAppInspectorTests {
    static let sampleNames = [
        "Good", "TransparentIcon", "AlphaChannel", "NoMarketingIcon", "NoIconName", "MissingAlternate", "SoundInFolder", "DevelopmentPush",
        "Unreadable", "Stale",
    ]

    @Test("each sample IPA reads as the script describes it", arguments: sampleNames)
    func describedFacts(_ name: String) throws {
        let described = try #require(BuiltAppWitness.described[name], "make-built-apps.py --describe has no \(name)")
        let facts = try BuiltAppWitness.inspect(BuiltAppWitness.folder + "/ipa/\(name).ipa").facts
        #expect(facts.container == .ipa)
        let bundles = try #require(described["bundles"] as? [[String: Any]])
        #expect(facts.bundles.map(\.path) == bundles.map { $0["path"] as? String ?? "" })
        #expect(facts.bundles.map(\.role.rawValue) == bundles.map { $0["role"] as? String ?? "" })
        for (bundle, expected) in zip(facts.bundles, bundles) {
            try BuiltAppWitness.expectSame(bundle, expected)
        }
        let problems = (described["problems"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(facts.problems.map(\.path) == problems, "\(facts.problems)")
    }

    @Test("an IPA, its .app and its .xcarchive give the same facts, paths aside", arguments: ["Good", "ContentExtension", "NoCatalog", "XMLPlist"])
    func containersAgree(_ name: String) throws {
        let ipa = try BuiltAppWitness.inspect(BuiltAppWitness.folder + "/ipa/\(name).ipa").facts
        let app = try BuiltAppWitness.inspect(BuiltAppWitness.folder + "/app/\(name)/\(ipa.app?.name ?? "Bark.app")").facts
        let archive = try BuiltAppWitness.inspect(BuiltAppWitness.folder + "/xcarchive/\(name)/\(name == "Good" ? "Bark" : name).xcarchive")
        #expect(app.container == .app && archive.facts.container == .xcarchive)
        let root = try #require(ipa.app?.path)
        #expect(BuiltAppWitness.rebased(ipa, from: root + "/", to: "") == BuiltAppWitness.rebased(app, from: "", to: ""))
        let archived = archive.facts.app?.path ?? ""
        #expect(archived.hasPrefix("Products/Applications/"))
        #expect(BuiltAppWitness.rebased(archive.facts, from: archived + "/", to: "") == BuiltAppWitness.rebased(app, from: "", to: ""))
    }

    @Test("each sound of an IPA is unpacked to a file with the bytes unzip -p gives, and removed with the inspection")
    func soundFiles() throws {
        let ipa = BuiltAppWitness.folder + "/ipa/SoundInFolder.ipa"
        var folder: String?
        do {
            let inspection = try BuiltAppWitness.inspect(ipa)
            #expect(inspection.soundFiles.map(\.inside) == ["Payload/Bark.app/Sounds/alarm.caf", "Payload/Bark.app/ping.caf"])
            #expect(inspection.facts.app?.sounds.map(\.isReachable) == [false, true])
            for sound in inspection.soundFiles {
                let witness = try TestSupport.run("unzip", ["-p", ipa, sound.inside])
                #expect(FileManager.default.contents(atPath: sound.file) == witness.stdoutData, "\(sound.inside)")
                #expect(sound.file.hasSuffix("/" + (sound.inside.split(separator: "/").last ?? "")))
            }
            folder = inspection.soundFiles.first.map { ($0.file as NSString).deletingLastPathComponent }
        }
        let unpacked = try #require(folder)
        #expect(!FileManager.default.fileExists(atPath: unpacked), "the unpacked sounds outlive their inspection")
    }

    @Test("a folder's sounds are its own files, and a framework's are none of the app's")
    func folderSounds() throws {
        let app = BuiltAppWitness.folder + "/app/Good/Bark.app"
        let inspection = try BuiltAppWitness.inspect(app)
        // The app's own sounds as the script describes them (its framework's are not among them).
        let bundles = try #require(BuiltAppWitness.described["Good"]?["bundles"] as? [[String: Any]])
        let sounds = (bundles.first?["sounds"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }.sorted()
        #expect(!sounds.isEmpty)
        #expect(inspection.soundFiles.map(\.file) == sounds.map { app + "/" + $0 })
        #expect(inspection.soundFiles.map(\.inside) == sounds)
    }

    @Test("over the catalog's decode budget, renditions are not decoded, and say so; never counted as opaque")
    func decodeBudget() throws {
        var limits = BuiltAppLimits()
        limits.decodeBytesPerCatalogByte = 0
        limits.minDecodeBytesPerCatalog = 1024 * 1024 * 4
        let facts = try BuiltAppWitness.inspect(BuiltAppWitness.folder + "/ipa/Good.ipa", limits: limits).facts
        let renditions = try #require(facts.app?.icons.renditions)
        let decoded = renditions.filter { $0.transparentPixels != nil }
        let skipped = renditions.filter { $0.transparentPixels == nil }
        #expect(decoded.count == 1 && decoded.first?.width == 1024, "one 1024 icon fits 4 MiB")
        #expect(!skipped.isEmpty && skipped.allSatisfy { $0.notDecoded?.contains("decode budget") == true })
    }
}

extension BuiltAppInspectorTests {
    @Test("the first bytes of every entry, read cheaply for sniffing, are the first bytes unzip -p gives")
    func entryPrefixes() throws {
        for zip in [
            BuiltAppWitness.folder + "/ipa/Good.ipa", HostileZips.folder + "/accept-stored.zip", HostileZips.folder + "/accept-descriptor.zip",
        ] {
            let reader = try ZipReader(path: zip)
            for entry in reader.entries where !entry.isFolder {
                let witness = try TestSupport.run("unzip", ["-p", zip, entry.name]).stdoutData
                let prefix = try #require(BuiltEntryPrefix.read(entry, from: reader.file, count: 64), "\(entry.name)")
                #expect(prefix == [UInt8](witness.prefix(64)), "\(zip): \(entry.name)")
            }
        }
    }
}
