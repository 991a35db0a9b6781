/// A file's SHA-256 or size differs from the manifest.
///
/// Any change after packaging, accidental or not, means the file is no longer the one that was checked.
///
/// - Rule: package.changed
/// - Name: Changed packaged file
/// - Source: PACKAGE-FORMAT
/// - Fires on: Tests/Fixtures/packages/Tampered via verify, saying “manifest.json records” (error)
/// - Silent on: Tests/Fixtures/packages/Good via verify
package struct PackageChangedRule: PackageRule {
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
