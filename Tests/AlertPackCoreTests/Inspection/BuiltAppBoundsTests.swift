import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What a built app may cost, whatever it holds (scripts/make-hostile-apps.py): bytes unpacked
/// capped by the IPA's size, sounds read capped in number, pixels decoded only where a rule reads
/// them, and names that are not plain refused as problems.
@Suite("built app bounds", .serialized, TestSupport.needs("python3"))
struct BuiltAppBoundsTests {
    static let folder = BuiltAppHostileTests.folder

    @Test("a name with an empty component is a problem, not read; the root lists only Payload")
    func emptyComponent() throws {
        let ipa = Self.folder + "/empty-component.ipa"
        let facts = try BuiltAppWitness.inspect(ipa).facts
        #expect(facts.problems.contains { $0.path == "Payload/Bark.app//x.caf" && $0.reason.contains("not plain") }, "\(facts.problems)")
        #expect(facts.app?.sounds.contains { $0.path.hasSuffix("x.caf") } == false)
        let tree = try BuiltTree.zip(path: ipa, limits: BuiltAppLimits())
        #expect(tree.children(of: "") == ["Payload"])
        #expect(tree.children(of: "Payload") == ["Payload/Bark.app"])
    }

    @Test("an IPA unpacks at most 8 times its size (at least 64 MiB): past that, a part is a problem")
    func unpackedBytes() throws {
        let ipa = Self.folder + "/sound-bomb.ipa"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: ipa)[.size] as? Int)
        #expect(size < 1 << 20)
        let inspection = try BuiltAppWitness.inspect(ipa)
        let unpacked = inspection.soundFiles.map { (try? FileManager.default.attributesOfItem(atPath: $0.file)[.size] as? Int) ?? 0 }
        #expect(unpacked.reduce(0, +) <= 64 << 20)
        #expect(inspection.soundFiles.map(\.inside) == ["Payload/Bark.app/bomb0.caf"])
        #expect(
            inspection.facts.problems.contains { $0.path == "Payload/Bark.app/bomb1.caf" && $0.reason.contains("bytes together") },
            "\(inspection.facts.problems)")
    }

    @Test("no more than 1,000 sounds are read; one problem counts the rest")
    func manySounds() throws {
        let inspection = try BuiltAppWitness.inspect(Self.folder + "/many-sounds.ipa")
        #expect(inspection.facts.app?.sounds.count == 1000 && inspection.soundFiles.count == 1000)
        let counted = inspection.facts.problems.filter { $0.reason.contains("beyond the first 1000") }
        #expect(counted.map(\.path) == ["Payload/Bark.app"] && counted.first?.reason.contains("holds 50 sounds") == true, "\(counted)")
    }

    @Test("an extension's catalog is listed, not decoded; the app's icons are decoded")
    func extensionCatalogs() throws {
        let facts = try BuiltAppWitness.inspect(Self.folder + "/extension-catalogs.ipa").facts
        let app = try #require(facts.app)
        #expect(!app.icons.renditions.isEmpty && app.icons.renditions.allSatisfy { $0.notDecoded == nil && $0.transparentPixels != nil })
        let extensions = facts.bundles.filter { $0.role == .appExtension }
        #expect(extensions.count == 3)
        for bundle in extensions {
            #expect(bundle.icons.renditions.count == app.icons.renditions.count, "\(bundle.path)")
            #expect(bundle.icons.renditions.allSatisfy { $0.notDecoded == BuiltCatalogIcons.notNeeded && $0.transparentPixels == nil })
        }
    }

    @Test("the decode budget is one for the container: the floor counted once, each catalog adding its share")
    func sharedBudget() {
        var limits = BuiltAppLimits()
        limits.decodeBytesPerCatalogByte = 2
        limits.minDecodeBytesPerCatalog = 100
        var budget = BuiltDecodeBudget(limits: limits)
        budget.add(catalogBytes: 30)
        #expect(budget.total == 100 && budget.take(80) && !budget.take(30))
        budget.add(catalogBytes: 30)
        #expect(budget.total == 120 && budget.take(30) && budget.spent == 110)
    }
}
