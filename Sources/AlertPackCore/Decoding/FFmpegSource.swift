import Foundation

/// Decodes what libsndfile cannot (AAC, AMR, audio in MP4 or Matroska) by running an installed
/// `ffmpeg` and reading its 32-bit float output from a pipe, block by block. Debian builds
/// FFmpeg's libraries under the GPL, so they are run, never linked. `ALERTPACK_FFMPEG` names
/// another binary; without one on PATH, opening says what to install.
package final class FFmpegSource: SampleSource {
    package let channels: Int
    package let sampleRate: Double
    private let process: ChildProcess
    private let output: FileHandle
    private let errors: FFmpegErrorCollector
    private var pending: [UInt8] = []
    private var finished = false
    private let path: String
    /// The input, open for the child's whole life (it reads it as its standard input).
    private let input: RandomAccessFile

    /// The ffmpeg binary, if one is installed.
    package static let executable: String? = {
        if let explicit = ProcessInfo.processInfo.environment["ALERTPACK_FFMPEG"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        return ProgramSearch.path(of: "ffmpeg")
    }()

    /// A path as ffmpeg and ffprobe take it: "file:" keeps a name that starts with "-" or holds
    /// ":" from being read as an option or a protocol.
    static func input(_ path: String) -> String {
        path.hasPrefix("/") ? "file:" + path : "file:./" + path
    }

    /// The input as ffmpeg and ffprobe get it: the file this process opens (a regular file, or
    /// an error naming what it is) as their standard input, which they read as /dev/stdin (on
    /// Linux a fresh, seekable opening of that very file); so a FIFO or another file put at the
    /// path after our check is never what they read. The demuxer is named from the content,
    /// since /dev/stdin has no extension to guess from.
    static func openInput(_ path: String) throws(AlertPackError) -> (file: RandomAccessFile, arguments: [String]) {
        let file = try RandomAccessFile(path: path)
        var arguments: [String] = []
        if let demuxer = demuxer(for: ContentSniffer.sniff(ContentSniffer.prefix(of: file))) { arguments += ["-f", demuxer] }
        return (file, arguments + ["-i", "file:/dev/stdin"])
    }

    /// ffmpeg's demuxer for what our sniffer found, when the content says it for sure.
    static func demuxer(for content: SniffedContent) -> String? {
        switch content {
        case .readableAudio(let family):
            switch family {
            case .wav: return "wav"
            case .aiff: return "aiff"
            case .caf: return "caf"
            case .mp4: return "mov"
            case .matroska: return "matroska"
            case .ogg: return "ogg"
            case .amr: return "amr"
            }
        case .otherAudio(let container, _):
            return ["mp3": "mp3", "flac": "flac", "adts": "aac", "w64": "w64", "ape": "ape", "asf": "asf", "au": "au", "wavpack": "wv"][container]
        case .image, .unknown:
            return nil
        }
    }

    /// What to tell a user who has no ffmpeg.

    /// Starts decoding `path` to `channels` channels at `sampleRate` (the stream's own, as our
    /// container reader found them, so ffmpeg neither mixes nor resamples).
    package init(path: String, channels: Int, sampleRate: Double, codec: String) throws(AlertPackError) {
        guard let executable = Self.executable else { throw AlertPackError.audio(.ffmpegMissing(codec: codec)) }
        guard AudioLimits.accepts(sampleRate: sampleRate, channels: channels) else {
            throw AlertPackError.audio(.ffmpegOutsideLimits(codec: codec, sampleRate: sampleRate, channels: channels))
        }
        self.channels = channels
        self.sampleRate = sampleRate
        self.path = path
        let input = try Self.openInput(path)
        self.input = input.file
        let arguments =
            ["-nostdin", "-hide_banner", "-loglevel", "error"] + input.arguments + [
                "-map", "0:a:0", "-vn", "-sn", "-dn",
                "-f", "f32le", "-acodec", "pcm_f32le", "-ac", String(channels), "-ar", String(Int(sampleRate.rounded())), "pipe:1",
            ]
        process = try ChildProcess(
            executable, arguments: arguments, standardInput: .descriptor(input.file.descriptor), standardOutput: .piped, standardError: .piped)
        output = process.output!
        errors = FFmpegErrorCollector(process.errorOutput!)
        errors.start()
    }

    deinit {
        process.terminate()
        try? output.close()
        process.wait()
    }

    package func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let frameBytes = 4 * channels
        let wanted = buffer.count / channels * frameBytes
        while pending.count < wanted && !finished {
            let chunk = output.readData(ofLength: max(wanted - pending.count, 65536))
            if chunk.isEmpty { finished = true } else { pending.append(contentsOf: chunk) }
        }
        if finished && pending.count < wanted {
            let ending = process.wait()
            if ending != .exited(0) {
                let status: String
                switch ending {
                case .exited(let code): status = "exit status \(code)"
                case .signaled(let signal): status = "signal \(signal)"
                }
                throw AlertPackError.audio(.ffmpegFailed(errors.lastLine() ?? status))
            }
        }
        let frames = min(wanted, pending.count) / frameBytes
        pending.withUnsafeBytes { raw in
            for index in 0..<(frames * channels) {
                buffer[index] = raw.loadUnaligned(fromByteOffset: index * 4, as: Float.self)
            }
        }
        pending.removeFirst(frames * frameBytes)
        return frames
    }
}

/// Collects ffmpeg's standard error on a thread of its own (so a chatty decoder cannot block
/// on a full pipe) and keeps its last line for the error message.
private final class FFmpegErrorCollector: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) { self.handle = handle }

    func start() {
        DispatchQueue.global().async {
            let data = self.handle.readDataToEndOfFile()
            self.lock.lock()
            self.text = String(decoding: data.suffix(4096), as: UTF8.self)
            self.lock.unlock()
            self.done.signal()
        }
    }

    func lastLine() -> String? {
        done.wait()
        done.signal()
        lock.lock()
        defer { lock.unlock() }
        return text.split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) }
    }
}
