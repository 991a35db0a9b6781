import AlertPackCore
import ArgumentParser
import Foundation

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verify a package: complete, untampered, and still passing its preset's rules.",
        discussion: """
            Recomputes every SHA-256 and size in manifest.json, reports missing, changed, extra and \
            unsafe files, checks the asset catalog Contents.json files against the manifest, and \
            re-runs on the packaged files the rules the package was judged with: the ones its \
            manifest records when a project config changed them (its rules, overrides: and suppress: \
            as they applied to each file's source), else the preset it names. Recorded rules that \
            depart from the built-in preset the manifest names are a package.preset warning unless \
            --digest matched or a signature held with --public-key (an unsigned manifest proves \
            nothing about itself), and that preset still holds the package.* rules. A zip is read \
            as every common unzip reads it, or refused. Each packaged icon set is judged in the role \
            and configuration the manifest records, as `package` judged it, and each sound and image \
            by the rules of the platforms the manifest records for it (iOS where it records none; a \
            platform this alertpack does not know is refused); a finding names the \
            source to repair and says to package again. With --digest or --public-key it also \
            proves the package is the one released, and says what it proved (only what it checked \
            and held), with where the rules came from: "rules: recorded in the package; signature: good, \
            key ID; digest: matches" (`verification` in JSON; ID as \
            `alertpack keys fingerprint` prints it). Exit 0 only when all of that holds (warnings \
            fail too with --strict).
            """)

    @Argument(help: "A package folder or zip made by `alertpack package`.")
    var package: String

    @Option(help: "Verify with this preset instead of the rules the manifest records (a name or a .yml path).")
    var preset: String?

    @Option(help: "Refuse any package whose digest (as `package` printed it: sha256:HEX) is not this one.")
    var digest: String?

    @Option(help: ArgumentHelp("Refuse a package not signed with this Ed25519 public key (`alertpack keys generate`).", valueName: "key"))
    var publicKey: String?

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        var verifier = PackageVerifier(
            presetReference: preset, jobs: RunContext.cores, supervision: RunContext.supervision())
        verifier.expectedDigest = digest
        verifier.publicKeyPath = publicKey
        let report = verifier.verify(package)
        throw ExitCode(try reporting.deliver(report))
    }
}

extension VerifyCommand: SupervisedCommand {
    var workVerb: String { "verifying" }

    /// A package holds several files (a zip's are not counted before it is unpacked): always supervised.
    var mayWorkOnSeveralFiles: Bool { true }
    var supervisedInputs: [String] { [] }
}
