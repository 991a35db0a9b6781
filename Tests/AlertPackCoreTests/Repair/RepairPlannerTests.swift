import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `RepairPlanner` in process, on the cases `scripts/make-fix-fixtures.py` writes: a clean file
/// gets no plan, a silent or clipped sound no work that could make it worse, an MP3 a new sound
/// only with --rename, a transparent App Store icon a flattening only with a background.
@Suite(TestSupport.needs("python3"))
struct RepairPlannerTests {
    static let fixtures = TestSupport.generatedCorpus("make-fix-fixtures.py", name: "fix-fixtures-planner")

    static func plan(_ relative: String, _ change: (inout RepairOptions) -> Void = { _ in }) throws -> (FileReport, RepairPlan?) {
        var options = RepairOptions()
        change(&options)
        let configuration = try TestSupport.defaultConfiguration()
        let report = Checker(configuration: configuration, jobs: 1).check(paths: [fixtures + "/" + relative])
        let file = try #require(report.files.first { !$0.path.hasSuffix("Contents.json") }, "\(relative): \(report.files.map(\.path))")
        return (file, RepairPlanner(configuration: configuration, options: options).plan(file))
    }

    @Test("a clean sound gets no plan: it is never opened for writing")
    func cleanSound() throws {
        let (file, plan) = try Self.plan("sounds/chime.wav")
        #expect(file.findings.allSatisfy { $0.severity == .info }, "\(file.findings)")
        #expect(plan == nil)
    }

    @Test("every plan addresses only findings the file has, and leaves the others with a reason")
    func plansAreHonest() throws {
        for name in ["sounds/silent.wav", "sounds/near-silent.wav", "sounds/clipped-sine.wav", "sounds/beep.mp3"] {
            let (file, plan) = try Self.plan(name)
            guard let plan else { continue }
            let rules = Set(file.findings.map(\.rule))
            #expect(Set(plan.addressed).isSubset(of: rules), "\(name): \(plan.addressed) of \(rules)")
            #expect(plan.left.allSatisfy { rules.contains($0.rule) && !$0.reason.isEmpty }, "\(name)")
            #expect(plan.work != nil || plan.addressed.isEmpty, "\(name): addressed without work")
        }
    }

    @Test("an MP3 is converted only with --rename: without it the finding is left, with it the output is a .caf")
    func mp3NeedsRename() throws {
        let (_, kept) = try Self.plan("sounds/beep.mp3")
        #expect(kept?.work == nil, "\(String(describing: kept?.work))")
        let (_, renamed) = try Self.plan("sounds/beep.mp3") { $0.rename = true }
        let plan = try #require(renamed)
        #expect(plan.work != nil && plan.resultPath.hasSuffix("beep.caf"), "\(plan.resultPath)")
    }

    @Test("a transparent App Store icon is flattened only onto a background the user names")
    func flattenNeedsBackground() throws {
        let (file, without) = try Self.plan("Transparent.xcassets")
        #expect(file.findings.contains { $0.rule == "icon.alpha" }, "\(file.findings)")
        if case .flatten? = without?.work { Issue.record("flattened without a background") }
        let (_, with) = try Self.plan("Transparent.xcassets") { $0.background = RGBColour(red: 255, green: 255, blue: 255) }
        guard case .flatten(let background)? = with?.work else {
            Issue.record("no flattening with a background: \(String(describing: with?.work))")
            return
        }
        #expect(background == RGBColour(red: 255, green: 255, blue: 255))
    }
}
