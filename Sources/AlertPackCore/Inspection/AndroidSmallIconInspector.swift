/// Measures one file of an Android small (status-bar) notification icon. Android draws such an
/// icon from its alpha channel alone, so a PNG is measured in alpha: the share of the canvas
/// that is opaque, the box the ink lies in, and whether there is colour at all (which Android
/// throws away). A drawable XML is read by `VectorDrawable`. Other formats are named, with their
/// size where the header gives it, and not measured. A PNG over the cap is not decoded.
package enum AndroidSmallIconInspector {
    /// The thresholds the `android.small-icon-*` rules judge by (`RuleBook.androidSmallIconSettings`).
    package struct Settings: Sendable, Equatable {
        /// Alpha (0...1) at or over which a pixel is opaque ink.
        package var opaqueAlpha: Double
        /// Alpha (0...1) over which a pixel is ink at all (the ink box).
        package var inkAlpha: Double
        /// The widest or tallest PNG decoded: a small icon is 96 pixels; anything far over is not one.
        package var maxSide: Int

        package init(opaqueAlpha: Double, inkAlpha: Double, maxSide: Int) {
            self.opaqueAlpha = opaqueAlpha
            self.inkAlpha = inkAlpha
            self.maxSide = maxSide
        }
    }

    /// How far apart (of 65,535) red, green and blue may be in a grey pixel: rounding, not colour.
    static let greyTolerance = 771

    package static func inspect(path: String, settings: Settings) -> AndroidSmallIconFacts {
        let (folder, density) = location(of: path)
        var facts = AndroidSmallIconFacts(path: path, format: "unknown", folder: folder, density: density)
        do throws(AlertPackError) {
            let file = try RandomAccessFile(path: path)
            guard file.size > 0 else { throw AlertPackError.reading(.emptyFile) }
            let prefix = ContentSniffer.prefix(of: file)
            if case .image(let format) = ContentSniffer.sniff(prefix) {
                facts.format = format
                guard format == "png" else {
                    if let size = ImageDimensions.read(file, format: format) { (facts.width, facts.height) = (size.width, size.height) }
                    // A JPEG has no alpha: whatever it shows, Android draws a solid square.
                    if format == "jpeg" { facts.alphaPresent = false }
                    facts.notMeasured = "a \(format.uppercased()) image: only PNG pixels are measured"
                    return facts
                }
                try measure(file, settings: settings, into: &facts)
            } else if path.lowercased().hasSuffix(".png") {
                // Named a PNG but not one by its first bytes: the chunk reader says what is wrong.
                facts.format = "png"
                try measure(file, settings: settings, into: &facts)
            } else if path.lowercased().hasSuffix(".xml") {
                facts.format = "xml"
                facts.vector = try VectorDrawable.read(path: path)
            } else {
                facts.notMeasured = "neither a PNG nor a drawable XML: not measured"
            }
        } catch {
            facts.unreadable = error.message
        }
        return facts
    }

    /// The resource folder a path is in ("drawable-xhdpi-v24") and its density qualifier.
    package static func location(of path: String) -> (folder: String, density: String?) {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return ("", nil) }
        let folder = String(parts[parts.count - 2])
        let qualifiers = folder.split(separator: "-")
        guard let type = qualifiers.first, type == "drawable" || type == "mipmap" else { return ("", nil) }
        let density = qualifiers.dropFirst().first { qualifier in
            qualifier.hasSuffix("dpi") && (qualifier.dropLast(3).allSatisfy(\.isNumber) || qualifier.dropLast(3).allSatisfy(\.isLetter))
        }
        return (folder, density.map(String.init))
    }

    /// A PNG's header, then its pixels decoded whole when it is within the cap (a small icon is
    /// tiny, so the cap keeps the memory small).
    private static func measure(_ file: RandomAccessFile, settings: Settings, into facts: inout AndroidSmallIconFacts) throws(AlertPackError) {
        let header = try PNGReader.read(file)
        (facts.width, facts.height) = (Int(header.width), Int(header.height))
        facts.alphaPresent = header.hasAlphaChannel || header.hasTRNS
        let cap = max(1, settings.maxSide)
        guard Int(header.width) <= cap, Int(header.height) <= cap else {
            facts.notMeasured = "\(header.width)x\(header.height) pixels, over the \(cap)-pixel cap for a small icon: not decoded"
            return
        }
        guard !header.cgbi else {
            facts.notMeasured = "Apple's CgBI PNG variant: its pixels are not decoded"
            return
        }
        let image = try PNGImageFile.read(file.descriptor, maxSide: cap)
        measurePixels(image, settings: settings, into: &facts)
    }

    /// One pass over the pixels: opaque coverage, colour, and the ink box.
    static func measurePixels(_ image: PNGImageFile.DecodedPNG, settings: Settings, into facts: inout AndroidSmallIconFacts) {
        let opaque = UInt16(clamping: Int((settings.opaqueAlpha * 65535).rounded(.up)))
        let ink = UInt16(clamping: Int((settings.inkAlpha * 65535).rounded(.down)))
        var opaqueCount = 0
        var colour = false
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        // Alpha summed along the outermost rows and columns (top, right, bottom, left), of ink only.
        var edges = [0, 0, 0, 0]
        let (lastRow, lastColumn) = (image.height - 1, image.width - 1)
        image.samples.withUnsafeBufferPointer { samples in
            for row in 0..<image.height {
                for column in 0..<image.width {
                    let base = (row * image.width + column) * 4
                    let alpha = samples[base + 3]
                    if alpha >= opaque { opaqueCount += 1 }
                    guard alpha > ink else { continue }
                    if row == 0 { edges[0] += Int(alpha) }
                    if column == lastColumn { edges[1] += Int(alpha) }
                    if row == lastRow { edges[2] += Int(alpha) }
                    if column == 0 { edges[3] += Int(alpha) }
                    (minX, minY, maxX, maxY) = (min(minX, column), min(minY, row), max(maxX, column), max(maxY, row))
                    if !colour {
                        let (red, green, blue) = (Int(samples[base]), Int(samples[base + 1]), Int(samples[base + 2]))
                        colour = max(red, green, blue) - min(red, green, blue) > greyTolerance
                    }
                }
            }
        }
        facts.opaqueCoverage = Double(opaqueCount) / Double(max(1, image.width * image.height))
        facts.colourPresent = colour
        if maxX >= 0 { facts.inkBox = .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        let (across, down) = (65535 * Double(max(1, image.width)), 65535 * Double(max(1, image.height)))
        facts.edgeInk = .init(
            top: Double(edges[0]) / across, right: Double(edges[1]) / down, bottom: Double(edges[2]) / across, left: Double(edges[3]) / down)
    }
}
