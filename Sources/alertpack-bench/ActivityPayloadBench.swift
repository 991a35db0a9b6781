import AlertPackCore
import Foundation

/// Issue 47's target: 1,000 Live Activity pushes judged by `lint-payload` in at most a second.
/// The pushes (scripts/make-activity-payloads.py) are a delivery service's day, judged against
/// the app that receives them (Samples/activity/Delivery: its `ContentState` read from its
/// Swift), so every liveactivity.* rule runs, the push type is read from headers or inferred, and
/// a few mistakes fire; the findings must be exactly those the script lists.
enum ActivityPayloadBench {
    struct Result {
        /// Median wall time of three runs, process start included.
        var seconds: Double
        var payloads: Int
        var findings: Int
        /// Whether each payload fired exactly the rule expected.tsv names (none when it names none).
        var asExpected: Bool
    }

    static func run(alertpack: String, folder: String, count: Int, root: String) -> Result {
        let corpus = folder + "/activity-payloads"
        Shell.run(["python3", root + "/scripts/make-activity-payloads.py", corpus, String(count)])
        let expected = (try? String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8)) ?? ""
        var wanted: [String: [String]] = [:]
        for line in expected.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            if parts.count == 2 { wanted[parts[0]] = [parts[1]] }
        }
        var times: [Double] = []
        var fired: [String: [String]] = [:]
        for _ in 0..<3 {
            let run = Shell.run([
                alertpack, "lint-payload", corpus + "/payloads", "--project", root + "/Samples/activity/Delivery/Delivery.xcodeproj",
                "--format", "json",
            ])
            times.append(run.seconds)
            fired = rules(in: run.output)
        }
        let asExpected = fired.count == count && fired.allSatisfy { wanted[$0.key, default: []] == $0.value }
        return Result(seconds: times.sorted()[1], payloads: fired.count, findings: fired.values.map(\.count).reduce(0, +), asExpected: asExpected)
    }

    /// Each payload's name (without extension) and the rules it fired, from the JSON report.
    static func rules(in output: Data) -> [String: [String]] {
        guard let root = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
            let files = root["files"] as? [[String: Any]]
        else { return [:] }
        var table: [String: [String]] = [:]
        for file in files {
            guard let path = file["path"] as? String else { continue }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            table[name] = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        }
        return table
    }
}
