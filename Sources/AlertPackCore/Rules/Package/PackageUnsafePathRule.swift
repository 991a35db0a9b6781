/// `package.unsafe-path`: a manifest path or a link that leads outside the package.
package struct PackageUnsafePathRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.unsafe-path", name: "Unsafe path", defaultSeverity: .error,
        summary: "A manifest path that is absolute or climbs out with `..`, or a symbolic link in the package.",
        rationale: "A package is dropped into a build as it is; a path outside it could read or overwrite anything.",
        source: "PACKAGE-FORMAT",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "the path leaves the package", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = file.pathProblem else { return [] }
        return [context.finding("the path \(problem)", fix: "build the package again; paths in a package are plain and relative")]
    }
}
