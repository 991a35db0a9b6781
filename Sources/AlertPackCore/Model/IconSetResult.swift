/// What `alertpack icons` made: the set, its images, what it kept of a set that was there, and
/// the check of the set before it was moved into place.
public struct IconSetResult: Sendable {
    public var output: String
    /// Each image written: its file name, pixel size, and what went into it.
    public var images: [MadeIcon]
    /// Files of an existing set carried over as they were (entries this command does not make).
    public var kept: [String]
    /// Files of an existing set whose entries the new images replace.
    public var replaced: [String]
    /// What happened to the masters' colours (a profile converted, P3 kept), in words.
    public var notes: [String]
    /// The check of the made set (its findings are the set's, under the output's name).
    public var check: CheckReport

    public init(output: String, images: [MadeIcon], kept: [String], replaced: [String], notes: [String], check: CheckReport) {
        self.output = output
        self.images = images
        self.kept = kept
        self.replaced = replaced
        self.notes = notes
        self.check = check
    }
}

/// One image of a made set.
public struct MadeIcon: Sendable, Equatable {
    public var filename: String
    public var pixels: Int
    /// "resized from MASTER (area average in linear light)", "MASTER as it is", "FILE (--size)".
    public var source: String
    /// "RGB", "RGBA" or "gray".
    public var layout: String

    public init(filename: String, pixels: Int, source: String, layout: String) {
        self.filename = filename
        self.pixels = pixels
        self.source = source
        self.layout = layout
    }
}
