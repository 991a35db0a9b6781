/// `package.changed`: a file's bytes differ from what the manifest records.
package struct PackageChangedRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.changed", name: "Changed packaged file", defaultSeverity: .error,
        summary: "A file's SHA-256 or size differs from the manifest.",
        rationale: "Any change after packaging, accidental or not, means the file is no longer the one that was checked.",
        source: "PACKAGE-FORMAT",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/Tampered", saying: "manifest.json records", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Good", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let expected = file.expected, let actual = file.actual else { return [] }
        if actual.size != expected.size {
            return [
                context.finding("is \(actual.size) bytes; manifest.json records \(expected.size)", fix: "build the package again from the sources")
            ]
        }
        if actual.sha256 != expected.sha256 {
            return [
                context.finding(
                    "has SHA-256 \(actual.sha256.prefix(16))…; manifest.json records \(expected.sha256.prefix(16))…",
                    fix: "build the package again from the sources")
            ]
        }
        return []
    }
}
