import Foundation

/// Builds the media for a report: decodes each sound once more for its picture (streaming, in
/// bounded blocks), and reads each image's bytes. Large files are not embedded.
public enum ReportMediaBuilder {
    public static let columns = 480
    /// Images up to this size are embedded; larger ones are shown as a placeholder.
    public static let maxEmbeddedImageBytes = 2_000_000
    static let previewRate = 22050.0
    static let previewSeconds = 30.0

    /// What the visual report shows for one checked file; nil for a set, a file that cannot
    /// be shown, or one too large to embed.
    public static func media(for file: FileReport, settings: MeasurementSettings) -> AssetMedia? {
        media(for: file, settings: settings, aliases: NameAliases())
    }

    /// The media of a file named by the run's `aliases`: a name that is not UTF-8 is read
    /// through its alias.
    package static func media(for file: FileReport, settings: MeasurementSettings, aliases: NameAliases) -> AssetMedia? {
        let path = aliases.openPath(file.path)
        switch file.facts {
        case .sound(let facts): return soundPicture(path, facts: facts, settings: settings).map(AssetMedia.sound)
        case .image(let facts): return imageData(path, facts: facts)
        case .attachment(let facts): return attachmentImage(path, facts: facts)
        case .catalog, .iconBundle, .project, .appConfig, .androidProject, .webApp, .builtApp, .payload, .none: return nil
        }
    }

    /// An Icon Composer document's layers, back to front (the first layer in icon.json is the
    /// front one), with the files embedded; nil when no layer can be shown.
    static func iconPicture(_ bundle: IconBundle, layerFiles: [String: IconLayerFile], aliases: NameAliases) -> IconPicture? {
        var layers: [IconPicture.Layer] = []
        for layer in bundle.layers.reversed() where !layer.hidden {
            guard let name = layer.imageName, let file = layerFiles[name] else { continue }
            let path = aliases.openPath(bundle.folder + "/Assets/" + name)
            let size: (Double, Double)?
            let mime: String
            switch file {
            case .png(let inspection) where inspection.unreadableReason == nil && !inspection.tooLarge && inspection.facts.cgbi != true:
                mime = "image/png"
                size = inspection.facts.width.map { (Double($0), Double(inspection.facts.height ?? $0)) }
            case .svg(let inspection) where inspection.problem == nil:
                mime = "image/svg+xml"
                size = inspection.viewBox.map { ($0[2], $0[3]) }
            default: continue
            }
            // A layer is drawn at most 160 points wide: a large PNG is embedded at twice that.
            var facts = ImageFacts()
            facts.width = size.map { Int($0.0) }
            facts.height = size.map { Int($0.1) }
            let smaller = mime == "image/png" ? thumbnail(path, facts: facts, side: layerSide) : nil
            guard let data = smaller ?? RandomAccessFile.data(path: path, maxBytes: maxEmbeddedImageBytes) else { continue }
            layers.append(
                IconPicture.Layer(
                    mime: mime, data: data, width: size?.0, height: size?.1, scale: layer.scale,
                    translation: (layer.translation[0], layer.translation[1]), opacity: layer.opacity))
        }
        guard !layers.isEmpty else { return nil }
        return IconPicture(fill: cssFill(bundle.fill), layers: layers)
    }

    /// `srgb:r,g,b,a`, `display-p3:…` or `extended-srgb:…` (components 0–1) as CSS.
    static func cssColor(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let values = text[text.index(after: colon)...].split(separator: ",").compactMap { Double($0) }
        guard values.count == 4, values.allSatisfy(\.isFinite) else { return nil }
        let channel = { (value: Double) in String(Int((min(max(value, 0), 1) * 255).rounded())) }
        return "rgba(\(channel(values[0])),\(channel(values[1])),\(channel(values[2])),\(JSONValue.format(min(max(values[3], 0), 1), decimals: 3)))"
    }

    static func cssFill(_ fill: JSONNode?) -> String? {
        guard let fill else { return nil }
        if let solid = fill["solid"]?.string { return cssColor(solid) }
        if let base = fill["automatic-gradient"]?.string.flatMap(cssColor) { return "linear-gradient(\(base), \(base))" }
        if let stops = fill["linear-gradient"]?.array?.compactMap({ $0.string.flatMap(cssColor) }), stops.count >= 2 {
            return "linear-gradient(" + stops.joined(separator: ", ") + ")"
        }
        return nil
    }

    static func imageData(_ path: String, facts: ImageFacts) -> AssetMedia? {
        let mimes = ["png": "image/png", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"]
        guard let format = facts.format, let mime = mimes[format], facts.cgbi != true,
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size <= maxEmbeddedImageBytes, let data = RandomAccessFile.data(path: path, maxBytes: maxEmbeddedImageBytes)
        else { return nil }
        // Only images a browser will draw: decodable PNGs, or other formats as they are.
        if format == "png" && facts.transparentPixels == nil { return nil }
        if format == "png", max(facts.width ?? 0, facts.height ?? 0) > thumbnailSide {
            // Shown smaller than it is: embedded at the size it is shown (larger than the
            // thumbnail's source limit, not embedded: a screenshot is not what the report is for).
            return thumbnail(path, facts: facts).map { .image(mime: mime, data: $0) }
        }
        return .image(mime: mime, data: data)
    }

    /// Larger images are shown at this size at most: they are embedded at it, resized in linear
    /// light, so that a report of a real app's icons stays a few megabytes.
    static let thumbnailSide = 256
    /// Icon Composer layers are drawn at most 160 points wide.
    static let layerSide = 320

    /// The PNG resized to fit `thumbnailSide`, when it is larger; nil otherwise (or when it cannot be read).
    static func thumbnail(_ path: String, facts: ImageFacts, side thumbnailSide: Int = thumbnailSide) -> Data? {
        guard let width = facts.width, let height = facts.height, max(width, height) > thumbnailSide, max(width, height) <= 2048,
            let file = try? RandomAccessFile(path: path), let decoded = try? PNGImageFile.read(file.descriptor, maxSide: 2048)
        else { return nil }
        let linear = decoded.samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: decoded.width, height: decoded.height) }
        return PNGImageFile.bytes(EncodedImage(AreaResampler.fitting(linear, within: thumbnailSide))).map { Data($0) }
    }

    /// An image attachment's bytes, when whole and small enough to embed.
    static func attachmentImage(_ path: String, facts: AttachmentFacts) -> AssetMedia? {
        let mimes: [AttachmentFormat: String] = [.png: "image/png", .jpeg: "image/jpeg", .gif: "image/gif"]
        guard let format = facts.format, let mime = mimes[format], facts.bytes <= maxEmbeddedImageBytes, facts.width != nil,
            let data = RandomAccessFile.data(path: path, maxBytes: maxEmbeddedImageBytes)
        else { return nil }
        return .image(mime: mime, data: data)
    }

    static func soundPicture(_ path: String, facts: SoundFacts, settings: MeasurementSettings) -> SoundPicture? {
        // The decoding budget holds here too: a sound too long to measure gets no waveform.
        guard let frames = facts.frames, frames > 0, (facts.duration ?? 0) <= settings.maxMeasuredSeconds,
            let decoder = try? SoundInspector(settings: settings).openDecoder(path: path)
        else { return nil }
        var picture = SoundPicture(
            minimums: Array(repeating: 0, count: columns), maximums: Array(repeating: 0, count: columns),
            clippedColumns: [], duration: Double(frames) / decoder.sampleRate, preview: nil)
        let markClipping = (facts.clippedRuns ?? 0) > 0
        var clipped = Set<Int>()
        var position: Int64 = 0
        // A sound that stops decoding part way gets no picture: a partial one would look whole
        // (its decode error is already a finding).
        do throws(AlertPackError) {
            try decoder.forEachBlock(frames: 8192) { block, count in
                for frame in 0..<count {
                    let column = min(columns - 1, Int((position + Int64(frame)) * Int64(columns) / frames))
                    for channel in 0..<decoder.channels {
                        let sample = block[frame * decoder.channels + channel]
                        picture.minimums[column] = min(picture.minimums[column], sample)
                        picture.maximums[column] = max(picture.maximums[column], sample)
                        if markClipping && abs(sample) >= settings.clipLevel { clipped.insert(column) }
                    }
                }
                position += Int64(count)
            }
        } catch {
            return nil
        }
        picture.clippedColumns = clipped.sorted()
        picture.preview = preview(path, settings: settings)
        return picture
    }

    /// Decodes, mixes to mono, resamples, and encodes the first 30 s as FLAC (lossless, about
    /// half a WAV's size; every browser plays it), or as WAV where libsndfile cannot write FLAC.
    static func preview(_ path: String, settings: MeasurementSettings) -> Data? {
        guard var source = try? SoundInspector(settings: settings).openDecoder(path: path) else { return nil }
        source = TrimFadeSource(source, start: 0, length: Int64(previewSeconds * source.sampleRate), fadeFrames: 0)
        if source.channels > 1 { source = DownmixSource(source) }
        if source.sampleRate > previewRate, let resampled = try? ResampleSource(source, to: previewRate) { source = resampled }
        var quantizer = Quantizer(dither: true)
        var samples = [Int16](repeating: 0, count: 8192)
        var pcm = Data()
        do throws(AlertPackError) {
            try source.forEachBlock(frames: 8192) { block, _ in
                samples.withUnsafeMutableBufferPointer { output in
                    quantizer.quantize(block, into: UnsafeMutableBufferPointer(rebasing: output[0..<block.count]))
                }
                // Int16 in memory is little-endian on every platform Swift runs on here (x86-64, arm64).
                samples[0..<block.count].withUnsafeBufferPointer { pcm.append($0) }
            }
        } catch {
            return nil
        }
        guard !pcm.isEmpty else { return nil }
        let rate = Int(source.sampleRate)
        return FLACBytes.make(pcm16LittleEndian: pcm, sampleRate: rate) ?? WAVBytes.make(pcm16LittleEndian: pcm, sampleRate: rate, channels: 1)
    }
}

/// A canonical 44-byte-header PCM WAV in memory.
enum WAVBytes {
    static func make(pcm16LittleEndian pcm: Data, sampleRate: Int, channels: Int) -> Data {
        func le32(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).littleEndian) { Array($0) } }
        func le16(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt16(value).littleEndian) { Array($0) } }
        var data = Data("RIFF".utf8) + le32(36 + pcm.count) + Data("WAVEfmt ".utf8)
        data += le32(16) + le16(1) + le16(channels) + le32(sampleRate) + le32(sampleRate * channels * 2) + le16(channels * 2) + le16(16)
        data += Data("data".utf8) + le32(pcm.count)
        return data + pcm
    }
}
