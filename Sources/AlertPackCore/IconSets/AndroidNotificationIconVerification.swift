/// A staged small icon decoded again and held to what Android draws before it is moved into
/// place: the density's size, an alpha channel (8-bit RGBA), white in every pixel, ink present,
/// and none of it in the clear margin outside the live area.
enum AndroidNotificationIconVerification {
    /// Throws naming `shown` (the file's place in the resource folder) when the file at `path` is
    /// not that image.
    static func verify(_ path: String, density: AndroidNotificationDensity, shown: String) throws(AlertPackError) {
        let file = try RandomAccessFile(path: path)
        let header = try file.read(at: 0, count: 26, what: "the written icon")
        let image: PNGImageFile.DecodedPNG
        do throws(AlertPackError) {
            image = try PNGImageFile.read(file.descriptor, maxSide: density.canvas)
        } catch {
            throw AlertPackError.inFile(shown, .work(.writtenPNGUndecodable(error.message)))
        }
        let described = "white RGBA silhouette, ink inside the \(density.liveArea) px live area, of"
        guard header.count == 26, header[24] == 8, header[25] == 6, image.width == density.canvas, image.height == density.canvas,
            problems(image.samples, density: density).isEmpty
        else {
            throw AlertPackError.inFile(shown, .work(.writtenPNGNotAsExpected(described, width: density.canvas, height: density.canvas)))
        }
    }

    /// What is wrong with the pixels, in words (none when they are right).
    static func problems(_ samples: [UInt16], density: AndroidNotificationDensity) -> [String] {
        let side = density.canvas
        let live = density.margin..<(side - density.margin)
        var (coloured, outside, ink) = (false, false, false)
        for y in 0..<side {
            for x in 0..<side {
                let base = (y * side + x) * 4
                coloured = coloured || samples[base] != 65535 || samples[base + 1] != 65535 || samples[base + 2] != 65535
                guard samples[base + 3] > 0 else { continue }
                ink = true
                outside = outside || !live.contains(x) || !live.contains(y)
            }
        }
        return (coloured ? ["not white"] : []) + (outside ? ["ink outside the live area"] : []) + (ink ? [] : ["no ink"])
    }
}
