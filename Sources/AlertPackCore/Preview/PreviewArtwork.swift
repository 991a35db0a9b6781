/// What a rendering shows besides the text: the app's name and icon, the attachment, the sender's
/// avatar, and the category's actions (title, and whether destructive).
public struct PreviewArtwork: Sendable {
    public var appName: String
    var icon: LinearImage?
    var attachment: LinearImage?
    var avatar: LinearImage?
    /// The files the receiving app bundles, by name (where a payload's avatar is found).
    var bundle: [String: String] = [:]
    public var actions: [(title: String, destructive: Bool)] = []

    public init(appName: String) { self.appName = appName }
}
