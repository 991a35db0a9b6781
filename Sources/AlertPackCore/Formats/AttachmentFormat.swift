/// A file format a notification attachment may be, as identified by content, with the file
/// name extensions that name its type. iOS takes an attachment's type from its extension (the
/// type hint does not help), so the extension must be one of these for the content to be read.
public enum AttachmentFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif
    case aiff, wav, mp3
    /// MPEG-4 audio: an ISO base media file with sound and no video (M4A).
    case m4a
    /// MPEG-4 with video.
    case mp4
    /// MPEG-1 and MPEG-2 program streams and video elementary streams.
    case mpeg
    case avi
    /// Formats iOS reads elsewhere but that UNNotificationAttachment's table does not list.
    case webp, heic, quicktime

    public enum Category: String, Sendable {
        case audio, image, movie
    }

    /// What it is, for the size limits.
    public var category: Category {
        switch self {
        case .png, .jpeg, .gif, .webp, .heic: return .image
        case .aiff, .wav, .mp3, .m4a: return .audio
        case .mp4, .mpeg, .avi, .quicktime: return .movie
        }
    }

    /// The extensions whose uniform type is this format (lowercased), the first the usual one.
    public var extensions: [String] {
        switch self {
        case .png: return ["png"]
        case .jpeg: return ["jpg", "jpeg", "jpe"]
        case .gif: return ["gif"]
        case .aiff: return ["aiff", "aif", "aifc"]
        case .wav: return ["wav", "wave"]
        case .mp3: return ["mp3"]
        // An .mp4 name makes audio-only MPEG-4 an MPEG-4 movie to iOS: also in the table.
        case .m4a: return ["m4a", "mp4"]
        case .mp4: return ["mp4", "m4v"]
        case .mpeg: return ["mpg", "mpeg", "mpe", "m1v", "m2v"]
        case .avi: return ["avi"]
        case .webp: return ["webp"]
        case .heic: return ["heic", "heif"]
        case .quicktime: return ["mov", "qt"]
        }
    }

    /// The format whose type an extension names, if any.
    public static func named(byExtension ext: String) -> AttachmentFormat? {
        let lowered = ext.lowercased()
        return allCases.first { $0.extensions.first == lowered } ?? allCases.first { $0.extensions.contains(lowered) }
    }

    /// How reports name it.
    public var shown: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .gif: return "GIF"
        case .aiff: return "AIFF"
        case .wav: return "WAV"
        case .mp3: return "MP3"
        case .m4a: return "MPEG-4 audio"
        case .mp4: return "MPEG-4 video"
        case .mpeg: return "MPEG video"
        case .avi: return "AVI"
        case .webp: return "WebP"
        case .heic: return "HEIC"
        case .quicktime: return "QuickTime movie"
        }
    }
}
