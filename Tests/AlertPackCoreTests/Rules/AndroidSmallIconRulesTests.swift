import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `android.small-icon-*` rules on the small icons scripts/make-android-icons.py rebuilds from
/// the failures public threads describe (opaque, on a coloured background, the launcher icon,
/// ink to the edge, one density only, wrong sizes, gradient and bitmap drawables), judged with the
/// android preset: each case fires exactly the rules its manifest names, and the fine ones
/// (white on transparency with anti-aliased edges at every density, vectors) fire none. Each
/// subject is built here as the pipeline builds it from a project's facts: every file of the
/// resource name, and the launcher icon when the case reuses it.
@Suite(TestSupport.needs("python3"))
struct AndroidSmallIconRulesTests {
    struct Case: Decodable {
        struct Launcher: Decodable {
            var resource: String
            var sameResource: Bool
        }
        var name: String
        var resource: String
        var fires: [String]
        var what: String
        var launcher: Launcher?
        /// The module's minSdk, for a case of API-level variants.
        var minSdk: Int?
    }

    static let corpus = TestSupport.generatedCorpus("make-android-icons.py", name: "android-icons-rules")

    static func cases() throws -> [Case] {
        try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: corpus + "/cases.json")))
    }

    static func book() throws -> RuleBook {
        try CheckConfiguration.resolve(presetReference: "android", configPath: nil, useConfigFile: false).rules
    }

    /// The files of `name` under `res` (every drawable and mipmap folder), relative paths in order.
    static func files(named name: String, in res: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: res).filter { path in
            let parts = path.split(separator: "/")
            return parts.count == 2 && parts[1].split(separator: ".").first.map(String.init) == name
        }.sorted().map { res + "/" + $0 }
    }

    /// The subject of a case, as the pipeline would build it.
    static func subject(_ item: Case, book: RuleBook) throws -> AndroidSmallIconSubject {
        let res = corpus + "/" + item.name + "/res"
        let files = try Self.files(named: item.resource, in: res).map {
            AndroidSmallIconInspector.inspect(path: $0, settings: book.androidSmallIconSettings)
        }
        var launcher: AndroidSmallIconSubject.LauncherReuse?
        if let reuse = item.launcher {
            launcher = .init(launcher: reuse.resource, sameResource: reuse.sameResource)
            if !reuse.sameResource {
                let launcherFiles = try Self.files(named: "ic_launcher", in: res)
                for file in files.map(\.path) {
                    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
                    if let same = try launcherFiles.first(where: { try Data(contentsOf: URL(fileURLWithPath: $0)) == bytes }) {
                        launcher?.sameBytes.append((file, same))
                    }
                }
            }
        }
        var subject = AndroidSmallIconSubject(
            name: item.resource, files: files, launcher: launcher,
            usedBy: ["AndroidManifest.xml com.google.firebase.messaging.default_notification_icon"])
        subject.keepSelectableVariants(minSdk: item.minSdk)
        return subject
    }

    static func findings(_ item: Case, book: RuleBook) throws -> [Finding] {
        book.evaluate(try subject(item, book: book)).filter { $0.rule.hasPrefix("android.small-icon-") }
    }

    @Test("at least 40 cases; each fires exactly the rules it names, the fine ones none")
    func eachCaseFiresItsRules() throws {
        let cases = try Self.cases()
        let book = try Self.book()
        #expect(cases.count >= 40)
        #expect(cases.filter { !$0.fires.isEmpty }.count >= 35)
        for item in cases {
            let findings = try Self.findings(item, book: book)
            #expect(Set(findings.map(\.rule)) == Set(item.fires), "\(item.name) (\(item.what)): \(findings.map { "\($0.rule): \($0.message)" })")
            #expect(findings.allSatisfy { $0.fix?.advice.isEmpty == false }, "\(item.name): every finding says what to do")
        }
        let ids = Set(cases.flatMap(\.fires))
        #expect(ids.count == 6, "every rule has a case: \(ids.sorted())")
    }

    @Test("each finding names the file and the measured value against the limit")
    func messages() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.name, $0) })
        let book = try Self.book()
        func messages(_ name: String) throws -> [String] { try Self.findings(try #require(cases[name]), book: book).map(\.message) }
        let size = try messages("wrong-size-xhdpi")
        #expect(
            size.count == 1 && size[0].hasPrefix("ic_stat_notify is not 24 dp in 1 of its 5 PNGs (xhdpi: ")
                && size[0].hasSuffix(
                    "drawable-xhdpi/ic_stat_notify.png): xhdpi 36x36 where 24 dp is 48x48 (used by AndroidManifest.xml com.google.firebase.messaging.default_notification_icon)"
                ), "\(size)")
        let solid = try messages("opaque-square-rgb")
        #expect(
            solid.count == 1
                && solid[0].hasPrefix("ic_stat_notify has no alpha channel in all 5 PNGs (mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi: ")
                && solid[0].contains(
                    "/res/drawable-*/ic_stat_notify.png), mdpi 24x24, hdpi 36x36, xhdpi 48x48, xxhdpi 72x72, xxxhdpi 96x96 pixels: Android draws every pixel as a solid white square"
                ), "one finding for the resource, naming every density: \(solid)")
        let covered = try messages("coloured-background-rounded")
        #expect(
            covered.count == 1 && covered[0].hasPrefix("ic_stat_notify is 99 % opaque in all 5 PNGs (")
                && covered[0].contains("(the limit is 85 %): Android draws it as a solid white shape"), "\(covered)")
        let logo = try messages("coloured-disc-logo")
        #expect(
            logo.first?.contains("is in colour and 66–67 % opaque in all 5 PNGs") == true
                && logo.first?.contains("(the limit for a coloured icon is 60 %)") == true,
            "\(logo)")
        let densities = try messages("mdpi-only")
        #expect(
            densities == [
                "ic_stat_notify has PNGs for mdpi only; missing hdpi, xhdpi, xxhdpi, and no vector drawable: Android scales the nearest one, blurred (used by AndroidManifest.xml com.google.firebase.messaging.default_notification_icon)"
            ])
        let edge = try messages("ink-to-edge")
        #expect(
            edge.count == 1
                && edge[0].hasPrefix(
                    "ic_stat_notify's ink touches the canvas edge with a few pixels (ink along under 25 % of a side) in 4 of its 5 PNGs (hdpi, ")
                && edge[0].contains("drawable-xxxhdpi ink x 0–96, y 0–96 of 96x96 pixels, live area 4–92 by 4–92 (tolerance 1), "),
            "mdpi's 1 pixel margin is within the tolerance; one finding for the others: \(edge)")
        let vector = try messages("vector-edge")
        #expect(vector.first?.contains("ink x 0–24, y 0–24 of 24x24 viewport units, live area 1–23 by 1–23 (tolerance 0.25)") == true, "\(vector)")
        #expect(try messages("gradient-vector").first?.contains("fills with <gradient> (line 6): Android cannot tint") == true)
        #expect(try messages("bitmap-root").first?.contains("is a <bitmap> drawable, not a <vector>") == true)
        #expect(try messages("no-viewport").first?.contains("has no android:viewportWidth above 0, android:viewportHeight above 0") == true)
        #expect(
            try messages("bad-pathdata").first?.contains("line 4: android:pathData does not read (expected 'a path command' at character 7)") == true)
        #expect(
            try messages("launcher-same-resource") == [
                "ic_launcher is the launcher icon (@mipmap/ic_launcher); Android draws a small icon from its alpha only, so it shows as a white shape (used by AndroidManifest.xml com.google.firebase.messaging.default_notification_icon)"
            ])
        let copied = try Self.findings(try #require(cases["launcher-copied-one"]), book: book).filter { $0.rule == "android.small-icon-launcher" }
            .map(\.message)
        #expect(
            copied.count == 1 && copied[0].contains("drawable-xxhdpi/ic_stat_notify.png has the bytes of ")
                && copied[0].contains("mipmap-xxhdpi/ic_launcher.png"), "\(copied)")
    }

    @Test("ink at the canvas edge warns, ink a little into the padding is info; a coloured logo warns, an opaque one is an error")
    func severities() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.name, $0) })
        let book = try Self.book()
        func severities(_ name: String) throws -> [Severity] { try Self.findings(try #require(cases[name]), book: book).map(\.severity) }
        #expect(try severities("ink-corner") == [.warning])
        #expect(try severities("ink-to-edge") == [.info], "a ring tangent to every edge is drawn whole")
        #expect(try severities("vector-into-padding") == [.info])
        #expect(try severities("coloured-disc-logo") == [.warning])
        #expect(try severities("opaque-square-rgb") == [.error])
        let padding = try Self.findings(try #require(cases["vector-into-padding"]), book: book)
        #expect(padding.first?.message.contains("passes the 22 dp live area into its 1 dp padding, short of the edge") == true, "\(padding)")
    }

    @Test("a lone large PNG in drawable/ is said once, by the densities rule, with its size")
    func loneDefault() throws {
        let item = try #require(try Self.cases().first { $0.name == "unqualified-large" })
        let findings = try Self.findings(item, book: try Self.book())
        #expect(findings.map(\.rule) == ["android.small-icon-densities"])
        #expect(
            findings.first?.message.hasPrefix("ic_stat_notify is one PNG of 96x96 pixels, ") == true
                && findings.first?.message.contains("in a folder without a density (Android takes it as mdpi") == true, "\(findings)")
        #expect(findings.first?.subject == "ic_stat_notify")
    }

    @Test("the fix names the command that writes the density set into the project's res folder")
    func fix() throws {
        let item = try #require(try Self.cases().first { $0.name == "opaque-square-rgba" })
        let finding = try #require(try Self.findings(item, book: try Self.book()).first)
        #expect(
            finding.fix?.advice.hasSuffix(
                "`alertpack icons MASTER --android-notification \(Self.corpus)/opaque-square-rgba/res --name ic_stat_notify`") == true,
            "\(finding.fix?.advice ?? "")")
    }

    @Test("values come from the preset: a larger coverage limit or other sizes change the verdict")
    func presetValues() throws {
        let book = try Self.book()
        let solid = book.parameters(of: AndroidSmallIconSolidRule.self)
        #expect(solid.maxCoverage == 0.85 && solid.opaqueAlpha == 0.5 && solid.maxSide == 2048)
        #expect(book.parameters(of: AndroidSmallIconSizeRule.self).pixels == [24, 36, 48, 72, 96])
        #expect(book.androidSmallIconSettings == AndroidSmallIconInspector.Settings(opaqueAlpha: 0.5, inkAlpha: 0.05, maxSide: 2048))
        let item = try #require(try Self.cases().first { $0.name == "coloured-background-rounded" })
        let subject = try Self.subject(item, book: book)
        let lenient = RuleContext(
            ruleID: "android.small-icon-solid", severity: .error,
            parameters: {
                var values = solid
                values.maxCoverage = 1
                values.maxCoverageColoured = 1
                return values
            }())
        #expect(AndroidSmallIconSolidRule().check(subject, lenient).isEmpty)
    }

    @Test("the survey's four causes of false flags: silent or info on the fine form, a warning on the broken one")
    func surveyCauses() throws {
        let cases = Dictionary(uniqueKeysWithValues: try Self.cases().map { ($0.name, $0) })
        let book = try Self.book()
        func findings(_ name: String, minSdk: Int?? = nil) throws -> [Finding] {
            var item = try #require(cases[name])
            if let minSdk { item.minSdk = minSdk }
            return try Self.findings(item, book: book)
        }
        func said(_ findings: [Finding]) -> String { findings.map { "\($0.severity) \($0.rule): \($0.message)" }.joined(separator: "\n") }
        // A: mdpi to xxhdpi is complete; xhdpi as the top is not.
        let complete = try findings("densities-no-xxxhdpi")
        #expect(complete.isEmpty, "\(said(complete))")
        #expect(try findings("three-densities").map(\.severity) == [.warning])
        // B: with minSdk 16 (or unknown) only the -v11 set is drawn; with minSdk 9 the -v9 set is.
        let current = try findings("api-variants-minsdk16")
        #expect(current.isEmpty, "\(said(current))")
        #expect(try findings("api-variants-minsdk16", minSdk: .some(nil)).isEmpty, "unknown minSdk: the highest variant")
        let legacy = try findings("api-variants-minsdk9")
        #expect(Set(legacy.map(\.rule)) == ["android.small-icon-size", "android.small-icon-live-area"], "\(said(legacy))")
        #expect(legacy.allSatisfy { $0.severity == .warning && !$0.message.contains("-v11") }, "\(said(legacy))")
        #expect(legacy.allSatisfy { !$0.message.contains("drawable-mdpi/") && !$0.message.contains("25x25") }, "unqualified: shadowed by -v9")
        // C: a capsule tangent to the top and bottom is info; a 1-pixel frame is a warning.
        let tangent = try findings("edge-tangent-capsule")
        #expect(tangent.map(\.severity) == [.info] && tangent.first?.message.contains("touches the canvas edge") == true, "\(said(tangent))")
        let frame = try findings("edge-frame-1px")
        #expect(
            frame.map(\.severity) == [.warning] && frame.first?.message.contains("reaches the canvas edge in 4 of its 5 PNGs") == true,
            "mdpi: within the tolerance; \(said(frame))")
        // D: a whole 2x set is info; ldpi is not judged.
        let double = try findings("double-size")
        #expect(double.map(\.severity) == [.info], "\(said(double))")
        #expect(double.first?.message.contains("xxxhdpi 192x192 where 24 dp is 96x96: a whole multiple Android scales down sharply") == true)
        let ldpi = try findings("ldpi-edge")
        #expect(ldpi.isEmpty, "\(said(ldpi))")
        #expect(try findings("all-96").map(\.severity) == [.warning, .info], "only xhdpi's 96 is a whole multiple")
    }
}
