import Foundation

/// The human report: one block per file with its verdict, key facts, findings and fixes,
/// then a summary line.
public struct TextReporter: Reporter {
    public static let identifier = "text"
    public var style: TerminalStyle
    /// List passing files too (they are always counted in the summary).
    public var verbose: Bool

    public init(style: TerminalStyle = .plain, verbose: Bool = true) {
        self.style = style
        self.verbose = verbose
    }

    public init(options: ReporterOptions) {
        self.init(style: options.style, verbose: options.verbose)
    }

    /// Passing files with no findings left out (not `verbose`), for the note at the end.
    private var hidden = 0
    /// Of those, the files with parts not read (a Tuist target made by a helper, a computed
    /// config value): a CI log that lists only failing files still learns that a verdict did
    /// not judge everything.
    private var hiddenNotRead = 0

    public mutating func header(_ run: ReportRun) -> String { "" }

    public mutating func file(_ file: FileReport) -> String {
        guard verbose || !file.findings.isEmpty else {
            hidden += 1
            if !Self.notRead(file.facts).isEmpty { hiddenNotRead += 1 }
            return ""
        }
        return
            "\(style.bold(VisibleText.of(file.path)))  \(verdictLabel(file.verdict))  \(style.dim(Self.factsLine(file.facts, slots: file.slots) + Self.platformsNote(file.platforms)))\n"
            + findingLines(file.findings) + notReadLines(Self.notRead(file.facts))
    }

    public mutating func footer(_ run: ReportRun) -> String {
        var out = ""
        for path in run.skipped {
            out += "\(VisibleText.of(path))  \(style.dim("skipped: not a sound or image file"))\n"
        }
        let summary = run.summary ?? CheckReport.Summary()
        let noun = summary.files == 1 ? "file" : "files"
        if hidden > 0 {
            let what = run.belowMinimum > 0 ? "nothing at the level shown" : "no findings"
            out += style.dim("(\(hidden) passing file\(hidden == 1 ? "" : "s") with \(what) not listed; --verbose lists them)") + "\n"
        }
        if hiddenNotRead > 0 {
            let files = hiddenNotRead == 1 ? "1 file has" : "\(hiddenNotRead) files have"
            out += style.dim("(\(files) parts not read; --verbose lists them)") + "\n"
        }
        out +=
            "\n\(summary.files) \(noun) checked with preset \(run.preset): "
            + "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), "
            + "\(style.red("\(summary.fail) failed"))"
        if let baselined = summary.baselined {
            out += style.dim("; \(baselined) finding\(baselined == 1 ? "" : "s") in the baseline not shown")
        }
        if run.belowMinimum > 0, let minimum = run.minimumSeverity {
            let below = minimum == .error ? "info and warning" : "info"
            out += style.dim("; \(run.belowMinimum) \(below) finding\(run.belowMinimum == 1 ? "" : "s") not shown (--min-severity info shows them)")
        }
        if let measure = run.textMeasure { out += "\n" + style.dim("text measured in \(measure)") }
        if let transport = run.transport { out += "\n" + style.dim("payloads read as sent through \(transport)") }
        if let proof = run.proof, !proof.isEmpty { out += "\n" + proof.text }
        return out + "\n"
    }

    /// One line per finding, and its fix below it.
    func findingLines(_ findings: [Finding], indent: String = "  ") -> String {
        var out = ""
        for finding in findings {
            out += "\(indent)\(severityLabel(finding.severity)) \(style.cyan(finding.rule))  \(VisibleText.of(finding.message))\n"
            if let fix = finding.fix {
                out += "\(indent)         \(style.dim("fix:")) \(VisibleText.of(fix.text))\n"
            }
        }
        return out
    }

    /// One line per part of a config, project or module that could not be read (a value its
    /// code computes, a target a helper makes), below the findings, so a log says what the
    /// verdict did not judge; the label fills the severity column.
    func notReadLines(_ notRead: [String], indent: String = "  ") -> String {
        notRead.map { "\(indent)\(style.dim("not read")) \(VisibleText.of($0))\n" }.joined()
    }

    /// What the facts say could not be read, in their order (none for a kind that reads all).
    static func notRead(_ facts: AssetFacts) -> [String] {
        switch facts {
        case .project(let project): return project.notRead
        case .appConfig(let config): return config.notRead
        case .androidProject(let project): return project.notRead
        case .webApp(let web): return web.notRead
        case .sound, .image, .catalog, .iconBundle, .attachment, .builtApp, .payload, .none: return []
        }
    }

    func verdictLabel(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: return style.green("PASS")
        case .warn: return style.yellow("WARN")
        case .fail: return style.red("FAIL")
        }
    }

    private func severityLabel(_ severity: Severity) -> String {
        let padded = severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        switch severity {
        case .error: return style.red(padded)
        case .warning: return style.yellow(padded)
        case .info: return style.dim(padded)
        }
    }

    /// " · for Android", for a file that is not (only) an iOS asset: whose rules judged it.
    static func platformsNote(_ platforms: [AssetPlatform]) -> String {
        platforms == [.ios] ? "" : " · for " + platforms.map(\.displayName).joined(separator: " and ")
    }

    static func factsLine(_ facts: AssetFacts, slots: [ImageSlot]) -> String {
        switch facts {
        case .sound(let sound): return factsLine(sound)
        case .image(let image): return factsLine(image, slots: slots)
        case .catalog(let catalog): return "\(catalog.entries) entries · \(catalog.assigned) assigned · \(catalog.files) files"
        case .iconBundle(let bundle):
            let formats = bundle.imageFormats.keys.sorted().map { "\(bundle.imageFormats[$0]!) \($0)" }.joined(separator: ", ")
            return
                ([
                    "\(bundle.groups) group\(bundle.groups == 1 ? "" : "s") · \(bundle.layers) layer\(bundle.layers == 1 ? "" : "s")"
                        + (formats.isEmpty ? "" : " (\(formats))")
                ]
                + (bundle.appearances.isEmpty ? [] : ["appearances " + bundle.appearances.joined(separator: ", ")])
                + (bundle.platforms.isEmpty ? [] : [bundle.platforms.joined(separator: ", ")])).joined(separator: " · ")
        case .project(let project):
            // Counted as a cross-platform config counts them ("2 parts not read").
            let count = project.notRead.count
            let notRead = count == 0 ? [] : ["\(count) part\(count == 1 ? "" : "s") not read"]
            if project.targets.isEmpty { return (["no app icon names read"] + notRead).joined(separator: " · ") }
            return (project.summaryLines + project.icons.map { "\($0.name) ← \($0.source ?? "missing")" } + notRead).joined(separator: " · ")
        case .attachment(let attachment):
            return attachment.rows.filter { $0.0 != "kind" }.map { ["bytes", "frames"].contains($0.0) ? "\($0.1) \($0.0)" : $0.1 }
                .joined(separator: " · ")
        case .builtApp(let app): return app.summaryLine
        case .appConfig(let config): return config.summaryLine
        case .androidProject(let project): return project.summaryLine
        case .webApp(let web): return web.summaryLine
        case .payload(let push): return push.summaryLine
        case .none: return ""
        }
    }

    /// "png · 60x60 · rgba 8-bit · iphone 20pt @3x (60x60)"
    static func factsLine(_ facts: ImageFacts, slots: [ImageSlot]) -> String {
        var parts: [String] = []
        if let format = facts.format { parts.append(format) }
        if let width = facts.width, let height = facts.height { parts.append("\(width)x\(height)") }
        if let type = facts.colorType, let depth = facts.bitDepth { parts.append("\(type) \(depth)-bit") }
        if let slot = slots.label { parts.append(slot) }
        return parts.joined(separator: " · ")
    }

    /// "caf · ima4 · 44100 Hz · mono · 16-bit · 1.20 s"
    static func factsLine(_ facts: SoundFacts) -> String {
        var parts: [String] = []
        if let container = facts.container { parts.append(container) }
        if let codec = facts.codec { parts.append(facts.floatingPoint == true ? "\(codec) float" : codec) }
        if let rate = facts.sampleRate { parts.append("\(JSONValue.format(rate, decimals: 3)) Hz") }
        if let channels = facts.channels {
            parts.append(channels == 1 ? "mono" : channels == 2 ? "stereo" : "\(channels) ch")
        }
        if let bits = facts.bitsPerChannel { parts.append("\(bits)-bit") }
        if let duration = facts.duration { parts.append(String(format: "%.2f s", duration)) }
        return parts.joined(separator: " · ")
    }
}
