/// What happened to one input: the steps taken, and the findings before and after.
public struct ConversionResult: Sendable {
    public var input: String
    public var output: String?
    public var target: ConversionTarget
    /// Each processing step, in order, as a person would say it ("downmixed 2 channels to mono").
    public var steps: [String]
    public var before: FileReport?
    /// The output, re-checked with the same rules as `check`.
    public var after: FileReport?
    /// Why this input could not be converted (an input, output or option problem).
    public var error: String?

    public var succeeded: Bool { error == nil && after != nil }
}
