import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Builds a package: checks every source with the same engine as `check`, keeps what passes
/// (converting sounds that fail only on format, when asked), lays it out as a build uses it
/// (`Sounds/`, `Assets.xcassets/AppIcon.appiconset`, `LaunchImage.launchimage`, `Images/`),
/// writes `manifest.json`, and moves the finished folder into place in one step.
public struct PackageBuilder: Sendable {
    /// Checks the sources and the generated sets (the pipeline's `Checker`).
    public var checker: any AssetChecking
    public var options: PackageOptions
    /// Called between the check and the copies (tests change a source there).
    package var afterCheck: (@Sendable () -> Void)?
    /// Makes the checker that judges the sets `package` generated with the rules the manifest
    /// records, as `verify` will (the pipeline's `Checker`); without it, `checker` judges them.
    package var makeChecker: (@Sendable (CheckConfiguration) -> any AssetChecking)?

    public init(checker: any AssetChecking, options: PackageOptions) {
        self.checker = checker
        self.options = options
    }

    static let iconSet = "Assets.xcassets/AppIcon" + ContainerFolder.CatalogSet.appIcon.rawValue
    static let launchSet = "Assets.xcassets/LaunchImage" + ContainerFolder.CatalogSet.launchImage.rawValue
    static let iconsFolder = "Icons"

    public func build(sources: [String]) -> PackageResult {
        var result = PackageResult(report: CheckReport(preset: checker.configuration.preset.name, files: [], command: "package"))
        // What would be written is decided first: nothing is checked when nothing could be written.
        result.problems = PackageOutputs.problems(options: options, sources: sources)
        var signingKey: Curve25519.Signing.PrivateKey?
        if let path = options.signingKey {
            do throws(AlertPackError) { signingKey = try PackageSignature.privateKey(path: path) } catch { result.problems.append(error.message) }
        }
        guard result.problems.isEmpty else { return result }
        // Changes after this moment make a source "changed since it was checked".
        let checkedAt = FileCopy.now(in: URL(fileURLWithPath: options.output).deletingLastPathComponent().path)

        // Our own outputs, and any other package, are never sources.
        var report = checker.checkPackageSources(sources, output: options.output)
        report.command = "package"
        // As the platforms the package holds judge each file (every one's, unless `--platform`).
        report.files = report.files.map { $0.shipped(by: options.platforms) }
        result.report = report
        afterCheck?()
        guard report.problems.isEmpty else {
            result.problems = report.problems
            return result
        }
        let iconPlan = planIcons(report, into: &result)
        guard result.problems.isEmpty else { return result }
        do throws(AlertPackError) {
            let (placements, notes) = PackagePlanner.plan(
                report, sources: sources, options: options, icons: iconPlan, aliases: checker.configuration.aliases)
            let rejected = notes.rejected
            result.missingIcons += iconPlan?.unchecked(by: report) ?? []
            result.unusedIcons = notes.unused.sorted()
            result.otherPlatforms = notes.otherPlatforms
            guard notes.conflicts.isEmpty else {
                result.problems = notes.conflicts
                return result
            }
            let staging = try PackageFolder.staging(for: options.output)
            defer {
                try? FileManager.default.removeItem(atPath: staging)
                Interruption.shared.unregister(staging)
            }
            var manifest = PackageManifest(
                preset: .init(name: checker.configuration.preset.name, sha256: checker.configuration.preset.sha256),
                createdAt: options.timestamp, assets: [], rejected: rejected)
            manifest.targets = result.targets
            let stage = PackageStaging(checker: checker, options: options)
            try stage.fill(staging, placements: placements, reports: report.files, manifest: &manifest, checkedAt: checkedAt)
            PackageRules.settle(&manifest, configuration: checker.configuration)
            try checkGeneratedCatalogs(in: staging, manifest: &manifest, result: &result)
            try checkBudget(manifest)
            result.digest = try finish(staging, manifest: manifest, signingKey: signingKey)
            if let digestFile = options.digestFile { try AtomicFile.write(result.digest! + "\n", to: digestFile) }
            result.manifest = manifest
        } catch {
            result.problems.append(error.message)
        }
        return result
    }

    /// With a project, its targets say which icons ship, under which names: the plan, and the
    /// targets, missing icons and problems it gives the result.
    private func planIcons(_ report: CheckReport, into result: inout PackageResult) -> PackageIconPlan? {
        let projectFolders = report.files.filter { $0.kind == .project }.map { FileName.parent(of: $0.path) } + (options.project.map { [$0] } ?? [])
        let aliases = checker.configuration.aliases
        let projects = projectFolders.uniqued().map { XcodeProject.read(folder: aliases.openPath($0)) }
        let iconPlan = PackageIconPlan.make(projects: projects, options: options, aliases: aliases)
        if let iconPlan {
            result.problems += iconPlan.problems
            if options.iconSet != nil {
                result.problems.append("--icon-set chooses among sets when there is no project; with a project, its targets choose (--target)")
            }
            result.targets = iconPlan.targets.map {
                PackageTargetRecord(
                    name: $0.name, configuration: $0.configuration, appIcon: $0.appIcon, alternates: $0.alternates, productType: $0.productType)
            }
            result.missingIcons = iconPlan.missing
            result.projectNotes = iconPlan.notes
        } else if !options.targets.isEmpty || options.buildConfiguration != nil {
            result.problems.append("--target and --build-configuration need an Xcode project among the sources, or --project")
        }
        return iconPlan
    }

    /// The generated catalogs are checked as `verify` will check them: each set, and each image
    /// in it, in the role the manifest records (`PackageSetRoles`). A set that fails (an icon set
    /// without its App Store icon, an image that cannot be the App Store icon it now is) is left
    /// out with its images, each rejected with the reason, so that nothing `package` writes
    /// fails `verify`.
    private func checkGeneratedCatalogs(
        in staging: String, manifest: inout PackageManifest, result: inout PackageResult
    ) throws(AlertPackError) {
        let sets = manifest.assets.filter {
            $0.role == .catalog && FileName.last(of: $0.path) == "Contents.json" && ContainerFolder.isCatalogSet(FileName.parent(of: $0.path))
        }
        .map { FileName.parent(of: $0.path) }
        guard !sets.isEmpty else { return }
        var configuration =
            try PackageRules.configuration(of: manifest, root: staging, origin: PackageManifest.fileName)
            ?? checker.configuration.judgingPackage(books: [:])
        configuration.aliases = checker.configuration.aliases
        let judge = makeChecker?(configuration) ?? checker
        var suppressed: [String: [PackageManifest.Suppression]] = [:]
        for asset in manifest.assets where !asset.suppressed.isEmpty { suppressed[staging + "/" + asset.path] = asset.suppressed }
        let checked = judge.checkPackage(sets.map { staging + "/" + $0 }, roles: PackageSetRoles.of(manifest, root: staging)).files.map {
            PackageRules.suppressing($0, recorded: suppressed[$0.path] ?? [])
        }
        result.catalogFindings = checked.filter {
            ($0.kind == .iconSet || $0.kind == .launchSet || $0.kind == .image) && $0.verdict == .fail
        }.map { report in
            var shown = report
            shown.path = options.output + String(report.path.dropFirst(staging.count))
            return shown
        }
        var leftOut: Set<String> = []
        for failed in result.catalogFindings {
            let folder = String(FileName.parent(of: failed.path).dropFirst(options.output.count + 1))
            if leftOut.insert(folder).inserted { try PackageStaging.leaveOut(folder, in: staging, manifest: &manifest, because: failed) }
        }
    }

    /// Writes manifest.json (and its signature), then puts the zip and the folder in place;
    /// the package digest.
    private func finish(
        _ staging: String, manifest: PackageManifest, signingKey: Curve25519.Signing.PrivateKey?
    ) throws(AlertPackError) -> String {
        // Streamed: a package of 50,000 files has a manifest of tens of MB.
        let manifestPath = staging + "/" + PackageManifest.fileName
        let written = try manifest.write(to: manifestPath)
        guard written.size <= Int64(PackageZip.maxManifestBytes) else {
            throw AlertPackError.packaging(.manifestOverLimit(bytes: Int64(written.size), limit: PackageZip.maxManifestBytes))
        }
        if let signingKey {
            let manifestBytes = try RandomAccessFile.contents(path: manifestPath, maxBytes: PackageZip.maxManifestBytes, what: "manifest.json")
            try AtomicFile.write(
                try PackageSignature.sign(manifest: manifestBytes, with: signingKey), to: staging + "/" + PackageSignature.fileName)
        }
        PackageFolder.normalise(staging)
        // The zip is written from the finished staging folder and renamed into place just
        // before the folder is: a killed run leaves both old or, in the moment between two
        // renames, only the folder old, never a new folder beside an old zip for long.
        if let zip = options.zip { try PackageArchive.write(folder: staging, to: zip) }
        try PackageFolder.swap(staging, into: options.output)
        return "sha256:" + written.sha256
    }

    /// What verify unpacks, the packager never exceeds: a package past `package.too-large`'s
    /// entries or bytes is not written (verify would refuse it).
    private func checkBudget(_ manifest: PackageManifest) throws(AlertPackError) {
        let budget = UnpackBudget(rules: checker.configuration.rules)
        // The manifest itself and a signature are entries too.
        let entries = manifest.assets.count + 2
        let bytes = manifest.assets.reduce(Int64(0)) { $0 &+ $1.size }
        if entries > budget.maxEntries || entries > PackageZip.maxEntriesRead {
            throw AlertPackError.packaging(.packageOverEntries(entries, limit: min(budget.maxEntries, PackageZip.maxEntriesRead)))
        }
        if bytes > budget.maxBytes {
            throw AlertPackError.packaging(.packageOverBytes(bytes, limit: Int64(budget.maxBytes)))
        }
    }
}
