extension AlertPackError {
    /// Work that cannot be done as asked: an output, a conversion, an icon set (kind: file). Numbers
    /// come formatted as reports show them.
    /// Messages: AlertPackError+WorkMessages.swift.
    public enum WorkFailure: Sendable, Equatable {
        /// The folder an output goes into does not exist.
        case noOutputFolder(_ folder: String)
        /// `target` exists and is not replaced.
        case alreadyExists(_ target: String)
        /// `target` changed (`changed` names) while it was replaced; the previous one is at `keptAt`.
        case changedWhileReplaced(_ target: String, changed: [String], keptAt: String)
        /// `target` changed (`changed` names) while its replacement was made; it is left as it is.
        case changedWhileMade(_ target: String, changed: [String])
        /// None of the font `families` is installed.
        case noFontInstalled(_ families: [String])
        /// `--out` names a file where a folder belongs.
        case outputIsFile(_ output: String)
        /// `--out` holds `foreign`, a file the command did not make.
        case outputHoldsForeign(_ output: String, foreign: String)
        /// The project in `folder` has no app target `target` (its apps: `apps`).
        case noAppTarget(_ folder: String, target: String, apps: [String])
        /// The project in `folder` builds no app or several (`apps`): the receiver must be named.
        case receiverNotNamed(_ folder: String, apps: [String])
        /// The target `target` of the project in `folder` has no build configuration.
        case noBuildConfiguration(_ folder: String, target: String)
        /// The output of a conversion would overwrite its input.
        case outputOverwritesInput
        /// The sound's length could not be read; `reason` is the unreadable finding's message.
        case lengthUnreadable(_ reason: String)
        /// Trimming a sound with nothing above the silence threshold.
        case silentThroughout(thresholdDBFS: String)
        /// Levelling a sound whose peak is at or below the silence threshold.
        case silentPeak(peakDBFS: String, thresholdDBFS: String)
        /// A sound over the duration limit, converted without `--max-duration`.
        case tooLongToConvert(seconds: String, limit: String, cutTo: String)
        /// Decoding gave no audio.
        case noAudioDecoded
        /// Declipping found `runs` clipped runs it cannot restore.
        case clippingUnrestorable(runs: Int)
        /// libsndfile cannot write the format at this rate and channel count.
        case sndfileFormatUnwritable(sampleRate: Int, channels: Int)
        /// libsndfile cannot open `target` for writing; `words` are its own.
        case sndfileCannotOpen(_ target: String, words: String)
        /// Writing `target` failed; `words` are the writer's own.
        case cannotWrite(_ target: String, words: String)
        /// A master that is not a PNG this command reads; `words` say why.
        case masterNotPNG(_ words: String, maxSide: Int)
        /// A master that is not square.
        case masterNotSquare(width: Int, height: Int)
        /// A master smaller than `minSide` a side.
        case masterTooSmall(width: Int, height: Int, minSide: Int)
        /// An SVG master over `limit` bytes.
        case svgOverLimit(limit: Int)
        /// No master for the set's image `filename`.
        case noMaster(for: String)
        /// A master with `transparentPixels` for an image (`filename`) that must be opaque.
        case masterNotOpaque(transparentPixels: Int, filename: String)
        /// `--out` does not name a NAME.appiconset.
        case setNotNamed(output: String)
        /// Rendering into the staged set `staged` failed: `error`, said of `output`.
        indirect case renderingFailed(AlertPackError, staged: String, output: String)
        /// A `--size` override image of `width`×`height` for `pixels` px.
        case overrideSize(width: Int, height: Int, pixels: Int)
        /// A `--size` override for `pixels`, which no image of the set (`sizes`) is.
        case overrideNotInSet(pixels: Int, sizes: [Int])
        /// `output` exists and is not a folder.
        case outputNotFolder(_ output: String)
        /// `output` exists and holds no Contents.json.
        case outputNotIconSet(_ output: String)
        /// The existing set's Contents.json cannot be read: `error` says why.
        indirect case existingContentsUnreadable(AlertPackError)
        /// The made set fails its own check with `errors`.
        case madeSetFailsCheck(errors: [String])
        /// A PNG a repair wrote does not decode; `reason` is the inspector's.
        case writtenPNGUndecodable(_ reason: String)
        /// A PNG a repair wrote is not the `described` ("opaque") image of `width`×`height`.
        case writtenPNGNotAsExpected(_ described: String, width: Int, height: Int)
        /// Converting to sRGB an image with no ICC profile.
        case noICCProfile
        /// A folder `path` cannot be made; `words` are the system's.
        case cannotMake(_ path: String, words: String)
        /// The files of `revision` cannot be unpacked.
        case cannotUnpackRevision(_ revision: String)
        /// A report's temporary file cannot be read back.
        case reportSpoolUnreadable
        /// A notification icon master whose ink would be a solid shape: opaque throughout (nil), or
        /// its ink covering `percent` of its bounds.
        case notificationMasterSolid(percent: String?)
        /// A notification icon master with no ink (`inkSide`: the side of the threshold asked for).
        case notificationMasterEmpty(inkSide: String?)
        /// A notification icon master whose ink is `width`×`height`, under the `needed` px the largest icon's live area takes.
        case notificationMasterSmall(width: Int, height: Int, needed: Int)
        /// `name` is not a legal Android resource name.
        case resourceNameIllegal(_ name: String)
        /// `files` exist and were not made by alertpack; they are never replaced.
        case notMadeByAlertpack(_ files: [String])
        /// `files` were made by alertpack from another master or options; only --force replaces them.
        case madeByAlertpackDiffers(_ files: [String])
        /// `files` are other resources named `name` (another extension, or a folder whose resource
        /// would shadow the new one), which alertpack did not make.
        case sameNameResources(_ files: [String], name: String)
        /// `path` is new or empty and not named `res`: not taken for an Android resource folder.
        case resFolderUnnamed(_ path: String)
        /// `path` holds files but no drawable, mipmap or values folder, and is not `src/SET/res`.
        case resFolderUnrecognised(_ path: String)
        /// Moving a made set into place failed and `files` could not be put back as they were;
        /// the earlier files are kept in `backups`.
        case notRestored(_ files: [String], backups: String)
        /// A web badge's output `path` does not end in `.png`.
        case badgeNotPNG(_ path: String)
        /// The Android sound `convert --android` wrote fails the android.* sound rules with `errors`.
        case androidSoundFailsCheck(errors: [String])
        /// A keep file (`res/raw/keep.xml`) that does not start with a `<resources>` root fix can edit.
        case keepFileNotEditable(_ path: String)
    }
}
