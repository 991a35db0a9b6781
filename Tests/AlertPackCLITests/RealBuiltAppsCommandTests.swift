import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack check` on real built apps from public repositories (issue 44), against a second
/// reading: ALERTPACK_REAL_APPS names a folder holding, one level or two down, `.ipa` files,
/// `.app` folders and `Payload/*.app` (docs/real-world.md lists the ones tried; none is in this
/// repository). For each, `scripts/car-witness.py` (Python, sharing no code with the Swift
/// reader) lists the app icon renditions of its Assets.car and counts their transparent pixels,
/// and reads its loose icon PNGs; an IPA is unpacked by `unzip` for it. The JSON report must
/// list exactly those renditions (idiom, size, scale, appearance, the CSI opaque flag), with the
/// same transparent pixels wherever the witness decoded them, and the same loose icons.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["ALERTPACK_REAL_APPS"] != nil,
        "set ALERTPACK_REAL_APPS to a folder of real built apps (.ipa, .app, Payload/*.app)"),
    TestSupport.needs("python3", "unzip"))
struct RealBuiltAppsCommandTests {
    /// One icon rendition as both readings can say it.
    struct Rendition: Hashable, CustomStringConvertible {
        var idiom: String
        var width: Int
        var height: Int
        var scale: Int
        var appearance: String
        var opaque: Bool
        var description: String { "\(idiom) \(width)×\(height)@\(scale)x \(appearance)\(opaque ? " opaque" : "")" }
    }

    @Test("every app icon rendition and loose icon of each real app is listed, with the witness's transparent pixels")
    func agreeWithWitness() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["ALERTPACK_REAL_APPS"])
        let apps = try Self.apps(in: folder)
        #expect(!apps.isEmpty, "no .ipa, .app or Payload/*.app under \(folder)")
        var renditions = 0
        var counted = 0
        for app in apps {
            // One app that cannot be compared is recorded; the others are still compared.
            do {
                let compared = try Self.compare(app)
                renditions += compared.renditions
                counted += compared.counted
            } catch {
                Issue.record("\(app): \(error)")
            }
        }
        print("real built apps: \(apps.count) checked, \(renditions) renditions, \(counted) with transparent pixels compared")
    }

    /// Compares one app's report with its witness: how many renditions, how many counted.
    static func compare(_ app: String) throws -> (renditions: Int, counted: Int) {
        let witness = try Self.witness(app)
        let ours = try Self.report(app)
        let mine = Self.renditions(ours["renditions"])
        let theirs = Self.renditions(witness["renditions"])
        let listedByUs: [String] = mine.map(\.0.description).sorted()
        let listedByWitness: [String] = theirs.map(\.0.description).sorted()
        #expect(listedByUs == listedByWitness, "\(app): renditions differ:\n alertpack \(listedByUs)\n witness \(listedByWitness)")
        var counted = 0
        for (rendition, pixels) in theirs {
            guard let pixels else { continue }
            let listed = mine.filter { $0.0 == rendition }.map(\.1)
            #expect(listed.contains(pixels), "\(app): \(rendition): alertpack counts \(listed) transparent pixels, the witness \(pixels)")
            counted += 1
        }
        let looseOurs = Self.loose(ours["looseFiles"])
        let looseTheirs = Self.loose(witness["loose"])
        #expect(looseOurs == looseTheirs, "\(app): loose icons differ:\n alertpack \(looseOurs)\n witness \(looseTheirs)")
        print("\(app): \(theirs.count) renditions, \(counted) counted by the witness; \(looseTheirs.count) loose icons")
        return (theirs.count, counted)
    }

    /// The `.ipa` files, `.app` folders and `Payload/*.app` folders one or two levels under
    /// `folder` (a folder named like an app, a repository's, is an app only if it holds an Info.plist).
    static func apps(in folder: String) throws -> [String] {
        let manager = FileManager.default
        func isApp(_ path: String) -> Bool {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
            return isFolder.boolValue ? path.hasSuffix(".app") && manager.fileExists(atPath: path + "/Info.plist") : path.hasSuffix(".ipa")
        }
        var found: [String] = []
        for entry in try manager.contentsOfDirectory(atPath: folder).sorted() {
            let path = folder + "/" + entry
            if isApp(path) {
                found.append(path)
                continue
            }
            for inner in ["", "/Payload"] {
                let names = (try? manager.contentsOfDirectory(atPath: path + inner).sorted()) ?? []
                found += names.map { path + inner + "/" + $0 }.filter(isApp)
            }
        }
        return found
    }

    /// The main app's `icons` object of `alertpack check --format json APP`.
    static func report(_ app: String) throws -> [String: Any] {
        let result = try TestSupport.alertpack(["check", "--format", "json", app])
        #expect(result.status != 2, "\(app): \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(app): \(result.stdout)")
        let files = json["files"] as? [[String: Any]] ?? []
        let file = try #require(files.first { $0["kind"] as? String == "built-app" }, "\(app): no built-app report in \(result.stdout)")
        let bundles = (file["facts"] as? [String: Any])?["bundles"] as? [[String: Any]] ?? []
        return try #require(bundles.first?["icons"] as? [String: Any], "\(app): no bundle in \(file)")
    }

    /// `car-witness.py` on the app folder (an IPA unpacked by unzip first).
    static func witness(_ app: String) throws -> [String: Any] {
        var folder = app
        var unpacked: String?
        if app.hasSuffix(".ipa") {
            let temporary = try TestSupport.temporaryDirectory()
            unpacked = temporary
            try TestSupport.peer("unzip", ["-q", app, "-d", temporary])
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: temporary + "/Payload").first { $0.hasSuffix(".app") })
            folder = temporary + "/Payload/" + name
        }
        defer { unpacked.map(TestSupport.remove) }
        let result = try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/car-witness.py"), folder])
        return try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    }

    /// Renditions and their transparent pixels (nil where not decoded), from either JSON.
    static func renditions(_ value: Any?) -> [(Rendition, Int?)] {
        (value as? [[String: Any]] ?? []).map { item in
            let rendition = Rendition(
                idiom: item["idiom"] as? String ?? "?", width: item["width"] as? Int ?? 0, height: item["height"] as? Int ?? 0,
                scale: item["scale"] as? Int ?? 0, appearance: item["appearance"] as? String ?? "any",
                opaque: (item["flaggedOpaque"] ?? item["opaque"]) as? Bool ?? false)
            return (rendition, item["transparentPixels"] as? Int)
        }
    }

    /// Loose icons: path, size, CgBI and transparent pixels, sorted by path.
    static func loose(_ value: Any?) -> [String] {
        (value as? [[String: Any]] ?? []).map { item in
            let pixels = (item["transparentPixels"] as? Int).map(String.init) ?? "not decoded"
            return
                "\(item["path"] as? String ?? "?") \(item["width"] as? Int ?? 0)×\(item["height"] as? Int ?? 0) \(item["cgbi"] as? Bool == true ? "CgBI" : "PNG") \(pixels)"
        }.sorted()
    }
}
