/// The chunk header of the three chunked containers alertpack reads (RIFF for WAV/RF64, IFF for
/// AIFF/AIFF-C, CAF), read one way: the four-character id, the declared size, where the body
/// starts and where the next chunk does. Each reader only decides what a chunk means.
struct ChunkHeader {
    /// How a container lays out its chunk headers.
    struct Layout {
        /// Bytes of id and size together.
        let headerSize: Int64
        /// The size field's width in bytes (4, or 8 in CAF, which is signed).
        let sizeWidth: Int
        let bigEndian: Bool
        /// Whether an odd-sized chunk is followed by a pad byte (RIFF and IFF).
        let padsToEven: Bool

        static let riff = Layout(headerSize: 8, sizeWidth: 4, bigEndian: false, padsToEven: true)
        static let iff = Layout(headerSize: 8, sizeWidth: 4, bigEndian: true, padsToEven: true)
        static let caf = Layout(headerSize: 12, sizeWidth: 8, bigEndian: true, padsToEven: false)
    }

    let layout: Layout
    /// Where the header starts.
    let offset: Int64
    let idBytes: [UInt8]
    let id: String
    /// The size as declared; a reader may correct it (an unfinalised header, CAF's -1).
    var size: Int64

    /// Where the body starts.
    var body: Int64 { offset + layout.headerSize }
    /// Where the next chunk starts (after the pad byte, where the layout has one).
    var next: Int64 { body + size + (layout.padsToEven ? size & 1 : 0) }
    /// Whether the id is four printable characters: past the audio, anything else is trailing
    /// junk some tools leave; before it, the file is unreadable.
    var isPrintable: Bool { FourCC.isPrintable(idBytes) }

    /// The header at `offset` in `file`, or nil when fewer bytes than a header remain.
    static func read(from file: RandomAccessFile, at offset: Int64, layout: Layout) throws(AlertPackError) -> ChunkHeader? {
        guard offset >= 0, offset + layout.headerSize <= file.size else { return nil }
        var cursor = ByteCursor(try file.read(at: offset, count: Int(layout.headerSize), what: "chunk header"), what: "a chunk header")
        let idBytes = Array(try cursor.take(4))
        let size: Int64
        switch (layout.sizeWidth, layout.bigEndian) {
        case (8, _): size = try cursor.int64BE()
        case (_, true): size = Int64(try cursor.uint32BE())
        default: size = Int64(try cursor.uint32LE())
        }
        return ChunkHeader(layout: layout, offset: offset, idBytes: idBytes, id: FourCC.text(idBytes), size: size)
    }

    /// The error for an id that is not four printable characters.
    var unreadable: AlertPackError { AlertPackError.audio(.unreadableChunkID(id, at: offset)) }

    /// Throws when the body runs past the end of `file`; the audio chunk's message says the
    /// file is truncated.
    func requireFits(in file: RandomAccessFile, audio: Bool) throws(AlertPackError) {
        guard size >= 0 else { throw AlertPackError.audio(.negativeChunkSize(id, at: offset, size: size)) }
        guard size <= file.size - body else {
            throw AlertPackError.audio(.truncatedChunk(id, at: offset, declared: size, available: file.size - body, audio: audio))
        }
    }
}
