import Foundation

/// `check App.ipa` of a 100 MB IPA (issue 44: in one second, memory bounded): the IPA that
/// `scripts/make-bench-ipa.py` writes (a 65 MB executable signed at its end, three frameworks,
/// a full icon set with dark and tinted variants in Assets.car, sounds, two extensions and 6,000
/// small resources), checked whole, beside unzip reading the same IPA: `unzip -l` (its
/// directory alone) and `unzip -t` (every entry inflated and its CRC checked). Each time is the
/// best of five in a warm cache; the peak resident memory is the largest of the five.
enum BuiltAppCheck {
    struct Row {
        var tool: String
        var seconds: Double
        var peakKB: Int
    }

    struct Result {
        var bytes: Int
        var entries: Int
        var rows: [Row]
        var status: Int32
        var renditions: Int
    }

    static func run(folder: String, alertpack: String, root: String, megabytes: Int = 100) -> Result {
        let ipa = folder + "/Atlas.ipa"
        Shell.run(["python3", root + "/scripts/make-bench-ipa.py", ipa, String(megabytes)])
        // Read twice so that the kernel keeps its pages (a fresh file's pages go first).
        Shell.run(["bash", "-c", "cat '\(ipa)' > /dev/null; cat '\(ipa)' > /dev/null"])
        let bytes = (try? FileManager.default.attributesOfItem(atPath: ipa)[.size] as? Int) ?? 0
        let listing = String(decoding: Shell.run(["unzip", "-Z1", ipa]).output, as: UTF8.self)
        let json = Shell.run(["bash", "-c", "'\(alertpack)' check --format json '\(ipa)'"])
        let rows = [
            best("alertpack check App.ipa", "'\(alertpack)' check --quiet --format json '\(ipa)' > /dev/null"),
            best("unzip -l (directory only)", "unzip -l '\(ipa)' > /dev/null"),
            best("unzip -t (inflate and CRC every entry)", "unzip -tq '\(ipa)' > /dev/null"),
        ]
        return Result(
            bytes: bytes, entries: listing.split(separator: "\n").count, rows: rows, status: json.status,
            renditions: renditions(in: json.output))
    }

    /// The best wall time of five runs and the largest peak resident memory among them.
    static func best(_ tool: String, _ commandLine: String) -> Row {
        let runs = (0..<5).map { _ in CheckSpeed.measure(tool, commandLine, files: 1, bytes: 0) }
        return Row(tool: tool, seconds: runs.map(\.seconds).min() ?? 0, peakKB: runs.map(\.peakKB).max() ?? 0)
    }

    /// How many icon renditions the JSON report lists (so that a fast run is a run that read them).
    static func renditions(in output: Data) -> Int {
        guard let report = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
            let files = report["files"] as? [[String: Any]]
        else { return 0 }
        var count = 0
        for file in files {
            let bundles = (file["facts"] as? [String: Any])?["bundles"] as? [[String: Any]] ?? []
            for bundle in bundles { count += ((bundle["icons"] as? [String: Any])?["renditions"] as? [Any])?.count ?? 0 }
        }
        return count
    }

    /// Prints the section; returns the verdict against the target.
    @MainActor static func report(folder: String, alertpack: String, root: String) -> String {
        let result = run(folder: folder, alertpack: alertpack, root: root)
        print("## Checking a built app: a \(String(format: "%.1f", Double(result.bytes) / 1_000_000)) MB IPA\n")
        print(
            "`scripts/make-bench-ipa.py`: \(result.entries) zip entries; alertpack's JSON listed \(result.renditions) icon renditions (exit \(result.status)).\n"
        )
        print("| tool | wall (s) | MB/s | peak RSS (MB) |")
        print("|---|---:|---:|---:|")
        for row in result.rows {
            print(
                String(
                    format: "| %@ | %.3f | %.0f | %.1f |", row.tool, row.seconds, Double(result.bytes) / 1_000_000 / max(row.seconds, 0.001),
                    Double(row.peakKB) / 1024))
        }
        print("")
        let ours = result.rows[0]
        return String(
            format: "check App.ipa of %.0f MB: %.3f s, peak RSS %.0f MB (target ≤ 1 s, memory bounded)", Double(result.bytes) / 1_000_000,
            ours.seconds, Double(ours.peakKB) / 1024)
    }
}
