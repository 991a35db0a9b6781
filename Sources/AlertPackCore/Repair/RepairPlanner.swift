/// Decides, from a file's check, what `fix` does about it: only repairs that cannot make the
/// file worse, each of a finding at warning or error level (info is advice, not a defect).
/// A file without such a finding gets no plan and is never opened for writing.
///
/// The planner names no rule: each finding's rule says, as a `RepairableRule`, which repair
/// clears it, in what order and what stops it, and the plan is composed from that (a sound's
/// steps into one conversion, `SoundRepairPlanning`; an image's one work, `ImageRepairPlanning`).
public struct RepairPlanner: Sendable {
    public var configuration: CheckConfiguration
    public var options: RepairOptions
    /// The repair each repairable rule states, by rule id.
    let repairs: [String: RuleRepair]

    public init(configuration: CheckConfiguration, options: RepairOptions) {
        self.init(configuration: configuration, options: options, rules: RuleRegistry.all)
    }

    /// A planner that knows the repairs of `rules` (the registry's, or a test's own).
    package init(configuration: CheckConfiguration, options: RepairOptions, rules: [any Rule]) {
        self.configuration = configuration
        self.options = options
        self.repairs = RuleRegistry.repairs(of: rules)
    }

    /// The works this planner carries out, for a file of each kind.
    package static let carriedOut: [AssetKind: Set<RuleRepair.Work>] = [
        .sound: Set(RuleRepair.Work.allCases.filter(\.isSound)),
        .image: Set(RuleRepair.Work.allCases.filter { !$0.isSound }),
    ]

    /// The plan for one file, or nil when it has nothing at warning or error level.
    public func plan(_ report: FileReport) -> RepairPlan? {
        let counted = report.findings.filter { $0.severity >= .warning }
        guard !counted.isEmpty else { return nil }
        // The repairs write what iOS plays and shows; a file another platform ships is left as
        // it is, its findings' advice said.
        guard report.platforms.contains(.ios) else {
            return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: counted.map(Self.noRepair))
        }
        let configuration = configuration.effective(for: report.path)
        switch report.kind {
        case .sound:
            return SoundRepairPlanning(configuration: configuration, options: options, report: report, counted: counted, repairs: repairs).plan()
        case .image:
            return ImageRepairPlanning(options: options, report: report, counted: counted, repairs: repairs).plan()
        default:
            return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: counted.map(Self.noRepair))
        }
    }

    /// A finding no repair of `fix` addresses: its own advice says what to do by hand.
    static func noRepair(_ finding: Finding) -> LeftFinding {
        LeftFinding(rule: finding.rule, reason: "no automatic repair" + (finding.fix.map { ": " + $0.advice } ?? ""))
    }
}
