/// `icon.contents`: Contents.json must be readable, with valid values.
public struct ContentsRule: CatalogRule {
    public init() {}

    public let description = RuleDescription(
        id: "icon.contents", name: "Valid Contents.json", defaultSeverity: .error,
        summary: "Contents.json unreadable or with invalid values (size, scale, idiom).",
        rationale: "Xcode ignores entries it cannot place (\"If the size is not valid, the image is ignored\"), so an invalid size or scale silently leaves a slot empty. Applies to app icon and launch image sets.",
        source: "Asset Catalog Format Reference: AppIconType, LaunchImageType (RULES.md 3.3, 4.4)",
        parameters: [],
        examples: [.fires("Samples/icons/Invalid.xcassets/AppIcon.appiconset"), .silent("Samples/icons/Good.xcassets/AppIcon.appiconset")])

    public func check(_ set: CatalogSubject, _ context: RuleContext) -> [Finding] {
        let fix = "fix the entry in Xcode's asset catalog editor, or in \(FixHint.quoted(set.set.contentsPath))"
        if let problem = set.set.problem { return [context.finding(problem, fix: fix)] }
        var findings = set.set.entryProblems.map { context.finding($0, fix: fix) }
        for (_, slot) in set.entries {
            if case .invalid(let reason) = slot { findings.append(context.finding(reason, fix: fix)) }
        }
        return findings
    }
}
