/// An Xcode version as people write it ("26", "26.4", "26.4.1"), compared part by part.
public struct XcodeVersion: Sendable, Comparable, CustomStringConvertible {
    public var parts: [Int]

    /// nil unless the text is one to three whole numbers separated by dots.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = pieces.compactMap { piece in piece.allSatisfy(\.isASCII) ? Int(piece) : nil }
        guard (1...3).contains(pieces.count), numbers.count == pieces.count, numbers.allSatisfy({ (0...999).contains($0) }) else { return nil }
        parts = numbers
    }

    /// Whether this version is `release` or one of its updates: 26.4.1 is a release of 26.4.
    public func isRelease(of release: XcodeVersion) -> Bool {
        Array(parts.prefix(release.parts.count)) == release.parts
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }

    public static func < (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let (a, b) = (index < lhs.parts.count ? lhs.parts[index] : 0, index < rhs.parts.count ? rhs.parts[index] : 0)
            if a != b { return a < b }
        }
        return false
    }

    public static func == (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}
