import Foundation

/// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: the full rule catalogue in
/// `tool.driver.rules` (with each rule's help text from the registry), and a result per finding:
/// those a baseline or the config's `suppress:` holds too, marked suppressed, and each with a
/// partial fingerprint that is the same in every run and checkout.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    private let baseDirectory: String

    public init(options: ReporterOptions) {
        baseDirectory = options.baseDirectory
    }

    static func level(_ severity: Severity) -> String { severity.annotationLevel(info: "note") }

    /// Results written so far (the array's separators depend on it).
    private var written = 0
    /// The document around the results, made once the run is known.
    private var stream: JSONArrayStream?

    public mutating func header(_ run: ReportRun) -> String {
        let stream = JSONArrayStream(document: document(run))
        self.stream = stream
        return stream.head
    }

    public mutating func file(_ file: FileReport) -> String {
        guard let stream else { return "" }
        let relative = AbsolutePath.relative(file.path, to: baseDirectory)
        let uri = Self.uriEncode(relative)
        var out = ""
        // Findings that do not count are results too, marked suppressed: code scanning keeps
        // their alerts (dismissed) instead of closing them as fixed.
        let results = file.findings.map { ($0, nil as SuppressedFinding.Kind?) } + file.suppressed.map { ($0.finding, $0.kind) }
        let occurrences = Self.occurrences(results.map(\.0), hidden: file.belowMinimum, path: relative)
        for ((finding, suppression), occurrence) in zip(results, occurrences) {
            let identity = Self.identity(finding, path: relative)
            var message = finding.message
            if let fix = finding.fix { message += ". Fix: " + fix.text }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule)),
                ("ruleIndex", Self.ruleIndex[finding.rule].map { .int(Int64($0)) } ?? .null),
                ("level", .string(Self.level(finding.severity))),
                ("message", .object([("text", .string(message))])),
                ("locations", .array([.object([("physicalLocation", .object([("artifactLocation", Self.location(uri))]))])])),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(Self.fingerprint(identity, occurrence: occurrence)))])),
            ]
            if let suppression { members.append(("suppressions", .array([Self.suppression(suppression)]))) }
            out += stream.element(.object(members), position: written)
            written += 1
        }
        return out
    }

    private static func location(_ uri: String) -> JSONValue {
        .object([("uri", .string(uri)), ("uriBaseId", .string("SRCROOT"))])
    }

    /// The key of the one partial fingerprint each result has.
    static let fingerprintKey = "alertpackFinding/v1"

    /// What a result is about, the same in every run and checkout: the rule, the path relative
    /// to the repository's top and the finding's subject (what a baseline entry names), never
    /// a measured value, a severity or an absolute path.
    static func identity(_ finding: Finding, path: String) -> String {
        finding.rule + "\u{0}" + path + "\u{0}" + (finding.subject ?? "")
    }

    /// Each result's position among the results of its identity (0 for the first), counted in
    /// one order whatever a baseline or `suppress:` took out (the findings they hold are in
    /// `suppressed`, after the others), whatever `--min-severity` left out (`hidden`, counted
    /// too) and whatever was measured: by message class, the message with its numbers left out,
    /// severity, then the message. Twins that differ only by their numbers and nothing else
    /// cannot be told apart.
    static func occurrences(_ results: [Finding], hidden: [Finding], path: String) -> [Int] {
        let all = results + hidden
        let identities = all.map { identity($0, path: path) }
        let shapes = all.map { shape($0.message) }
        let order = all.indices.sorted { a, b in
            if identities[a] != identities[b] { return identities[a] < identities[b] }
            let (x, y) = (all[a], all[b])
            if x.messageClass != y.messageClass { return (x.messageClass ?? "") < (y.messageClass ?? "") }
            if shapes[a] != shapes[b] { return shapes[a] < shapes[b] }
            if x.severity != y.severity { return x.severity > y.severity }
            return x.message < y.message
        }
        var numbers = Array(repeating: 0, count: all.count)
        for (position, index) in order.enumerated() where position > 0 && identities[order[position - 1]] == identities[index] {
            numbers[index] = numbers[order[position - 1]] + 1
        }
        return Array(numbers.prefix(results.count))
    }

    /// A message without its measured values: each run of digits (with the points and commas
    /// in it) as `#`.
    static func shape(_ message: String) -> String {
        var out = ""
        var inNumber = false
        for char in message {
            if char.isASCII && char.isNumber {
                if !inNumber { out.append("#") }
                inNumber = true
            } else if !(inNumber && (char == "." || char == ",")) {
                inNumber = false
                out.append(char)
            }
        }
        return out
    }

    /// SHA-256 of the identity; the second and later results with one identity in a file (a
    /// rule that fires twice with no subject) add their position among them (`occurrences`).
    static func fingerprint(_ identity: String, occurrence: Int) -> String {
        FileDigest.sha256(Data((occurrence == 0 ? identity : identity + "\u{0}\(occurrence)").utf8))
    }

    /// A baseline's finding is suppressed outside the files (`external`); a `suppress:` entry's
    /// is suppressed by the repository itself (`inSource`), with its reason.
    static func suppression(_ kind: SuppressedFinding.Kind) -> JSONValue {
        switch kind {
        case .baseline:
            return .object([
                ("kind", .string("external")), ("status", .string("accepted")),
                ("justification", .string("in the baseline (--baseline): it was there when the gate was switched on")),
            ])
        case .config(let reason):
            var members: [(String, JSONValue)] = [("kind", .string("inSource")), ("status", .string("accepted"))]
            if !reason.isEmpty { members.append(("justification", .string(reason))) }
            return .object(members)
        }
    }

    public mutating func footer(_ run: ReportRun) -> String {
        (stream ?? JSONArrayStream(document: document(run))).close(count: written)
    }

    /// Each rule's position in `tool.driver.rules`.
    private static let ruleIndex = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.enumerated().map { ($1.id, $0) })

    /// The log with the results array left open for the stream.
    private func document(_ run: ReportRun) -> JSONValue {
        let rules: [JSONValue] = RuleRegistry.descriptions.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name.replacingOccurrences(of: " ", with: ""))),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                (
                    "help",
                    .object([
                        ("text", .string(RuleDocumentation.helpText(rule))),
                        ("markdown", .string(RuleDocumentation.helpMarkdown(rule))),
                    ])
                ),
                ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
                ("properties", .object([("source", .string(rule.source))])),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string(ToolInfo.name)),
                                        ("version", .string(ToolInfo.version)),
                                        ("semanticVersion", .string(ToolInfo.version)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        // No absolute path: two checkouts of one commit give the same bytes, and
                        // code scanning resolves SRCROOT to the repository itself.
                        (
                            "originalUriBaseIds",
                            .object([
                                (
                                    "SRCROOT",
                                    .object([
                                        ("description", .object([("text", .string("The top of the repository (its git work tree) checked."))]))
                                    ])
                                )
                            ])
                        ),
                        ("automationDetails", .object([("id", .string("alertpack/\(run.command)/\(run.preset)/"))])),
                        ("results", .array([.string(JSONArrayStream.marker)])),
                    ])
                ])
            ),
        ])
    }

    /// Percent-encodes what a URI reference cannot hold literally, keeping `/`.
    static func uriEncode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let char = Character(UnicodeScalar(byte))
            if char.isASCII && (char.isLetter || char.isNumber || "-._~/".contains(char)) {
                out.append(char)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
