/// manifest.json is missing, not JSON, from a newer alertpack, or lacks required fields.
///
/// Without its manifest a package cannot prove what it holds or what was checked.
///
/// - Rule: package.manifest
/// - Name: Readable manifest
/// - Source: PACKAGE-FORMAT (docs/manifest.schema.json)
/// - Fires on: Tests/Fixtures/packages/NoManifest via verify, saying “there is no manifest.json: this is”
///   (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageManifestRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.manifestProblem else { return [] }
        return [context.finding(problem, fix: "build the package again with `alertpack package`")]
    }
}
