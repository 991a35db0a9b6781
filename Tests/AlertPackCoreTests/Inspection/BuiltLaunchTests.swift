import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The launch screen and launch images of the built apps scripts/make-built-apps.py writes, read
/// by BuiltBundleReader and held to a witness that shares no code with it: python3's plistlib for
/// Info.plist, its own PNG decoding (zlib, raw deflate for CgBI, the five filters) for the pixels,
/// `identify` for the size of every plain PNG, and os.path for where a storyboard is compiled.
@Suite("built launch screen and images", .serialized, TestSupport.needs("python3", "identify"))
struct BuiltLaunchTests {
    /// A corpus of its own: those of other suites share the name "built-apps" and each rewrites
    /// it when first used, which a suite running beside them must not see.
    static let folder = TestSupport.generatedCorpus("make-built-apps.py", name: "built-launch-reader")

    static let names = [
        "Good", "LaunchNoLaunchScreen", "LaunchWrongSize", "LaunchTransparent", "LaunchMissingFile", "LaunchImages", "LaunchDefaults",
        "LaunchNotCompiled", "LaunchPadOnly", "LaunchScreenDictionary",
    ]

    /// The witness: the same facts as lines, from the `.app` folder.
    static let witness = """
        import os, plistlib, re, struct, subprocess, sys, zlib
        app = sys.argv[1]
        info = plistlib.load(open(os.path.join(app, "Info.plist"), "rb"))
        def png(path):
            data = open(path, "rb").read()
            at, chunks = 8, []
            while at + 8 <= len(data):
                n, = struct.unpack(">I", data[at:at + 4]); chunks.append((data[at + 4:at + 8], data[at + 8:at + 8 + n])); at += 12 + n
            kinds = [k for k, _ in chunks]
            cgbi = kinds[0] == b"CgBI"
            w, h, depth, colour, _, _, lace = struct.unpack(">IIBBBBB", dict(chunks)[b"IHDR"])
            if not cgbi:
                shown = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout
                assert shown == f"{w} {h}", (path, shown)
            if colour not in (4, 6):
                return f"{w}x{h} cgbi={cgbi} alpha=False transparent=0"
            raw = b"".join(b for k, b in chunks if k == b"IDAT")
            rows = zlib.decompress(raw, -15) if cgbi else zlib.decompress(raw)
            unit = 4 if colour == 6 else 2
            stride, prev, transparent = w * unit, bytearray(w * unit), 0
            for y in range(h):
                f, line = rows[y * (stride + 1)], bytearray(rows[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - unit] if i >= unit else 0; b = prev[i]; c = prev[i - unit] if i >= unit else 0
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = [0, a, b, (a + b) // 2, a if pa <= pb and pa <= pc else (b if pb <= pc else c)][f]
                    line[i] = (line[i] + pred) & 255
                transparent += sum(1 for x in range(w) if line[x * unit + unit - 1] != 255)
                prev = line
            return f"{w}x{h} cgbi={cgbi} alpha=True transparent={transparent}"
        def parsed(name):
            m = re.fullmatch(r"(.*?)(@(\\d)x)?(~(ipad|iphone))?\\.png", name)
            return m.group(1), int(m.group(3) or 1), m.group(5)
        def compiled(name):
            for folder in [""] + sorted(f + "/" for f in os.listdir(app) if f.endswith(".lproj")):
                for suffix in (".storyboardc", ".nib"):
                    if os.path.exists(os.path.join(app, folder + name + suffix)):
                        return folder + name + suffix
            return None
        for key in sorted(k for k in info if k.split("~")[0] == "UILaunchStoryboardName"):
            print("storyboard", key, info[key], compiled(info[key]))
        for key in sorted(k for k in info if k.split("~")[0] in ("UILaunchScreen", "UILaunchScreens")):
            print("screen", key)
        pngs = sorted(f for f in os.listdir(app) if f.endswith(".png"))
        claimed = set()
        for key in ("UILaunchImages", "UILaunchImages~ipad"):
            for i, e in enumerate(info.get(key, [])):
                print("image", key, i, e["UILaunchImageName"], e["UILaunchImageSize"].replace(" ", ""), e["UILaunchImageOrientation"],
                      e["UILaunchImageMinimumOSVersion"])
                for f in pngs:
                    base, scale, device = parsed(f)
                    if base == e["UILaunchImageName"]:
                        claimed.add(f); print("  file", f, scale, device, png(os.path.join(app, f)))
        for f in pngs:
            base = parsed(f)[0]
            if f not in claimed and (base == "Default" or base.startswith("Default-")):
                print("convention", f, parsed(f)[1], parsed(f)[2], png(os.path.join(app, f)))
        """

    static func lines(_ launch: BuiltLaunch) -> [String] {
        func file(_ file: BuiltLaunchFile) -> String {
            func python(_ flag: Bool) -> String { flag ? "True" : "False" }
            let image = file.image.map { "\($0.width)x\($0.height) cgbi=\(python($0.isCgBI)) alpha=\(python($0.hasAlphaChannel))" }
            let transparent = file.image?.transparentPixels.map(String.init) ?? "nil"
            return "\(file.path) \(file.scale) \(file.device ?? "None") \(image ?? "nil") transparent=\(transparent)"
        }
        func points(_ value: Double?) -> String { value.map { String(Int($0)) } ?? "?" }
        var out = launch.storyboards.map { "storyboard \($0.key) \($0.name) \($0.compiled ?? "None")" }
        out += launch.screenKeys.map { "screen \($0)" }
        for image in launch.images {
            out.append(
                "image \(image.key) \(image.index) \(image.name ?? "None") {\(points(image.pointWidth)),\(points(image.pointHeight))} "
                    + "\(image.orientation ?? "None") \(image.minimumOSVersion ?? "None")")
            out += image.files.map { "  file " + file($0) }
        }
        return out + launch.conventionFiles.map { "convention " + file($0) }
    }

    static func appPath(_ name: String) -> String {
        let app = ["Good", "LaunchNoLaunchScreen", "LaunchWrongSize", "LaunchTransparent", "LaunchMissingFile"].contains(name) ? "Bark" : name
        return "\(folder)/app/\(name)/\(app).app"
    }

    @Test("each app's launch facts, from its IPA, are what the witness reads of its .app", arguments: names)
    func againstWitness(_ name: String) throws {
        let witness = try TestSupport.peer("python3", ["-c", Self.witness, Self.appPath(name)])
        let expected = witness.stdout.split(separator: "\n").map(String.init)
        let ipa = try BuiltAppWitness.inspect("\(Self.folder)/ipa/\(name).ipa").facts
        let launch = try #require(ipa.app?.launch)
        let read = Self.lines(launch).joined(separator: "\n")
        #expect(Self.lines(launch) == expected, "\(name):\n\(read)\nwitness:\n\(witness.stdout)\(witness.stderr)")
        // Only the app carries launch facts; its extension none.
        #expect(ipa.bundles.dropFirst().allSatisfy { $0.launch == nil })
        let appName = Self.appPath(name).split(separator: "/").last!.dropLast(4)
        for other in [Self.appPath(name), "\(Self.folder)/xcarchive/\(name)/\(appName).xcarchive"] {
            #expect(try BuiltAppWitness.inspect(other).facts.app?.launch == launch, "\(other)")
        }
    }

    @Test("Xcode's names: a landscape entry's file is stored wide; iPad files end in ~ipad; Default files are found by name")
    func namesAndOrientation() throws {
        let launch = try #require(try BuiltAppWitness.inspect("\(Self.folder)/ipa/LaunchImages.ipa").facts.app?.launch)
        let landscape = try #require(launch.images.first { $0.isLandscape })
        #expect(landscape.files.map(\.path) == ["LaunchImage-800-Landscape-736h@3x.png"])
        #expect(landscape.expectedPixels(scale: 3)! == (2208, 1242) && landscape.files.first?.image?.width == 2208)
        let ipad = try #require(launch.images.first { $0.name == "LaunchImage-700-Portrait" })
        #expect(ipad.files.map(\.path) == ["LaunchImage-700-Portrait@2x~ipad.png", "LaunchImage-700-Portrait~ipad.png"])
        #expect(ipad.files.map(\.device) == ["ipad", "ipad"] && ipad.files.map(\.scale) == [2, 1])
        #expect(launch.conventionFiles.isEmpty && launch.storyboards.first?.compiled == "Base.lproj/LaunchScreen.storyboardc")
        #expect(BuiltBundleReader.points("{ 414 , 736 }")! == (414, 736))
        #expect(BuiltBundleReader.points("{414}") == nil && BuiltBundleReader.points("414, 736") == nil && BuiltBundleReader.points("{0, 1}") == nil)
        #expect(BuiltBundleReader.launchName("Default-Portrait@2x~ipad.png") == ("Default-Portrait", 2, "ipad"))
    }

    /// A copy of Good's .app, changed by `change`.
    static func changedGood(_ change: (String) throws -> Void) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-launch-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.appPath("Good"), toPath: root + "/Bark.app")
        try change(root + "/Bark.app")
        return root + "/Bark.app"
    }

    @Test("a damaged launch image is a fact and a problem naming it; past the limit's files, one problem counts the rest")
    func damagedAndBounded() throws {
        let damaged = try Self.changedGood { app in
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: app + "/Default@2x.png"))
        }
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: damaged)) }
        let facts = try BuiltAppWitness.inspect(damaged).facts
        let file = try #require(facts.app?.launch?.conventionFiles.first)
        #expect(file.path == "Default@2x.png" && file.image == nil && file.unreadable != nil, "\(file)")
        #expect(facts.problems.map(\.path) == ["Default@2x.png"], "\(facts.problems)")
        let many = try Self.changedGood { app in
            let png = try Data(contentsOf: URL(fileURLWithPath: app + "/AppIcon60x60@2x.png"))
            for index in 0..<(BuiltBundleReader.maxLaunchFiles + 6) { try png.write(to: URL(fileURLWithPath: app + "/Default-\(index).png")) }
        }
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: many)) }
        let bounded = try BuiltAppWitness.inspect(many).facts
        #expect(bounded.app?.launch?.conventionFiles.count == BuiltBundleReader.maxLaunchFiles)
        #expect(bounded.problems.map(\.reason) == ["it holds 6 launch image files beyond the first 64, which are not read"], "\(bounded.problems)")
    }

    /// The hostile launch cases of scripts/make-hostile-apps.py, in a folder of their own.
    static let hostile = TestSupport.generatedCorpus("make-hostile-apps.py", name: "hostile-apps-launch")

    /// What python3's plistlib reads of an IPA's Info.plist: entries per key, and different names.
    static let entryWitness = """
        import plistlib, sys, zipfile
        info = plistlib.loads(zipfile.ZipFile(sys.argv[1]).read("Payload/Bark.app/Info.plist"))
        for key in ("UILaunchImages", "UILaunchImages~ipad"):
            entries = info.get(key, [])
            print(key, len(entries), len({e["UILaunchImageName"] for e in entries}))
        """

    @Test("entries repeated by reference in a binary plist are read once each; a file two keys name is read and counted once")
    func repeatedEntries() throws {
        let ipa = Self.hostile + "/launch-repeated.ipa"
        // 40,000 entries beside 1,000 launch PNGs: a scan of the PNGs per entry took minutes.
        let witness = try TestSupport.peer("python3", ["-c", Self.entryWitness, ipa]).stdout
        #expect(witness == "UILaunchImages 20000 2\nUILaunchImages~ipad 20000 1\n", "\(witness)")
        let facts = try BuiltAppWitness.inspect(ipa).facts
        let launch = try #require(facts.app?.launch)
        #expect(
            launch.images.map { "\($0.key)[\($0.index)] \($0.name ?? "")" } == [
                "UILaunchImages[0] LaunchImage-0", "UILaunchImages[1] LaunchImage-Missing", "UILaunchImages~ipad[0] LaunchImage-0",
            ])
        #expect(launch.images[0].files == launch.images[2].files && launch.images[0].files.map(\.path) == ["LaunchImage-0@2x.png"])
        #expect(launch.files.map(\.path) == ["LaunchImage-0@2x.png"] && launch.conventionFiles.isEmpty)
        #expect(facts.problems.isEmpty, "\(facts.problems)")
    }

    @Test("past the limit of different entries, no more are read: one problem counts the rest; files stay within theirs")
    func distinctEntries() throws {
        let ipa = Self.hostile + "/launch-distinct.ipa"
        let witness = try TestSupport.peer("python3", ["-c", Self.entryWitness, ipa]).stdout
        #expect(witness == "UILaunchImages 20000 20000\nUILaunchImages~ipad 0 0\n", "\(witness)")
        let facts = try BuiltAppWitness.inspect(ipa).facts
        let launch = try #require(facts.app?.launch)
        #expect(launch.images.count == BuiltBundleReader.maxLaunchEntries && launch.files.count <= BuiltBundleReader.maxLaunchFiles)
        #expect(launch.images.map(\.index) == Array(0..<BuiltBundleReader.maxLaunchEntries))
        let rest = 20000 - BuiltBundleReader.maxLaunchEntries
        #expect(
            facts.problems.map { "\($0.path): \($0.reason)" } == [
                "Payload/Bark.app/Info.plist: its UILaunchImages list \(rest) more launch image entries beyond the first 64 different ones, which are not read"
            ], "\(facts.problems)")
    }

    @Test("the JSON facts list the launch screen and each launch image file")
    func json() throws {
        let facts = try BuiltAppWitness.inspect("\(Self.folder)/ipa/LaunchWrongSize.ipa").facts
        let text = FactsJSON.builtApp(facts).serialized()
        for expected in [
            "\"launch\": {", "\"key\": \"UILaunchStoryboardName\"", "\"compiled\": \"Base.lproj/LaunchScreen.storyboardc\"",
            "\"name\": \"LaunchImage-700-568h\"", "\"pointHeight\": 568", "\"path\": \"LaunchImage-700-568h@2x.png\"", "\"width\": 640",
            "\"height\": 960", "\"cgbi\": true", "\"transparentPixels\": 0",
        ] {
            #expect(text.contains(expected), "\(expected) not in \(text)")
        }
    }
}
