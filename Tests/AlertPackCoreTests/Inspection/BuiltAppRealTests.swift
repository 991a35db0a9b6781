import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Real built apps (never committed: ALERTPACK_REAL_APPS names a folder of them, as
/// docs/real-world.md tells how to fetch), each `.app` held to scripts/car-witness.py, a Python
/// reading of the catalog that shares no code with ours (pixels through pyliblzfse), and each
/// `.ipa` beside it (zipped from that `.app`) read as the folder is.
@Suite("built apps, real", .serialized, .enabled(if: BuiltAppRealFolder.path != nil), TestSupport.needs("python3"))
struct BuiltAppRealTests {
    static let folder = BuiltAppRealFolder.path

    /// Every `.app` and `.ipa` in the folder, not inside another app, in path order.
    static func containers(suffix: String) -> [String] {
        guard let folder, let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let path = walk.nextObject() as? String {
            // A repository named like an app (ghuntley+ServiceNSW.app) is no app: an app has an Info.plist.
            let isBundle = FileManager.default.fileExists(atPath: folder + "/" + path + "/Info.plist")
            if isBundle && (path.hasSuffix(".app") || path.hasSuffix(".appex") || path.hasSuffix(".xcarchive")) { walk.skipDescendants() }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            // A repository named like an IPA (ghuntley+COVIDSAFE-iOS-v10.ipa) is a folder: an IPA is a file.
            let fits = suffix == ".app" ? isBundle : !isFolder.boolValue
            if path.hasSuffix(suffix) && fits { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }

    static func shown(witness icon: [String: Any]) -> String {
        let transparent = (icon["transparentPixels"] as? Int).map(String.init) ?? "nil"
        return "\(icon["facet"] ?? "") \(icon["idiom"] ?? "") \(icon["width"] ?? 0)x\(icon["height"] ?? 0)@\(icon["scale"] ?? 0) "
            + "\((icon["appearance"] as? String) ?? "any") '\(icon["pixelFormat"] ?? "")' opaque=\((icon["opaque"] as? Bool) ?? false) "
            + "transparent=\(transparent) \(icon["source"] ?? "") \(icon["encoding"] ?? "")"
    }

    @Test("every app icon rendition and loose icon agrees with the witness, transparent pixels counted alike")
    func appsAgreeWithWitness() throws {
        let apps = Self.containers(suffix: ".app")
        #expect(!apps.isEmpty, "no .app in \(Self.folder ?? "")")
        for app in apps {
            let witness = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/car-witness.py"), app])
            guard witness.status == 0, let json = try JSONSerialization.jsonObject(with: witness.stdoutData) as? [String: Any] else {
                Issue.record("the witness could not read \(app): \(witness.stderr)")
                continue
            }
            let facts = try BuiltAppWitness.inspect(app).facts
            let bundle = try #require(facts.app, "\(app): no app read")
            let names = Set(json["names"] as? [String] ?? [])
            let ours = bundle.icons.renditions.filter { names.isEmpty || names.contains($0.name) }.map {
                BuiltAppWitness.shown($0) + " " + $0.encoding
            }
            let theirs = (json["renditions"] as? [[String: Any]] ?? []).map(Self.shown(witness:))
            #expect(ours == theirs, "\(app)")
            for loose in json["loose"] as? [[String: Any]] ?? [] where loose["notDecoded"] == nil {
                let read = bundle.icons.looseFiles.first { $0.path == loose["path"] as? String }
                #expect(read?.width == loose["width"] as? Int && read?.isCgBI == loose["cgbi"] as? Bool, "\(app): \(loose)")
                #expect(read?.transparentPixels == loose["transparentPixels"] as? Int, "\(app): \(loose) / \(String(describing: read))")
            }
        }
    }

    @Test("each IPA reads as the .app it was zipped from")
    func ipasAgreeWithApps() throws {
        for ipa in Self.containers(suffix: ".ipa") {
            let facts: BuiltAppFacts
            do {
                facts = try BuiltAppWitness.inspect(ipa).facts
            } catch let error as AlertPackError {
                // A zip every unzip would not read alike is refused, as verify refuses it.
                #expect(error.message.contains("not a zip that verify can trust"), "\(ipa): \(error.message)")
                continue
            }
            let root = try #require(facts.app?.path)
            let folder = (ipa as NSString).deletingLastPathComponent
            let app =
                FileManager.default.fileExists(atPath: folder + "/" + root)
                ? folder + "/" + root : folder + "/" + (root as NSString).lastPathComponent
            guard FileManager.default.fileExists(atPath: app) else { continue }
            let read = try BuiltAppWitness.inspect(app).facts
            let ipaFacts = BuiltAppWitness.rebased(facts, from: root + "/", to: "")
            #expect(ipaFacts.bundles == BuiltAppWitness.rebased(read, from: "", to: "").bundles, "\(ipa)")
        }
    }
}

/// The folder of real built apps the environment names, if any.
enum BuiltAppRealFolder {
    static let path = ProcessInfo.processInfo.environment["ALERTPACK_REAL_APPS"].flatMap { $0.isEmpty ? nil : $0 }
}

extension BuiltAppRealTests {
    @Test("every app icon rendition of a catalog on its own (Xcode 26 icon stacks among them) agrees with the witness")
    func catalogsAgreeWithWitness() throws {
        let catalogs = Self.containers(suffix: "Assets.car")
        for catalog in catalogs {
            let witness = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/car-witness.py"), catalog])
            guard witness.status == 0, let json = try JSONSerialization.jsonObject(with: witness.stdoutData) as? [String: Any] else {
                Issue.record("the witness could not read \(catalog): \(witness.stderr)")
                continue
            }
            let decoder = try RenditionPixelDecoder(path: catalog)
            var limits = BuiltAppLimits()
            limits.minDecodeBytesPerCatalog = 1 << 30
            var budget = BuiltDecodeBudget(limits: limits)
            let ours = BuiltCatalogIcons(decoder: decoder).renditions(decoding: true, budget: &budget).map {
                BuiltAppWitness.shown($0) + " " + $0.encoding
            }
            let theirs = (json["renditions"] as? [[String: Any]] ?? []).map(Self.shown(witness:))
            #expect(ours == theirs, "\(catalog)")
        }
    }
}
