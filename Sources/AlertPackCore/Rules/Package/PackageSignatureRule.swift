/// The package's manifest.sig does not match its manifest, or the package differs from what verify was told
/// to expect: another digest than --digest, no signature or another key than --public-key.
///
/// Hashes in a manifest prove nothing against someone who can rewrite the manifest too; a digest recorded at
/// release time, or a signature by the release key, does.
///
/// - Rule: package.signature
/// - Name: Pinned and signed
/// - Source: PACKAGE-FORMAT (docs/reliability.md, Signing)
/// - Fires on: Tests/Fixtures/packages/SignedTampered via verify, saying “the signature in manifest.sig does
///   not” (error)
/// - Silent on: Tests/Fixtures/packages/Signed via verify
package struct PackageSignatureRule: PackageRule {
    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        file.signatureProblems.map {
            context.finding(
                $0, fix: "take the package from its release as it was made, or build and sign it again with `alertpack package --sign KEY`")
        }
    }
}
