import AlertPackCore
import ArgumentParser
import Foundation

struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Package the approved assets with a manifest, ready for a build.",
        discussion: """
            Checks every source like `check`, then writes only what passes: Sounds/, an asset catalog \
            (Assets.xcassets with AppIcon.appiconset and LaunchImage.launchimage), Images/, and \
            manifest.json (hashes, sizes, facts, findings, conversions, rejections, and the platforms \
            of each file). What only Android ships goes under android/ as its resource folder \
            (android/res/raw/, android/res/drawable-xxhdpi/), the web's under web/; a file iOS and \
            Android both ship is placed once, where iOS takes it, and judged and recorded for both \
            (--platform ios packages what iOS ships alone, as alertpack did before). The package is \
            built beside its target and moved into place in one step; running twice on the same \
            inputs gives identical folders and zips. --out and --zip replace only a package \
            alertpack made (--out also an empty folder, as `mkdir -p` leaves it), never a folder or file of yours or an input; packages (its own \
            output included) are never taken as sources. It prints the package digest (the \
            SHA-256 of manifest.json) for `verify --digest`. With --quiet it prints only that \
            summary (what was packaged, rejected and left out, and why), not the check's report. Exit 1 when anything was rejected \
            (unless --allow-rejected), 2 on usage or I/O errors.
            """)

    @Argument(help: "Files and folders to package.")
    var sources: [String]

    @Option(help: "The package folder to write (a package alertpack made, or an empty folder, is replaced in one step).")
    var out: String

    @Option(help: "Also write the package as a zip file.")
    var zip: String?

    @Flag(help: "Convert sounds that fail only on format (container, codec, extension) instead of rejecting them.")
    var convert = false

    @Option(help: "With --convert: the format to convert to.")
    var to: ConversionTarget = .recommended

    @Option(help: "With --convert: also cut sounds longer than this many seconds, with a fade-out.")
    var maxDuration: Double?

    @Option(help: "The Xcode project whose targets say which app icons ship (one among the sources is found by itself).")
    var project: String?

    @Option(help: "Package the app icons of this target (repeatable; default: every app and extension target that names one).")
    var target: [String] = []

    @Option(help: "The build configuration whose icon settings count (default: the one the shared scheme archives with, else Release).")
    var buildConfiguration: String?

    @Option(help: "Without a project: the icon set whose images make the app icon, when several offer one (a name, or the .appiconset's path).")
    var iconSet: String?

    @Option(help: "Also write the package digest (sha256:HEX, the SHA-256 of manifest.json) to this file.")
    var digestFile: String?

    @Option(help: ArgumentHelp("Sign the manifest with this Ed25519 private key (`alertpack keys generate`).", valueName: "key"))
    var sign: String?

    /// --platform, repeatable: package only what these platforms ship, judged by their rules.
    @OptionGroup var platforms: PlatformOptions

    @Flag(help: "Exit 0 even when some sources were rejected.")
    var allowRejected = false

    @Option(help: "Record this ISO 8601 time in the manifest as createdAt (left out by default, so runs compare equal).")
    var timestamp: String?

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var reporting: ReportingOptions

    @OptionGroup var runOptions: RunOptions<Packaging>

    func validate() throws {
        if maxDuration != nil && !convert { throw ValidationError("--max-duration needs --convert") }
        _ = try platforms.chosen()
        if let timestamp, ISO8601DateFormatter().date(from: timestamp) == nil {
            throw ValidationError("--timestamp must be an ISO 8601 time such as 2026-11-21T12:00:00Z")
        }
    }

    func run() throws {
        var configuration = try configOptions.resolve()
        // The sources are judged in the configuration that is packaged, as `verify` judges the
        // package: a set only Debug uses is the App Store icon of a Debug package.
        if let buildConfiguration { configuration.buildConfiguration = buildConfiguration }
        var checker = runOptions.checker(configuration)
        checker.collectsMedia = reporting.showsMedia
        var options = PackageOptions(output: out)
        options.zip = zip
        options.convert = convert
        options.conversion.target = to
        options.conversion.maxDuration = maxDuration
        options.conversion.searchThreads = runOptions.jobs
        options.timestamp = timestamp
        options.digestFile = digestFile
        options.project = project
        options.targets = target
        options.buildConfiguration = configuration.buildConfiguration
        options.iconSet = iconSet
        options.signingKey = sign
        let chosen = try platforms.chosen()
        if !chosen.isEmpty { options.platforms = chosen }
        if let problem = options.conversion.problems(durationLimit: Converter(checker: checker, options: options.conversion).durationLimit).first {
            try fail(problem)
        }
        var builder = PackageBuilder(checker: checker, options: options)
        // The sets it generates are judged with the rules the manifest records, as verify judges them.
        builder.makeChecker = { [checker] configuration in
            var judge = checker
            judge.configuration = configuration
            return judge
        }
        let result = builder.build(sources: sources)
        // Output problems are found before anything is checked: there is no report to show then.
        if result.report.files.isEmpty && !result.problems.isEmpty {
            try fail(result.problems)
        }
        // Machine-readable formats on standard output keep it to themselves; the summary goes to
        // standard error. Otherwise the terminal gets the text report (text, or any format with
        // --output), and with --quiet only the package summary: the check's report goes only to
        // the files asked for.
        let toStandardOutput = reporting.format == .text || reporting.output != nil
        _ = try reporting.deliver(result.report, summaryOnly: reporting.quiet && toStandardOutput)
        for problem in result.problems { Output.error("alertpack: \(problem)") }
        if let summary = result.summary(output: out, zip: zip) {
            if toStandardOutput { Output.writeVisible(summary) } else { Output.error(summary) }
        }
        throw ExitCode(result.exitCode(allowRejected: allowRejected))
    }
}

extension PackageCommand: SupervisedCommand {
    var supervisedInputs: [String] { sources }
}
