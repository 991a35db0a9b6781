import Foundation

/// The visual report: one self-contained HTML file (no network, no external files) with a
/// summary, verdict filters, and per asset its findings beside what it is: icons at their real
/// pixel size on light and dark backgrounds, launch images as thumbnails, sound waveforms with
/// clipping and silence marked, and a player. The media come with each file's report
/// (`Checker.collectsMedia`); a file without them is shown as a placeholder.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    /// The title and the filter buttons give the counts.
    public static let summaryFirst = true

    /// Files written so far (each section's anchor).
    private var written = 0
    /// How often a live page looks for a change, in seconds (with `live`).
    public var reloadSeconds: Double?
    /// For a live report (`report --watch`): what the page compares with the stamp beside it.
    public var live: LivePage?

    public init() {}
    public init(reloadSeconds: Double?) { self.reloadSeconds = reloadSeconds }
    public init(live: LivePage, lookSeconds: Double) {
        self.live = live
        self.reloadSeconds = lookSeconds
    }
    public init(options: ReporterOptions) {}

    /// Icons up to this size are drawn at their real pixel size; larger ones are scaled down.
    static let fullSizeLimit = 256

    public mutating func header(_ run: ReportRun) -> String {
        let summary = run.summary ?? CheckReport.Summary()
        let live: HTML = self.live == nil ? HTML() : " · live: re-checked as files change"
        // A live page reloads only when the stamp beside it names another version (report.js).
        let body: HTML =
            self.live.map { page in
                let every = Int((max(0.25, reloadSeconds ?? 1) * 1000).rounded())
                return " data-live=\"\(page.version)\" data-live-stamp=\"\(page.stampName)\" data-live-every=\"\(every)\""
            } ?? HTML()
        let page: HTML = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>alertpack report: \(summary.fail) failed, \(summary.warn) with warnings, \(summary.pass) passed</title>
            <style>\(Self.style)</style>
            </head>
            <body data-filter="all"\(body)>
            <header>
            <h1>alertpack <span>\(run.command) report</span></h1>
            <p class="meta">preset <b>\(run.preset)</b> · alertpack \(ToolInfo.version) · \(summary.files) files\(live)</p>
            <nav class="filters">
            <button data-show="all" class="on">All <b>\(summary.files)</b></button>
            <button data-show="fail" class="fail">Failed <b>\(summary.fail)</b></button>
            <button data-show="warn" class="warn">Warnings <b>\(summary.warn)</b></button>
            <button data-show="pass" class="pass">Passed <b>\(summary.pass)</b></button>
            </nav>
            </header>
            <main>

            """
        return page.markup
    }

    public mutating func file(_ file: FileReport) -> String {
        defer { written += 1 }
        return asset(file, media: file.media, index: written).markup
    }

    public mutating func footer(_ run: ReportRun) -> String {
        var html: HTML = written == 0 && run.notifications == nil ? "<p class=\"empty\">No assets were found.</p>\n" : HTML()
        if let batch = run.notifications { html += Self.notifications(batch) }
        html += """
            </main>
            <pre id="script-errors" hidden></pre>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return html.markup
    }

    /// One asset's section: verdict, path, what it is (picture, waveform, placeholder), facts
    /// and findings.
    func asset(_ file: FileReport, media: AssetMedia?, index: Int) -> HTML {
        let verdict = file.verdict.rawValue
        var html: HTML = "<section class=\"asset \(verdict)\" id=\"asset-\(index)\">\n"
        html += "<h2><span class=\"badge \(verdict)\">\(verdict.uppercased())</span> <code>\(file.path)</code>"
        html += " <span class=\"kind\">\(file.kind.rawValue)</span></h2>\n<div class=\"body\">\n<div class=\"media\">\n"
        switch (file.facts, media) {
        case (.image(let facts), .image(let mime, let data)?):
            html += imageFigure(facts, slots: file.slots, mime: mime, data: data)
        case (.image(let facts), _):
            let size: HTML = facts.width.map { " (\($0)x\(facts.height ?? 0))" } ?? HTML()
            html += "<div class=\"placeholder\">no preview\(size)</div>\n"
        case (.sound(let facts), .sound(let picture)?):
            html += waveform(picture, facts: facts)
            if let preview = picture.preview {
                let mime: HTML = preview.starts(with: Array("fLaC".utf8)) ? "audio/flac" : "audio/wav"
                html += "<audio controls preload=\"none\" src=\"data:\(mime);base64,\(base64: preview)\"></audio>\n"
            }
        case (.sound, _):
            html += "<div class=\"placeholder\">cannot be decoded: no waveform</div>\n"
        case (.iconBundle, .iconLayers(let picture)?):
            html += iconFigure(picture)
        case (.androidProject, .androidSmallIcons(let pictures)?):
            html += Self.smallIcons(pictures)
        case (.attachment(let facts), .image(let mime, let data)?):
            html += "<img class=\"attachment\" alt=\"\(facts.format?.shown ?? "image")\" src=\"data:\(mime);base64,\(base64: data)\">\n"
        default:
            html += Self.placeholder(file.facts, kind: file.kind)
        }
        html += "</div>\n<div class=\"details\">\n" + factsTable(file.facts)
        if file.findings.isEmpty {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            html += "<ul class=\"findings\">\n"
            for finding in file.findings {
                html += "<li class=\"\(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> "
                html += "<code class=\"rule\">\(finding.rule)</code> \(finding.message)"
                if let fix = finding.fix { html += "<div class=\"fix\">fix: \(Self.render(fix))</div>" }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        html += "</div>\n</div>\n</section>\n"
        return html
    }

    /// The document's layers stacked on its fill, light, dark and a grayscale stand-in for
    /// tinted, at a quarter of the 1024-point canvas, rounded as the system masks it.
    private func iconFigure(_ picture: IconPicture) -> HTML {
        let tile = 160.0
        let ratio = tile / 1024
        var stack = HTML()
        // Each layer's bytes appear once, as a custom property the three tiles paint from.
        var properties = HTML()
        for (index, layer) in picture.layers.enumerated() {
            let width = (layer.width ?? 1024) * layer.scale * ratio
            let height = (layer.height ?? 1024) * layer.scale * ratio
            let left = (tile - width) / 2 + layer.translation.x * ratio
            let top = (tile - height) / 2 + layer.translation.y * ratio
            properties += "--layer-\(index):url('data:\(layer.mime);base64,\(base64: layer.data)');"
            stack +=
                "<span class=\"layer\" style=\"background-image:var(--layer-\(index));left:\(left, decimals: 2)px;top:\(top, decimals: 2)px;width:\(width, decimals: 2)px;height:\(height, decimals: 2)px;opacity:\(layer.opacity, decimals: 2)\"></span>"
        }
        var html: HTML = "<div class=\"tiles\" style=\"\(properties)\">\n"
        for (name, background) in [("light", picture.fill ?? "#f2f2f7"), ("dark", "#1c1c1e"), ("tinted", picture.fill ?? "#f2f2f7")] {
            html +=
                "<div class=\"tile \(name == "light" ? "light" : "dark")\"><div class=\"icon-stack \(name)\" role=\"img\" aria-label=\"\(name)\" style=\"background:\(background)\">\(stack)</div></div>\n"
        }
        html +=
            "</div>\n<p class=\"caption\">light, dark, tinted: an approximation (layers placed as icon.json says; no glass, lighting or shadow; tinted shown in grays)</p>\n"
        return html
    }

    private func imageFigure(_ facts: ImageFacts, slots: [ImageSlot], mime: String, data: Data) -> HTML {
        let source: HTML = "data:\(mime);base64,\(base64: data)"
        let slot: HTML = slots.label.map { "<br>slot: \($0)" } ?? HTML()
        guard let width = facts.width, let height = facts.height else {
            // Not a PNG we measured (a JPEG behind a .png name): the browser sizes it, within bounds.
            return "<div class=\"tiles\"><div class=\"tile light\"><img class=\"unsized\" src=\"\(source)\" alt=\"\"></div></div>\n"
                + "<p class=\"caption\">\(facts.format ?? "?") content\(slot)</p>\n"
        }
        let isLaunch = slots.kind == .launch
        let limit = isLaunch ? 240 : Self.fullSizeLimit
        let scale = min(1.0, Double(limit) / Double(max(width, height)))
        let shownWidth = max(1, Int((Double(width) * scale).rounded()))
        let shownHeight = max(1, Int((Double(height) * scale).rounded()))
        // The picture's bytes appear once, as a custom property both tiles paint from, so a
        // report is about the size of the assets it shows.
        var html: HTML = "<div class=\"tiles\" style=\"--picture:url('\(source)')\">\n"
        for background in ["light", "dark"] where !isLaunch || background == "light" {
            html +=
                "<div class=\"tile \(background)\"><div class=\"picture\" role=\"img\" aria-label=\"\(slots.label ?? "image")\" style=\"width:\(shownWidth)px;height:\(shownHeight)px\"></div></div>\n"
        }
        html += "</div>\n<p class=\"caption\">\(width)x\(height) px"
        html += scale < 1 ? ", shown at \(Int((scale * 100).rounded()))%" : ", shown at real pixel size"
        return html + slot + "</p>\n"
    }

    /// An SVG waveform: the min–max envelope per column, leading and trailing silence shaded,
    /// clipped columns marked in red.
    private func waveform(_ picture: SoundPicture, facts: SoundFacts) -> HTML {
        let columns = picture.minimums.count
        let height = 96.0
        let middle = height / 2
        func y(_ sample: Float) -> Double { middle - Double(sample) * (middle - 2) }
        var path = HTML()
        for column in 0..<columns {
            let top = picture.maximums[column]
            let bottom = min(picture.minimums[column], top - 0.004)
            path += "M\(column).5 \(y(top), decimals: 1)V\(y(bottom), decimals: 1)"
        }
        var svg: HTML =
            "<svg class=\"wave\" viewBox=\"0 0 \(columns) \(Int(height))\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"waveform\">\n"
        let perSecond = Double(columns) / max(picture.duration, 1e-9)
        if let lead = facts.leadingSilence, lead > 0 {
            svg +=
                "<rect class=\"silence\" x=\"0\" y=\"0\" width=\"\(min(Double(columns), lead * perSecond), decimals: 1)\" height=\"\(Int(height))\"><title>\(Formatting.seconds(lead)) s of leading silence</title></rect>\n"
        }
        if let trail = facts.trailingSilence, trail > 0, (facts.leadingSilence ?? 0) < picture.duration {
            let width = min(Double(columns), trail * perSecond)
            svg +=
                "<rect class=\"silence\" x=\"\(Double(columns) - width, decimals: 1)\" y=\"0\" width=\"\(width, decimals: 1)\" height=\"\(Int(height))\"><title>\(Formatting.seconds(trail)) s of trailing silence</title></rect>\n"
        }
        svg += "<line class=\"axis\" x1=\"0\" y1=\"\(Int(middle))\" x2=\"\(columns)\" y2=\"\(Int(middle))\"/>\n"
        svg += "<path class=\"envelope\" d=\"\(path)\"/>\n"
        // Clipping is marked by ticks on the top and bottom edges, so the waveform stays visible.
        if !picture.clippedColumns.isEmpty {
            let ticks = picture.clippedColumns.map { column -> HTML in "M\(column).5 0V7M\(column).5 \(Int(height) - 7)V\(Int(height))" }.joined()
            svg += "<path class=\"clip\" d=\"\(ticks)\"><title>clipped samples</title></path>\n"
        }
        svg += "</svg>\n<p class=\"caption\">\(Formatting.seconds(picture.duration)) s"
        if !picture.clippedColumns.isEmpty { svg += " · <span class=\"clipnote\">clipping marked in red</span>" }
        if (facts.leadingSilence ?? 0) > 0.05 || (facts.trailingSilence ?? 0) > 0.05 { svg += " · silence shaded" }
        return svg + "</p>\n"
    }

    private func factsTable(_ facts: AssetFacts) -> HTML {
        var rows: [(String, String)] = []
        switch facts {
        case .sound(let sound):
            rows = [
                ("container", sound.container ?? "?"), ("codec", (sound.codec ?? "?") + (sound.floatingPoint == true ? " (float)" : "")),
                ("sample rate", sound.sampleRate.map { "\(JSONValue.format($0, decimals: 3)) Hz" } ?? "?"),
                ("channels", sound.channels.map(String.init) ?? "?"), ("bits", sound.bitsPerChannel.map(String.init) ?? "?"),
                ("duration", sound.duration.map { String(format: "%.3f s", $0) } ?? "?"),
            ]
            if let peak = sound.peakDBFS { rows.append(("peak", "\(Formatting.decibels(peak)) dBFS")) }
            if let loudness = sound.loudnessLUFS { rows.append(("loudness", "\(Formatting.decibels(loudness)) LUFS")) }
        case .image(let image):
            rows = [
                ("format", image.format ?? "?"),
                ("size", image.width.map { "\($0)x\(image.height ?? 0)" } ?? "?"),
                ("colour", [image.colorType, image.bitDepth.map { "\($0)-bit" }].compactMap { $0 }.joined(separator: " ")),
                ("alpha", image.alphaChannel == true ? "channel" : image.tRNS == true ? "tRNS" : "none"),
            ]
            if let transparent = image.transparentPixels { rows.append(("transparent px", String(transparent))) }
            if let space = image.colorSpace { rows.append(("colour space", space)) }
        case .catalog(let catalog):
            rows = [("entries", String(catalog.entries)), ("assigned", String(catalog.assigned)), ("files", String(catalog.files))]
        case .iconBundle(let bundle):
            rows = [
                ("groups", String(bundle.groups)), ("layers", String(bundle.layers)),
                ("files", bundle.imageFormats.keys.sorted().map { "\(bundle.imageFormats[$0]!) \($0)" }.joined(separator: ", ")),
            ]
            if !bundle.appearances.isEmpty { rows.append(("appearances", bundle.appearances.joined(separator: ", "))) }
            if !bundle.platforms.isEmpty { rows.append(("platforms", bundle.platforms.joined(separator: ", "))) }
            if !bundle.newerFeatures.isEmpty { rows.append(("Icon Composer 2", bundle.newerFeatures.joined(separator: ", "))) }
        case .attachment(let attachment):
            rows = attachment.rows
        case .project(let project):
            rows = project.summaryLines.map { ("target", $0) } + project.icons.map { ("icon \($0.name)", $0.source ?? "missing") }
        case .builtApp(let app):
            rows = app.rows
        case .appConfig(let config):
            rows = config.rows
        case .androidProject(let project):
            rows = project.rows
        case .webApp(let web):
            rows = web.rows
        case .payload(let push):
            rows = [("push type", push.summaryLine)]
        case .none:
            rows = []
        }
        // Each part not read has a row of its own, so the facts' count row ("not read: 2 parts"),
        // which would read as one more part, is left out.
        let notRead = TextReporter.notRead(facts)
        if !notRead.isEmpty { rows = rows.filter { $0.0 != "not read" } + notRead.map { ("not read", $0) } }
        return "<table class=\"facts\">\(rows.map { row -> HTML in "<tr><th>\(row.0)</th><td>\(row.1)</td></tr>" }.joined())</table>\n"
    }

    /// The advice (its `backticked` spans as code), then the command as code and what it writes.
    static func render(_ fix: Fix) -> HTML {
        var html = codeSpans(fix.advice)
        if !fix.command.isEmpty {
            let writes: HTML = fix.writes.map { " (writes \($0))" } ?? HTML()
            html += ": <code>\(fix.commandLine)</code>\(writes)"
        }
        return html
    }

    /// Text with its `backticked` spans as <code>.
    static func codeSpans(_ text: String) -> HTML {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        return parts.enumerated().map { part -> HTML in part.offset % 2 == 1 ? "<code>\(part.element)</code>" : "\(part.element)" }.joined()
    }
}
