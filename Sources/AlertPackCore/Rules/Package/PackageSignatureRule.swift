/// `package.signature`: the package is not the one that was pinned or signed.
package struct PackageSignatureRule: PackageRule {
    package init() {}
    package static let description = RuleDescription(
        id: "package.signature", name: "Pinned and signed", defaultSeverity: .error,
        summary:
            "The package's manifest.sig does not match its manifest, or the package differs from what verify was told to expect: another digest than --digest, no signature or another key than --public-key.",
        rationale:
            "Hashes in a manifest prove nothing against someone who can rewrite the manifest too; a digest recorded at release time, or a signature by the release key, does.",
        source: "PACKAGE-FORMAT (docs/reliability.md, Signing)",
        parameters: [],
        examples: [
            .fires("Tests/Fixtures/packages/SignedTampered", saying: "the signature in manifest.sig does not", as: .error, via: .verify),
            .silent("Tests/Fixtures/packages/Signed", via: .verify),
        ])

    package func check(_ file: PackageFileSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        file.signatureProblems.map {
            context.finding(
                $0, fix: "take the package from its release as it was made, or build and sign it again with `alertpack package --sign KEY`")
        }
    }
}
