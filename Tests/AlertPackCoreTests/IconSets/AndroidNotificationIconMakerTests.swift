import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AndroidNotificationIconMaker` on the masters `scripts/make-android-notification-masters.py`
/// writes, with ImageMagick as the witness of what the written PNGs hold.
@Suite(TestSupport.needs("/usr/bin/convert", "identify"))
struct AndroidNotificationIconMakerTests {
    static let masters = TestSupport.generatedCorpus("make-android-notification-masters.py", name: "android-notification-masters")
    static let sizes = ["mdpi": 24, "hdpi": 36, "xhdpi": 48, "xxhdpi": 72, "xxxhdpi": 96]

    static func master(_ name: String) -> String { masters + "/" + name }

    static func maker(_ change: (inout AndroidNotificationIconOptions) -> Void = { _ in }) throws -> AndroidNotificationIconMaker {
        var options = AndroidNotificationIconOptions()
        change(&options)
        return AndroidNotificationIconMaker(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: options)
    }

    /// Each pixel's alpha, 8-bit, by ImageMagick.
    static func alpha(_ path: String) throws -> [UInt8] {
        Array(try TestSupport.peer("/usr/bin/convert", [path, "-alpha", "extract", "-depth", "8", "gray:-"]).stdoutData)
    }

    /// What ImageMagick says of one written icon: size, channels, and the darkest colour value with alpha ignored.
    static func witness(_ path: String) throws -> (size: String, channels: String, minimum: String) {
        let identified = try TestSupport.peer("identify", ["-format", "%wx%h %[channels]", path]).stdout.split(separator: " ").map(String.init)
        let minimum = try TestSupport.peer("/usr/bin/convert", [path, "-alpha", "off", "-format", "%[fx:minima]", "info:"]).stdout
        return (identified[0], identified[1], minimum)
    }

    /// Holds every density of `name` in `res` to Android's small icon: size, RGBA, white, ink inside the live area.
    static func expectSet(_ res: String, name: String = "ic_stat_notification") throws {
        for (density, side) in sizes {
            let path = "\(res)/drawable-\(density)/\(name).png"
            let seen = try witness(path)
            #expect(seen.size == "\(side)x\(side)" && seen.channels == "srgba", "\(path): \(seen)")
            #expect(seen.minimum == "1", "\(path) is white in every pixel")
            let alpha = try alpha(path)
            let margin = Int((Double(side) / 24).rounded(.up))
            let outside = alpha.indices.filter { index in
                let (x, y) = (index % side, index / side)
                return alpha[index] > 0 && (x < margin || y < margin || x >= side - margin || y >= side - margin)
            }
            #expect(outside.isEmpty, "\(path): ink in the clear margin at \(outside.prefix(5))")
            #expect(alpha.contains(255) && alpha.contains(0), "\(path) has opaque ink and transparent ground")
        }
    }

    @Test("a master with alpha: five densities, white with the master's alpha, the ink inside the live area, the check passes")
    func alphaMaster() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let result = try Self.maker().make(master: Self.master("glyph.png"), resFolder: root + "/res")
        #expect(result.images.map(\.pixels) == [24, 36, 48, 72, 96])
        #expect(result.check.summary.fail == 0 && result.replaced.isEmpty)
        try Self.expectSet(root + "/res")
        // Nothing of ours is left beside the resource folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["res"])
    }

    @Test("the ink is the exact area average of the trimmed master's alpha, fitted into the live area and centred")
    func exactAreaAverage() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: root + "/res")
        let source = try Self.alpha(Self.master("glyph.png")).map { Double($0) / 255 }
        let side = 256
        let inked = source.indices.filter { source[$0] > 0 }
        let (left, right) = (inked.map { $0 % side }.min()!, inked.map { $0 % side }.max()!)
        let (top, bottom) = (inked.map { $0 / side }.min()!, inked.map { $0 / side }.max()!)
        let (width, height) = (right - left + 1, bottom - top + 1)
        // xxxhdpi: 96 px, 4 px clear each side, the longer side fitted into 88 px.
        let inkWidth = 88, inkHeight = Int((Double(height) * 88 / Double(width)).rounded())
        let (offsetX, offsetY) = ((96 - inkWidth) / 2, (96 - inkHeight) / 2)
        let made = try Self.alpha(root + "/res/drawable-xxxhdpi/ic_stat_notification.png")
        var worst = 0.0
        for y in 0..<inkHeight {
            for x in 0..<inkWidth {
                // The area of the trimmed master under target pixel (x, y), pixel by pixel.
                let (x0, x1) = (Double(x) * Double(width) / Double(inkWidth), Double(x + 1) * Double(width) / Double(inkWidth))
                let (y0, y1) = (Double(y) * Double(height) / Double(inkHeight), Double(y + 1) * Double(height) / Double(inkHeight))
                var sum = 0.0
                for row in Int(y0)..<min(height, Int(y1.rounded(.up))) {
                    let rowShare = min(y1, Double(row + 1)) - max(y0, Double(row))
                    for column in Int(x0)..<min(width, Int(x1.rounded(.up))) {
                        sum += rowShare * (min(x1, Double(column + 1)) - max(x0, Double(column))) * source[(top + row) * side + left + column]
                    }
                }
                let expected = sum / ((x1 - x0) * (y1 - y0)) * 255
                worst = max(worst, abs(expected - Double(made[(offsetY + y) * 96 + offsetX + x])))
            }
        }
        #expect(worst <= 1, "largest difference from the exact area average: \(worst) codes")
    }

    @Test("the same master gives the same bytes on every run; a second run replaces its own files")
    func deterministic() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let maker = try Self.maker()
        _ = try maker.make(master: Self.master("coloured.png"), resFolder: root + "/a/res")
        _ = try maker.make(master: Self.master("coloured.png"), resFolder: root + "/b/res")
        let first = try Self.files(root + "/a/res")
        let again = try maker.make(master: Self.master("coloured.png"), resFolder: root + "/a/res")
        #expect(again.replaced.count == 5 && again.notes.isEmpty, "its own files are replaced without --force")
        let (second, third) = (try Self.files(root + "/b/res"), try Self.files(root + "/a/res"))
        #expect(first == second && first == third)
        #expect(first.count == 5)
        try Self.expectSet(root + "/a/res")
    }

    static func files(_ res: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for density in sizes.keys {
            let path = "\(res)/drawable-\(density)/ic_stat_notification.png"
            files[density] = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }

    @Test("an opaque master is refused without a threshold, and drawn from its dark or light pixels with one")
    func opaqueMaster() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        for name in ["opaque.png", "opaque-alpha.png"] {
            #expect(throws: AlertPackError.inFile(Self.master(name), .work(.notificationMasterSolid(percent: nil)))) {
                try Self.maker().make(master: Self.master(name), resFolder: root + "/res")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/res"), "nothing is written for a refused master")
        _ = try Self.maker { $0.threshold = 50 }.make(master: Self.master("opaque.png"), resFolder: root + "/dark/res")
        _ = try Self.maker { $0.threshold = 50 }.make(master: Self.master("opaque-alpha.png"), resFolder: root + "/dark-alpha/res")
        _ = try Self.maker {
            $0.threshold = 50
            $0.inkIsLight = true
        }.make(master: Self.master("light-on-dark.png"), resFolder: root + "/light/res")
        try Self.expectSet(root + "/dark/res")
        try Self.expectSet(root + "/light/res")
        // The black glyph on white and the white glyph on dark blue are the same shape (their
        // anti-aliased edges cross lightness 50 a little apart: within a code on average).
        let dark = try Self.alpha(root + "/dark/res/drawable-xhdpi/ic_stat_notification.png")
        let light = try Self.alpha(root + "/light/res/drawable-xhdpi/ic_stat_notification.png")
        let differences = zip(dark, light).map { abs(Int($0) - Int($1)) }
        #expect(dark.count == 48 * 48 && Double(differences.reduce(0, +)) / Double(dark.count) < 1, "\(differences.max() ?? 0)")
        #expect(dark == (try Self.alpha(root + "/dark-alpha/res/drawable-xhdpi/ic_stat_notification.png")))
        #expect(throws: AlertPackError.inFile(Self.master("opaque.png"), .work(.notificationMasterEmpty(inkSide: "darker than lightness 0 %")))) {
            try Self.maker { $0.threshold = 0 }.make(master: Self.master("opaque.png"), resFolder: root + "/none/res")
        }
    }

    @Test("an SVG master is drawn by librsvg and made into the same kind of set")
    func svgMaster() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let result = try Self.maker { $0.name = "ic_stat_disc" }.make(master: Self.master("glyph.svg"), resFolder: root + "/res")
        #expect(result.images.allSatisfy { $0.source.contains("librsvg") })
        try Self.expectSet(root + "/res", name: "ic_stat_disc")
    }

    @Test("a file of the same name that alertpack did not make is left as it is and nothing is written, --force or not")
    func othersFileKept() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let theirs = root + "/res/drawable-hdpi/ic_stat_notification.png"
        try FileManager.default.createDirectory(atPath: root + "/res/drawable-hdpi", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.master("glyph.png"), toPath: theirs)
        let before = try Data(contentsOf: URL(fileURLWithPath: theirs))
        for force in [false, true] {
            #expect(throws: AlertPackError.work(.notMadeByAlertpack([theirs]))) {
                try Self.maker { $0.replacesEarlier = force }.make(master: Self.master("glyph.png"), resFolder: root + "/res")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: theirs)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/res") == ["drawable-hdpi"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["res"])
    }

    @Test("the sizes are the android preset's: a config that changes android.small-icon-size changes what is made")
    func sizesFromPreset() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try "rules:\n  android.small-icon-size:\n    pixels: [24, 36, 48, 72, 100]\n".write(
            toFile: root + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let configuration = try CheckConfiguration.resolve(presetReference: "ios", configPath: root + "/.alertpack.yml", directory: root)
        let maker = AndroidNotificationIconMaker(checker: Checker(configuration: configuration, jobs: 1), options: AndroidNotificationIconOptions())
        let result = try maker.make(master: Self.master("glyph.png"), resFolder: root + "/res")
        #expect(result.images.map(\.pixels) == [24, 36, 48, 72, 100])
        #expect(try Self.witness(root + "/res/drawable-xxxhdpi/ic_stat_notification.png").size == "100x100")
        // Values that cannot make a set leave Android's own buckets.
        #expect(AndroidNotificationDensity.set(([], 24, 22)) == AndroidNotificationDensity.standard)
        #expect(AndroidNotificationDensity.standard.map(\.liveArea) == [22, 32, 44, 66, 88])
    }

    @Test("masters that cannot make a small icon are refused, naming the file and why")
    func refusedMasters() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let res = root + "/res"
        #expect(throws: AlertPackError.inFile(Self.master("empty.png"), .work(.notificationMasterEmpty(inkSide: nil)))) {
            try Self.maker().make(master: Self.master("empty.png"), resFolder: res)
        }
        #expect {
            try Self.maker().make(master: Self.master("rounded.png"), resFolder: res)
        } throws: { error in
            guard case .inFile(_, .work(.notificationMasterSolid(let percent))) = error as? AlertPackError else { return false }
            return percent != nil
        }
        #expect {
            try Self.maker().make(master: Self.master("tiny.png"), resFolder: res)
        } throws: { error in
            guard case .inFile(_, .work(.notificationMasterSmall(_, _, let needed))) = error as? AlertPackError else { return false }
            return needed == 88
        }
        #expect(throws: AlertPackError.work(.resourceNameIllegal("Bell-Icon"))) {
            try Self.maker { $0.name = "Bell-Icon" }.make(master: Self.master("glyph.png"), resFolder: res)
        }
        #expect(!FileManager.default.fileExists(atPath: res))
    }
}
