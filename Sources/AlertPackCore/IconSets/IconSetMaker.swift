import Foundation

/// `alertpack icons`: reads the masters, makes every entry's image straight from its master in
/// parallel, writes them and the Contents.json into a staging folder beside the output (with the
/// entries and files of an existing set that it does not make), checks the staged set with
/// alertpack's own rules, and only then puts it in place in one step.
public struct IconSetMaker: Sendable {
    public var checker: any AssetChecking
    public var options: IconSetOptions
    /// Called after the staged set passed its check, before it is put in place (tests use it to
    /// write into the set at that moment).
    package var afterCheck: (@Sendable () -> Void)?

    public init(checker: any AssetChecking, options: IconSetOptions) {
        self.checker = checker
        self.options = options
    }

    /// The smallest master accepted: the App Store icon's size.
    static let minMaster = 1024

    public func make(master: String, output: String) throws(AlertPackError) -> IconSetResult {
        let setName = FileName.last(of: output)
        let appIcon = ContainerFolder.CatalogSet.appIcon
        guard ContainerFolder.CatalogSet(folder: setName) == appIcon, !appIcon.name(ofFolder: setName).isEmpty else {
            throw AlertPackError.work(.setNotNamed(output: output))
        }
        // Taken before the set is read: whatever is written into it while the new one is made is
        // never deleted with it (the swap is undone instead).
        let before = FolderSnapshot.of(output)
        let existing = try Self.existingContents(output)
        let rendering = try loadMasters(master)
        let entries = IconSetLayout.entries(options, tables: checker.configuration.slots, setName: appIcon.name(ofFolder: setName))
        let contents = IconSetContents(existing: existing, ours: entries)
        let stage = try StagingFolder(beside: output, holding: setName)
        defer { stage.discard() }
        let staged = stage.path + "/" + setName
        let made: [MadeIcon]
        do throws(AlertPackError) {
            made = try render(entries, rendering, into: staged)
        } catch {
            throw AlertPackError.work(.renderingFailed(error, staged: staged, output: output))
        }
        try carryOver(from: output, into: staged, contents: contents)
        try AtomicFile.write(contents.json, to: staged + "/Contents.json")
        let check = try checkStaged(staged, as: output)
        afterCheck?()
        try FolderSwap.swap(staged, into: output, unchanged: before ?? FolderSnapshot(entries: [:]))
        let notes =
            rendering.masters.values.compactMap { master in master.colourNote.map { "\(master.path): \($0)" } }.sorted()
            + rendering.masters.values.filter { $0.profile != nil }.map { "\($0.path): \($0.profileName) kept (its profile is in every image)" }
            .sorted()
        return IconSetResult(output: output, images: made, kept: contents.keptFiles, replaced: contents.replacedFiles, notes: notes, check: check)
    }

    /// The masters, read once, and their linear-light images.
    private func loadMasters(_ master: String) throws(AlertPackError) -> IconRendering {
        var masters: [String: IconMaster] = ["any": try IconMaster.read(master, minSide: Self.minMaster)]
        if let dark = options.darkMaster { masters["dark"] = try IconMaster.read(dark, minSide: Self.minMaster) }
        if let tinted = options.tintedMaster { masters["tinted"] = try IconMaster.read(tinted, minSide: Self.minMaster) }
        for (pixels, path) in options.overrides {
            let image = try IconMaster.read(path, minSide: 1)
            guard image.width == pixels else {
                throw AlertPackError.inFile(
                    path, .work(.overrideSize(width: image.width, height: image.height, pixels: pixels)))
            }
            masters["size-\(pixels)"] = image
        }
        let linear = masters.mapValues(\.linear)
        return IconRendering(masters: masters, linear: linear, makesTinted: options.makesTinted, background: options.background)
    }

    /// Renders every entry (in parallel) and writes each PNG into the staged set.
    private func render(_ entries: [IconSetLayout.Entry], _ rendering: IconRendering, into staged: String) throws(AlertPackError) -> [MadeIcon] {
        let sizes = Set(entries.map(\.pixels))
        for pixels in options.overrides.keys where !sizes.contains(pixels) {
            throw AlertPackError.work(.overrideNotInSet(pixels: pixels, sizes: Array(sizes)))
        }
        let results = ParallelMap.concurrentMap(entries) { entry in
            Result { () throws(AlertPackError) -> MadeIcon in
                let (icon, made) = try rendering.render(entry)
                // A gray image cannot carry an RGB profile: it is written as sRGB gray.
                let profile = icon.channels == 1 ? nil : rendering.masters[rendering.source(for: entry)]?.profile
                try PNGImageFile.write(icon, to: staged + "/" + entry.filename, profile: profile)
                return made
            }
        }
        return try results.map { result throws(AlertPackError) in try result.get() }
    }

    /// The Contents.json of a set already at `output` (nil when there is none); anything else
    /// there is refused, since this command replaces only an icon set.
    static func existingContents(_ output: String) throws(AlertPackError) -> JSONNode? {
        var status = stat()
        guard lstat(output, &status) == 0 else { return nil }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw AlertPackError.work(.outputNotFolder(output))
        }
        let contents = output + "/Contents.json"
        guard FileManager.default.fileExists(atPath: contents) else {
            throw AlertPackError.work(.outputNotIconSet(output))
        }
        let bytes = try RandomAccessFile.contents(path: contents, maxBytes: 1 << 22, what: "Contents.json")
        do throws(AlertPackError) {
            return try JSONNode.parse(bytes)
        } catch {
            throw AlertPackError.inFile(contents, .work(.existingContentsUnreadable(error)))
        }
    }

    /// Copies what an existing set holds that the new one does not replace: kept entries' files
    /// and any other file in it, except Contents.json and the replaced images.
    private func carryOver(from output: String, into staged: String, contents: IconSetContents) throws(AlertPackError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: output) else { return }
        let ours = Set((try? FileManager.default.contentsOfDirectory(atPath: staged)) ?? [])
        for name in names.sorted() where name != "Contents.json" && !contents.replacedFiles.contains(name) && !ours.contains(name) {
            do {
                try FileManager.default.copyItem(atPath: output + "/" + name, toPath: staged + "/" + name)
            } catch {
                throw AlertPackError.system("copy \(output)/\(name) into the new set", code: Int32((error as NSError).code))
            }
        }
    }

    /// Checks the staged set with alertpack's own rules; an error stops the command.
    private func checkStaged(_ staged: String, as output: String) throws(AlertPackError) -> CheckReport {
        var report = checker.checkPaths([staged])
        report.files = report.files.map { file in
            var named = file
            named.path = output + file.path.dropFirst(staged.count)
            named.findings = file.findings.map { $0.naming(staged, as: output) }
            return named
        }
        let errors = report.files.flatMap { file in file.findings.filter { $0.severity == .error }.map { "\(file.path): \($0.rule): \($0.message)" } }
        guard errors.isEmpty else {
            throw AlertPackError.work(.madeSetFailsCheck(errors: errors))
        }
        return report
    }
}
