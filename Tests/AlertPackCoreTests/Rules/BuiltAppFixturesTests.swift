import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `scripts/make-built-apps.py`, which writes the built apps the built-app rules and reader are
/// tested on and Samples/built, held to independent witnesses: unzip and zipinfo for the IPA,
/// python3's plistlib for the property lists, pngcheck for the loose icons; and to itself: the
/// same bytes every run, and the committed samples what it writes today.
struct BuiltAppFixturesTests {
    static let folder = TestSupport.generatedCorpus("make-built-apps.py", name: "built-apps-fixtures")
    static let script = TestSupport.repositoryPath("scripts/make-built-apps.py")

    @Test("an IPA is Payload/NAME.app with its extension, entries sorted, executables marked, and unzip finds no fault")
    func ipaLayout() throws {
        let ipa = Self.folder + "/ipa/Good.ipa"
        let test = try TestSupport.run("unzip", ["-tq", ipa])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let names = try TestSupport.run("unzip", ["-Z1", ipa]).stdout.split(separator: "\n").map(String.init)
        #expect(names == names.sorted())
        for expected in [
            "Payload/Bark.app/Info.plist", "Payload/Bark.app/Assets.car", "Payload/Bark.app/Bark", "Payload/Bark.app/embedded.mobileprovision",
            "Payload/Bark.app/ping.caf", "Payload/Bark.app/chime.caf", "Payload/Bark.app/AppIcon60x60@2x.png",
            "Payload/Bark.app/PlugIns/NotificationService.appex/Info.plist",
            "Payload/Bark.app/PlugIns/NotificationService.appex/NotificationService",
        ] {
            #expect(names.contains(expected), "\(expected) not in \(names)")
        }
        let listing = try TestSupport.run("zipinfo", [ipa]).stdout
        let executable = listing.split(separator: "\n").first { $0.hasSuffix("Payload/Bark.app/Bark") }
        #expect(executable?.hasPrefix("-rwxr-xr-x") == true, "\(listing)")
        let sounds = try TestSupport.run("unzip", ["-Z1", Self.folder + "/ipa/SoundInFolder.ipa"]).stdout
        #expect(sounds.contains("Payload/Bark.app/Sounds/alarm.caf\n"))
    }

    @Test("Info.plist as plistlib reads it: binary by default, XML when asked; the icons it names")
    func infoPlists() throws {
        let code = """
            import plistlib, sys
            for path in sys.argv[1:]:
                data = open(path, "rb").read()
                info = plistlib.loads(data)
                icons = info.get("CFBundleIcons", {})
                point = info.get("NSExtension", {}).get("NSExtensionPointIdentifier")
                print(data[:5].decode("latin-1"), info.get("CFBundleIconName"), info["CFBundleExecutable"],
                      ",".join(sorted(icons.get("CFBundleAlternateIcons", {}))), point)
            """
        let good = Self.folder + "/app/Good/Bark.app"
        let paths = [
            good + "/Info.plist", Self.folder + "/app/XMLPlist/XMLPlist.app/Info.plist", good + "/PlugIns/NotificationService.appex/Info.plist",
        ]
        let result = try TestSupport.run("python3", ["-c", code] + paths)
        #expect(
            result.stdout.split(separator: "\n") == [
                "bplis None Bark Holiday None", "<?xml AppIcon XMLPlist Holiday None",
                "bplis None NotificationService  com.apple.usernotifications.service",
            ], "\(result.stdout)\(result.stderr)")
        let archive = try TestSupport.run(
            "python3",
            [
                "-c", "import plistlib,sys; print(plistlib.load(open(sys.argv[1],'rb'))['ApplicationProperties']['ApplicationPath'])",
                Self.folder + "/xcarchive/Good/Bark.xcarchive/Info.plist",
            ])
        #expect(archive.stdout == "Applications/Bark.app\n")
        #expect(FileManager.default.fileExists(atPath: Self.folder + "/xcarchive/Good/Bark.xcarchive/Products/Applications/Bark.app/Assets.car"))
    }

    @Test("loose icons: a plain PNG pngcheck passes; a CgBI one as Xcode writes it (pngcheck refuses it; its raw deflate inflates)")
    func looseIcons() throws {
        let plain = try TestSupport.run("pngcheck", [Self.folder + "/app/Good/Bark.app/AppIcon60x60@2x.png"])
        #expect(plain.status == 0 && plain.stdout.contains("120x120, 24-bit RGB"), "\(plain.stdout)")
        let path = Self.folder + "/app/NoCatalog/NoCatalog.app/AppIcon60x60@2x.png"
        let crushed = try TestSupport.run("pngcheck", ["-v", path])
        #expect(crushed.status != 0 && crushed.stdout.contains("chunk CgBI"), "\(crushed.stdout)")
        let code = """
            import struct, sys, zlib
            data = open(sys.argv[1], "rb").read()
            at, chunks = 8, []
            while at < len(data):
                n, = struct.unpack(">I", data[at:at + 4]); chunks.append((data[at + 4:at + 8], data[at + 8:at + 8 + n])); at += 12 + n
            w, h, depth, colour = struct.unpack(">IIBB", chunks[1][1][:10])
            rows = zlib.decompress(b"".join(b for k, b in chunks if k == b"IDAT"), -15)
            print(chunks[0][0].decode(), w, h, colour, len(rows) == h * (1 + 4 * w), rows[4] == 255)
            """
        let read = try TestSupport.run("python3", ["-c", code, path])
        #expect(read.stdout == "CgBI 120 120 6 True True\n", "\(read.stdout)\(read.stderr)")
    }

    @Test("the same bytes every run, and Samples/built is what the script writes today")
    func deterministic() throws {
        let again = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-built-samples-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: again) }
        let result = try TestSupport.run("python3", [Self.script, again, "--samples"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: again).filter { $0.hasSuffix(".ipa") }.sorted()
        #expect(written.count == 9)
        for name in written + ["Stale/Stale.ipa", "Stale/Stale.xcodeproj/project.pbxproj"] {
            let fresh = try Data(contentsOf: URL(fileURLWithPath: again + "/" + name))
            let committed = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/built/" + name)))
            #expect(fresh == committed, "Samples/built/\(name) is not what make-built-apps.py writes: run make samples")
            #expect(fresh.count < 24_000, "\(name): \(fresh.count) bytes")
        }
    }
}
