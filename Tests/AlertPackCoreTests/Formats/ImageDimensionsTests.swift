import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ImageDimensions`: the size of images that are not PNG (JPEG, GIF, WebP in its three forms,
/// TIFF in both byte orders) from their headers, held against identify; a header cut short is
/// no size, never a trap.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert"))
struct ImageDimensionsTests {
    @Test(
        "sizes as identify reads them",
        arguments: [
            ("jpeg", "JPEG", [String]()), ("gif", "GIF", []), ("webp", "WEBP", ["-define", "webp:lossless=false"]),
            ("webp", "WEBP", ["-define", "webp:lossless=true"]), ("webp", "WEBP", ["-alpha", "on", "-define", "webp:lossless=false"]),
            ("tiff", "TIFF", ["-endian", "LSB"]), ("tiff", "TIFF", ["-endian", "MSB"]),
        ])
    func agreesWithIdentify(_ format: String, _ coder: String, _ options: [String]) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/image"
        try TestSupport.peer("/usr/bin/convert", ["-size", "301x77", "gradient:red-blue"] + options + ["\(coder):" + path])
        let seen = try ReaderWitness.identify(path)
        let size = try #require(ImageDimensions.read(try ReaderWitness.open(path), format: format), "\(format) \(options)")
        #expect(size.width == seen.width && size.height == seen.height, "\(format) \(options)")
        #expect(size.width == 301 && size.height == 77)
    }

    @Test("the Samples' WebP attachment")
    func sampleWebP() throws {
        let path = TestSupport.repositoryPath("Samples/attachments/photo.webp")
        let seen = try ReaderWitness.identify(path)
        let size = try #require(ImageDimensions.read(try ReaderWitness.open(path), format: "webp"))
        #expect(size.width == seen.width && size.height == seen.height)
    }

    @Test(
        "headers cut short, and a format it does not read, are no size",
        arguments: [("jpeg", "JPEG"), ("gif", "GIF"), ("webp", "WEBP"), ("tiff", "TIFF")])
    func cut(_ format: String, _ coder: String) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/image"
        try TestSupport.peer("/usr/bin/convert", ["-size", "301x77", "xc:red", "\(coder):" + path])
        for length in [0, 5] {
            let cut = try ReaderWitness.cut(path, to: length, in: folder)
            #expect(ImageDimensions.read(try ReaderWitness.open(cut), format: format) == nil, "\(format) cut to \(length)")
        }
        #expect(ImageDimensions.read(try ReaderWitness.open(path), format: "bmp") == nil)
    }
}
