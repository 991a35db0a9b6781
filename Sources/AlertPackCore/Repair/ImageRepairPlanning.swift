/// The plan for one image: the one work, of those its findings' rules state, that comes first
/// (`RuleRepair.order`) and applies; every other finding stays with its rule's advice.
struct ImageRepairPlanning {
    var options: RepairOptions
    var report: FileReport
    var counted: [Finding]
    var repairs: [String: RuleRepair]

    private var facts: ImageFacts { report.facts.image ?? ImageFacts() }

    func plan() -> RepairPlan {
        let rules = Set(counted.map(\.rule))
        let works = counted.compactMap { repairs[$0.rule] }.filter { !$0.work.isSound }
        for repair in works.sorted(by: { $0.order < $1.order }).map(\.work).uniqued() {
            // The rules (and the findings) this work clears, in the order the check gave them.
            let clearing = Set(repairs.filter { $0.value.work == repair }.keys)
                .union(works.filter { $0.work == repair }.flatMap(\.alsoClears).map(\.rawValue))
            let addressed = counted.map(\.rule).filter { clearing.contains($0) }.uniqued()
            let left = counted.filter { !clearing.contains($0.rule) }.map(RepairPlanner.noRepair)
            let blocking = works.filter { $0.work == repair && $0.conflicts.contains { rules.contains($0.rawValue) } }
            if let blocked = blocking.first {
                guard let reason = blocked.blockedReason else { continue }
                return nothing(left: left + addressed.map { LeftFinding(rule: $0, reason: reason) })
            }
            if let plan = plan(repair, addressed: addressed, left: left) { return plan }
        }
        return nothing(left: counted.map(RepairPlanner.noRepair))
    }

    private func nothing(left: [LeftFinding]) -> RepairPlan {
        RepairPlan(path: report.path, work: nil, intent: [], addressed: [], left: left)
    }

    /// The plan of one work, or nil when it does not apply to this image (the next is tried).
    private func plan(_ work: RuleRepair.Work, addressed: [String], left: [LeftFinding]) -> RepairPlan? {
        let path = report.path
        switch work {
        case .toPNG:
            // The other findings (its size, its slot) are judged again on the PNG.
            guard ["jpeg", "gif", "webp"].contains(facts.format ?? ""), FileName.extension(of: path) == "png",
                let width = facts.width, let height = facts.height, max(width, height) <= 4096
            else { return nil }
            return RepairPlan(
                path: path, work: .toPNG(format: facts.format ?? "", width: width, height: height),
                intent: ["write its \((facts.format ?? "").uppercased()) content as the PNG its name says"], addressed: addressed, left: left)
        case .toSRGB:
            let space = facts.colorSpace ?? ""
            guard facts.format == "png", space == "display-p3" || space.hasPrefix("icc:") else { return nil }
            return RepairPlan(
                path: path, work: .toSRGB, intent: ["convert its colours from \(space) to sRGB with lcms2"], addressed: addressed, left: left)
        case .grayscale:
            guard facts.format == "png" else { return nil }
            return RepairPlan(
                path: path, work: .grayscale,
                intent: ["write it as grayscale: its luminance in linear light, over black as tinted icons are drawn"], addressed: addressed,
                left: left)
        case .flatten:
            return flatten(addressed: addressed, left: left)
        case .rewrite, .reencode, .cut, .trimSilence, .level, .declip, .byOthers:
            return nil
        }
    }

    /// An icon's alpha: dropped exactly when every pixel is opaque, composited onto the
    /// `--background` colour when some are not (refused without one: the colour is a design
    /// decision), left when its pixels were never decoded.
    private func flatten(addressed: [String], left: [LeftFinding]) -> RepairPlan {
        let path = report.path
        switch facts.transparentPixels {
        case .some(0):
            return RepairPlan(
                path: path, work: .flatten(background: nil),
                intent: ["remove the alpha channel (every pixel is opaque: the colours stay bit for bit)"], addressed: addressed, left: left)
        case .some(let count):
            guard let background = options.background else {
                let reason =
                    "\(count) pixel\(count == 1 ? " is" : "s are") transparent: give --background COLOUR (such as --background '#FFFFFF') to composite them onto it"
                return nothing(left: left + addressed.map { LeftFinding(rule: $0, reason: reason) })
            }
            return RepairPlan(
                path: path, work: .flatten(background: background),
                intent: [
                    "composite \(count) transparent pixel\(count == 1 ? "" : "s") onto \(background) in linear light and remove the alpha channel"
                ],
                addressed: addressed, left: left)
        case .none:
            let reason = "its pixels could not be read, so its alpha cannot be removed safely"
            return nothing(left: left + addressed.map { LeftFinding(rule: $0, reason: reason) })
        }
    }
}
