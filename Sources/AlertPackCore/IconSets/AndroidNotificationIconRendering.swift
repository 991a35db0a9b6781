import CZlib

/// Draws one density of the small icon: the master's trimmed ink fitted (aspect kept) into the
/// live area and centred on the canvas, resized by the exact area average (`AreaResampler`'s
/// weights: on coverage, which is premultiplied white in linear light, that is the average of the
/// light), every pixel white with the ink as its alpha; and the PNG bytes that carry it.
enum AndroidNotificationIconRendering {
    /// The text chunk every PNG this command writes carries, right after IHDR: what a later run
    /// looks for first when it asks whether a file is its own. Its bytes never change, so the PNG
    /// stays deterministic. The web badge (`--web-badge`) carries its own text.
    static let markerKeyword = "Software"
    static let markerText = "alertpack icons --android-notification"

    static var markerChunk: [UInt8] { markerChunk(markerText) }

    static func markerChunk(_ text: String) -> [UInt8] {
        let body = Array("tEXt".utf8) + Array(markerKeyword.utf8) + [0] + Array(text.utf8)
        var length = UInt32(body.count - 4).bigEndian
        let crc = body.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
        var crcBytes = crc.bigEndian
        return withUnsafeBytes(of: &length) { Array($0) } + body + withUnsafeBytes(of: &crcBytes) { Array($0) }
    }

    /// Where IHDR ends in every PNG: the signature (8) and the chunk (4 + 4 + 13 + 4).
    static let markerOffset = 33

    /// The icon of one density.
    static func image(_ master: AndroidNotificationMaster, _ density: AndroidNotificationDensity) -> EncodedImage {
        let bounds = master.bounds
        let fit = Double(density.liveArea) / Double(max(bounds.width, bounds.height))
        let inkWidth = max(1, min(density.liveArea, Int((Double(bounds.width) * fit).rounded())))
        let inkHeight = max(1, min(density.liveArea, Int((Double(bounds.height) * fit).rounded())))
        let ink = resize(master, width: inkWidth, height: inkHeight)
        let canvas = density.canvas
        let left = (canvas - inkWidth) / 2, top = (canvas - inkHeight) / 2
        var alpha = [UInt8](repeating: 0, count: canvas * canvas)
        for y in 0..<inkHeight {
            for x in 0..<inkWidth {
                alpha[(top + y) * canvas + left + x] = UInt8((min(max(ink[y * inkWidth + x], 0), 1) * 255).rounded())
            }
        }
        return EncodedImage(white: alpha, side: canvas)
    }

    /// The trimmed coverage at `width`×`height`, in two separable passes of exact area weights.
    static func resize(_ master: AndroidNotificationMaster, width: Int, height: Int) -> [Float] {
        let bounds = master.bounds
        let across = AreaResampler.weights(from: bounds.width, to: width)
        let down = AreaResampler.weights(from: bounds.height, to: height)
        var rows = [Float](repeating: 0, count: bounds.height * width)
        master.coverage.withUnsafeBufferPointer { source in
            for y in 0..<bounds.height {
                let row = (bounds.y + y) * master.width + bounds.x
                for (x, column) in across.enumerated() {
                    var sum: Float = 0
                    for (offset, weight) in column.weights.enumerated() { sum += source[row + column.start + offset] * weight }
                    rows[y * width + x] = sum
                }
            }
        }
        var out = [Float](repeating: 0, count: width * height)
        for (y, span) in down.enumerated() {
            for (offset, weight) in span.weights.enumerated() {
                let from = (span.start + offset) * width
                for x in 0..<width { out[y * width + x] += rows[from + x] * weight }
            }
        }
        return out
    }

    /// The PNG of `icon` (no profile: white is white in every space) with the marker after IHDR.
    static func pngBytes(_ icon: EncodedImage, marker: String = markerText) -> [UInt8]? {
        guard let bytes = PNGImageFile.bytes(icon), bytes.count > markerOffset else { return nil }
        return Array(bytes[..<markerOffset]) + markerChunk(marker) + Array(bytes[markerOffset...])
    }

    /// The largest file a run asks about: a 1024 px silhouette compresses far below this.
    static let largestOwnFile: Int64 = 4 << 20

    /// Whether alertpack made the file at `path`: it carries the marker, and its bytes are exactly
    /// what this command writes for the pixels it holds (decoded, made white with that alpha, and
    /// encoded again). The marker alone is not enough: an editor that keeps text chunks would
    /// carry it into a file the user changed; their encoder never gives the same bytes.
    static func isOurs(_ path: String, marker: String = markerText) -> Bool {
        guard let file = try? RandomAccessFile(path: path), file.size > markerOffset, file.size <= largestOwnFile,
            let bytes = try? file.read(at: 0, count: Int(file.size), what: "the icon"), bytes.count == Int(file.size)
        else { return false }
        let chunk = markerChunk(marker)
        guard bytes.count > markerOffset + chunk.count, bytes[0..<4] == [0x89, 0x50, 0x4E, 0x47],
            Array(bytes[markerOffset..<(markerOffset + chunk.count)]) == chunk,
            let image = try? PNGImageFile.read(file.descriptor, maxSide: 1024), image.width == image.height
        else { return false }
        var alpha = [UInt8](repeating: 0, count: image.width * image.height)
        for index in alpha.indices {
            let base = index * 4
            // Only white survives the re-encoding unchanged: anything else is not ours.
            guard image.samples[base] == 65535, image.samples[base + 1] == 65535, image.samples[base + 2] == 65535 else { return false }
            alpha[index] = UInt8(image.samples[base + 3] / 257)
        }
        return pngBytes(EncodedImage(white: alpha, side: image.width), marker: marker) == bytes
    }
}

extension EncodedImage {
    /// A square RGBA image, white in every pixel, with `alpha` as its coverage.
    init(white alpha: [UInt8], side: Int) {
        width = side
        height = side
        channels = 4
        var bytes = [UInt8](repeating: 255, count: side * side * 4)
        for (index, value) in alpha.enumerated() { bytes[index * 4 + 3] = value }
        self.bytes = bytes
    }
}
