import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `WebAppManifestReader`: a web app's manifest by its content, its icons' members read as
/// written, each `src` resolved in the web root (`WebRoot`), what leads out of it never followed.
struct WebAppManifestReaderTests {
    /// Writes `files` (relative path → text, or bytes for an image) into a new folder.
    static func folder(_ files: [String: String]) throws -> String {
        let root = try TestSupport.temporaryDirectory()
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: FileName.parent(of: full), withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func read(_ path: String) -> WebAppFacts? {
        var chain = FolderChain()
        return WebAppManifestReader.read(path: path, chain: &chain)
    }

    @Test("a web app's manifest is told from an extension's, a bundler's asset map and other JSON")
    func identifiedByContent() throws {
        let web = try JSONNode.parse(Array(#"{"name": "Chirp", "icons": []}"#.utf8))
        let shortOnly = try JSONNode.parse(Array(#"{"short_name": "C"}"#.utf8))
        let iconsOnly = try JSONNode.parse(Array(#"{"icons": [{"src": "a.png"}]}"#.utf8))
        let extensionManifest = try JSONNode.parse(Array(#"{"manifest_version": 3, "name": "Ext", "icons": {"48": "a.png"}}"#.utf8))
        let assets = try JSONNode.parse(Array(#"{"main.js": "main.1a2b.js", "index.html": "index.html"}"#.utf8))
        let list = try JSONNode.parse(Array(#"[{"name": "x"}]"#.utf8))
        #expect(WebAppManifestReader.isWebAppManifest(web))
        #expect(WebAppManifestReader.isWebAppManifest(shortOnly))
        #expect(WebAppManifestReader.isWebAppManifest(iconsOnly))
        #expect(!WebAppManifestReader.isWebAppManifest(extensionManifest))
        #expect(!WebAppManifestReader.isWebAppManifest(assets))
        #expect(!WebAppManifestReader.isWebAppManifest(list))
    }

    @Test("icons are read with their sizes, type and purpose tokens, in order")
    func iconsRead() throws {
        let root = try Self.folder([
            "public/manifest.webmanifest":
                #"{"name": "Chirp", "display": "standalone", "icons": [{"src": "/i/a.png", "sizes": "48x48  96x96", "type": "image/png", "#
                + #""purpose": "MASKABLE monochrome"}, {"src": "/i/b.svg", "sizes": "any"}, 7, {"sizes": "192x192"}]}"#,
            "public/i/a.png": "not a png",
        ])
        defer { TestSupport.remove(root) }
        let facts = try #require(Self.read(root + "/public/manifest.webmanifest"))
        #expect(facts.source == .manifest && facts.name == "Chirp" && facts.display == "standalone")
        #expect(facts.webRoot == root + "/public")
        #expect(facts.images.map(\.key) == ["icons[0].src", "icons[1].src", "icons[3].src"])
        #expect(facts.images[0].sizes == ["48x48", "96x96"])
        #expect(facts.images[0].purposes == ["maskable", "monochrome"])
        #expect(facts.images[0].path == root + "/public/i/a.png")
        #expect(facts.images[1].sizes == ["any"] && facts.images[1].unresolved == .missing)
        #expect(facts.images[2].value == "" && facts.images[2].unresolved == .missing)
        #expect(facts.notRead == ["icons[2]: 7, not an object"])
    }

    @Test("the web root is the public/ folder above the manifest; a relative src is read from the manifest's folder")
    func resolvedInTheWebRoot() throws {
        let root = try Self.folder([
            "site/public/app/manifest.json": #"{"name": "x", "icons": [{"src": "icons/a.png"}, {"src": "/top.png?v=2#f"}, {"src": "../top.png"}, "#
                + #"{"src": "../../../etc/passwd"}, {"src": "https://cdn.example/a.png"}, {"src": "//cdn.example/b.png"}, "#
                + #"{"src": "data:image/png;base64,AA"}, {"src": "/my%20icon.png"}]}"#,
            "site/public/app/icons/a.png": "x", "site/public/top.png": "x", "site/public/my icon.png": "x",
        ])
        defer { TestSupport.remove(root) }
        let facts = try #require(Self.read(root + "/site/public/app/manifest.json"))
        let public_ = root + "/site/public"
        #expect(
            facts.images.map(\.path) == [
                public_ + "/app/icons/a.png", public_ + "/top.png", public_ + "/top.png", nil, nil, nil, nil, public_ + "/my icon.png",
            ])
        #expect(facts.images.map(\.unresolved) == [nil, nil, nil, .outside, .remote, .remote, .remote, nil])
    }

    @Test("a link out of the web root is not followed")
    func linkOutIsOutside() throws {
        let root = try Self.folder(["public/manifest.json": #"{"name": "x", "icons": [{"src": "/out/a.png"}]}"#, "secret/a.png": "x"])
        defer { TestSupport.remove(root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/public/out", withDestinationPath: root + "/secret")
        let facts = try #require(Self.read(root + "/public/manifest.json"))
        #expect(facts.images.first?.unresolved == .outside)
    }

    @Test("a manifest outside any public/ folder is its own root (Angular's src/)")
    func ownFolderIsRoot() throws {
        let root = try Self.folder(["src/manifest.webmanifest": #"{"name": "x", "icons": [{"src": "assets/a.png"}]}"#, "src/assets/a.png": "x"])
        defer { TestSupport.remove(root) }
        let facts = try #require(Self.read(root + "/src/manifest.webmanifest"))
        #expect(facts.webRoot == root + "/src" && facts.images.first?.path == root + "/src/assets/a.png")
    }

    @Test("a broken .webmanifest is said unreadable; a broken or foreign manifest.json is left alone")
    func unreadable() throws {
        let root = try Self.folder([
            "a/site.webmanifest": "{ not json", "b/manifest.json": "{ not json", "c/manifest.json": #"{"manifest_version": 2}"#,
            "d/manifest.json": String(repeating: "[", count: 10_000),
        ])
        defer { TestSupport.remove(root) }
        #expect(Self.read(root + "/a/site.webmanifest")?.unreadable != nil)
        #expect(Self.read(root + "/b/manifest.json") == nil)
        #expect(Self.read(root + "/c/manifest.json") == nil)
        #expect(Self.read(root + "/d/manifest.json") == nil)
    }
}
