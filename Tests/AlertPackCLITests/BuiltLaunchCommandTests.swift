import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack check` on the launch cases of `scripts/make-built-apps.py`: the exit code, each
/// case's findings at their levels, and the JSON report's launch facts (the storyboard, each
/// launch image entry and file with its pixels), checked against the script's own numbers.
@Suite(TestSupport.needs("python3"))
struct BuiltLaunchCommandTests {
    /// A folder of its own: the corpora of other suites share the name "built-apps" and each
    /// rewrites it when first used, which a suite running beside them must not see.
    static let corpus = TestSupport.generatedCorpus("make-built-apps.py", name: "built-launch")

    @Test("check App.ipa: the launch findings, and the JSON lists what was read of the launch screen and images")
    func launchCases() throws {
        let names = ["LaunchNoLaunchScreen", "LaunchWrongSize", "LaunchTransparent", "LaunchMissingFile", "LaunchScreenDictionary"]
        let paths = names.map { "\(Self.corpus)/ipa/\($0).ipa" }
        let result = try TestSupport.alertpack(["check", "--format", "json"] + paths)
        #expect(result.status == 1, "\(result.stderr)")
        let files = try BuiltAppCommandTests.files(result)
        let expected = [
            "LaunchNoLaunchScreen": ["built.launch-screen error"], "LaunchWrongSize": ["launch.legacy info", "launch.size error"],
            "LaunchTransparent": ["launch.alpha warning", "launch.legacy info"], "LaunchMissingFile": ["launch.legacy info", "launch.missing error"],
            "LaunchScreenDictionary": [],
        ]
        for (name, path) in zip(names, paths) {
            #expect(BuiltAppCommandTests.findings(files[path]) == expected[name], "\(name): \(BuiltAppCommandTests.findings(files[path]))")
        }
        let facts = files[paths[1]]?["facts"] as? [String: Any]
        let launch = try #require((facts?["bundles"] as? [[String: Any]])?.first?["launch"] as? [String: Any], "\(facts ?? [:])")
        let storyboards = launch["storyboards"] as? [[String: Any]]
        #expect(storyboards?.first?["compiled"] as? String == "Base.lproj/LaunchScreen.storyboardc")
        let image = try #require((launch["images"] as? [[String: Any]])?.first)
        #expect(image["name"] as? String == "LaunchImage-700-568h" && image["orientation"] as? String == "Portrait")
        let file = try #require((image["files"] as? [[String: Any]])?.first)
        // The script wrote it 640 × 960 for an entry of {320, 568} points at @2x.
        let script = """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("m", sys.argv[1]); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
            app, _ = m.launch()["WrongSize"]
            print(app.launch_images[0].points, app.launch_images[0].files())
            """
        let witness = try TestSupport.peer("python3", ["-c", script, TestSupport.repositoryPath("scripts/make-built-apps.py")])
        #expect(witness.stdout == "(320, 568) {'LaunchImage-700-568h@2x.png': (640, 960)}\n", "\(witness.stdout)")
        #expect(file["path"] as? String == "LaunchImage-700-568h@2x.png" && file["width"] as? Int == 640 && file["height"] as? Int == 960)
        #expect(file["cgbi"] as? Bool == true && file["transparentPixels"] as? Int == 0 && file["scale"] as? Int == 2)
        // The text report names the file inside the IPA.
        let text = try TestSupport.alertpack(["check", paths[1]])
        #expect(text.stdout.contains("Payload/Bark.app/LaunchImage-700-568h@2x.png is 640x960 but should be 640x1136"), "\(text.stdout)")
    }
}
