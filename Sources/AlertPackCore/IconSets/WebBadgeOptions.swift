/// What `alertpack icons MASTER --web-badge OUT.png` makes.
public struct WebBadgeOptions: Sendable, Equatable {
    /// The badge's side in pixels (Chrome asks for about 96 for a push notification's `badge`).
    public var size = 96
    /// For a master without transparency: the CIE lightness (0 black to 100 white) that splits ink
    /// from ground, as for Android's small icon. nil takes the ink from the master's alpha.
    public var threshold: Double?
    /// With a threshold, the lighter pixels are the ink.
    public var inkIsLight = false
    /// Replace a badge alertpack made from another master or options (`--force`). A file alertpack
    /// did not make is never replaced.
    public var replacesEarlier = false

    public init() {}

    /// The sides a badge may have.
    public static let sizes = 16...1024

    /// The master's ink as the Android maker reads it: the same options, one shared reading.
    var ink: AndroidNotificationIconOptions {
        var options = AndroidNotificationIconOptions()
        options.threshold = threshold
        options.inkIsLight = inkIsLight
        return options
    }
}
