/// What a notification attachment is, by content.
public struct AttachmentFacts: Sendable, Equatable {
    /// The format its content is; nil when it is none an attachment may be.
    public var format: AttachmentFormat?
    /// What the content is when it is no attachment format ("FLAC audio", "a PDF document").
    public var content: String?
    public var bytes: Int64
    public var width: Int?
    public var height: Int?
    /// Images: how many frames (above 1, animated).
    public var frames: Int?
    /// Audio and movies, where the container says.
    public var seconds: Double?

    /// What reports show, in order: ("type", "JPEG"), ("size", "1200x800"), ...
    public var rows: [(String, String)] {
        var rows: [(String, String)] = [("type", format?.shown ?? content ?? "unknown")]
        if let format { rows.append(("kind", format.category.rawValue)) }
        if let width, let height { rows.append(("size", "\(width)x\(height)")) }
        if let frames, frames > 1 { rows.append(("frames", String(frames))) }
        if let seconds { rows.append(("duration", String(format: "%.2f s", seconds))) }
        rows.append(("bytes", String(bytes)))
        return rows
    }

    public init(
        format: AttachmentFormat?, content: String? = nil, bytes: Int64, width: Int? = nil, height: Int? = nil, frames: Int? = nil,
        seconds: Double? = nil
    ) {
        self.format = format
        self.content = content
        self.bytes = bytes
        self.width = width
        self.height = height
        self.frames = frames
        self.seconds = seconds
    }
}
