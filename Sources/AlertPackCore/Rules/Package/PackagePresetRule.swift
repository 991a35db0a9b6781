/// `package.preset`: the preset used now is not the one the package was checked with.
package struct PackagePresetRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.preset", name: "Same preset", defaultSeverity: .warning,
        summary: "The preset the package records differs from the one verify uses (another name, or changed values).",
        rationale: "The files are re-checked with today's preset; if it changed, a pass then may not mean a pass now, and the reverse.",
        source: "PACKAGE-FORMAT",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "has changed since the package was", as: .warning, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.presetProblem else { return [] }
        return [context.finding(problem, fix: "verify with the preset the package was built with (--preset), or build it again")]
    }
}
