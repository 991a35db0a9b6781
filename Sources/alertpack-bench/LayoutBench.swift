import AlertPackCore
import Foundation

/// Notification text layout: which installed font stands in for San Francisco best (measured
/// against Braze's published title budgets at Apple's own column width, before any calibration),
/// and how fast `lint-payload` lays out and judges payloads in ten languages.
enum LayoutBench {
    struct Candidate {
        var family: String
        /// Mean characters shown of the calibration titles beside now, 3h ago, Yesterday 8:37 AM.
        var means: [Double]
        /// Root mean square of the differences from 35, 33 and 22.
        var error: Double
    }

    static let budgets = [35.0, 33.0, 22.0]
    static let physicalWidth = 301.0

    /// Each family laid out at the physical column (301 pt): the family whose titles already show
    /// Braze's counts has San Francisco's average advance.
    static func candidates(_ families: [String], titles: [String], preset: Preset) throws -> [Candidate] {
        var rows: [Candidate] = []
        for family in families {
            var surfaces = try NotificationSurfaces(preset.tables)
            surfaces.families = [family]
            for index in surfaces.surfaces.indices where surfaces.surfaces[index].width == 304 { surfaces.surfaces[index].width = physicalWidth }
            guard let engine = try? NotificationLayoutEngine(surfaces: surfaces), engine.fonts.primary.family == family else { continue }
            let means = ["banner", "lock-screen", "notification-center"].map { id -> Double in
                let surface = engine.surfaces.surface(id)!
                let shown = titles.compactMap {
                    engine.layout(NotificationContent(language: "en", title: $0), on: surface, appName: nil).field("title")?.layout.shown
                }
                return Double(shown.reduce(0, +)) / Double(max(shown.count, 1))
            }
            var squares = 0.0
            for (mean, budget) in zip(means, budgets) { squares += (mean - budget) * (mean - budget) }
            let error = (squares / 3).squareRoot()
            rows.append(Candidate(family: family, means: means, error: error))
        }
        return rows
    }

    /// `lint-payload` on `count` payloads × 10 languages (scripts/make-layout-corpus.py): the
    /// median wall time of three runs, process start included, and the findings it made.
    static func speed(alertpack: String, folder: String, count: Int, root: String) -> (seconds: Double, layouts: Int, findings: Int) {
        let corpus = folder + "/layout-corpus"
        Shell.run(["python3", root + "/scripts/make-layout-corpus.py", corpus, String(count)])
        var times: [Double] = []
        var findings = 0
        for _ in 0..<3 {
            let run = Shell.run([
                alertpack, "lint-payload", corpus + "/payloads", "--strings", corpus + "/strings", "--no-project", "--format", "json",
            ])
            times.append(run.seconds)
            findings = String(decoding: run.output, as: UTF8.self).components(separatedBy: "\"rule\": \"text.fit\"").count - 1
        }
        return (times.sorted()[1], count * 10, findings)
    }
}
