/// The preset the package records differs from the one verify uses (another name, or changed values), or
/// verify judged with rules the package records that nothing proved.
///
/// The files are re-checked with today's preset; if it changed, a pass then may not mean a pass now, and the
/// reverse. A package whose manifest records the rules it was judged with (a project config changed them) is
/// verified with those, unless `--preset` names others. A manifest is only as trustworthy as what proves it:
/// anyone who can edit an unsigned package can write rules into it that pass anything, so when no `--digest`
/// matched and no signature held with `--public-key`, recorded rules that are not the built-in preset the
/// manifest names (other values, `overrides:`, `suppress:`, an Xcode version) are said.
///
/// - Rule: package.preset
/// - Name: Same preset
/// - Source: PACKAGE-FORMAT
/// - Class other-rules: verify judged with other rules than the package was judged with
/// - Class unproved-rules: judged with rules the package records, which nothing proved
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “has changed since the package was”
///   (warning)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackagePresetRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        var findings: [Finding] = []
        if let problem = file.presetProblem {
            findings.append(
                context.finding(
                    problem,
                    fix: "verify with the rules the package was built with (the ones its manifest records, or --preset), or build it again",
                    class: MessageClass.otherRules))
        }
        if let departure = file.unprovedRules {
            findings.append(
                context.finding(
                    "judged with the rules the package records (\(departure)), which no digest or signature proves: verify with --digest or --public-key",
                    fix:
                        "verify with --digest (the package digest the release recorded) or --public-key (the key it was signed with); "
                        + "--preset names the rules to judge with instead",
                    class: MessageClass.unprovedRules))
        }
        return findings
    }
}
