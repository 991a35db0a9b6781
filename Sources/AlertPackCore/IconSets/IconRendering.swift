/// Makes one entry's pixels: from its master (or a hand-made image for its size), resized in
/// linear light, made gray for a made tinted icon, laid on the background where the platform
/// asks for an opaque icon; a master's own size with nothing to change keeps its exact codes.
struct IconRendering: Sendable {
    /// The masters by role: "any", "dark", "tinted", and "size-N" for `--size` images.
    var masters: [String: IconMaster]
    var linear: [String: LinearImage]
    var makesTinted: Bool
    var background: RGBColour?

    /// Which master an entry is made from.
    func source(for entry: IconSetLayout.Entry) -> String {
        if masters["size-\(entry.pixels)"] != nil { return "size-\(entry.pixels)" }
        if entry.appearance == "tinted" { return masters["tinted"] != nil ? "tinted" : "any" }
        return entry.appearance ?? "any"
    }

    /// Whether the platform asks for an opaque image here (iOS and watchOS, but for dark icons).
    static func needsOpaque(_ entry: IconSetLayout.Entry) -> Bool {
        entry.appearance != "dark" && entry.platform != "macos" && entry.idiom != "mac"
    }

    func render(_ entry: IconSetLayout.Entry) throws(AlertPackError) -> (EncodedImage, MadeIcon) {
        let role = source(for: entry)
        guard let master = masters[role], let full = linear[role] else { throw AlertPackError.work(.noMaster(for: entry.filename)) }
        let made = makesTinted && entry.appearance == "tinted" && role == "any"
        let opaque = Self.needsOpaque(entry)
        let described = role.hasPrefix("size-") ? "\(master.path) (--size)" : master.path
        if master.width == entry.pixels && !made && (!opaque || !full.hasTransparency) && master.colourNote == nil {
            let icon = master.samples.withUnsafeBufferPointer { EncodedImage(exact: $0, size: entry.pixels, keepsAlpha: full.hasTransparency) }
            return (icon, MadeIcon(filename: entry.filename, pixels: entry.pixels, source: "\(described) as it is", layout: icon.layout))
        }
        var image = try master.image(at: entry.pixels, linear: full)
        if made { image = image.grayscaleOverBlack() }
        if opaque && image.hasTransparency {
            guard let background else {
                throw AlertPackError.inFile(master.path, .work(.masterNotOpaque(transparentPixels: full.transparentPixels, filename: entry.filename)))
            }
            let ground = [background.red, background.green, background.blue].map { Float(SRGBTransfer.toLinear(Double($0) / 255)) }
            image = image.composited(over: (ground[0], ground[1], ground[2]))
        }
        let icon = EncodedImage(image, gray: made)
        let how = master.svg != nil ? ", drawn by librsvg at this size" : master.width == entry.pixels ? "" : ", area average in linear light"
        return (
            icon,
            MadeIcon(
                filename: entry.filename, pixels: entry.pixels, source: described + how + (made ? ", its luminance" : ""), layout: icon.layout)
        )
    }
}
