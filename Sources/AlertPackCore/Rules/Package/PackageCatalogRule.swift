/// `package.catalog`: a generated Contents.json that disagrees with the manifest.
package struct PackageCatalogRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.catalog", name: "Catalog matches manifest", defaultSeverity: .error,
        summary: "An asset catalog Contents.json names files the manifest does not hold, or leaves out ones it does.",
        rationale: "Xcode builds from Contents.json: an entry for a missing file leaves a slot empty; a packaged icon no entry names is never used.",
        source: "PACKAGE-FORMAT, ICON-12",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "which the manifest does not list", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        file.catalogProblems.map { context.finding($0, fix: "build the package again; do not edit its asset catalog by hand") }
    }
}
