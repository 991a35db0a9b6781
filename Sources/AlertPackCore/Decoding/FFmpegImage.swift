import Foundation

/// An image that is not a PNG (a JPEG, GIF or WebP behind a .png name) decoded by an installed
/// ffmpeg into 8-bit RGBA, so that `fix` can write it as the PNG its name promises. The file is
/// handed to ffmpeg as its standard input, as sounds are (`FFmpegSource.openInput`).
enum FFmpegImage {
    /// Straight 16-bit RGBA (8-bit values × 257) of the first frame, `width` × `height` as our
    /// own header reader measured them; the byte count must match exactly.
    static func decode(_ path: String, width: Int, height: Int) throws(AlertPackError) -> [UInt16] {
        guard let executable = FFmpegSource.executable else {
            throw AlertPackError.content(.imageNeedsFFmpeg)
        }
        // As sounds are: the file this process opened, as ffmpeg's standard input.
        let input = try FFmpegSource.openInput(path)
        let arguments =
            ["-nostdin", "-hide_banner", "-loglevel", "error", "-f", "image2pipe"] + input.arguments + [
                "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1",
            ]
        let process = try ChildProcess(
            executable, arguments: arguments, standardInput: .descriptor(input.file.descriptor), standardOutput: .piped, standardError: .discarded)
        let expected = width * height * 4
        let data = process.output?.readData(ofLength: expected + 1) ?? Data()
        // Stopped once the frame is read (a GIF's later frames are not wanted): the bytes decide.
        process.terminate()
        process.wait()
        guard data.count == expected else {
            throw AlertPackError.content(.ffmpegImageSize(width: width, height: height))
        }
        return data.map { UInt16($0) * 257 }
    }
}
