import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AndroidResourceIndex` on the resource folders scripts/make-native-config-projects.py writes:
/// a resource found by type and name in any qualifier folder, as each reference form names it,
/// the densest file first; files that are no resource of the type left out; no resource folder
/// is said as such; a link out of the project is never a resource.
@Suite(TestSupport.needs("python3"))
struct AndroidResourceIndexTests {
    static let root = TestSupport.generatedCorpus("make-native-config-projects.py", name: "android-resources")
    static let res = AndroidResourceIndex.resourceFolder

    @Test("each reference form finds its resource, in any qualifier folder, the densest first")
    func referenceForms() {
        let index = AndroidResourceIndex(folder: Self.root + "/resources")
        #expect(index.hasNativeProject)
        let expected: [(String, [AndroidResourceIndex.Kind], String)] = [
            ("ic_stat_x", [.drawable], "drawable/ic_stat_x.xml"),
            ("@drawable/ic_stat_y", [], "drawable-xxhdpi-v24/ic_stat_y.png"),
            ("resource://drawable/ic_stat_y", [.raw], "drawable-xxhdpi-v24/ic_stat_y.png"),
            ("@mipmap/ic_launcher", [.drawable], "mipmap-xxxhdpi/ic_launcher.png"),
            ("resource://raw/beep", [], "raw/beep.wav"),
            ("beep", [.raw], "raw/beep.wav"),
            ("README", [.raw], "raw/README"),
            ("bubble", [.drawable], "drawable-hdpi/bubble.9.png"),
        ]
        for (value, kinds, path) in expected {
            let found = index.find(value, kinds: kinds)
            #expect(found.path == Self.res + "/" + path, "\(value)")
            #expect(found.unresolved == nil, "\(value)")
        }
    }

    @Test("a name of another type, a file that is no drawable, a hidden file and a name with its extension are missing")
    func missing() {
        let index = AndroidResourceIndex(folder: Self.root + "/resources")
        for (value, kinds) in [
            ("ic_launcher", [AndroidResourceIndex.Kind.drawable]), ("notes", [.drawable]), ("hidden", [.drawable]), (".hidden", [.drawable]),
            ("beep.wav", [.raw]), ("@raw/ic_stat_x", []), ("strings", [.drawable, .mipmap, .raw]), ("", [.drawable]),
        ] {
            #expect(index.find(value, kinds: kinds) == (nil, .missing), "\(value)")
        }
    }

    @Test("the reference forms parse to their types; other prefixes are names")
    func references() {
        #expect(AndroidResourceIndex.reference("@mipmap/ic_launcher", kinds: [.drawable]) == ([.mipmap], "ic_launcher"))
        #expect(AndroidResourceIndex.reference("resource://raw/naruto_jutsu", kinds: []) == ([.raw], "naruto_jutsu"))
        #expect(AndroidResourceIndex.reference("app_icon", kinds: [.drawable]) == ([.drawable], "app_icon"))
        #expect(AndroidResourceIndex.reference("@color/accent", kinds: [.drawable]) == ([.drawable], "@color/accent"))
    }

    @Test("a project without android/app/src/main/res has no native project to look in")
    func noNativeProject() {
        for folder in ["no-resources", "flutter-no-native", "does-not-exist"] {
            let index = AndroidResourceIndex(folder: Self.root + "/" + folder)
            #expect(!index.hasNativeProject)
            #expect(index.find("@drawable/x", kinds: []) == (nil, .noNativeProject))
            #expect(index.files(of: .raw).isEmpty)
        }
    }

    @Test("a drawable that is a link out of the project is outside, never followed")
    func linkOut() {
        let index = AndroidResourceIndex(folder: Self.root + "/cap-link")
        #expect(index.find("ic_link", kinds: [.drawable]) == (nil, .outside))
    }

    @Test("the raw files are listed, sorted, with the project's own paths")
    func rawFiles() {
        let index = AndroidResourceIndex(folder: Self.root + "/resources")
        #expect(index.files(of: .raw) == [Self.res + "/raw/README", Self.res + "/raw/beep.wav"])
        let asset = index.asset(file: "x.json", key: "k", value: "beep", role: .notificationSound, kinds: [.raw])
        #expect(asset.path == Self.res + "/raw/beep.wav" && asset.platforms == [.android])
    }
}
