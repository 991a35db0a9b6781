import Foundation
import Testing

@testable import AlertPackCore

/// `WebAppMarker`: manifests by name, scripts by extension, never inside dependencies, build
/// products or a native shell's copies.
struct WebAppMarkerTests {
    @Test("names and extensions")
    func names() {
        #expect(WebAppMarker.kind(of: "/w/public/manifest.json", below: "/w") == .manifest)
        #expect(WebAppMarker.kind(of: "/w/public/site.webmanifest", below: "/w") == .manifest)
        #expect(WebAppMarker.kind(of: "/w/src/manifest.webmanifest", below: "/w") == .manifest)
        #expect(WebAppMarker.kind(of: "/w/public/firebase-messaging-sw.js", below: "/w") == .script)
        #expect(WebAppMarker.kind(of: "/w/src/sw.ts", below: "/w") == .script)
        #expect(WebAppMarker.kind(of: "/w/src/sw.mjs", below: "/w") == .script)
        #expect(WebAppMarker.kind(of: "/w/src/types.d.ts", below: "/w") == nil)
        #expect(WebAppMarker.kind(of: "/w/public/vendor.min.js", below: "/w") == nil)
        #expect(WebAppMarker.kind(of: "/w/package.json", below: "/w") == nil)
    }

    @Test("never in dependencies, build output or a native shell's copies; outside a repository, a named file is taken")
    func skippedFolders() {
        for path in [
            "/w/node_modules/x/manifest.json", "/w/dist/sw.js", "/w/build/sw.js", "/w/android/app/src/main/assets/public/sw.js",
            "/w/ios/App/App/public/manifest.json", "/w/platforms/android/www/sw.js",
        ] {
            #expect(WebAppMarker.kind(of: path, below: "/w") == nil, "\(path)")
        }
        #expect(WebAppMarker.kind(of: "/home/build/app/public/sw.js", below: "/home/build/app") == .script)
        #expect(WebAppMarker.kind(of: "/nowhere-\(UUID().uuidString)/dist/sw.js") == .script)
    }
}
