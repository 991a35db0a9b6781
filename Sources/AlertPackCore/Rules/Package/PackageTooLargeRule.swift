/// A package zip with more entries (maxEntries), or whose manifest declares more bytes (maxBytes), than
/// verify unpacks: nothing in it is verified.
///
/// verify unpacks a zip to check it; a zip of millions of entries or a manifest declaring terabytes would
/// fill the disk or hold up a release for a package no notification needs.
///
/// - Rule: package.too-large
/// - Name: Within verify's budget
/// - Source: PACKAGE-FORMAT (alertpack's work budget, docs/reliability.md; not an Apple rule)
/// - Parameter maxEntries (wholeNumber): entries a zip may hold
/// - Parameter maxBytes (wholeNumber): bytes the manifest may declare for the files in the zip
/// - Fires on: Tests/Fixtures/packages/Oversized.zip via verify, saying “bytes for the files in the” (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageTooLargeRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let problem = file.budgetProblem else { return [] }
        return [context.finding(problem, fix: "package fewer or smaller assets, or raise the budget in your preset (rules: package.too-large)")]
    }
}
