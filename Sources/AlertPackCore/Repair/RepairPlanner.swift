/// Decides, from a file's check, what `fix` does about it: only repairs that cannot make the
/// file worse, each of a finding at warning or error level (info is advice, not a defect).
/// A file without such a finding gets no plan and is never opened for writing.
public struct RepairPlanner: Sendable {
    public var configuration: CheckConfiguration
    public var options: RepairOptions

    public init(configuration: CheckConfiguration, options: RepairOptions) {
        self.configuration = configuration
        self.options = options
    }

    /// Rules whose findings a re-encoding under an accepted extension clears.
    static let formatRules: Set<String> = ["sound.codec", "sound.container", "sound.header", "sound.float-pcm", "sound.extension"]

    /// The plan for one file, or nil when it has nothing at warning or error level.
    public func plan(_ report: FileReport) -> RepairPlan? {
        let counted = report.findings.filter { $0.severity >= .warning }
        guard !counted.isEmpty else { return nil }
        let configuration = configuration.effective(for: report.path)
        switch report.kind {
        case .sound:
            return SoundRepairPlanning(configuration: configuration, options: options, report: report, counted: counted).plan()
        case .image:
            return flattenPlan(report, counted)
        default:
            return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: counted.map(Self.noRepair))
        }
    }

    /// A finding no repair of `fix` addresses: its own advice says what to do by hand.
    static func noRepair(_ finding: Finding) -> LeftFinding {
        LeftFinding(rule: finding.rule, reason: "no automatic repair" + (finding.fix.map { ": " + $0.advice } ?? ""))
    }

    /// An icon's alpha: dropped exactly when every pixel is opaque, composited onto the
    /// `--background` colour when some are not (refused without one: the colour is a design
    /// decision), left when its pixels were never decoded.
    private func flattenPlan(_ report: FileReport, _ counted: [Finding]) -> RepairPlan {
        let facts = report.facts.image ?? ImageFacts()
        let unreadable = counted.contains { ["image.unreadable", "image.cgbi", "image.format", "image.too-large"].contains($0.rule) }
        if counted.contains(where: { $0.rule == "image.format" }), ["jpeg", "gif", "webp"].contains(facts.format ?? ""),
            FileName.extension(of: report.path) == "png", let width = facts.width, let height = facts.height, max(width, height) <= 4096
        {
            // The other findings (its size, its slot) are judged again on the PNG.
            return RepairPlan(
                path: report.path, work: .toPNG(format: facts.format ?? "", width: width, height: height),
                intent: ["write its \((facts.format ?? "").uppercased()) content as the PNG its name says"],
                addressed: ["image.format"], left: counted.filter { $0.rule != "image.format" }.map(Self.noRepair))
        }
        let space = facts.colorSpace ?? ""
        if counted.contains(where: { $0.rule == "image.colorspace" }), !unreadable, facts.format == "png",
            space == "display-p3" || space.hasPrefix("icc:"),
            !counted.contains(where: { $0.rule == "icon.tinted" })
        {
            return RepairPlan(
                path: report.path, work: .toSRGB, intent: ["convert its colours from \(space) to sRGB with lcms2"], addressed: ["image.colorspace"],
                left: counted.filter { $0.rule != "image.colorspace" }.map(Self.noRepair))
        }
        if counted.contains(where: { $0.rule == "icon.tinted" }), !unreadable, facts.format == "png" {
            let addressed = counted.map(\.rule).filter { $0 == "icon.tinted" || $0 == "icon.alpha" }.uniqued()
            return RepairPlan(
                path: report.path, work: .grayscale,
                intent: ["write it as grayscale: its luminance in linear light, over black as tinted icons are drawn"], addressed: addressed,
                left: counted.filter { !addressed.contains($0.rule) }.map(Self.noRepair))
        }
        var left = counted.filter { $0.rule != "icon.alpha" && $0.rule != "launch.alpha" }.map(Self.noRepair)
        guard counted.contains(where: { $0.rule == "icon.alpha" || $0.rule == "launch.alpha" }) else {
            return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: left)
        }
        let rules = counted.map(\.rule).filter { $0 == "icon.alpha" || $0 == "launch.alpha" }.uniqued()
        switch facts.transparentPixels {
        case .some(0) where !unreadable:
            return RepairPlan(
                path: report.path, work: .flatten(background: nil),
                intent: ["remove the alpha channel (every pixel is opaque: the colours stay bit for bit)"], addressed: rules, left: left)
        case .some(let count) where !unreadable:
            guard let background = options.background else {
                left += rules.map {
                    LeftFinding(
                        rule: $0,
                        reason:
                            "\(count) pixel\(count == 1 ? " is" : "s are") transparent: give --background COLOUR (such as --background '#FFFFFF') to composite them onto it"
                    )
                }
                return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: left)
            }
            return RepairPlan(
                path: report.path, work: .flatten(background: background),
                intent: [
                    "composite \(count) transparent pixel\(count == 1 ? "" : "s") onto \(background) in linear light and remove the alpha channel"
                ],
                addressed: rules, left: left)
        default:
            left += rules.map { LeftFinding(rule: $0, reason: "its pixels could not be read, so its alpha cannot be removed safely") }
            return RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: left)
        }
    }
}
