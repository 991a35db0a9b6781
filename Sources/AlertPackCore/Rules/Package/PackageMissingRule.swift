/// A file the manifest lists is not in the package.
///
/// A package is only complete with every file it recorded; a build would silently lack the asset.
///
/// - Rule: package.missing
/// - Name: Missing packaged file
/// - Source: PACKAGE-FORMAT
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “is listed in manifest.json but not”
///   (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageMissingRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard file.expected != nil, file.actual == nil, file.pathProblem == nil else { return [] }
        return [context.finding("is listed in manifest.json but not in the package", fix: "build the package again; do not edit it by hand")]
    }
}
