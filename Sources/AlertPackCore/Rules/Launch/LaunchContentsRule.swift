/// A launch image set's Contents.json unreadable or with malformed values (idiom, orientation, scale); an
/// image in a slot the preset does not know is a warning, and an entry Xcode generated but nobody filled is
/// fine.
///
/// Xcode generates an entry for every device its launch image template knows (the iPad Pro's 1366h among
/// them) and leaves unused ones empty; only malformed entries and images it cannot place matter.
///
/// - Rule: launch.contents
/// - Name: Valid launch image Contents.json
/// - Source: LAUNCH-CONTENTS (Asset Catalog Format Reference: LaunchImageType)
/// - Parameter unknownSlotSeverity (severity): severity for an image in a slot the preset does not know
/// - Fires on: Samples/launch/Invalid.launchimage, saying “must be portrait or landscape” (error)
/// - Silent on: Samples/launch/LaunchImage.launchimage
package struct LaunchContentsRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard set.set.kind == .launchImage else { return [] }
        return ContentsFindings.check(set, context, unknownSlotSeverity: context.parameters.unknownSlotSeverity)
    }
}

/// The Contents.json findings both set kinds share.
enum ContentsFindings {
    static func check<P>(_ set: CatalogSubject, _ context: RuleContext<P>, unknownSlotSeverity: Severity) -> [Finding] {
        let fix = "fix the entry in Xcode's asset catalog editor, or in \(FixHint.quoted(set.set.contentsPath))"
        if let problem = set.set.problem { return [context.finding(problem, fix: fix)] }
        var findings = set.set.entryProblems.map { context.finding($0, fix: fix) }
        for (entry, slot) in set.entries {
            switch slot {
            case .invalid(let reason):
                findings.append(context.finding(reason, fix: fix))
            case .unknown(_, let reason) where entry.filename != nil:
                findings.append(context.finding(reason, fix: fix, severity: unknownSlotSeverity))
            default:
                break
            }
        }
        return findings
    }
}
