/// Resizes by the exact area average: each target pixel is the mean of the light of the master
/// area it covers, each master pixel weighted by how much of it lies inside (a box filter with
/// exact fractional coverage). On premultiplied linear light this is the physically right
/// downscale: no ringing, no darkened detail, the mean luminance kept. Straight from the master
/// to each size (never from a size made before), in two separable passes.
enum AreaResampler {
    /// For each target index: the first source index and the weights (summing to 1) from it.
    static func weights(from source: Int, to target: Int) -> [(start: Int, weights: [Float])] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { index in
            let low = Double(index) * scale
            let high = Double(index + 1) * scale
            let first = Int(low.rounded(.down))
            let last = min(source, Int(high.rounded(.up)))
            let weights = (first..<last).map { pixel in Float((min(high, Double(pixel + 1)) - max(low, Double(pixel))) / scale) }
            return (first, weights)
        }
    }

    /// The image scaled down, keeping its aspect, so that its longer side is `side` pixels; as it
    /// is when already no larger.
    static func fitting(_ image: LinearImage, within side: Int) -> LinearImage {
        let longer = max(image.width, image.height)
        guard longer > side else { return image }
        let scale = Double(side) / Double(longer)
        return resize(
            image, width: max(1, Int((Double(image.width) * scale).rounded())), height: max(1, Int((Double(image.height) * scale).rounded())))
    }

    static func resize(_ image: LinearImage, to size: Int) -> LinearImage {
        resize(image, width: size, height: size)
    }

    static func resize(_ image: LinearImage, width size: Int, height: Int) -> LinearImage {
        if image.width == size && image.height == height { return image }
        let across = weights(from: image.width, to: size)
        let down = weights(from: image.height, to: height)
        var rows = [Float](repeating: 0, count: image.height * size * 4)
        image.pixels.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height {
                    let row = y * image.width * 4
                    for (x, column) in across.enumerated() {
                        var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for (offset, weight) in column.weights.enumerated() {
                            let at = row + (column.start + offset) * 4
                            sums.0 += source[at] * weight
                            sums.1 += source[at + 1] * weight
                            sums.2 += source[at + 2] * weight
                            sums.3 += source[at + 3] * weight
                        }
                        let target = (y * size + x) * 4
                        (out[target], out[target + 1], out[target + 2], out[target + 3]) = sums
                    }
                }
            }
        }
        var pixels = [Float](repeating: 0, count: size * height * 4)
        rows.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                for (y, span) in down.enumerated() {
                    for (offset, weight) in span.weights.enumerated() {
                        let from = (span.start + offset) * size * 4
                        let to = y * size * 4
                        for index in 0..<(size * 4) { out[to + index] += source[from + index] * weight }
                    }
                }
            }
        }
        return LinearImage(width: size, height: height, pixels: pixels)
    }
}
