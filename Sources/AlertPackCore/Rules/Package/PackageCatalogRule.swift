/// An asset catalog Contents.json names files the manifest does not hold, or leaves out ones it does.
///
/// Xcode builds from Contents.json: an entry for a missing file leaves a slot empty; a packaged icon no entry
/// names is never used.
///
/// - Rule: package.catalog
/// - Name: Catalog matches manifest
/// - Source: PACKAGE-FORMAT, ICON-12
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “which the manifest does not list” (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageCatalogRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        file.catalogProblems.map { context.finding($0, fix: "build the package again; do not edit its asset catalog by hand") }
    }
}
