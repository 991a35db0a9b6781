/// Everything `check` says about one file: its facts and the findings of every rule.
public struct FileReport: Sendable {
    /// The path as the user named it (or as found below a folder they named).
    public var path: String
    public var kind: AssetKind
    public var facts: AssetFacts
    /// Sorted by severity (errors first), then rule id, then message, so output is stable.
    public var findings: [Finding]
    /// For an image: the slots it fills, as the check resolved them (its Contents.json entries,
    /// or its conventional loose name). `package` places the file by them, without resolving
    /// anything again.
    public var slots: [ImageSlot] = []
    /// The platforms that ship the file (a sound or an image), whose rules judged it: iOS unless
    /// it is an Android resource or a cross-platform config declares it for other platforms.
    public var platforms: [AssetPlatform] = [.ios]
    /// What the visual report shows of it (image bytes, a sound's waveform and preview), when
    /// the checker was asked for media (`Checker.collectsMedia`); made beside the check, in
    /// parallel, and dropped once the report is written.
    public var media: AssetMedia?
    /// Findings that do not count: held by a baseline or taken out by the config's `suppress:`.
    /// No verdict or exit code sees them; SARIF shows them as suppressed results, so code
    /// scanning does not take them for fixed.
    public var suppressed: [SuppressedFinding] = []
    /// Findings left out of what a format shows (below `--min-severity`); they still count.
    package private(set) var belowMinimum: [Finding] = []

    public var verdict: Verdict { Verdict(findings: belowMinimum.isEmpty ? findings : findings + belowMinimum) }

    public init(path: String, kind: AssetKind, facts: AssetFacts, findings: [Finding], slots: [ImageSlot] = []) {
        self.path = path
        self.slots = slots
        self.kind = kind
        self.facts = facts
        self.findings = Self.ordered(findings)
    }

    /// Adds findings (a set's findings about this file), keeping the order.
    package mutating func add(_ more: [Finding]) { findings = Self.ordered(findings + more) }

    private static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }
}

extension FileReport {
    /// The report with every alias path in it (its own path, messages, fixes) shown as the name
    /// the user knows: see `NameAliases`.
    package func named(by aliases: NameAliases) -> FileReport {
        let findings = findings.map { finding -> Finding in
            var renamed = finding
            renamed.message = aliases.rename(finding.message)
            renamed.fix = finding.fix?.map(aliases.rename)
            return renamed
        }
        var named = FileReport(path: aliases.display(path), kind: kind, facts: facts, findings: findings, slots: slots)
        named.platforms = platforms
        named.media = media
        named.suppressed = suppressed
        named.belowMinimum = belowMinimum
        return named
    }

    /// The report as a format shows it with `--min-severity minimum`: findings (and suppressed
    /// findings) below it left out, its verdict unchanged.
    package func showing(atLeast minimum: Severity) -> FileReport {
        guard findings.contains(where: { $0.severity < minimum }) || suppressed.contains(where: { $0.finding.severity < minimum })
        else { return self }
        var shown = self
        shown.findings = findings.filter { $0.severity >= minimum }
        shown.belowMinimum = belowMinimum + findings.filter { $0.severity < minimum }
        shown.suppressed = suppressed.filter { $0.finding.severity >= minimum }
        return shown
    }
}
