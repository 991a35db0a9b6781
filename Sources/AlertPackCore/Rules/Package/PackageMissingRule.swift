/// `package.missing`: a file the manifest lists is not in the package.
package struct PackageMissingRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.missing", name: "Missing packaged file", defaultSeverity: .error,
        summary: "A file the manifest lists is not in the package.",
        rationale: "A package is only complete with every file it recorded; a build would silently lack the asset.",
        source: "PACKAGE-FORMAT",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "is listed in manifest.json but not", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard file.expected != nil, file.actual == nil, file.pathProblem == nil else { return [] }
        return [context.finding("is listed in manifest.json but not in the package", fix: "build the package again; do not edit it by hand")]
    }
}
