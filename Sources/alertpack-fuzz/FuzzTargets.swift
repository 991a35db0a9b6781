import AlertPackCore
import CIMA4Kernel
import CPNGShim
import Foundation

/// What the scratch file of this process is in (removed at exit).
nonisolated(unsafe) private var scratchRoot = ""

/// Fuzz targets for every reader that takes bytes from a user (docs/reliability.md). Built with
/// `make fuzz` (libFuzzer: `-sanitize=fuzzer -DFUZZING`), the target is chosen by FUZZ_TARGET;
/// built normally, `alertpack-fuzz TARGET FILE...` replays inputs (seeds, crashes) through it.
enum FuzzTargets {
    /// Each target: a file-name suffix for the input, and what reads it.
    static let all: [String: (suffix: String, run: @Sendable (String) -> Void)] = [
        "sound": (".snd", { path in _ = SoundInspector(settings: settings).inspect(path: path) }),
        "png": (".png", { path in _ = ImageInspector(maxWidth: 4096, maxHeight: 4096).inspect(path: path) }),
        // Differential: our PNG pixel reader against libpng decoding every row (both accepting a
        // wrong Adler-32); a different verdict or count is a crash for the fuzzer.
        "png-pixels": (".png", { path in PNGPixelsOracle.compare(path) }),
        "contents-json": (
            "/Fuzz.appiconset/Contents.json",
            { path in
                _ = AssetCatalogSet.read(folder: (path as NSString).deletingLastPathComponent)
            }
        ),
        "payload": (
            ".json",
            { path in
                let documents = PayloadReader.read(path: path, limits: PayloadReader.Limits(maxFileBytes: 1 << 20, maxNesting: 32))
                // Each document also as the other transports read it (--transport fcm|webpush):
                // an FCM message, its blocks, and a Web Push notification.
                for document in documents {
                    let message = FcmMessage(root: document.root)
                    _ = message.androidPayloadMembers
                    _ = message.apnsHeaders
                    if let apns = message.apnsPayload { _ = PayloadDocument(path: path, value: apns) }
                    _ = WebPushPlaintext.notification(in: message.message.map(JSONNode.object), fields: ["title", "body"])
                    _ = WebPushPlaintext.notification(in: document.root, fields: ["title", "body"])
                }
            }
        ),
        "actions": (".yml", { path in _ = try? ActionsReader.read(path: path) }),
        // A payload's request headers: lines, control bytes, duplicates, values (PushHeadersReader).
        "push-headers": (".headers", { path in _ = try? PushHeadersReader.read(path: path) }),
        "manifest": (
            ".manifest.json",
            { path in
                if let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 24, what: "manifest") {
                    _ = try? PackageManifest.read(Data(bytes))
                }
            }
        ),
        "config": ("/.alertpack.yml", { path in _ = try? ProjectConfig.load(path: path) }),
        "attachment": (
            ".attachment",
            { path in _ = AttachmentInspector(imageInspector: ImageInspector(maxWidth: 4096, maxHeight: 4096)).inspect(path: path) }
        ),
        "xcconfig": (".xcconfig", { path in _ = XCConfig.settings(path: path) }),
        // Entitlements and Info.plists (XML or binary), as a project's targets name them.
        "plist": (".plist", { path in _ = try? PropertyList.dictionary(path: path) }),
        // YAML as every config, preset and actions file is read: depth, aliases, expanded values.
        "yaml": (
            ".yml",
            { path in
                if let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "yaml") {
                    _ = try? SafeYAML.load(String(decoding: bytes, as: UTF8.self))
                }
            }
        ),
        // Ignore patterns: the first line a pattern, the second a path; matching must stay linear.
        "glob": (
            ".glob",
            { path in
                guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 16, what: "glob") else { return }
                let lines = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false)
                let pattern = String(decoding: lines[0], as: UTF8.self)
                let subject = lines.count > 1 ? String(decoding: lines[1], as: UTF8.self) : ""
                _ = IgnorePatterns.glob(pattern, subject)
                _ = IgnorePatterns([pattern], root: "/").matches(subject)
            }
        ),
        // The zip reader verify trusts: its structure checks, then every entry unpacked (bounded);
        // and the same bytes under the IPA policy (unflagged UTF-8 names, case twins).
        "zip": (
            ".zip",
            { path in
                for policy in [ZipReader.Policy.verify, .ipa] {
                    guard let reader = try? ZipReader(path: path, maxEntries: 4096, policy: policy) else { continue }
                    for entry in reader.entries { _ = try? reader.unpack(entry, limit: 1 << 20) { _ in } }
                }
            }
        ),
        // A baseline file `--baseline` reads (issue 27): any bytes are an error or a baseline.
        "baseline": (".baseline.json", { path in _ = try? Baseline.read(path: path) }),
        // The IMA4 encoder on any PCM (issue 33): best never worse than fast on a channel packet,
        // and the search's vector and portable code paths byte for byte the same.
        "ima4-encoder": (
            ".pcm",
            { path in
                if let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "pcm") { IMA4EncoderOracle.check(bytes) }
            }
        ),
        // Compiled asset catalogs (issue 44): the BOM store, its trees and every rendition's header.
        "car": (".car", { path in CARFuzzTarget.run(path) }),
        // Their renditions' pixels (issue 44): every encoding, links into packed assets, tight limits.
        "car-pixels": (".car", { path in CARPixelsFuzzTarget.run(path) }),
        // Our LZFSE and LZVN decoder (issue 44), its exact and roomy output buffers compared.
        "lzfse": (".lzfse", { path in LZFSEFuzzTarget.run(path) }),
        // Code signatures of built executables and provisioning profiles (issue 44).
        "macho": (".macho", { path in MachOFuzzTarget.run(path) }),
        "mobileprovision": (".mobileprovision", { path in ProvisioningProfileFuzzTarget.run(path) }),
        // A built app (issue 44): any bytes as an IPA, every part it holds read within tight limits.
        "built-app": (".ipa", { path in BuiltAppFuzzTarget.run(path) }),
        // JavaScript and TypeScript config scripts (issue 45), read statically within tight limits.
        "config-script": (
            ".config.ts",
            { path in
                var limits = ConfigScriptReader.Limits()
                limits.maxTokens = 20_000
                limits.maxValues = 20_000
                _ = try? ConfigScriptReader.read(path: path, limits: limits)
            }
        ),
        // An Expo project's app.json and app.config.ts (issue 45), merged and resolved in its folder.
        "expo-config": ("/app.config.ts", { path in ExpoConfigFuzzTarget.run(path) }),
        // Cordova's config.xml and a capacitor.config.json (issue 45): the XML tag scanner, resolution.
        "capacitor-config": ("/config.xml", { path in CapacitorConfigFuzzTarget.run(path) }),
        // An Android vector drawable (issue 46): the XML tag scanner, path data within limits, group transforms.
        "vector-drawable": ("/res/drawable/ic_stat_fuzz.xml", { path in VectorDrawableFuzzTarget.run(path) }),
        // A Flutter app's Dart code (issue 45): the notification call scanner, constants, resolution.
        "dart-calls": ("/lib/main.dart", { path in DartCallsFuzzTarget.run(path) }),
        // An Android app module (issue 46): manifest, Kotlin source, build.gradle and keep.xml, NUL-separated.
        "android-project": ("/src/main/AndroidManifest.xml", { path in AndroidProjectFuzzTarget.run(path) }),
        // A Web App Manifest, and the same bytes as a service worker (issue 46): JSON, tokens, web root resolution.
        "web-manifest": ("/public/manifest.webmanifest", { path in WebManifestFuzzTarget.run(path) }),
        // Swift declarations (issue 47): ActivityAttributes and ContentState read from a widget's source.
        "swift-declarations": (
            "/Widget/Attributes.swift",
            { path in _ = ActivityAttributesSources.read(below: (path as NSString).deletingLastPathComponent) }
        ),
        // A widget extension's Swift (issue 47): literal alarm and alert sounds, images in Dynamic Island regions.
        "widget-sources": ("/Widget/Widget.swift", { path in WidgetSourcesFuzzTarget.run(path) }),
        // An XcodeGen spec and the files it includes (issue 45): YAML, merging, templates, paths.
        "xcodegen-spec": ("/project.yml", { path in XcodeGenSpecFuzzTarget.run(path) }),
        // A Tuist manifest and its helper files (issue 45): Swift read statically, never run; paths.
        "tuist-project": ("/Project.swift", { path in TuistProjectFuzzTarget.run(path) }),
        "icon-json": ("/Fuzz.icon/icon.json", { path in _ = IconBundle.read(folder: (path as NSString).deletingLastPathComponent) }),
        "pbxproj": (
            "/Fuzz.xcodeproj/project.pbxproj",
            { path in _ = XcodeProject.read(folder: (path as NSString).deletingLastPathComponent) }
        ),
    ]

    /// Levels tighter than the preset's, to reach the clipping paths; the preset's playable codecs.
    static let settings = MeasurementSettings(
        silenceThresholdDBFS: -50, clipLevelDBFS: -0.01, minClipRun: 3, maxMeasuredSeconds: 60,
        playableCodecs: (try? CheckConfiguration.resolve(presetReference: nil, configPath: nil, useConfigFile: false))?.measurementSettings
            .playableCodecs ?? [])

    /// The scratch file an input is written to (readers take paths, as the tool does).
    /// In memory (/dev/shm) where there is one: writing each input to a disk-backed folder took
    /// 40 % of a sound run's time in the kernel.
    static func scratch(for target: String) -> String {
        var isDirectory: ObjCBool = false
        let memory =
            FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
            && access("/dev/shm", W_OK) == 0
        let folder = (memory ? "/dev/shm/" : NSTemporaryDirectory()) + "alertpack-fuzz-\(getpid())-\(target)"
        let path = folder + (all[target]?.suffix ?? ".bin")
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Gone when the process ends (libFuzzer ends it with exit()): nothing piles up in memory.
        scratchRoot = FileManager.default.fileExists(atPath: folder) ? folder : path
        atexit { if !scratchRoot.isEmpty { try? FileManager.default.removeItem(atPath: scratchRoot) } }
        return path
    }

    static func run(_ target: String, _ bytes: UnsafeRawBufferPointer, at path: String) {
        // ffmpeg is never started from a fuzzer: audio only it decodes is read for its facts.
        setenv("ALERTPACK_FFMPEG", "/nonexistent/ffmpeg", 1)
        // Rewritten in place (createFile writes a temporary file and renames it: twice the work).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot write the scratch file \(path)") }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { fatalError("cannot write the scratch file \(path)") }
            offset += written
        }
        close(descriptor)
        all[target]?.run(path)
    }
}

#if FUZZING
nonisolated(unsafe) private var fuzzTarget: String = ""
nonisolated(unsafe) private var fuzzPath: String = ""

/// libFuzzer's driver, called from our own entry point (SwiftPM names an executable's entry
/// point after its target, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("alertpack_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzTarget = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard FuzzTargets.all[fuzzTarget] != nil else {
        FileHandle.standardError.write(Data("FUZZ_TARGET must be one of \(FuzzTargets.all.keys.sorted().joined(separator: ", "))\n".utf8))
        return 2
    }
    fuzzPath = FuzzTargets.scratch(for: fuzzTarget)
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        FuzzTargets.run(fuzzTarget, UnsafeRawBufferPointer(start: data, count: size), at: fuzzPath)
        return 0
    }
}
#else
@main
struct Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let target = arguments.first, FuzzTargets.all[target] != nil else {
            print("usage: alertpack-fuzz TARGET FILE... (targets: \(FuzzTargets.all.keys.sorted().joined(separator: ", ")))")
            exit(2)
        }
        let scratch = FuzzTargets.scratch(for: target)
        var count = 0
        for file in arguments.dropFirst() {
            let paths = (try? FileManager.default.contentsOfDirectory(atPath: file))?.sorted().map { file + "/" + $0 } ?? [file]
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                data.withUnsafeBytes { FuzzTargets.run(target, $0, at: scratch) }
                count += 1
            }
        }
        print("\(target): \(count) inputs replayed, no crash")
    }
}
#endif

/// The `png-pixels` target's oracle.
enum PNGPixelsOracle {
    static func compare(_ path: String) {
        var ours = apk_png_result()
        var witness = apk_png_result()
        defer {
            apk_png_free(&ours)
            apk_png_free(&witness)
        }
        let oursDecoded = apk_png_inspect(path, 4096, 4096, &ours) == 0 && ours.decoded == 1
        let witnessDecoded = apk_png_inspect_libpng(path, 4096, 4096, 1, &witness) == 0 && witness.decoded == 1
        precondition(oursDecoded == witnessDecoded, "verdicts differ: ours \(oursDecoded), libpng \(witnessDecoded)")
        guard oursDecoded else { return }
        precondition(
            ours.transparent_pixels == witness.transparent_pixels && ours.color_pixels == witness.color_pixels,
            "counts differ: ours \(ours.transparent_pixels)/\(ours.color_pixels), libpng \(witness.transparent_pixels)/\(witness.color_pixels)")
    }
}

/// The `ima4-encoder` target's oracle. The first byte picks the channel count (1–8); the rest
/// are little-endian 16-bit samples, interleaved, padded with silence to whole packets.
enum IMA4EncoderOracle {
    static func check(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let channels = Int(first % 8) + 1
        let values = (bytes.count - 1) / 2
        let packets = max(1, (values / channels + 63) / 64)
        var samples = [Int16](repeating: 0, count: packets * 64 * channels)
        for index in 0..<min(values, samples.count) {
            samples[index] = Int16(bitPattern: UInt16(bytes[1 + 2 * index]) | UInt16(bytes[2 + 2 * index]) << 8)
        }
        let fast = encode(samples, channels: channels, packets: packets, quality: .fast)
        let best = encode(samples, channels: channels, packets: packets, quality: .best)
        for packet in 0..<packets {
            for channel in 0..<channels {
                let unit = (packet * channels + channel) * 34
                let start = packet * 64 * channels + channel
                let fastError = error(samples, fast[unit..<unit + 34], start: start, stride: channels)
                let bestError = error(samples, best[unit..<unit + 34], start: start, stride: channels)
                precondition(bestError <= fastError, "packet \(packet), channel \(channel): best \(bestError) > fast \(fastError)")
                // Both code paths on the first packets only: under AddressSanitizer a search is slow,
                // and more inputs explore more than more packets of one input.
                if packet < 4 { compareSearches(samples, start: start, stride: channels, seed: bytes.count &+ packet &* 31 &+ channel) }
            }
        }
    }

    static func encode(_ samples: [Int16], channels: Int, packets: Int, quality: IMA4Quality) -> [UInt8] {
        var encoder = IMA4Encoder(channels: channels, quality: quality)
        var output = [UInt8](repeating: 0, count: packets * 34 * channels)
        samples.withUnsafeBufferPointer { input in output.withUnsafeMutableBufferPointer { encoder.encode(input, packets: packets, into: $0) } }
        return output
    }

    /// The squared error of one channel packet decoded as a phone decodes it.
    static func error(_ samples: [Int16], _ packet: ArraySlice<UInt8>, start: Int, stride: Int) -> Int64 {
        var decoded = [Int16](repeating: 0, count: 64)
        Array(packet).withUnsafeBufferPointer { bytes in
            decoded.withUnsafeMutableBufferPointer { IMA4Decoder.decodePacket(bytes, into: $0, start: 0, stride: 1) }
        }
        return (0..<64).reduce(Int64(0)) { sum, frame in
            let miss = Int64(samples[start + frame * stride]) - Int64(decoded[frame])
            return sum + miss * miss
        }
    }

    /// One search from start states derived from the input, on both code paths.
    static func compareSearches(_ samples: [Int16], start: Int, stride: Int, seed: Int) {
        let starts = 1 + seed % 32
        let predictors = (0..<starts).map { Int32(Int(samples[start]) + ($0 * 977 + seed) % 2000 - 1000) }
        let indices = (0..<starts).map { Int32(($0 * 13 + seed) % 95 - 3) }
        let width = Int32(1 + seed % 32)
        let bound: Int64 = seed % 3 == 0 ? .max : Int64(seed % 5) << 20
        var outcomes: [[Int64]] = []
        for vector in [true, false] {
            var startOut: Int32 = 0
            var predictorOut: Int32 = 0
            var indexOut: Int32 = 0
            var codes = [UInt8](repeating: 0, count: 64)
            let result = samples.withUnsafeBufferPointer { all in
                vector
                    ? apk_ima4_search(
                        all.baseAddress! + start, Int32(stride), predictors, indices, Int32(starts), width, bound, &startOut, &predictorOut,
                        &indexOut, &codes)
                    : apk_ima4_search_portable(
                        all.baseAddress! + start, Int32(stride), predictors, indices, Int32(starts), width, bound, &startOut, &predictorOut,
                        &indexOut, &codes)
            }
            outcomes.append([result, Int64(startOut), Int64(predictorOut), Int64(indexOut)] + codes.map(Int64.init))
        }
        precondition(outcomes[0] == outcomes[1], "the vector and portable searches differ")
    }
}
