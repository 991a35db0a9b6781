import Foundation

/// The preset's `notificationLayout` table, typed: the fonts that stand in for the system font,
/// the text styles, and every surface a notification shows on, with its column width and line
/// budget. The layout and preview stages read nothing else, so every value has a source there.
public struct NotificationSurfaces: Sendable, Equatable {
    /// A field of a surface: its style and how many lines it shows (0: all).
    public struct Field: Sendable, Equatable {
        public var style: String
        public var lines: Int
    }

    public struct Surface: Sendable, Equatable {
        public var id: String
        public var name: String
        /// The text column in points; a title shares its line with the timestamp.
        public var width: Double
        /// The timestamp beside the title ("now", "3h ago"), nil when the surface shows none.
        public var timestamp: String?
        public var title: Field?
        public var subtitle: Field?
        public var body: Field?
        /// The app icon's (or the sender's avatar's) side in points; 0: none.
        public var icon: Double
        /// `communication`: the sender's avatar with the app icon as a badge.
        public var avatar: Bool
        /// How an attachment shows: `thumbnail` (square, beside the text), `wide` (2:1, above it),
        /// or `none`.
        public var image: String
        /// A thumbnail's side in points: the text column narrows by it (and a gap) when the
        /// notification has an attachment.
        public var thumbnail: Double
        /// Buttons and their text width: `actions` (the category's, one per row), `alert` (two
        /// side by side), or none.
        public var buttons: String?
        public var buttonWidth: Double
        public var buttonStyle: String?
        public var source: String
    }

    public var families: [String] = []
    public var fallbacks: [String] = []
    public var styles: [String: TextStyleSpec] = [:]
    public var surfaces: [Surface] = []
    /// The gap between a title and its timestamp, in points.
    public var timestampGap: Double = 6
    public var source = ""

    public init() {}

    public func style(_ name: String) -> TextStyleSpec {
        styles[name] ?? TextStyleSpec(size: 15, weight: 400, lineHeight: 20)
    }

    public func surface(_ id: String) -> Surface? { surfaces.first { $0.id == id } }

    public init(_ tables: [String: PresetValue]) throws(AlertPackError) {
        guard let value = tables["notificationLayout"] else { return }
        guard let table = value.table else { throw Self.problem("notificationLayout", "must be a table") }
        source = table["source"]?.string ?? ""
        families = table["fonts"]?.table?["families"]?.strings ?? []
        fallbacks = table["fonts"]?.table?["fallbacks"]?.strings ?? []
        timestampGap = try Self.number(table["timestampGap"], at: "notificationLayout.timestampGap", in: 0...100) ?? 6
        for (name, entry) in table["styles"]?.table ?? [:] {
            let path = "notificationLayout.styles.\(name)"
            guard let fields = entry.table, let size = fields["size"]?.number, size > 0, size < 200 else {
                throw Self.problem(path, "needs a size in points (up to 200)")
            }
            let weight = try Self.number(fields["weight"], at: path + ".weight", in: 1...1000, whole: true) ?? 400
            let lineHeight = try Self.number(fields["lineHeight"], at: path + ".lineHeight", in: 1...400) ?? size * 1.3
            styles[name] = TextStyleSpec(size: size, weight: min(max(Int(weight), 100), 1000), lineHeight: lineHeight)
        }
        for (index, entry) in (table["surfaces"]?.list ?? []).enumerated() {
            surfaces.append(try surface(entry, at: "notificationLayout.surfaces[\(index)]"))
        }
    }

    private func surface(_ entry: PresetValue, at path: String) throws(AlertPackError) -> Surface {
        guard let fields = entry.table, let id = fields["id"]?.string, let width = fields["width"]?.number, width > 0, width < 2000 else {
            throw Self.problem(path, "needs an id and a width in points")
        }
        func field(_ key: String) throws(AlertPackError) -> Field? {
            guard let value = fields[key] else { return nil }
            guard let spec = value.table, let style = spec["style"]?.string, styles[style] != nil else {
                throw Self.problem("\(path).\(key)", "needs a style named in notificationLayout.styles")
            }
            return Field(style: style, lines: Int(try Self.number(spec["lines"], at: "\(path).\(key).lines", in: 0...100, whole: true) ?? 0))
        }
        return Surface(
            id: id, name: fields["name"]?.string ?? id, width: width, timestamp: fields["timestamp"]?.string,
            title: try field("title"), subtitle: try field("subtitle"), body: try field("body"),
            icon: try Self.number(fields["icon"], at: path + ".icon", in: 0...400) ?? 0, avatar: fields["avatar"] == .bool(true),
            image: fields["image"]?.string ?? "none", thumbnail: try Self.number(fields["thumbnail"], at: path + ".thumbnail", in: 0...400) ?? 0,
            buttons: fields["buttons"]?.string, buttonWidth: try Self.number(fields["buttonWidth"], at: path + ".buttonWidth", in: 0...2000) ?? 0,
            buttonStyle: fields["buttonStyle"]?.string, source: fields["source"]?.string ?? source)
    }

    /// A number the table may leave out (nil), else within `range` (and whole when asked): the
    /// sizes drawn from it bound a preview's picture, and a number too large for an integer must
    /// be refused before it is converted.
    private static func number(
        _ value: PresetValue?, at path: String, in range: ClosedRange<Double>, whole: Bool = false
    ) throws(AlertPackError)
        -> Double?
    {
        guard let value else { return nil }
        guard let number = value.number, range.contains(number), !whole || number == number.rounded() else {
            throw problem(path, "must be a\(whole ? " whole" : "") number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return number
    }

    private static func problem(_ path: String, _ message: String) -> AlertPackError {
        AlertPackError.config(.presetValue(path, message))
    }
}
