import Testing

@testable import AlertPackCore

/// `AndroidProjectMarker`: a module is the folder of `src/main/AndroidManifest.xml`, never inside
/// dependencies, build products or tool caches below the root a walk started from.
struct AndroidProjectMarkerTests {
    @Test("app modules are found in native and cross-platform layouts, relative to the walk's root")
    func modules() {
        #expect(AndroidProjectMarker.module(of: "/w/app/src/main/AndroidManifest.xml", below: "/w") == "/w/app")
        #expect(AndroidProjectMarker.module(of: "/w/android/app/src/main/AndroidManifest.xml", below: "/w") == "/w/android/app")
        #expect(AndroidProjectMarker.module(of: "/w/src/main/AndroidManifest.xml", below: "/w") == "/w")
        #expect(AndroidProjectMarker.module(of: "src/main/AndroidManifest.xml") == "")
        // Above the root, a `build` folder is any other name: a checkout kept in ~/build is judged.
        #expect(AndroidProjectMarker.module(of: "/home/build/app/src/main/AndroidManifest.xml", below: "/home/build") == "/home/build/app")
    }

    @Test("dependencies, build products, caches and other manifests are not modules")
    func skipped() {
        for path in [
            "/w/node_modules/react-native-push/android/src/main/AndroidManifest.xml",
            "/w/app/build/intermediates/merged/src/main/AndroidManifest.xml",
            "/w/.gradle/cache/src/main/AndroidManifest.xml",
            "/w/ios/Pods/x/src/main/AndroidManifest.xml",
            "/w/.hidden/app/src/main/AndroidManifest.xml",
        ] {
            #expect(AndroidProjectMarker.module(of: path, below: "/w") == nil, "\(path)")
        }
        #expect(AndroidProjectMarker.module(of: "/w/app/src/debug/AndroidManifest.xml", below: "/w") == nil)
        #expect(AndroidProjectMarker.module(of: "/w/app/AndroidManifest.xml", below: "/w") == nil)
        #expect(AndroidProjectMarker.module(of: "/w/app/src/main/AndroidManifest.xml.bak", below: "/w") == nil)
    }
}
