import Foundation

/// `alertpack icons --android-notification RES`: makes the density set of Android's small
/// notification icon from one master (`res/drawable-<density>/NAME.png`, mdpi to xxxhdpi), white
/// with the master's ink as alpha. RES must be a resource folder (`AndroidNotificationResFolder`).
/// Every image is written into a staging folder beside RES, decoded again and held to what Android
/// draws (white only, alpha, its size, the ink inside the live area), the staged set is checked
/// with alertpack's own rules, and only then is the set moved into place, all of it or none
/// (`AndroidNotificationPlacement`), with a keep rule when resource shrinking would strip it
/// (`AndroidNotificationKeepFile`).
///
/// Alertpack replaces only what it made: a file carrying its marker whose bytes are exactly what
/// it writes for the pixels the file holds (`AndroidNotificationIconRendering.isOurs`). Its own
/// files that this run would change (an earlier master) are replaced with `--force`; a file of
/// the name it did not make (a PNG, `NAME.webp`, `NAME.xml`, `NAME.9.png`, in a density folder or
/// in `drawable/`, `drawable-anydpi-v24/`) is never replaced, `--force` or not.
public struct AndroidNotificationIconMaker: Sendable {
    public var checker: any AssetChecking
    public var options: AndroidNotificationIconOptions
    /// Called after the staged set passed its checks, before anything is moved (tests use it).
    package var afterCheck: (@Sendable () -> Void)?

    public init(checker: any AssetChecking, options: AndroidNotificationIconOptions) {
        self.checker = checker
        self.options = options
    }

    /// One file of the set: its density, where it goes, and what is there now.
    struct Target: Sendable {
        var density: AndroidNotificationDensity
        /// RES/drawable-<density>/NAME.png.
        var path: String
        /// The file under that name before the run: nil (none), ours (alertpack made it), or another's.
        var existing: Existing?

        enum Existing: Sendable { case ours, others }
    }

    public func make(master: String, resFolder given: String) throws(AlertPackError) -> AndroidNotificationIconResult {
        guard AndroidNotificationIconOptions.isLegalName(options.name) else { throw AlertPackError.work(.resourceNameIllegal(options.name)) }
        var resFolder = given
        while resFolder.count > 1 && resFolder.hasSuffix("/") { resFolder.removeLast() }
        try AndroidNotificationResFolder.check(resFolder)
        let densities = AndroidNotificationDensity.set(checker.configuration.rules.androidSmallIconSizes)
        let ink = try AndroidNotificationMaster.read(master, options: options, needed: densities.map(\.liveArea).max() ?? 0)
        let targets = try densities.map { density throws(AlertPackError) in try target(density, in: resFolder) }
        let others = targets.filter { $0.existing == .others }.map(\.path)
        guard others.isEmpty else { throw AlertPackError.work(.notMadeByAlertpack(others)) }
        let strays = AndroidNotificationResFolder.sameName(options.name, in: resFolder, except: Set(targets.map(\.path)))
        let strangers = strays.filter { !AndroidNotificationIconRendering.isOurs($0) }
        guard strangers.isEmpty else { throw AlertPackError.work(.sameNameResources(strangers, name: options.name)) }
        let stage = try StagingFolder(beside: resFolder, holding: "res")
        defer { stage.discard() }
        let stagedRes = stage.path + "/res"
        let made = try render(ink, targets, into: stagedRes)
        let changed = targets.filter { $0.existing == .ours && !Self.sameBytes($0.path, staged(of: $0, in: stagedRes)) }.map(\.path) + strays
        guard changed.isEmpty || options.replacesEarlier else { throw AlertPackError.work(.madeByAlertpackDiffers(changed)) }
        let check = try checkStaged(stagedRes, as: resFolder)
        let keep = AndroidNotificationKeepFile.decide(name: options.name, resFolder: resFolder)
        afterCheck?()
        var moves = targets.map { target in
            AndroidNotificationPlacement.Move(
                staged: staged(of: target, in: stagedRes), target: target.path, replaces: target.existing != nil,
                stillReplaceable: { AndroidNotificationIconRendering.isOurs($0) })
        }
        moves += strays.map {
            AndroidNotificationPlacement.Move(staged: nil, target: $0, replaces: true) { AndroidNotificationIconRendering.isOurs($0) }
        }
        var notes = changed.map {
            "\($0) was made by alertpack from another master or options and was \(strays.contains($0) ? "removed" : "replaced") (--force)"
        }
        try addKeep(keep, to: &moves, notes: &notes, stage: stage.path)
        var placement = AndroidNotificationPlacement(backups: stage.path + "/backups")
        try placement.apply(moves)
        return AndroidNotificationIconResult(
            resFolder: resFolder, name: options.name, images: made, replaced: targets.filter { $0.existing != nil }.map(\.path), notes: notes,
            check: check)
    }

    /// The staged file of `target`.
    private func staged(of target: Target, in stagedRes: String) -> String {
        stagedRes + "/" + target.density.folder + "/" + options.name + ".png"
    }

    /// Whether two files hold the same bytes (a re-run of the same master changes nothing).
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard let one = FileManager.default.contents(atPath: first), let other = FileManager.default.contents(atPath: second) else { return false }
        return one == other
    }

    /// Stages the keep file the decision writes and adds its move (replaced only while it still
    /// holds the bytes it was read with), or says where the keep rule should go.
    private func addKeep(
        _ keep: AndroidNotificationKeepFile.Decision, to moves: inout [AndroidNotificationPlacement.Move], notes: inout [String], stage: String
    ) throws(AlertPackError) {
        switch keep {
        case .none:
            return
        case .advise(let note):
            notes.append(note)
        case .write(let path, let bytes, let existing, let note):
            let staged = stage + "/keep.xml"
            try AtomicFile.write(Data(bytes), to: staged)
            moves.append(
                AndroidNotificationPlacement.Move(staged: staged, target: path, replaces: existing != nil) { current in
                    FileManager.default.contents(atPath: current).map { [UInt8]($0) } == existing
                })
            notes.append(note)
        }
    }

    /// Where one density goes and what is there: a density folder must be a folder, not a link.
    private func target(_ density: AndroidNotificationDensity, in resFolder: String) throws(AlertPackError) -> Target {
        let folder = resFolder + "/" + density.folder
        for path in [resFolder, folder] {
            var status = stat()
            if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR { throw AlertPackError.work(.outputNotFolder(path)) }
        }
        let path = folder + "/" + options.name + ".png"
        var status = stat()
        guard lstat(path, &status) == 0 else { return Target(density: density, path: path, existing: nil) }
        let ours = (status.st_mode & S_IFMT) == S_IFREG && AndroidNotificationIconRendering.isOurs(path)
        return Target(density: density, path: path, existing: ours ? .ours : .others)
    }

    /// Draws every density in parallel, writes each PNG into the staged `res`, and decodes it again.
    private func render(_ ink: AndroidNotificationMaster, _ targets: [Target], into stagedRes: String) throws(AlertPackError) -> [MadeIcon] {
        let name = options.name
        let results = ParallelMap.concurrentMap(targets) { target in
            Result { () throws(AlertPackError) -> MadeIcon in
                let density = target.density
                let folder = stagedRes + "/" + density.folder
                let staged = folder + "/" + name + ".png"
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw AlertPackError.work(.cannotMake(folder, words: error.localizedDescription))
                }
                let icon = AndroidNotificationIconRendering.image(ink, density)
                guard let bytes = AndroidNotificationIconRendering.pngBytes(icon) else {
                    throw AlertPackError.inFile(target.path, .work(.writtenPNGUndecodable("libpng could not write it")))
                }
                try AtomicFile.write(Data(bytes), to: staged)
                try AndroidNotificationIconVerification.verify(staged, density: density, shown: target.path)
                let source =
                    "\(ink.path): \(ink.source), trimmed to \(ink.bounds.width)x\(ink.bounds.height), fitted into the "
                    + "\(density.liveArea) px live area by the exact area average in linear light"
                return MadeIcon(filename: density.folder + "/" + name + ".png", pixels: density.canvas, source: source, layout: icon.layout)
            }
        }
        return try results.map { result throws(AlertPackError) in try result.get() }
    }

    /// Checks the staged set with alertpack's own rules (its path ends in `res/drawable-*/`, as
    /// an Android project's does); an error stops the command before anything is moved.
    private func checkStaged(_ stagedRes: String, as resFolder: String) throws(AlertPackError) -> CheckReport {
        var report = checker.checkPaths([stagedRes])
        // The set as a project would use it: the small-icon rules judge the resource whole.
        let rules = checker.configuration.rules
        let files = report.files.map { AndroidSmallIconInspector.inspect(path: $0.path, settings: rules.androidSmallIconSettings) }
        let iconFindings = rules.evaluate(AndroidSmallIconSubject(name: options.name, files: files))
        if let last = report.files.indices.last { report.files[last].add(iconFindings) }
        report.files = report.files.map { file in
            var named = file
            named.path = resFolder + file.path.dropFirst(stagedRes.count)
            named.findings = file.findings.map { $0.naming(stagedRes, as: resFolder) }
            return named
        }
        let errors = report.files.flatMap { file in file.findings.filter { $0.severity == .error }.map { "\(file.path): \($0.rule): \($0.message)" } }
        guard errors.isEmpty else { throw AlertPackError.work(.madeSetFailsCheck(errors: errors)) }
        return report
    }
}
