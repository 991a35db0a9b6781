import Foundation

/// The messages of `AlertPackError.WorkFailure`, written here and nowhere else (the other
/// families' are in AlertPackError+Messages.swift).
extension AlertPackError.WorkFailure {
    /// Work that cannot be done as asked.
    public var message: String {
        switch self {
        case .noOutputFolder(let folder): "the output folder \(folder) does not exist"
        case .alreadyExists(let target): "\(target) already exists; it is left as it is"
        case .changedWhileReplaced(let target, let changed, let keptAt):
            "\(target) changed while it was being replaced (\(AlertPackError.names(changed))); its previous contents are kept at \(keptAt)"
        case .changedWhileMade(let target, let changed):
            "\(target) changed while the new one was being made (\(AlertPackError.names(changed))): it was left as it is; run again"
        case .noFontInstalled(let families): "none of the fonts \(families.joined(separator: ", ")) is installed"
        case .outputIsFile(let output): "--out \(output) is a file; name a folder"
        case .outputHoldsForeign(let output, let foreign):
            "--out \(output) holds \(foreign), which alertpack preview did not make; move it, or name a new or empty folder"
        case .noAppTarget(let folder, let target, let apps):
            "\(folder) has no app target \(target) (its apps: \(apps.isEmpty ? "none" : apps.joined(separator: ", ")))"
        case .receiverNotNamed(let folder, let apps):
            "\(folder) builds \(apps.isEmpty ? "no app" : "the apps \(apps.joined(separator: ", "))"); name the one that receives with --target"
        case .noBuildConfiguration(let folder, let target): "\(folder): \(target) has no build configuration"
        case .outputOverwritesInput: "the output would overwrite the input; name another output"
        case .lengthUnreadable(let reason): "the sound's length could not be read: \(reason)"
        case .silentThroughout(let threshold): "the sound is silent throughout (nothing above \(threshold) dBFS); there is nothing to keep"
        case .silentPeak(let peak, let threshold):
            "the sound is silent (peak \(peak) dBFS, at or below the \(threshold) dBFS silence threshold); raising it would only raise noise"
        case .tooLongToConvert(let seconds, let limit, let cutTo):
            "it is \(seconds) s long and alert sounds must be under \(limit) s; add --max-duration \(cutTo) to cut it with a fade-out"
        case .noAudioDecoded: "no audio was decoded"
        case .clippingUnrestorable(let runs):
            "\(AlertPackError.unrestorableClipping): \(runs) run\(runs == 1 ? " has" : "s have") no unclipped samples around \(runs == 1 ? "it" : "them") "
                + "to draw from, or would need more than 12 dB (a clipped square wave is not a clipped curve)"
        case .sndfileFormatUnwritable(let rate, let channels): "libsndfile cannot write this format at \(rate) Hz with \(channels) channels"
        case .sndfileCannotOpen(let target, let words): "libsndfile cannot write \(target): \(words)"
        case .cannotWrite(let target, let words): "cannot write \(target): \(words)"
        case .masterNotPNG(let words, let maxSide): "is not a PNG this command reads (\(words)); export the master as a PNG of 1024 to \(maxSide) px"
        case .masterNotSquare(let width, let height): "is \(width)x\(height); an icon master must be square"
        case .masterTooSmall(let width, let height, let minSide):
            "is \(width)x\(height); an icon master must be at least \(minSide)x\(minSide) (the App Store icon's size)"
        case .svgOverLimit(let limit): "is an SVG over \(limit >> 20) MB"
        case .noMaster(let filename): "no master for \(filename)"
        case .masterNotOpaque(let pixels, let filename):
            "has \(pixels) transparent pixels and \(filename) must be opaque: give --background COLOUR to lay them on (in linear light), "
                + "or export the master opaque"
        case .setNotNamed(let output): "--out \(output): name the set NAME.appiconset"
        case .renderingFailed(let error, let staged, let output): error.message.replacingOccurrences(of: staged, with: output)
        case .overrideSize(let width, let height, let pixels):
            "is \(width)x\(height); --size \(pixels)= takes an image of exactly \(pixels)x\(pixels)"
        case .overrideNotInSet(let pixels, let sizes):
            "--size \(pixels)=: no image of the set is \(pixels) px (its sizes: \(sizes.sorted().map(String.init).joined(separator: ", ")))"
        case .outputNotFolder(let output): "\(output) exists and is not a folder; it is left as it is"
        case .outputNotIconSet(let output): "\(output) exists but holds no Contents.json: it is not an icon set this command replaces"
        case .existingContentsUnreadable(let error): "cannot be read (\(error.message)); fix it or move the set away first"
        case .androidSoundFailsCheck(let errors):
            "the Android sound does not pass the android.* sound rules, so it was not put in place:\n  " + errors.joined(separator: "\n  ")
        case .keepFileNotEditable(let path):
            "\(path) is not a keep file fix can edit (its root must be <resources>, a regular file with one name): add the tools:keep entries by hand"
        case .madeSetFailsCheck(let errors):
            "the made set does not pass its own check, so it was not put in place:\n  " + errors.joined(separator: "\n  ")
        case .writtenPNGUndecodable(let reason): "the written PNG does not decode: \(reason)"
        case .writtenPNGNotAsExpected(let described, let width, let height):
            "the written PNG is not the \(described) \(width)x\(height) image it should be"
        case .noICCProfile: "it has no ICC profile to convert from"
        case .cannotMake(let path, let words): "cannot make \(path): \(words)"
        case .cannotUnpackRevision(let revision): "cannot unpack the files of \(revision)"
        case .reportSpoolUnreadable: "cannot read back the report's temporary file"
        case .notificationMasterSolid(let percent):
            (percent.map { "has ink over \($0) % of its bounds" } ?? "has no transparent pixel")
                + ": Android draws a small icon from its alpha alone, so it would be a solid shape; "
                + "give --threshold LEVEL (0-100) to take the pixels darker than that lightness as ink (--ink light for the lighter ones)"
        case .notificationMasterEmpty(let inkSide):
            inkSide.map { "has no ink: no visible pixel is \($0)" } ?? "has no ink: every pixel is transparent"
        case .notificationMasterSmall(let width, let height, let needed):
            "has ink of only \(width)x\(height) px; the largest icon's live area needs \(needed) px on its longer side: export a larger master or an SVG"
        case .resourceNameIllegal(let name):
            "--name \(name): an Android resource name is lower-case letters, digits and _, starting with a letter (such as ic_stat_notification)"
        case .notMadeByAlertpack(let files):
            files.count == 1
                ? "\(files[0]) exists and alertpack did not make it: it is left as it is (alertpack never replaces a file it did not make, "
                    + "even with --force); move it away, or choose another name"
                : "\(AlertPackError.names(files)) exist and alertpack did not make them: they are left as they are (alertpack never "
                    + "replaces a file it did not make, even with --force); move them away, or choose another name"
        case .madeByAlertpackDiffers(let files):
            "\(AlertPackError.names(files)) \(files.count == 1 ? "was" : "were") made by alertpack from another master or options: "
                + "left as \(files.count == 1 ? "it is" : "they are"); give --force to replace \(files.count == 1 ? "it" : "them")"
        case .sameNameResources(let files, let name):
            "\(AlertPackError.names(files)) \(files.count == 1 ? "is another resource" : "are other resources") named \(name) "
                + "that alertpack did not make: Android refuses two files of one name in a folder, and a vector or another "
                + "qualifier's file would shadow the new PNGs; left as \(files.count == 1 ? "it is" : "they are"): "
                + "remove \(files.count == 1 ? "it" : "them") or choose another --name"
        case .resFolderUnnamed(let path):
            "\(path) is not an Android resource folder: a new or empty one must be named res (such as app/src/main/res)"
        case .resFolderUnrecognised(let path):
            "\(path) holds no drawable, mipmap or values folder and is not a source set's res (src/SET/res): "
                + "it does not look like an Android resource folder, so nothing was written"
        case .notRestored(let files, let backups):
            "moving the made files into place failed and \(AlertPackError.names(files)) could not be put back; "
                + "the earlier files are kept in \(backups)"
        case .badgeNotPNG(let path): "\(path): a web badge is written as a PNG; give a name ending in .png"
        }
    }
}
