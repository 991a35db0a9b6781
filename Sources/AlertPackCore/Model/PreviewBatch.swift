/// Renderings of payloads, and what could not be drawn.
public struct PreviewBatch: Sendable {
    public var renderings: [NotificationRendering] = []
    /// Files that could not be read or drawn, with why (exit 2).
    public var problems: [String] = []
    /// The font that measured and drew the text.
    public var font: String
    /// Where the icon came from, per payload file when it differs ("Chirp.xcodeproj: AppIcon").
    public var notes: [String] = []
    /// Every file the renderings were made from (payloads, icons, images, categories), for a
    /// live report to look at.
    public var inputs: [String] = []
    /// "android" for `preview --platform android` (preview.json says it); nil for iOS, as released.
    public var platform: String?
    /// What was and was not drawn of each Live Activity push (preview.json's `liveActivities`).
    public var activities: [ActivityPreviewNote] = []

    public init(font: String) { self.font = font }
}
