import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `package` and `verify`: what goes in, that it is what the manifest says (sha256sum as the
/// witness), that runs are reproducible and atomic, and that tampering is caught.
@Suite(TestSupport.needs("sox", "sha256sum", "python3"))
struct PackageTests {
    /// A manifest as a JSON object, to be broken on purpose.
    static func manifest(_ package: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(
        "a manifest is read as a typed document: each mistake is named by where it is",
        arguments: [
            (
                "role", "\"wallpaper\"",
                "assets[0].role: 'wallpaper' is not a role (sound, icon, alternate-icon, launch-image, image, catalog, app-icon)"
            ),
            ("size", "1e30", "assets[0].size: 1000000000000000019884624838656 is not a size in bytes"),
            ("size", "-4", "assets[0].size: -4 is not a size in bytes"),
            ("sha256", "7", "assets[0].sha256 is not text"),
            ("path", nil, "has no assets[0].path"),
            (
                "platforms", "[\"ios\", \"tvos\"]",
                "assets[0].platforms: 'tvos' is not a platform this alertpack knows (ios, android, web): a newer alertpack made this package"
            ),
            ("platforms", "[]", "assets[0].platforms: lists no platform"),
            ("platforms", "\"android\"", "assets[0].platforms is not a list"),
        ])
    func manifestMistakes(_ key: String, _ value: String?, _ expected: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let good = try Self.manifest(TestSupport.repositoryPath("Tests/Fixtures/packages/Good"))
        var assets = good["assets"] as? [[String: Any]] ?? []
        assets[0][key] = value == nil ? nil : "@@VALUE@@"
        var document = good
        document["assets"] = assets
        var text = String(data: try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]), encoding: .utf8) ?? ""
        text = text.replacingOccurrences(of: "\"@@VALUE@@\"", with: value ?? "")
        let data = Data(text.utf8)
        #expect(throws: AlertPackError.packaging(.manifestField(expected))) { try PackageManifest.read(data) }
    }

    @Test("a file's platforms are written only when it is not iOS's alone (schemaVersion 3 then), and read back; none read means iOS")
    func platformsWrittenAndRead() throws {
        let asset = PackageManifest.Asset(
            source: "a.ogg", path: "android/res/raw/a.ogg", role: .sound, slots: [], sha256: String(repeating: "0", count: 64), size: 1,
            facts: nil, findings: [], conversion: nil)
        var manifest = PackageManifest(preset: .init(name: "ios", sha256: "x"), createdAt: nil, assets: [asset], rejected: [])
        let iosOnly = manifest.json().serialized()
        #expect(!iosOnly.contains("\"platforms\"") && manifest.writtenVersion == 1)
        #expect(try PackageManifest.read(Data(iosOnly.utf8)).assets[0].platforms == [.ios])
        manifest.assets[0].platforms = [.ios, .android]
        let both = manifest.json().serialized()
        #expect(manifest.writtenVersion == 3 && both.contains("\"schemaVersion\": 3"))
        #expect(try PackageManifest.read(Data(both.utf8)).assets[0].platforms == [.ios, .android])
    }

    @Test("one type writes and reads a manifest: read back and written again it gives the same document, facts aside")
    func manifestRoundTrip() throws {
        for package in ["Good", "Signed", "Android"] {
            let path = TestSupport.repositoryPath("Tests/Fixtures/packages/\(package)/manifest.json")
            let written = try Data(contentsOf: URL(fileURLWithPath: path))
            let read = try PackageManifest.read(written)
            #expect(!read.assets.isEmpty)
            // Facts are not read back (verify measures the files again): null them on both sides.
            var expected = try JSONSerialization.jsonObject(with: written) as? [String: Any] ?? [:]
            expected["assets"] = (expected["assets"] as? [[String: Any]] ?? []).map { asset in
                var asset = asset
                asset["facts"] = NSNull()
                return asset
            }
            let again = try JSONSerialization.jsonObject(with: Data(read.json().serialized().utf8))
            #expect(NSDictionary(dictionary: expected).isEqual(again), "\(package): the manifest read back writes another document")
        }
    }
}
