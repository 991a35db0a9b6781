import Foundation

/// What Android plays that `convert --android` writes: Ogg Vorbis (libsndfile, the default) or
/// 16-bit PCM WAV. Both are in every Android version's list of supported formats.
package enum AndroidSoundFormat: String, CaseIterable, Sendable {
    case ogg, wav

    package var target: ConversionTarget { self == .ogg ? .oggVorbis : .wavLPCM16 }
}

/// `convert MASTER --android FOLDER`: the Android sound beside the iOS one, from the same master
/// and with the same processing, under a legal raw resource name derived from the master's
/// (`Ping-Alert.wav` → `ping_alert.ogg`), into `FOLDER/raw/` when FOLDER is a `res` folder and
/// into FOLDER otherwise. It is written into a staging folder beside its target, judged there by
/// the android.* sound rules (its staged path is `…/res/raw/NAME`, which ships on Android), and
/// renamed into place only when none of them says error. A file under that name that alertpack
/// did not make (it carries no `AndroidSoundMark`) is never replaced.
package struct AndroidSoundConversion: Sendable {
    /// The iOS conversion's converter: its checker and processing options (target aside).
    package var converter: Converter
    package var folder: String
    package var format: AndroidSoundFormat

    package init(converter: Converter, folder: String, format: AndroidSoundFormat) {
        self.converter = converter
        self.folder = folder
        self.format = format
    }

    /// Where the sound made from `master` goes.
    package func target(for master: String) -> String {
        var folder = self.folder
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        let name = AndroidSoundNaming(rules: converter.checker.configuration.rules)
            .legalFileName(FileName.last(of: master), extension: format.target.fileExtension)
        let raw = FileName.last(of: AbsolutePath.of(folder)) == "res" ? folder + "/raw" : folder
        return raw + "/" + name
    }

    package func convert(master: String, to target: String) -> ConversionResult {
        var converter = self.converter
        converter.options.target = format.target
        converter.options.softwareTag = AndroidSoundMark.software
        var result = ConversionResult(input: master, output: target, target: format.target, steps: [])
        do throws(AlertPackError) {
            let existing = try Self.existing(target)
            let stage = try StagingFolder(beside: target, holding: "res/raw")
            defer { stage.discard() }
            let staged = stage.path + "/res/raw/" + FileName.last(of: target)
            let made = converter.convert(input: master, to: staged)
            result.before = made.before
            result.steps = made.steps
            if let error = made.error {
                result.error = error
                result.output = nil
                return result
            }
            let judged = judge(staged, as: target)
            result.after = judged
            let errors = judged.findings.filter { $0.severity == .error }.map { "\(target): \($0.rule): \($0.message)" }
            guard errors.isEmpty else { throw AlertPackError.work(.androidSoundFailsCheck(errors: errors)) }
            result.steps.append("judged by the Android sound rules before it was put in place")
            try Self.moveIntoPlace(staged, to: target, replacing: existing)
        } catch {
            result.error = error.message
            result.output = nil
        }
        return result
    }

    /// The staged file judged as the Android resource it becomes, named by its target.
    private func judge(_ staged: String, as target: String) -> FileReport {
        let reports = converter.checker.checkPaths([staged]).files
        var report = reports.first { AbsolutePath.of($0.path) == AbsolutePath.of(staged) } ?? converter.checker.checkSound(at: staged)
        report.path = target
        report.findings = report.findings.map { $0.naming(staged, as: target) }
        return report
    }

    /// Whether the target exists (then it must be alertpack's own sound), before anything is made.
    private static func existing(_ target: String) throws(AlertPackError) -> Bool {
        let folder = FileName.parent(of: target)
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw AlertPackError.work(.cannotMake(folder, words: error.localizedDescription))
        }
        var status = stat()
        guard lstat(target, &status) == 0 else { return false }
        guard AndroidSoundMark.isOurs(target) else { throw AlertPackError.work(.notMadeByAlertpack([target])) }
        return true
    }

    /// A new name is linked into place (never over a file that appeared meanwhile); alertpack's
    /// own earlier sound is replaced in one rename, once it is seen to be ours still.
    private static func moveIntoPlace(_ staged: String, to target: String, replacing existing: Bool) throws(AlertPackError) {
        guard existing else {
            try StagedPath.move(staged, to: target, removing: nil)
            return
        }
        guard AndroidSoundMark.isOurs(target) else { throw AlertPackError.work(.notMadeByAlertpack([target])) }
        try StagedPath.replace(target, with: staged)
    }
}
