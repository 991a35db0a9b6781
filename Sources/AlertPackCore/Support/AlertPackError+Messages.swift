#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The message of every `AlertPackError`, written here and nowhere else (as
/// swift-argument-parser renders its `ParserError`s in one place): a throw site gives the facts
/// (the part, the sizes, the key path), this table gives the words. The words are what users read
/// on stderr and in findings, so a change here is a change to alertpack's output. Families with
/// long tables have a messages file of their own (AlertPackError+ReadingMessages.swift,
/// +WorkMessages, +BundleMessages, +MediaMessages), each still written in one place.
extension AlertPackError {
    public var message: String {
        switch self {
        case .system(let doing, let code): "cannot \(doing): \(Self.words(code))"
        case .writeFailed(let target, let code):
            switch code {
            case ENOSPC, EDQUOT: "no room to write \(target): the disk (or the user's quota) is full"
            case EFBIG: "no room to write \(target): it would pass the file size limit (ulimit -f)"
            default: "cannot write \(target): \(Self.words(code))"
            }
        case .inFile(let path, let error): "\(path): \(error.message)"
        case .reading(let failure): failure.message
        case .audio(let failure): failure.message
        case .content(let failure): failure.message
        case .work(let failure): failure.message
        case .packaging(let failure): failure.message
        case .config(let failure): failure.message
        case .bundle(let failure): failure.message
        case .media(let failure): failure.message
        }
    }
}

extension AlertPackError.AudioFailure {
    /// A sound file that is not the audio it claims.
    public var message: String {
        switch self {
        case .unreadableChunkID(let id, let at): "unreadable chunk id \(id) at byte \(at)"
        case .negativeChunkSize(let id, let at, let size): "the '\(id)' chunk at byte \(at) declares a negative size (\(size))"
        case .truncatedChunk(let id, let at, let declared, let available, let audio):
            "the '\(id)' chunk at byte \(at) declares \(declared) bytes but only \(available) follow" + (audio ? " (truncated file)" : "")
        case .noFormatChunk(let id): "no '\(id)' chunk: the audio format is unknown"
        case .noDataChunk(let id): "no '\(id)' chunk: the file holds no audio"
        case .notAudio(let prefix): "the content is not audio" + (prefix.map { ": it starts with \($0)" } ?? "")
        case .imageNotAudio(let format): "the content is a \(format.uppercased()) image, not audio"
        case .endsInsideHeader(let magic, let size): "the file is only \(size) bytes long: it ends inside its \(magic) header"
        case .channelsDiffer(let declared, let decoded): "the header declares \(declared) channels but the audio decodes as \(decoded)"
        case .framesShort(let declared, let decoded): "the header declares \(declared) frames but only \(decoded) decode"
        case .notFormType(let container, let expected, let found):
            "\(container) file is " + (found.map { "of type '\($0)', not \(expected)" } ?? "not of type \(expected)")
        case .unsupportedVersion(let format, let version, let expected): "\(format) version \(version) is not \(expected)"
        case .invalidChunkSize(let id, let size): "the '\(id)' chunk has an invalid size of \(size) bytes"
        case .invalidBits(let id, let bits): "the '\(id)' chunk declares \(bits) bits per sample"
        case .channelCount(let part, let channels, let max):
            "\(part) declares \(channels) channels" + (max.map { "; alertpack reads at most \($0)" } ?? "")
        case .sampleRate(let part, let rate, let range):
            "\(part) declares a sample rate of \(rate) Hz" + (range.map { "; audio runs at \($0.lowerBound) to \($0.upperBound) Hz" } ?? "")
        case .absurdDataSize(let id): "the '\(id)' chunk declares an absurd data size"
        case .subFormat(let missing): "the extensible 'fmt ' chunk " + (missing ? "is missing its SubFormat GUID" : "has an unknown SubFormat GUID")
        case .blockAlign(let blockAlign, let channels, let bits, let needed):
            "the 'fmt ' chunk's block align is \(blockAlign) bytes but \(channels) channels of \(bits) bits need \(needed)"
        case .zeroBlockAlign: "the IMA ADPCM 'fmt ' chunk declares a block align of 0"
        case .framesWithoutSound(let frames): "the 'COMM' chunk declares \(frames) frames but there is no 'SSND' chunk"
        case .soundDataShort(let frames, let needed, let holds):
            "the 'COMM' chunk declares \(frames) frames (\(needed) bytes) but the 'SSND' chunk holds only \(holds) bytes"
        case .soundOffsetOutside(let offset): "the 'SSND' chunk's data offset \(offset) lies outside the chunk"
        case .noCompressionType: "the AIFF-C 'COMM' chunk has no compression type"
        case .noEditCount(let bytes): "the 'data' chunk is only \(bytes) bytes long (no edit count)"
        case .negativePacketCounts: "the 'pakt' chunk has negative counts"
        case .inconsistentLayout(let codec, let bits, let bytes, let frames):
            "the 'desc' chunk's \(codec) layout is inconsistent (\(bits) bits, \(bytes) bytes and \(frames) frames per packet)"
        case .frameBytesTooFew(let bytes, let channels, let bits):
            "the 'desc' chunk declares \(bytes) bytes per frame, too few for \(channels) channels of \(bits) bits"
        case .ima4Layout(let bytes, let frames, let channels, let expected):
            "the 'desc' chunk's IMA4 layout is \(bytes) bytes and \(frames) frames per packet; \(channels) channels need \(expected) and 64"
        case .noPacketTable(let formatID): "the '\(formatID)' audio has variable-size packets but no 'pakt' chunk"
        case .validFramesOverPackets(let valid, let packets, let capacity):
            "the 'pakt' chunk declares \(valid) valid frames but \(packets) packets hold only \(capacity)"
        case .packetsOverData(let packets, let needed, let holds):
            "the 'pakt' chunk declares \(packets) packets (\(needed.map(String.init) ?? "more than \(Int64.max)") bytes) but the 'data' chunk holds only \(holds) bytes"
        case .notAMRHeader: "the AMR header is not #!AMR or #!AMR-WB (multi-channel AMR is not supported)"
        case .reservedAMRFrame(let frame, let at, let type): "AMR frame \(frame) at byte \(at) has the reserved frame type \(type)"
        case .amrFrameCutOff(let frame, let at, let size): "AMR frame \(frame) at byte \(at) needs \(size) bytes but the file ends (truncated file)"
        case .id3RunsToEnd: "the ID3 tag runs to the end of the file: no audio after it"
        case .noMPEGFrameAt(let at, let after):
            after == 0
                ? "no MPEG audio frame at byte \(at), where the audio should begin"
                : "byte \(at) should begin an MPEG audio frame but does not (damaged after \(after) frames)"
        case .mpegFrameLength(let at, let length): "an MPEG audio frame at byte \(at) declares \(length) bytes"
        case .endsInsideFrame(let frame, let fileEnd): "the file ends inside frame \(frame), at byte \(fileEnd): the audio is cut off"
        case .noMPEGFrame: "no MPEG audio frame in the file"
        case .oggFLACShort: "the Ogg FLAC header is too short"
        case .unknownOggCodec: "the Ogg stream's first packet names no audio codec we know"
        case .noOggPage(let at): "no Ogg page at byte \(at)"
        case .ffmpegMissing(let codec):
            "decoding \(codec) needs ffmpeg, which is not installed: install it with `sudo apt-get install ffmpeg` (or `make deps`), "
                + "or set ALERTPACK_FFMPEG to its path"
        case .sndfileCannotDecode(let words): "libsndfile cannot decode it: " + words
        case .sndfileOutsideLimits(let channels, let rate, let maxChannels, let rates):
            "it declares \(channels) channels at \(rate) Hz; alertpack reads \(maxChannels) channels at most, at \(rates.lowerBound) to \(rates.upperBound) Hz"
        case .decodingFailed(let words): "decoding failed: " + words
        case .ffmpegOutsideLimits(let codec, let rate, let channels): "cannot decode \(codec) at \(rate) Hz with \(channels) channels"
        case .ffmpegFailed(let words): "ffmpeg could not decode it: \(words)"
        case .resamplerWouldNotStart(let words): "the resampler cannot start: \(words)"
        case .resamplingFailed(let words): "resampling failed: \(words)"
        case .ima4FramesShort(let frames): "the IMA4 data ends \(frames) frames short of the declared length"
        case .ima4Unreadable(let at): "could not read IMA4 packets from byte \(at)"
        }
    }
}

extension AlertPackError.ContentFailure {
    /// An image, media or payload file that is not what it claims.
    public var message: String {
        switch self {
        case .notImage(let prefix): "the content is not an image: it starts with \(prefix)"
        case .imageUndecodable(let words): "its data does not decode: \(words.isEmpty ? "unknown error" : words)"
        case .imageOverDecodeLimit: "its pixel size is over the limit this check decodes"
        case .noSoundOrVideo(let handlers): "the file has neither sound nor video (its tracks are \(handlers.joined(separator: ", ")))"
        case .riffHeaderCutOff: "the RIFF header is cut off"
        case .riffCutOff(let declared, let size): "the RIFF header declares \(declared) bytes but the file has \(size): it is cut off"
        case .imageSizeUnreadable(let format, let maxSide): "a \(format.uppercased()) whose size cannot be read, or over \(maxSide) pixels a side"
        case .notPreviewImage: "not an image (PNG, JPEG, GIF or WebP)"
        case .pngSignature(let byte, let found, let expected):
            "bad PNG signature: byte \(byte) is 0x\(String(found, radix: 16)), should be 0x\(String(expected, radix: 16))"
        case .endsInsidePNGSignature(let size): "the file is only \(size) bytes long: it ends inside the PNG signature"
        case .pngEndsEarly(let beforeHeader, let fileEnd):
            beforeHeader ? "no IHDR chunk: the file ends after the signature" : "no IEND chunk: the file ends at byte \(fileEnd) (truncated)"
        case .secondIHDR(let at): "a second IHDR chunk at byte \(at)"
        case .noIDAT: "no IDAT chunk: the image has no pixel data"
        case .firstChunkNotIHDR(let type): "the first chunk is '\(type)', not IHDR"
        case .ihdrLength(let length): "the IHDR chunk is \(length) bytes long, not 13"
        case .invalidChunkType(let type, let at): "invalid chunk type \(type) at byte \(at)"
        case .invalidChunkLength(let type, let at, let length): "the '\(type)' chunk at byte \(at) declares an invalid length \(length)"
        case .pngChunkCutOff(let type, let at, let declared, let fileEnd):
            "the '\(type)' chunk at byte \(at) declares \(declared) bytes but the file ends at byte \(fileEnd) (truncated)"
        case .ihdrPixels(let width, let height, let overMaximum):
            "the IHDR chunk declares \(width)x\(height) pixels (\(overMaximum ? "over the PNG maximum" : "zero"))"
        case .ihdrColorType(let colorType): "the IHDR chunk declares colour type \(colorType), which PNG does not define"
        case .ihdrBitDepth(let depth, let colorType): "the IHDR chunk declares bit depth \(depth), invalid for colour type \(colorType)"
        case .ihdrMethod(let method, let value): "the IHDR chunk declares \(method) method \(value)"
        case .actionsFileTooLarge(let bytes): "the file is \(bytes) bytes; an actions file over 1 MiB is not read"
        case .actionsNotParsed(let error):
            error.message.hasPrefix("not valid YAML")
                ? "not valid JSON or YAML" + error.message.dropFirst("not valid YAML".count) : error.message + "; an actions file never needs that"
        case .expectedList(let key): "expected a \"\(key)\" list"
        case .notTable(let keyPath): "\(keyPath) is not a table"
        case .categoryWithoutActions(let category): "category \(category) has no actions list"
        case .pushHeaders(let problem): problem.message
        case .actionWithoutTitle(let category, let index): "category \(category) actions[\(index)] needs a title"
        case .unreadableImage(let reason): reason
        case .iccProfile(let convert): "has an ICC profile lcms2 cannot " + (convert ? "convert to sRGB" : "read")
        case .imageNeedsFFmpeg: "reading a JPEG, GIF or WebP needs ffmpeg, which is not installed (sudo apt-get install ffmpeg)"
        case .ffmpegImageSize(let width, let height): "ffmpeg could not decode it as a \(width)x\(height) image"
        }
    }
}

extension AlertPackError.PackageFailure {
    /// A package that cannot be made or read.
    public var message: String {
        switch self {
        case .cannotRemoveFromStaging(let folder, let words): "cannot remove \(folder) from the staging folder: \(words)"
        case .cannotCreate(let folder, let words): "cannot create \(folder): \(words)"
        case .noPackageFolder(let parent): "the folder \(parent) for the package does not exist"
        case .outputChanged(let target, let replaced):
            "--out \(target) is no longer \(replaced ? "a folder: something replaced it" : "empty: something was written into it") "
                + "while the package was made; it was left as it is, and no package was written there"
        case .manifestOverLimit(let bytes, let limit): "manifest.json would be \(bytes) bytes, more than the \(limit) verify reads; split the package"
        case .packageOverEntries(let entries, let limit):
            "the package would hold \(entries) entries, more than the \(limit) verify unpacks (package.too-large); split it, or raise maxEntries in the preset"
        case .packageOverBytes(let bytes, let limit):
            "the package would hold \(bytes) bytes, more than the \(limit) verify unpacks (package.too-large); split it, or raise maxBytes in the preset"
        case .recordedPresetChanged(let at, let name):
            "\(at) (preset '\(name)') is not the preset whose sha256 the manifest records: the package's rules were changed after it was made; package again"
        case .noRecordedPresets(let origin): "\(origin): configuration.presets is empty"
        case .recordedXcodeNotVersion(let origin, let xcode): "\(origin): configuration.xcode '\(xcode)' is not a version"
        case .recordedPresetMissing(let origin, let asset, let index):
            "\(origin): \(asset) names configuration.presets[\(index)], which it does not hold"
        case .wrongKeyKind(let path, let isPublic, let needed):
            "\(path) is an alertpack \(isPublic ? "public" : "private") key; \(needed) is needed here"
        case .notAKey(let path, let what, let header):
            "\(path) is not an alertpack \(what) (a line `\(header)` and 32 bytes in base64); make one with `alertpack keys generate`"
        case .unusableKey(let isPrivate): "not a usable Ed25519 \(isPrivate ? "private" : "public") key"
        case .cannotSign(let words): "cannot sign the manifest: \(words)"
        case .packageNotZip(let path, let diagnosis):
            "\(path) is not a readable zip file: \(diagnosis); build the package again with `alertpack package --zip`"
        case .packageZipDamaged(let error): "\(error.message); build the package again with `alertpack package --zip`"
        case .untrustedZip(let path, let reason): "\(path) is not a zip that verify can trust: \(reason)"
        case .zipEntry(let name, let problem): "entry \(name) \(problem)"
        case .cannotUnpack(let name, let words): "cannot unpack \(name)" + (words.map { ": \($0)" } ?? "")
        case .nameTooLongForZip: "the name is too long for a zip entry"
        case .grewWhilePacked: "grew past 4 GiB while it was being packed"
        case .zlibWouldNotStart: "cannot start to compress it (zlib)"
        case .zlibFailed(let status): "cannot compress it (zlib error \(status))"
        case .manifestEntryOverLimit(let bytes, let limit): "manifest.json is \(bytes) bytes; more than \(limit) is not read"
        case .manifestNotObject: "manifest.json is not a JSON object"
        case .manifestNoSchemaVersion: "manifest.json has no schemaVersion"
        case .manifestNewer(let version, let reads): "manifest.json has schemaVersion \(version); this alertpack reads \(reads); upgrade alertpack"
        case .manifestField(let problem): "manifest.json " + problem
        case .manifestUnreadable(let words): "manifest.json cannot be read: \(words)"
        case .noReadableManifest(let folder): "\(folder) has no readable manifest.json: make it with alertpack package"
        case .inPackageFolder(let folder, let error): "\(folder)/\(error.message)"
        }
    }
}

extension AlertPackError.ConfigFailure {
    /// A preset or config that cannot be used.
    public var message: String {
        switch self {
        case .noLayoutSurfaces: "the preset has no notificationLayout surfaces"
        case .notARevision(let revision): "--changed-since \(revision): not a revision"
        case .notInWorkTree(let folder): "--changed-since: \(folder) is not in a git work tree"
        case .gitMissing: "--changed-since needs git, which is not installed"
        case .gitFailed(let words): "--changed-since: \(words)"
        case .configurationErrors(let lines): lines.joined(separator: "\n")
        case .inConfiguration(let origin, let error): "\(origin): \(error.message)"
        case .configSyntax(let file, let position, let summary, let detail):
            "\(position.map { "\(file):\($0)" } ?? file): \(summary): \(detail)"
        case .topLevelNotTable(let origin): "\(origin): the top level must be a table of keys"
        case .unreadableConfigFile(let path, let preset): "cannot read \(preset ? "preset" : "config") file '\(path)'"
        case .presetValue(let keyPath, let problem): "preset: \(keyPath) \(problem)"
        case .unsupportedValue(let keyPath, let kind):
            "\(keyPath.isEmpty ? "the top level" : keyPath) is \(kind): write a list, a number, true or false, or text"
        case .rulesNotTable(let keyPath): "\(keyPath) must be a table of rule ids"
        case .extendsNotName(let keyPath): "\(keyPath) must be a preset name or path"
        case .extendsCycle(let reference, let chain): "preset '\(reference)' extends itself: a cycle of extends (\(chain.joined(separator: " → ")))"
        case .extendsInStandalone(let origin): "\(origin): names a preset to extend; it must stand alone"
        case .presetTooLarge(let origin): "\(origin): more than 1 MiB, more than a preset may be"
        case .presetOutsideRepository(let reference, let root):
            "preset '\(reference)': a config may name a built-in preset or a file inside its repository (\(root)); "
                + "give another file with --preset on the command line"
        case .unknownPreset(let reference, let builtIn):
            "no preset named '\(reference)' (built-in: \(builtIn.joined(separator: ", ")); or give a path to a .yml file)"
        case .presetUnusable: "the preset cannot be used"
        case .presetFailed(let namedBy, let error): namedBy.map { "\($0): \(error.message)" } ?? error.message
        case .configExists(let shown): "\(shown) already exists; it is left as it is (remove it to write a new one)"
        case .baseline(let path, let problem): "--baseline \(path): \(problem.message)"
        }
    }
}

extension AlertPackError.BaselineProblem {
    /// What is wrong with a baseline file, after "--baseline PATH: ".
    public var message: String {
        switch self {
        case .unreadable: "cannot read the file"
        case .notJSON(let words): "not JSON (\(words))"
        case .notBaseline: "not an alertpack baseline (write one with --write-baseline)"
        case .version(let found, let reads): "version \(found) is not one this alertpack reads (1, \(reads))"
        case .noFindings: "has no findings list"
        case .findingWithoutRule(let index): "findings[\(index)] needs a rule and a path"
        case .count(let index): "findings[\(index)].count must be a whole number from 1"
        case .severity(let index): "findings[\(index)].severity must be info, warning or error"
        case .messageClass(let index): "findings[\(index)].class must be a rule's message class, such as \"opaque-alpha\""
        }
    }
}
