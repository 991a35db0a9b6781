import AlertPackCore
import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check sounds, icons, launch images and built apps against the preset's rules.",
        discussion: """
            Files are identified by their content. Folders are searched recursively for sounds, PNGs \
            and asset catalog sets (.appiconset, .launchimage), Icon Composer documents (.icon) and \
            Xcode projects (.xcodeproj, whose app icon names are checked against the icons beside \
            them), and built apps (.ipa, .app, .xcarchive: the compiled icons, sounds, extensions \
            and signed entitlements, each bundled sound reported as APP/PATH-INSIDE; never walked \
            into); hidden files and the config's ignore patterns are skipped. Every file is \
            reported, and a bad file never stops the run. A built app that cannot be read at all \
            (not a zip, no app inside) exits 2.
            """)

    @Argument(help: "Files and folders to check.")
    var paths: [String] = []

    @Option(
        help: ArgumentHelp(
            "Check the files changed since this git revision, and untracked ones (with paths: only those below them).",
            discussion: "Each changed file is judged in its whole context; deleted files are skipped.", valueName: "rev"))
    var changedSince: String?

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var inputs: InputOptions
    @OptionGroup var reporting: ReportingOptions
    @OptionGroup var baseline: BaselineOptions
    @OptionGroup var runOptions: RunOptions<Inspecting>

    func validate() throws {
        if paths.isEmpty && changedSince == nil && inputs.project == nil && inputs.attachments.isEmpty {
            throw ValidationError("name the files and folders to check, or --changed-since REV")
        }
    }

    func run() throws {
        let configuration = inputs.applied(to: try configOptions.resolve(announcingWith: reporting))
        var checker = inputs.applied(to: runOptions.checker(configuration))
        var plan: Checker.Plan
        if let changedSince {
            let changed = try Self.changedFiles(since: changedSince, below: paths, configuration: configuration)
            // What git lists is no user's naming: files that are no asset are not listed, and a
            // walk's ignore patterns apply.
            checker.allowsEmptyPaths = true
            checker.excludesNamedPaths = true
            checker.changedSince = changedSince
            checker.changedSinceRepository = changed.root
            plan = checker.plan(paths: changed.paths + inputs.adding(to: []))
            plan.skipped = []
            plan.problems += changed.problems
        } else {
            plan = checker.plan(paths: inputs.adding(to: paths))
        }
        reporting.announce(plan.warnings, configPath: nil)
        var code = try reporting.deliver(plan, checker: checker, baseline: baseline)
        // A suppression that no longer takes anything out is itself a warning (and fails --strict).
        // Entries naming no checked file are reported only when the whole tree was checked.
        let configFolder = configuration.configPath.map { AbsolutePath.of(($0 as NSString).deletingLastPathComponent) }
        let whole =
            changedSince == nil && configFolder.map { folder in paths.contains { AbsolutePath.isWithin(folder, AbsolutePath.of($0)) } } ?? false
        let unused = configuration.suppressions.unused(complete: whole)
        reporting.announce(unused, configPath: configuration.configPath)
        if reporting.strict && !unused.isEmpty && code == 0 { code = 1 }
        throw ExitCode(code)
    }

    /// The changed files below `paths` (all of them without paths), and the changed files that
    /// cannot be checked; or exit 2 with git's reason.
    static func changedFiles(
        since revision: String, below paths: [String], configuration: CheckConfiguration
    ) throws -> (paths: [String], problems: [String], root: String) {
        do {
            let changed = try ChangedFiles.since(
                revision, configPath: configuration.configPath, ignore: configuration.ignore, aliases: configuration.aliases)
            if let reason = changed.wholeRepositoryReason { Output.error("alertpack: \(reason): checking the whole repository") }
            guard !paths.isEmpty else { return (changed.paths, changed.problems, changed.root) }
            let folders = paths.map(AbsolutePath.of)
            let below = changed.paths.filter { path in folders.contains { AbsolutePath.isWithin(AbsolutePath.of(path), $0) } }
            return (below, changed.problems, changed.root)
        } catch {
            try fail(error)
        }
    }
}

extension CheckCommand: SupervisedCommand {
    /// A changed-files run may check any part of the repository: supervised as a folder is.
    var supervisedInputs: [String] { changedSince == nil ? inputs.adding(to: paths) : ["."] + paths }
}
