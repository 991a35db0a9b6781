import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The Android sound rules (android.sound-name, -format, -empty) on the raw resources
/// scripts/make-android-sounds.py writes into a Gradle project: each case fires exactly its rule
/// at its severity and nothing of iOS's, its fixed form (module `fixed`) fires nothing, and the
/// container the rule judges is the one ffprobe sees.
@Suite(TestSupport.needs("python3", "ffmpeg", "ffprobe"))
struct AndroidSoundRulesTests {
    struct Case: Decodable {
        var path: String
        var rule: String?
        var severity: String?
        var `class`: String?
        var container: String?
        var codec: String?
        var ffprobe: String?
        var fixed: String?
        var legalName: String?
    }

    static let folder = TestSupport.generatedCorpus("make-android-sounds.py", name: "android-sounds")
    static let cases: [Case] = {
        guard let data = FileManager.default.contents(atPath: folder + "/cases.json") else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()
    /// The iOS sound rules that must never judge an Android-only sound.
    static let iosSoundRules: Set<String> = [
        "sound.container", "sound.codec", "sound.duration", "sound.extension", "sound.float-pcm", "sound.long",
    ]

    /// The findings of every rule on `path` as a sound of `platforms`, in process.
    static func findings(_ path: String, platforms: [AssetPlatform] = [.android]) throws -> [Finding] {
        let configuration = try TestSupport.defaultConfiguration()
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        var subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        subject.platforms = platforms
        return configuration.rules.evaluate(subject)
    }

    @Test("the script writes every case and its fixed form")
    func generated() {
        #expect(Self.cases.count >= 19)
        for item in Self.cases {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/" + item.path), "\(item.path) missing")
            if let fixed = item.fixed { #expect(FileManager.default.fileExists(atPath: Self.folder + "/" + fixed)) }
        }
    }

    @Test("each case fires exactly its rule, at its severity and class, and no iOS sound rule")
    func firesItsRule() throws {
        for item in Self.cases {
            let found = try Self.findings(Self.folder + "/" + item.path)
            let android = found.filter { $0.rule.hasPrefix("android.") }
            #expect(android.map(\.rule) == (item.rule.map { [$0] } ?? []), "\(item.path): \(found.map(\.message))")
            #expect(found.filter { Self.iosSoundRules.contains($0.rule) }.isEmpty, "\(item.path): \(found.map(\.rule))")
            #expect(found.filter { !$0.rule.hasPrefix("android.") }.isEmpty, "\(item.path): \(found.map(\.message))")
            guard let finding = android.first else { continue }
            #expect(finding.severity.rawValue == item.severity, "\(item.path)")
            #expect(finding.messageClass == item.class, "\(item.path)")
            if let legal = item.legalName { #expect(finding.fix?.advice.contains("rename it to \(legal)") == true, "\(item.path)") }
        }
    }

    @Test("the fixed form of every case (legal name, a format Android plays, real audio) fires nothing")
    func fixedFormsAreSilent() throws {
        for item in Self.cases {
            guard let fixed = item.fixed else { continue }
            let found = try Self.findings(Self.folder + "/" + fixed)
            #expect(found.isEmpty, "\(fixed): \(found.map(\.message))")
        }
    }

    @Test("the container and codec judged are the content's, as ffprobe names it")
    func containerWitness() throws {
        let configuration = try TestSupport.defaultConfiguration()
        for item in Self.cases {
            let path = Self.folder + "/" + item.path
            let facts = SoundInspector(settings: configuration.measurementSettings).inspect(path: path).facts
            #expect(facts.container == item.container, "\(item.path)")
            #expect(facts.codec == item.codec, "\(item.path)")
            guard let expected = item.ffprobe else { continue }
            let probe = try TestSupport.peer(
                "ffprobe", ["-v", "error", "-show_entries", "format=format_name", "-of", "default=noprint_wrappers=1:nokey=1", path])
            #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(item.path)")
        }
    }

    @Test("through the checker, res/raw files are Android's: each case gets its one finding, nothing of iOS")
    func pipelineJudgesAsAndroid() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [Self.folder])
        for item in Self.cases {
            let path = Self.folder + "/" + item.path
            let file = try #require(report.files.first { $0.path == path }, "\(item.path) was not checked")
            #expect(file.findings.map(\.rule) == (item.rule.map { [$0] } ?? []), "\(item.path): \(file.findings.map(\.message))")
            if let fixed = item.fixed {
                let fixedFile = try #require(report.files.first { $0.path == Self.folder + "/" + fixed })
                #expect(fixedFile.findings.isEmpty, "\(fixed): \(fixedFile.findings.map(\.message))")
            }
        }
    }

    @Test("an empty sound: Android-only is android.sound-empty alone; iOS's is sound.unreadable")
    func emptyOneFindingPerCause() throws {
        let path = Self.folder + "/app/src/main/res/raw/empty.ogg"
        #expect(try Self.findings(path).map(\.rule) == ["android.sound-empty"])
        let ios = try Self.findings(path, platforms: [.ios])
        // (an .ogg name is also iOS's sound.extension)
        let rules = ios.map(\.rule)
        #expect(rules.contains("sound.unreadable"), "\(rules)")
        #expect(!rules.contains("android.sound-empty"), "\(rules)")
    }

    @Test("a sound only iOS ships is never judged by an Android rule")
    func iosSoundsSkipAndroidRules() throws {
        for item in Self.cases where item.rule != "android.sound-empty" {
            let found = try Self.findings(Self.folder + "/" + item.path, platforms: [.ios])
            #expect(found.filter { $0.rule.hasPrefix("android.") }.isEmpty, "\(item.path)")
        }
    }

    @Test(
        "legal names as the resource merger judges them, and the nearest legal name",
        arguments: [
            ("ping.ogg", nil, "ping.ogg"), ("a1_b2.wav", nil, "a1_b2.wav"), ("noext", nil, "noext"),
            ("Ping.ogg", "character", "ping.ogg"), ("my-ping.ogg", "character", "my_ping.ogg"),
            ("sp ace.wav", "character", "sp_ace.wav"), ("a.b.mp3", "character", "a_b.mp3"),
            ("Ünï.ogg", "character", "sound__n_.ogg"),
            ("9lives.mp3", "start", "sound_9lives.mp3"), ("_x.ogg", "start", "sound__x.ogg"),
            ("class.ogg", "reserved", "class_sound.ogg"), ("null.wav", "reserved", "null_sound.wav"),
            ("Class.ogg", "character", "class_sound.ogg"),
        ] as [(String, String?, String)])
    func resourceNames(file: String, problem: String?, legal: String) throws {
        let reserved: Set<String> = ["class", "null", "int"]
        let name = AndroidResourceName(fileName: file)
        #expect(name.problem(reserved: reserved)?.kind.rawValue == problem)
        #expect(name.legalFileName(reserved: reserved) == legal)
        #expect(AndroidResourceName(fileName: legal).problem(reserved: reserved) == nil, "\(legal) is not legal itself")
    }
}
