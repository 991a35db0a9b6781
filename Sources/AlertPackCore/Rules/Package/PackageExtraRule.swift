/// A file in the package that the manifest does not list.
///
/// Whatever is in the package goes into the build; a stray file was never checked.
///
/// - Rule: package.extra
/// - Name: Unlisted file
/// - Source: PACKAGE-FORMAT
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “is in the package but not” (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageExtraRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard file.expected == nil, file.manifestProblem == nil, file.path != PackageManifest.fileName else { return [] }
        return [context.finding("is in the package but not in manifest.json", fix: "remove it, or add its source and build the package again")]
    }
}
