/// `package.manifest`: the manifest is missing or unreadable.
package struct PackageManifestRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.manifest", name: "Readable manifest", defaultSeverity: .error,
        summary: "manifest.json is missing, not JSON, from a newer alertpack, or lacks required fields.",
        rationale: "Without its manifest a package cannot prove what it holds or what was checked.",
        source: "PACKAGE-FORMAT (docs/manifest.schema.json)",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/NoManifest", saying: "there is no manifest.json: this is", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.manifestProblem else { return [] }
        return [context.finding(problem, fix: "build the package again with `alertpack package`")]
    }
}
