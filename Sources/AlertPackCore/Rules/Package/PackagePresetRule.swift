/// The preset the package records differs from the one verify uses (another name, or changed values).
///
/// The files are re-checked with today's preset; if it changed, a pass then may not mean a pass now, and the
/// reverse. A package whose manifest records the rules it was judged with (a project config changed them) is
/// verified with those, unless `--preset` names others.
///
/// - Rule: package.preset
/// - Name: Same preset
/// - Source: PACKAGE-FORMAT
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “has changed since the package was”
///   (warning)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackagePresetRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.presetProblem else { return [] }
        return [
            context.finding(
                problem, fix: "verify with the rules the package was built with (the ones its manifest records, or --preset), or build it again")
        ]
    }
}
