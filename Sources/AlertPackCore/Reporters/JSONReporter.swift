/// The machine-readable contract (`--format json`, under `JSONEnvelope.report`). Later versions
/// add keys; they never remove or rename one.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let schemaVersion = JSONEnvelope.reportSchemaVersion

    /// Files written so far (the array's separators depend on it).
    private var written = 0

    public init() {}
    public init(options: ReporterOptions) {}

    public mutating func header(_ run: ReportRun) -> String {
        JSONArrayStream(document: Self.document(run, files: [.string(JSONArrayStream.marker)])).head
    }

    public mutating func file(_ file: FileReport) -> String {
        defer { written += 1 }
        return Self.elements.element(Self.file(file), position: written)
    }

    public mutating func footer(_ run: ReportRun) -> String {
        JSONArrayStream(document: Self.document(run, files: [.string(JSONArrayStream.marker)])).close(count: written)
    }

    /// How file elements are laid out (the same depth in every document), worked out once.
    private static let elements = JSONArrayStream(
        document: document(ReportRun(command: "check", preset: ""), files: [.string(JSONArrayStream.marker)]))

    /// The whole document for a report in memory.
    public func document(_ report: CheckReport) -> JSONValue {
        Self.document(ReportRun(report), files: report.files.map(Self.file))
    }

    static func document(_ run: ReportRun, files: [JSONValue]) -> JSONValue {
        let summary = run.summary ?? CheckReport.Summary()
        var counts: [(String, JSONValue)] = [
            ("files", .int(Int64(summary.files))), ("pass", .int(Int64(summary.pass))),
            ("warn", .int(Int64(summary.warn))), ("fail", .int(Int64(summary.fail))),
        ]
        // Present only when a baseline was given: findings it held, left out of `files`.
        if let baselined = summary.baselined { counts.append(("baselined", .int(Int64(baselined)))) }
        // Present only with --min-severity warning or error: findings below it, left out of
        // `files` (their files' verdicts and the counts above still hold them).
        if run.minimumSeverity != nil { counts.append(("belowMinSeverity", .int(Int64(run.belowMinimum)))) }
        var document =
            JSONEnvelope.report.members + [
                ("preset", .string(run.preset)),
                ("files", .array(files)),
                ("summary", .object(counts)),
            ]
        // Paths that could not be checked at all (exit 2), also said on standard error: a
        // pipeline reading only the JSON still learns of them. Present only when there are some.
        if !run.problems.isEmpty { document.append(("problems", .array(run.problems.map(JSONValue.string)))) }
        // The font that measured notification text (or "columns: why"), for the linting commands.
        if let measure = run.textMeasure { document.append(("textMeasure", .string(measure))) }
        // The transport `lint-payload --transport` read the payloads as (absent for APNs, the default).
        if let transport = run.transport { document.append(("transport", .string(transport))) }
        // What `verify` proved of the package's identity (present only for verify).
        if let proof = run.proof { document.append(("verification", proof.json)) }
        return .object(document)
    }

    static func file(_ file: FileReport) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(file.path)),
            ("kind", .string(file.kind.rawValue)),
            ("verdict", .string(file.verdict.rawValue)),
        ]
        // The platforms whose rules judged it, for a file that is not (only) an iOS asset.
        if file.platforms != [.ios] { members.append(("platforms", .array(file.platforms.map { .string($0.rawValue) }))) }
        return .object(
            members + [
                ("facts", FactsJSON.facts(file.facts, slots: file.slots)),
                ("findings", .array(file.findings.map(finding))),
            ])
    }

    /// A finding as `FactsJSON` writes it, with its message class (`class`) when its rule has
    /// several kinds of message: the report's, not the manifest's (whose bytes are signed).
    static func finding(_ finding: Finding) -> JSONValue {
        let written = FactsJSON.finding(finding)
        guard let kind = finding.messageClass, case .object(let members) = written else { return written }
        return .object(members + [("class", .string(kind))])
    }
}
