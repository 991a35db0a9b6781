/// A manifest path that is absolute or climbs out with `..`, or a symbolic link in the package.
///
/// A package is dropped into a build as it is; a path outside it could read or overwrite anything.
///
/// - Rule: package.unsafe-path
/// - Name: Unsafe path
/// - Source: PACKAGE-FORMAT
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “the path leaves the package” (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageUnsafePathRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.pathProblem else { return [] }
        return [context.finding("the path \(problem)", fix: "build the package again; paths in a package are plain and relative")]
    }
}
