import Foundation

/// A piece of notification text in one style: size and line height in points, CSS weight.
public struct TextStyleSpec: Sendable, Equatable, Hashable {
    public var size: Double
    public var weight: Int
    public var lineHeight: Double

    public init(size: Double, weight: Int, lineHeight: Double) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }
}
