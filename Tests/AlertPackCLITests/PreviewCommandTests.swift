import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack preview`, the layout findings of `lint-payload` and `lint-actions`, and the
/// report's Notifications section, run as a user would, on Samples.
@Suite(TestSupport.needs("pngcheck", "identify", "convert"))
struct PreviewCommandTests {
    static let strings = TestSupport.repositoryPath("Samples/payloads/strings")
    static func sample(_ name: String) -> String { TestSupport.repositoryPath("Samples/payloads/" + name) }

    static func json(_ result: TestSupport.ProcessResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stdout) \(result.stderr)")
    }

    @Test("preview writes one PNG per language and surface, an index, and names the cuts (the German title on the banner)")
    func writesImages() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(
            [
                "preview", Self.sample("order-shipped.json"), "--strings", Self.strings, "--out", "out", "--surface", "banner", "--appearance",
                "light", "--format", "json",
            ],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try Self.json(result)
        #expect((document["font"] as? String)?.contains("Inter") == true)
        let images = try #require(document["images"] as? [[String: Any]])
        #expect(images.map { $0["language"] as? String } == ["ar", "de", "en", "ja", "ru", "zh-Hans"])
        let german = try #require(images.first { $0["language"] as? String == "de" })
        #expect((german["cuts"] as? [String])?.contains { $0.hasPrefix("body after 2 of 5 lines") } == true, "\(german)")
        for image in images {
            let file = try #require(image["file"] as? String)
            #expect(try TestSupport.peer("pngcheck", ["-q", folder + "/" + file]).status == 0)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/out/preview.json"))
        // A second run replaces the folder it made; the same inputs give the same bytes.
        let first = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/order-shipped.de.banner.light.png"))
        #expect(
            try TestSupport.alertpack(
                [
                    "preview", Self.sample("order-shipped.json"), "--strings", Self.strings, "--out", "out", "--surface", "banner", "--appearance",
                    "light",
                ], in: folder
            ).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/out/order-shipped.de.banner.light.png")) == first)
    }

    @Test("preview never replaces a folder holding files it did not make, nor a file; a missing --font is a usage error")
    func refusesForeignOutput() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: folder + "/mine/notes.txt"))
        let foreign = try TestSupport.alertpack(["preview", Self.sample("good.json"), "--out", "mine"], in: folder)
        #expect(foreign.status == 2 && foreign.stderr.contains("notes.txt"))
        #expect(try String(contentsOfFile: folder + "/mine/notes.txt", encoding: .utf8) == "keep me")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        #expect(try TestSupport.alertpack(["preview", Self.sample("good.json"), "--out", "file"], in: folder).status == 2)
        let font = try TestSupport.alertpack(["preview", Self.sample("good.json"), "--out", "new", "--font", "/nonexistent/SF-Pro.ttf"], in: folder)
        #expect(font.status == 2 && font.stderr.contains("--font /nonexistent/SF-Pro.ttf"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
    }

    @Test("lint-payload lays text out (text.fit, per language) and says which font; --measure columns counts columns instead")
    func lintPayloadMeasures() throws {
        let laidOut = try Self.json(
            try TestSupport.alertpack([
                "lint-payload", Self.sample("order-shipped.json"), "--strings", Self.strings, "--no-project", "--format", "json",
            ]))
        #expect((laidOut["textMeasure"] as? String)?.hasPrefix("Inter") == true)
        let findings = ((laidOut["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]]) ?? []
        let messages = findings.filter { $0["rule"] as? String == "text.fit" }.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix("the title (de) is cut: Lock Screen after 1 of 2 lines") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("the body (de) is cut: banner after 2 of 5 lines") }, "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("the title (en)") })
        let columns = try Self.json(
            try TestSupport.alertpack(["lint-payload", Self.sample("long-body.json"), "--measure", "columns", "--no-project", "--format", "json"]))
        let rules = ((columns["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } ?? []
        #expect(rules.contains("text.length") && !rules.contains("text.fit"))
        #expect((columns["textMeasure"] as? String)?.contains("--measure columns") == true)
    }

    @Test("lint-actions measures each localised title against its button")
    func lintActionsMeasures() throws {
        let result = try TestSupport.alertpack(["lint-actions", TestSupport.repositoryPath("Samples/actions/too-many.yml")])
        #expect(result.stdout.contains("action.fit") && result.stdout.contains("is cut in the button at"))
        #expect(result.stdout.contains("text measured in Inter"))
    }

    @Test("report --payloads (and the config's payloads:) adds a Notifications section with the renderings")
    func reportSection() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let direct = try TestSupport.alertpack(
            ["report", "--payloads", Self.sample("order-shipped.json"), "--strings", Self.strings, "-o", "direct.html"], in: folder)
        #expect(direct.status == 0, "\(direct.stderr)")
        let html = try String(contentsOfFile: folder + "/direct.html", encoding: .utf8)
        #expect(html.contains("id=\"notifications\"") && html.contains("(de)</code>") && html.contains("data:image/png;base64,"))
        #expect(html.contains("prefers-color-scheme: dark"))
        let fewer = try TestSupport.alertpack(
            [
                "report", "--payloads", Self.sample("order-shipped.json"), "--strings", Self.strings, "--surface", "banner", "--appearance", "light",
                "-o", "fewer.html",
            ],
            in: folder)
        #expect(fewer.status == 0, "\(fewer.stderr)")
        let banners = try String(contentsOfFile: folder + "/fewer.html", encoding: .utf8)
        #expect(banners.components(separatedBy: "<figure").count - 1 == 6 && !banners.contains("prefers-color-scheme: dark"))
        try FileManager.default.createDirectory(atPath: folder + "/app/Payloads", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.sample("good.json"), toPath: folder + "/app/Payloads/good.json")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: folder + "/app/chime.caf")
        try Data("version: 1\npayloads: [Payloads]\n".utf8).write(to: URL(fileURLWithPath: folder + "/app/.alertpack.yml"))
        let configured = try TestSupport.alertpack(["report", ".", "-o", "../configured.html"], in: folder + "/app")
        #expect(configured.status == 0, "\(configured.stderr)")
        let page = try String(contentsOfFile: folder + "/configured.html", encoding: .utf8)
        #expect(page.contains("id=\"notifications\"") && page.contains("good.json"))
    }

    @Test("a preset whose fonts are not installed: lint-payload warns, counts columns (text.length says so), and still exits on findings alone")
    func noFontFallsBack() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Data("schema: 1\nname: nofont\nextends: ios\nnotificationLayout:\n  fonts:\n    families: [No Such Family 31]\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/nofont.yml"))
        let result = try TestSupport.alertpack([
            "lint-payload", Self.sample("long-body.json"), "--preset", folder + "/nofont.yml", "--no-project", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no font could be loaded") && result.stderr.contains("No Such Family 31"))
        let document = try Self.json(result)
        let messages =
            ((document["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(messages.contains { $0.contains("columns wide") && $0.contains("counted in columns: no font could be loaded") }, "\(messages)")
        let preview = try TestSupport.alertpack([
            "preview", Self.sample("long-body.json"), "--preset", folder + "/nofont.yml", "--out", folder + "/p",
        ])
        #expect(preview.status == 2 && preview.stderr.contains("fonts-inter"))
    }

    /// The mean column of the app icon's blue in a PNG, and its width, as ImageMagick decodes it.
    static func iconCentre(_ path: String) throws -> (x: Double, width: Int) {
        let width = try #require(Int(try TestSupport.peer("identify", ["-format", "%w", path]).stdout))
        let rgb = [UInt8](try TestSupport.peer("convert", [path, "-depth", "8", "rgb:-"]).stdoutData)
        var sum = 0, count = 0
        for pixel in stride(from: 0, to: rgb.count - 2, by: 3) where rgb[pixel] < 80 && rgb[pixel + 1] > 80 && rgb[pixel + 2] > 180 {
            sum += (pixel / 3) % width
            count += 1
        }
        #expect(count > 500, "\(path): \(count) blue pixels")
        return (Double(sum) / Double(max(count, 1)), width)
    }

    @Test("preview mirrors an Arabic banner (the icon on the right half, read by ImageMagick); the English one keeps its stored bytes")
    func rightToLeftMirrored() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack(
            [
                "preview", Self.sample("order-shipped.json"), "--strings", Self.strings, "--out", folder + "/out", "--surface", "banner",
                "--appearance", "light",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let arabic = try Self.iconCentre(folder + "/out/order-shipped.ar.banner.light.png")
        let english = try Self.iconCentre(folder + "/out/order-shipped.en.banner.light.png")
        #expect(arabic.x > Double(arabic.width) / 2 && english.x < Double(english.width) / 2, "\(arabic) \(english)")
        let stored = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("docs/previews/order-shipped.en.banner.light.png")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/out/order-shipped.en.banner.light.png")) == stored)
    }

    @Test("text from a file reaches the terminal escaped: a key with control characters, a strings value that clears the screen")
    func escapesFileText() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/strings/en.lproj", withIntermediateDirectories: true)
        let clear = "\u{1B}[2J"
        let body = String(repeating: "A body long enough for the banner to cut it. ", count: 4) + clear + "end"
        try Data("\"BODY\" = \"\(body)\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/strings/en.lproj/Localizable.strings"))
        let payload = #"{"aps":{"alert":{"title-loc-key":"T\u001b[31m","loc-key":"BODY"}}}"#
        try Data(payload.utf8).write(to: URL(fileURLWithPath: folder + "/p.json"))
        let result = try TestSupport.alertpack(
            ["preview", "p.json", "--strings", "strings", "--out", "out", "--surface", "lock-screen", "--appearance", "light", "--no-project"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("missing: title-loc-key"))
        #expect(!result.stdout.contains("\u{1B}"), "\(result.stdout)")
    }
}
