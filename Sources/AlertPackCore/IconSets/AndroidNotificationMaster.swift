import Foundation

/// A master of Android's small notification icon, read as coverage: how much of each pixel is
/// ink, from 0 to 1. Android draws such an icon from its alpha alone, so the ink is the master's
/// alpha; a master with none (an opaque logo) takes its ink from a lightness threshold the user
/// gives, each ink pixel keeping its alpha. A PNG of any shape is read whole; an SVG is drawn by
/// librsvg at 1024 px, as `IconMaster` draws it.
struct AndroidNotificationMaster: Sendable {
    var path: String
    var width: Int
    var height: Int
    /// width × height values from 0 to 1, rows top to bottom.
    var coverage: [Float]
    /// The ink's bounding box (coverage above 0): the master's transparent margin trimmed.
    var bounds: (x: Int, y: Int, width: Int, height: Int)
    /// Where the ink came from, in words ("its alpha", "the pixels darker than lightness 40 %").
    var source: String
    /// The side of a threshold ink is on ("darker than lightness 40 %"); nil for the alpha's ink.
    var inkSide: String?

    /// Ink over this share of its own bounds is a solid shape, not a silhouette (a disc covers 79 %).
    static let solidShare: Float = 0.9

    static func read(_ path: String, options: AndroidNotificationIconOptions, needed: Int) throws(AlertPackError) -> AndroidNotificationMaster {
        let file = try RandomAccessFile(path: path)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let isPNG = try file.read(at: 0, count: Int(min(file.size, 8)), what: "the master") == signature
        var (samples, width, height) = ([UInt16](), 0, 0)
        var drawn = ""
        if isPNG {
            let image: PNGImageFile.DecodedPNG
            do throws(AlertPackError) {
                image = try PNGImageFile.read(file.descriptor, maxSide: IconMaster.maxSide)
            } catch {
                throw AlertPackError.inFile(path, .work(.masterNotPNG(error.message, maxSide: IconMaster.maxSide)))
            }
            (samples, width, height) = (image.samples, image.width, image.height)
            if options.threshold != nil, let profile = image.profile { try toSRGB(&samples, path: path, profile: profile) }
        } else {
            // Not a PNG: an SVG (drawn at 1024), or refused with the reason IconMaster gives.
            let master = try IconMaster.read(path, minSide: 1)
            (samples, width, height) = (master.samples, master.width, master.height)
            drawn = ", drawn by librsvg at \(master.width) px"
        }
        var master = AndroidNotificationMaster(path: path, width: width, height: height, coverage: [], bounds: (0, 0, 0, 0), source: "")
        try master.takeInk(samples, options: options)
        master.source += drawn
        try master.trim(needed: needed)
        return master
    }

    /// Colours in another profile are converted to sRGB before their lightness is judged.
    private static func toSRGB(_ samples: inout [UInt16], path: String, profile: [UInt8]) throws(AlertPackError) {
        let parsed = ICCProfile(profile)
        guard let parsed, !["srgb", "display-p3"].contains(parsed.classification) else { return }
        do throws(AlertPackError) {
            try SRGBConversion.convert(&samples, pixels: samples.count / 4, from: profile, gray: parsed.colorSpace == "GRAY")
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    /// The coverage of each pixel: its alpha, or with a threshold its alpha where its lightness is
    /// on the ink side. Without a threshold a master with no transparent pixel is refused.
    private mutating func takeInk(_ samples: [UInt16], options: AndroidNotificationIconOptions) throws(AlertPackError) {
        let pixels = width * height
        var coverage = [Float](repeating: 0, count: pixels)
        guard let threshold = options.threshold else {
            var transparent = false
            samples.withUnsafeBufferPointer { samples in
                for index in 0..<pixels {
                    let alpha = samples[index * 4 + 3]
                    transparent = transparent || alpha < 65535
                    coverage[index] = Float(alpha) / 65535
                }
            }
            guard transparent else { throw AlertPackError.inFile(path, .work(.notificationMasterSolid(percent: nil))) }
            self.coverage = coverage
            source = "its alpha"
            return
        }
        // CIE lightness L* (0 black, 100 white) as the luminance Y it starts at, compared in linear light.
        let lightness = min(max(threshold, 0), 100)
        let limit = Float(lightness > 8 ? pow((lightness + 16) / 116, 3) : lightness / 903.2963)
        let table = SRGBTransfer.linearFrom16
        let light = options.inkIsLight
        samples.withUnsafeBufferPointer { samples in
            for index in 0..<pixels {
                let base = index * 4
                let luminance =
                    0.2126 * table[Int(samples[base])] + 0.7152 * table[Int(samples[base + 1])] + 0.0722 * table[Int(samples[base + 2])]
                let ink = light ? luminance > limit : luminance < limit
                coverage[index] = ink ? Float(samples[base + 3]) / 65535 : 0
            }
        }
        self.coverage = coverage
        inkSide = "\(light ? "lighter" : "darker") than lightness \(Self.percent(lightness)) %"
        source = "the pixels " + (inkSide ?? "")
    }

    /// Finds the ink's bounds; refuses a master with no ink, one whose ink is a solid block, and
    /// one too small for the largest icon without enlarging it.
    private mutating func trim(needed: Int) throws(AlertPackError) {
        var (left, top, right, bottom) = (width, height, -1, -1)
        var total: Float = 0
        coverage.withUnsafeBufferPointer { coverage in
            for y in 0..<height {
                var (first, last) = (-1, -1)
                for x in 0..<width where coverage[y * width + x] > 0 {
                    if first < 0 { first = x }
                    last = x
                    total += coverage[y * width + x]
                }
                guard first >= 0 else { continue }
                (left, right, top, bottom) = (min(left, first), max(right, last), min(top, y), y)
            }
        }
        guard right >= 0 else {
            throw AlertPackError.inFile(path, .work(.notificationMasterEmpty(inkSide: inkSide)))
        }
        bounds = (left, top, right - left + 1, bottom - top + 1)
        let share = total / Float(bounds.width * bounds.height)
        guard share < Self.solidShare else {
            throw AlertPackError.inFile(path, .work(.notificationMasterSolid(percent: Self.percent(Double(share) * 100))))
        }
        guard max(bounds.width, bounds.height) >= needed else {
            throw AlertPackError.inFile(path, .work(.notificationMasterSmall(width: bounds.width, height: bounds.height, needed: needed)))
        }
    }

    static func percent(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
