/// The pixels of one bitmap rendition of a compiled asset catalog, as CoreUI stores them: rows
/// top to bottom, packed tightly (the catalog's row padding removed), 8 bits a channel, alpha
/// premultiplied. `ARGB` renditions are 32-bit little-endian words, so each pixel's bytes are
/// blue, green, red, alpha (the order and premultiplication of Xcode's CgBI PNGs); `GA8 `
/// renditions are gray then alpha.
package struct RenditionPixels: Equatable, Sendable {
    /// How each pixel's bytes are laid out.
    package enum Layout: String, Equatable, Sendable {
        /// Blue, green, red, alpha; colour premultiplied by alpha (CoreUI's 'ARGB').
        case bgraPremultiplied = "BGRA, premultiplied"
        /// Gray, alpha; gray premultiplied by alpha (CoreUI's 'GA8 ').
        case grayAlphaPremultiplied = "gray and alpha, premultiplied"

        package var bytesPerPixel: Int { self == .bgraPremultiplied ? 4 : 2 }
        /// The alpha byte's place in a pixel.
        var alphaOffset: Int { self == .bgraPremultiplied ? 3 : 1 }

        /// The layout of a CSI pixel format, nil for one not decoded (16-bit, half float, …).
        init?(pixelFormat: String) {
            switch pixelFormat {
            case "ARGB": self = .bgraPremultiplied
            case "GA8 ": self = .grayAlphaPremultiplied
            default: return nil
            }
        }
    }

    package let width: Int
    package let height: Int
    package let layout: Layout
    /// width × height × bytesPerPixel bytes.
    package let bytes: [UInt8]

    /// Pixels whose alpha is below 255, as a PNG's are counted.
    package var transparentPixels: Int {
        let step = layout.bytesPerPixel
        var count = 0
        var index = layout.alphaOffset
        while index < bytes.count {
            if bytes[index] != 255 { count += 1 }
            index += step
        }
        return count
    }

    /// The alpha of the pixel at column `x`, row `y` (from the top).
    package func alpha(x: Int, y: Int) -> UInt8 {
        bytes[(y * width + x) * layout.bytesPerPixel + layout.alphaOffset]
    }

    /// The frame at `x`, `y` (from the top), `width` × `height`, which must lie inside.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RenditionPixels {
        let step = layout.bytesPerPixel
        var out: [UInt8] = []
        out.reserveCapacity(width * height * step)
        for row in y..<y + height {
            let start = (row * self.width + x) * step
            out.append(contentsOf: bytes[start..<start + width * step])
        }
        return RenditionPixels(width: width, height: height, layout: layout, bytes: out)
    }
}

/// What decoding a rendition's pixels gave: the pixels, or the fact that they cannot be decoded
/// here and why (an encoding or pixel format this decoder does not know). Never a pass: a
/// caller that needs the pixels reports the reason.
package enum RenditionDecoding: Equatable, Sendable {
    case pixels(RenditionPixels)
    /// "cannot decode: encoding deepmap2 (mode 2)", "cannot decode: pixel format 'RGBW'", …
    case undecodable(String)

    package var pixels: RenditionPixels? {
        if case .pixels(let pixels) = self { return pixels }
        return nil
    }
}

/// Decodes the pixels of a catalog's bitmap renditions (issue 44): uncompressed, RLE, zip (zlib),
/// LZVN, LZFSE (whole or in chunks of rows), deepmap2 in its plain modes, and internal links,
/// whose frame is cut from the packed asset they point at. Every size is checked before memory
/// is taken: a side over `maxSide`, pixels over `maxBytes`, a chunk that decodes to other than
/// its rows are refused as `.bundle` failures, naming the rendition.
package struct RenditionPixelDecoder {
    package struct Limits: Equatable, Sendable {
        package var maxSide: Int
        /// The most bytes one rendition's pixels (with their row padding) may take.
        package var maxBytes: Int

        package init(maxSide: Int = 16384, maxBytes: Int = 256 << 20) {
            self.maxSide = maxSide
            self.maxBytes = maxBytes
        }
    }

    package let archive: AssetCatalogArchive
    package let file: RandomAccessFile
    package let limits: Limits

    package init(archive: AssetCatalogArchive, file: RandomAccessFile, limits: Limits = Limits()) {
        self.archive = archive
        self.file = file
        self.limits = limits
    }

    /// Opens and reads the catalog at `path` for decoding.
    package init(path: String, limits: Limits = Limits()) throws(AlertPackError) {
        do {
            let file = try RandomAccessFile(path: path)
            self.init(archive: try AssetCatalogArchive(file: file), file: file, limits: limits)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    /// The pixels of rendition `index` of the archive, following an internal link.
    package func decode(_ index: Int) throws(AlertPackError) -> RenditionDecoding {
        let rendition = archive.renditions[index]
        let what = Self.name(rendition, index)
        if let link = rendition.link {
            guard let target = rendition.linkTarget else {
                throw AlertPackError.bundle(.linkTargetMissing(what))
            }
            guard archive.renditions[target].link == nil else {
                throw AlertPackError.bundle(.linkToLink(what, target: target))
            }
            switch try decodeBitmap(archive.renditions[target], what: Self.name(archive.renditions[target], target)) {
            case .undecodable(let reason): return .undecodable(reason + " (the packed asset it links to)")
            case .pixels(let packed): return .pixels(try Self.frame(link, in: packed, what: what))
            }
        }
        return try decodeBitmap(rendition, what: what)
    }

    /// How a rendition is named in a message: "rendition 4 ('Icon-60@3x.png')".
    static func name(_ rendition: AssetCatalogRendition, _ index: Int) -> String {
        "rendition \(index) ('\(VisibleText.of(rendition.header?.name ?? ""))')"
    }

    /// The link's frame, cut from the packed asset; its y counts from the bottom, as Core Graphics does.
    static func frame(_ link: CSIInternalLink, in packed: RenditionPixels, what: String) throws(AlertPackError) -> RenditionPixels {
        guard link.width > 0, link.height > 0, link.x >= 0, link.y >= 0, link.x <= packed.width - link.width,
            link.y <= packed.height - link.height
        else {
            throw AlertPackError.bundle(
                .linkOutside(
                    what, x: link.x, y: link.y, width: link.width, height: link.height, packedWidth: packed.width, packedHeight: packed.height))
        }
        return packed.cropped(x: link.x, y: packed.height - link.y - link.height, width: link.width, height: link.height)
    }

    /// A rendition's own bitmap.
    func decodeBitmap(_ rendition: AssetCatalogRendition, what: String) throws(AlertPackError) -> RenditionDecoding {
        guard let header = rendition.header, case .bitmap(let bitmap) = rendition.payload else {
            return .undecodable("cannot decode: \(what) holds no bitmap (\(rendition.encoding))")
        }
        guard let layout = RenditionPixels.Layout(pixelFormat: header.pixelFormat) else {
            return .undecodable("cannot decode: pixel format '\(header.pixelFormat)'")
        }
        let geometry = try BitmapGeometry(header, layout: layout, limits: limits, what: what)
        switch try BitmapChunkDecoder(file: file, geometry: geometry, what: what).decode(bitmap) {
        case .unsupported(let encoding): return .undecodable("cannot decode: encoding \(encoding)")
        case .rows(let bytes): return .pixels(RenditionPixels(width: geometry.width, height: geometry.height, layout: layout, bytes: bytes))
        }
    }
}
