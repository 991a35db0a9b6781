/// `package.extra`: a file in the package that the manifest does not list.
package struct PackageExtraRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.extra", name: "Unlisted file", defaultSeverity: .error,
        summary: "A file in the package that the manifest does not list.",
        rationale: "Whatever is in the package goes into the build; a stray file was never checked.",
        source: "PACKAGE-FORMAT",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "is in the package but not", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard file.expected == nil, file.manifestProblem == nil, file.path != PackageManifest.fileName else { return [] }
        return [context.finding("is in the package but not in manifest.json", fix: "remove it, or add its source and build the package again")]
    }
}
