import Foundation

/// An image a preview shows (app icon, attachment, avatar), read whole into linear light: a PNG
/// through the PNG shim, a JPEG, GIF or WebP through an installed ffmpeg.
enum PreviewImage {
    static let maxSide = 4096

    /// Icons and avatars are drawn at most 48 points across (96 px): read down to twice that.
    static let iconSide = 192
    /// Attachments at most the card's width (377 points, 754 px).
    static let attachmentSide = 800

    /// The image, scaled down (exact area average) when larger than `side` pixels: every
    /// rendering then resizes from this, not from a 1024 px original.
    static func load(_ path: String, fitting side: Int) throws(AlertPackError) -> LinearImage {
        AreaResampler.fitting(try load(path), within: side)
    }

    static func load(_ path: String) throws(AlertPackError) -> LinearImage {
        let file: RandomAccessFile
        do throws(AlertPackError) {
            file = try RandomAccessFile(path: path)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
        guard case .image(let format) = ContentSniffer.sniff(ContentSniffer.prefix(of: file)) else {
            throw AlertPackError.inFile(path, .content(.notPreviewImage))
        }
        do throws(AlertPackError) {
            if format == "png" {
                let decoded = try PNGImageFile.read(file.descriptor, maxSide: maxSide)
                return decoded.samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: decoded.width, height: decoded.height) }
            }
            guard let size = ImageDimensions.read(file, format: format), size.width > 0, size.height > 0, size.width <= maxSide,
                size.height <= maxSide
            else {
                throw AlertPackError.content(.imageSizeUnreadable(format, maxSide: maxSide))
            }
            let samples = try FFmpegImage.decode(path, width: size.width, height: size.height)
            return samples.withUnsafeBufferPointer { LinearImage(encoded16: $0, width: size.width, height: size.height) }
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }
}
