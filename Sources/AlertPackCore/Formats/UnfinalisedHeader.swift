/// Sizes that a writer streaming to a pipe leaves in a header it never comes back to fill in:
/// ffmpeg writes 0xFFFFFFFF (WAV) or 0 (AIFF), sox about 0x7F000000, Core Audio -1 (CAF).
/// ffmpeg and sox then read the audio to the end of the file, and so do we, with a warning.
enum UnfinalisedHeader {
    /// The smallest size we take for a placeholder: no real alert sound is 2 GB.
    static let placeholderFloor: Int64 = 0x7F00_0000

    /// Whether a container size (RIFF, FORM) is such a placeholder.
    static func isPlaceholder(containerSize: Int64, fileSize: Int64) -> Bool {
        containerSize == 0 || (containerSize >= placeholderFloor && containerSize > fileSize)
    }

    /// Whether the audio chunk's declared size is a placeholder, given the bytes that follow
    /// it to the end of the file. A 0 counts only when the container size is a placeholder too
    /// (an empty audio chunk is otherwise legitimate).
    static func isPlaceholder(chunkSize: Int64, available: Int64, containerUnfinalised: Bool) -> Bool {
        if chunkSize >= placeholderFloor && chunkSize > available { return true }
        return chunkSize == 0 && available > 0 && containerUnfinalised
    }

    static func warning(chunk: String, declared: Int64, available: Int64) -> String {
        "the header was never finalised: the '\(chunk)' chunk declares \(declared) bytes but \(available) follow to the end of the file (a streaming writer's placeholder); the audio is read to the end of the file"
    }
}

extension ChunkHeader {
    /// An audio chunk whose declared size is an unfinished writer's placeholder runs to the end
    /// of the file: its size is corrected here, and the warning comes back with the header
    /// patches (the chunk's size field and the container's, in the layout's byte order) that let
    /// libsndfile see the same sizes.
    mutating func stretchIfUnfinalised(in file: RandomAccessFile, containerUnfinalised: Bool) -> (warning: String, patches: [HeaderPatch])? {
        let available = file.size - body
        guard UnfinalisedHeader.isPlaceholder(chunkSize: size, available: available, containerUnfinalised: containerUnfinalised) else {
            return nil
        }
        let warning = UnfinalisedHeader.warning(chunk: id, declared: size, available: available)
        size = available
        return (
            warning,
            [
                HeaderPatch.field(at: offset + 4, size, width: 4, bigEndian: layout.bigEndian),
                HeaderPatch.field(at: 4, file.size - 8, width: 4, bigEndian: layout.bigEndian),
            ]
        )
    }
}
