/// What `alertpack icons --android-notification` made: the density set of one small icon in a
/// resource folder, what it replaced there, and the check of the set before it was moved into place.
public struct AndroidNotificationIconResult: Sendable {
    /// The resource folder (`res`) the drawables went into.
    public var resFolder: String
    /// The drawable's resource name.
    public var name: String
    /// Each image written: its path under the resource folder, pixel size, and what went into it.
    public var images: [MadeIcon]
    /// Files that were there under the same names: this command's own earlier output, or (with
    /// --force) anyone's.
    public var replaced: [String]
    public var notes: [String]
    /// The check of the made set (its findings are the set's, under the resource folder's name).
    public var check: CheckReport

    public init(resFolder: String, name: String, images: [MadeIcon], replaced: [String], notes: [String], check: CheckReport) {
        self.resFolder = resFolder
        self.name = name
        self.images = images
        self.replaced = replaced
        self.notes = notes
        self.check = check
    }
}
