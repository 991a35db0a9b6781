/// `package.too-large`: a zip past what `verify` unpacks.
package struct PackageTooLargeRule: PackageRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxEntries: Int
        package var maxBytes: Int

        package init(_ preset: inout ParameterReader) {
            maxEntries = preset.wholeNumber("maxEntries", "entries a zip may hold")
            maxBytes = preset.wholeNumber("maxBytes", "bytes the manifest may declare for the files in the zip")
        }
    }
    package static let description = RuleDescription(
        id: "package.too-large", name: "Within verify's budget", defaultSeverity: .error,
        summary:
            "A package zip with more entries (maxEntries), or whose manifest declares more bytes (maxBytes), than verify unpacks: nothing in it is verified.",
        rationale:
            "verify unpacks a zip to check it; a zip of millions of entries or a manifest declaring terabytes would fill the disk or hold up a release for a package no notification needs.",
        source: "PACKAGE-FORMAT (alertpack's work budget, docs/reliability.md; not an Apple rule)",
        parameters: Parameters.specs,
        examples: [
            .fires("Tests/Fixtures/packages/Oversized.zip", saying: "bytes for the files in the", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let problem = file.budgetProblem else { return [] }
        return [context.finding(problem, fix: "package fewer or smaller assets, or raise the budget in your preset (rules: package.too-large)")]
    }
}
