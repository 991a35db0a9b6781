import Foundation

/// `report --changed-since`: each changed asset before (at the revision) and after (now), side by
/// side in one self-contained HTML page, and the same as a Markdown summary a CI job can post on
/// a pull request.
public enum ChangeReport {
    /// The HTML page: per changed asset, its verdict before → after, then both as the visual
    /// report shows an asset (image, waveform, facts, findings).
    public static func html(_ comparison: ChangeComparison, preset: String) -> String {
        let reporter = HTMLReporter()
        let failing = comparison.pairs.filter { $0.after?.verdict == .fail }.count
        var html: HTML = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>alertpack: \(comparison.pairs.count) changed since \(comparison.revision), \(failing) failing</title>
            <style>\(HTMLReporter.style)
            .change{background:#fff;border:1px solid var(--line);border-radius:8px;margin:0 0 16px;padding:10px 14px}
            .sides{display:grid;grid-template-columns:1fr 1fr;gap:12px}.side>h3{font-size:12px;color:var(--info);margin:0 0 4px;text-transform:uppercase}
            .side .asset{margin:0}.delta{font-size:12px;margin:4px 0 8px}
            </style>
            </head>
            <body data-filter="all">
            <header>
            <h1>alertpack <span>changes since \(comparison.revision)</span></h1>
            <p class="meta">preset <b>\(preset)</b> · alertpack \(ToolInfo.version) · \(comparison.pairs.count) changed</p>
            </header>
            <main>

            """
        for note in comparison.notes { html += "<p class=\"meta\">\(note)</p>\n" }
        if comparison.pairs.isEmpty { html += "<p class=\"empty\">No changed assets.</p>\n" }
        for (index, pair) in comparison.pairs.enumerated() {
            html +=
                "<section class=\"change\" id=\"change-\(index)\">\n<h2>\(badge(pair.before)) → \(badge(pair.after)) <code>\(pair.path)</code></h2>\n"
            html += "<p class=\"delta\">\(delta(pair).joined(separator: " · "))</p>\n"
            html += "<div class=\"sides\">\n"
            for (label, report, side) in [("before", pair.before, 0), ("after", pair.after, 1)] {
                html += "<div class=\"side\"><h3>\(label)</h3>\n"
                if let report {
                    html += reporter.asset(report, media: report.media, index: index * 2 + side)
                } else {
                    let absent = label == "before" ? "new: not at \(comparison.revision)" : "deleted"
                    html += "<div class=\"placeholder\">\(absent)</div>\n"
                }
                html += "</div>\n"
            }
            html += "</div>\n</section>\n"
        }
        html += "</main>\n<pre id=\"script-errors\" hidden></pre>\n<script>\(HTMLReporter.script)</script>\n</body>\n</html>\n"
        return html.markup
    }

    /// The Markdown summary: one table row per changed asset, and its new and fixed findings.
    public static func markdown(_ comparison: ChangeComparison) -> String {
        var out =
            "### alertpack: \(comparison.pairs.count) changed asset\(comparison.pairs.count == 1 ? "" : "s") since <code>\(cell(comparison.revision))</code>\n\n"
        for note in comparison.notes { out += "_\(cell(note))_\n\n" }
        guard !comparison.pairs.isEmpty else { return out + "No changed sounds, icons, sets or projects.\n" }
        out += "| asset | before | after | new findings | fixed |\n|---|---|---|---|---|\n"
        for pair in comparison.pairs {
            let new = pair.newFindings.map { "**\($0.severity.rawValue)** <code>\(cell($0.rule))</code>: \(cell($0.message))" }
                .joined(separator: "<br>")
            let fixed = pair.fixedFindings.map { "<code>\(cell($0.rule))</code>" }.joined(separator: ", ")
            out +=
                "| <code>\(cell(pair.path))</code> | \(verdict(pair.before, missing: "new")) | \(verdict(pair.after, missing: "deleted")) | \(new) | \(fixed) |\n"
        }
        let failing = comparison.pairs.filter { $0.after?.verdict == .fail }.count
        out +=
            "\n\(failing == 0 ? "No changed asset fails." : "\(failing) changed asset\(failing == 1 ? "" : "s") fail\(failing == 1 ? "s" : "").")\n"
        return out
    }

    private static func badge(_ report: FileReport?) -> HTML {
        guard let report else { return "<span class=\"badge\" style=\"background:#8e8e93\">NONE</span>" }
        return "<span class=\"badge \(report.verdict.rawValue)\">\(report.verdict.rawValue.uppercased())</span>"
    }

    private static func delta(_ pair: ChangeComparison.Pair) -> [String] {
        pair.newFindings.map { "new: \($0.rule)" } + pair.fixedFindings.map { "fixed: \($0.rule)" }
    }

    private static func verdict(_ report: FileReport?, missing: String) -> String {
        guard let report else { return missing }
        switch report.verdict {
        case .pass: return "✅ pass"
        case .warn: return "⚠️ warn"
        case .fail: return "❌ fail"
        }
    }

    /// Text for a table cell: visible, one line, no pipe that would end the cell and no markup
    /// (GitHub renders HTML in Markdown).
    private static func cell(_ text: String) -> String {
        XML.escape(VisibleText.of(text)).replacingOccurrences(of: "|", with: "&#124;").replacingOccurrences(of: "`", with: "&#96;")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
