import Foundation

extension HTMLReporter {
    /// The Notifications section: each payload in each language on every surface, light or dark
    /// as the reader's system is, each figure captioned with where the text is cut.
    static func notifications(_ batch: PreviewBatch) -> HTML {
        var html: HTML = "<section class=\"notifications\" id=\"notifications\">\n<h2>Notifications</h2>\n"
        html += "<p class=\"measure\">Text laid out and drawn in \(batch.font); the cut is marked where the system truncates.</p>\n"
        for problem in batch.problems { html += "<p class=\"problem\">\(problem)</p>\n" }
        var groups: [(key: String, items: [NotificationRendering])] = []
        for rendering in batch.renderings {
            let key = "\(rendering.payload)\(rendering.item.map { " #\($0)" } ?? "") (\(rendering.language))"
            if groups.last?.key == key { groups[groups.count - 1].items.append(rendering) } else { groups.append((key, [rendering])) }
        }
        for group in groups {
            html += "<div class=\"payload\">\n<h3><code>\(group.key)</code></h3>\n"
            for missing in group.items.first?.missing ?? [] { html += "<p class=\"problem\">missing: \(missing) (the system shows the key)</p>\n" }
            html += "<div class=\"surfaces\">\n"
            let light = group.items.filter { $0.appearance == "light" }
            let firsts = light.isEmpty ? group.items : light
            for rendering in firsts {
                let dark = group.items.first { $0.surface == rendering.surface && $0.appearance == "dark" && rendering.appearance != "dark" }
                html += "<figure class=\"\(rendering.surface) \(rendering.cuts.isEmpty ? "fits" : "cut")\"><picture>"
                if let dark { html += "<source media=\"(prefers-color-scheme: dark)\" srcset=\"data:image/png;base64,\(base64: Data(dark.png))\">" }
                html += "<img alt=\"\(rendering.surfaceName)\" src=\"data:image/png;base64,\(base64: Data(rendering.png))\"></picture>"
                let verdict: HTML = rendering.cuts.isEmpty ? "fits" : "cut: \(rendering.cuts.joined(separator: "; "))"
                let name = rendering.surfaceName.prefix(1).uppercased() + rendering.surfaceName.dropFirst()
                html += "<figcaption><b>\(name)</b> · \(verdict)</figcaption></figure>\n"
            }
            html += "</div>\n</div>\n"
        }
        return html + "</section>\n"
    }
}
