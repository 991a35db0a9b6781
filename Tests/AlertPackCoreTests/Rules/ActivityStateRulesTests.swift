import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `liveactivity.state-*` rules on the apps `scripts/make-activity-projects.py` writes: each
/// push in a project's `payloads/` is held against the `ContentState` its Swift declares (the
/// project found above the payloads) and fires exactly the rules its row of `expected.tsv` names.
struct ActivityStateRulesTests {
    static let corpus = TestSupport.generatedCorpus("make-activity-projects.py", name: "activity-state")

    /// name → (rules, severities) from a project's table.
    static func expected(_ project: String) throws -> [String: [(String, String)]] {
        let text = try String(contentsOfFile: project + "/payloads/expected.tsv", encoding: .utf8)
        var table: [String: [(String, String)]] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            table[parts[0]] =
                parts[1] == "-" ? [] : Array(zip(parts[1].split(separator: ",").map(String.init), parts[2].split(separator: ",").map(String.init)))
        }
        return table
    }

    static func lint(_ paths: [String], findsProject: Bool = true) throws -> CheckReport {
        var context = PayloadContext()
        context.findsProject = findsProject
        context.columnsReason = "--measure columns"
        return PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: paths)
    }

    @Test("each push fires exactly the rules its row names, at their severities", arguments: ["Delivery", "Fleet", "Custom"])
    func everyPayload(_ project: String) throws {
        let folder = Self.corpus + "/" + project
        let expected = try Self.expected(folder)
        let report = try Self.lint([folder + "/payloads"])
        #expect(report.problems.isEmpty && report.files.count == expected.count)
        for file in report.files {
            let name = (FileName.last(of: file.path) as NSString).deletingPathExtension
            let fired = file.findings.map { "\($0.rule) \($0.severity.rawValue)" }
            #expect(fired == (expected[name] ?? []).map { "\($0.0) \($0.1)" }, "\(name): \(file.findings.map(\.message))")
        }
    }

    @Test("the must-show cases: a renamed property, a missing non-optional one, a wrong JSON type, each one named rule")
    func mustShow() throws {
        let expected = try Self.expected(Self.corpus + "/Delivery")
        #expect(expected["renamed-property"]?.map(\.0) == ["liveactivity.state-keys"])
        #expect(expected["missing-property"]?.map(\.0) == ["liveactivity.state-missing"])
        #expect(expected["wrong-type"]?.map(\.0) == ["liveactivity.state-type"])
        let report = try Self.lint([Self.corpus + "/Delivery/payloads"])
        let messages = report.files.flatMap(\.findings).map(\.message)
        #expect(
            messages.contains {
                $0.contains("driverName is not a property of DeliveryAttributes.ContentState") && $0.contains("did you mean driver?")
            })
        #expect(messages.contains { $0.contains("has no status (Status)") && $0.contains("the update is dropped") })
        #expect(messages.contains { $0.contains("eta is the string \"soon\"") && $0.contains("seconds since 2001-01-01") })
        // A String enumeration's raw values, the closest spelling first.
        #expect(expected["unknown-case"]?.map(\.0) == ["liveactivity.state-type"] && expected["implicit-case"]?.isEmpty == true)
        #expect(
            messages.contains {
                $0.contains(#"status is "delivering", which is not a raw value of Status ("delivered", "preparing", "on-the-way")"#)
            }, "\(messages)")
    }

    @Test("the Swift of a project inside another's folder is its own: Samples/Chirp's pushes are not held against Samples/activity")
    func nestedProjects() throws {
        let report = try Self.lint([TestSupport.repositoryPath("Samples/payloads/push/apple-liveactivity-update.json")])
        #expect(report.files.count == 1 && report.files.flatMap(\.findings).isEmpty, "\(report.files.flatMap(\.findings))")
        #expect(ActivityAttributesSources.read(below: TestSupport.repositoryPath("Samples")).isEmpty)
        #expect(ActivityAttributesSources.read(below: TestSupport.repositoryPath("Samples/activity/Delivery")).map(\.name) == ["DeliveryAttributes"])
    }

    @Test("a type declared in the app and again in a Swift package beside it is cited at the app's copy, whatever the listing order")
    func packageCopyComesSecond() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let type = "import ActivityKit\nstruct RideAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var eta: Int }\n}\n"
        // "Aaa" sorts before "Widget": only the package rule puts the widget's copy first.
        for (path, text) in [
            ("Aaa/Package.swift", "// swift-tools-version:5.9\n"), ("Aaa/Sources/Push/Ride.swift", type), ("Widget/Ride.swift", type),
        ] {
            try FileManager.default.createDirectory(atPath: folder + "/" + FileName.parent(of: path), withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        #expect(ActivityAttributesSources.read(below: folder).map(\.file) == ["Widget/Ride.swift"])
    }

    @Test("a Live Activity alert's sound (aps.alert.sound) is looked up in the app's bundle as any push's sound")
    func alertSoundInBundle() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/activity/Delivery"), toPath: folder + "/Delivery")
        let update = { (sound: String) in
            #"{"aps":{"timestamp":1768000000,"event":"update","content-state":{"driver":"Sam","eta":788920200,"status":"on-the-way","stopsLeft":3},"#
                + #""alert":{"title":"Sam is nearby","body":"Your order arrives in a minute.","sound":"\#(sound)"}}}"#
        }
        try update("chime.caf").write(toFile: folder + "/Delivery/payloads/chime.json", atomically: true, encoding: .utf8)
        try update("default").write(toFile: folder + "/Delivery/payloads/plain.json", atomically: true, encoding: .utf8)
        let report = try Self.lint([folder + "/Delivery/payloads/chime.json", folder + "/Delivery/payloads/plain.json"])
        let chime = report.files[0].findings.filter { $0.rule == "notify.bundle-file" }
        #expect(chime.count == 1 && chime[0].message.contains("the sound chime.caf is not among the files"), "\(report.files[0].findings)")
        #expect(!report.files[1].findings.contains { $0.rule == "notify.bundle-file" }, "\(report.files[1].findings)")
    }

    @Test("several types: the closest is named; without sources (no project found) nothing is judged")
    func choiceAndSilence() throws {
        let fleet = try Self.lint([Self.corpus + "/Fleet/payloads/ride-update.json"])
        #expect(
            fleet.files.first?.findings.first?.message.contains("RideAttributes.ContentState (Widget/RideAttributes.swift:3, the closest of the 2")
                == true)
        let alone = try Self.lint([Self.corpus + "/Delivery/payloads"], findsProject: false)
        #expect(alone.files.flatMap(\.findings).filter { $0.rule.hasPrefix("liveactivity.state-") && $0.rule != "liveactivity.state-size" }.isEmpty)
    }

    @Test("Samples/activity is what the script writes")
    func samplesAreCurrent() throws {
        let samples = TestSupport.repositoryPath("Samples/activity/Delivery")
        let payloads = try FileManager.default.contentsOfDirectory(atPath: samples + "/payloads").filter { $0.hasSuffix(".json") }
        #expect(payloads.count == 7)
        for file in ["Widget/DeliveryAttributes.swift", "Widget/DeliveryLiveActivity.swift", "payloads/expected.tsv"]
            + payloads.map({ "payloads/" + $0 })
        {
            let committed = FileManager.default.contents(atPath: samples + "/" + file)
            #expect(committed != nil && committed == FileManager.default.contents(atPath: Self.corpus + "/Delivery/" + file), "\(file)")
        }
    }
}
