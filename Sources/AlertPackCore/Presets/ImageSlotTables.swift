import Foundation

/// The preset's image tables, typed: which icon sizes each idiom accepts, the launch-image
/// screen sizes, and the conventional loose file names. Parsed once per run.
public struct ImageSlotTables: Sendable, Equatable {
    public struct IconRow: Sendable, Equatable {
        public var idiom: String
        public var sizes: [Double]
        public var scales: [Int]
        public var marketing: Bool
        /// `ios` unless the row says otherwise (`watchos`, `macos`); a Contents.json entry's
        /// `platform` key must match it where the entry has one.
        public var platform: String
        public var legacy: Bool
    }

    public struct IconName: Sendable, Equatable {
        public var idiom: String
        public var size: Double
        public var scales: [Int]?
    }

    public struct LaunchRow: Sendable, Equatable {
        public var idiom: String
        public var subtype: String?
        public var extent: String
        public var scale: Int
        public var width: Int
        public var height: Int
        public var landscape: Bool
        public var statusBar: Int
    }

    public var icons: [IconRow] = []
    public var iconNames: [String: IconName] = [:]
    public var launch: [LaunchRow] = []
    /// Loose launch-image height modifier ("568h") → launch subtype ("retina4"); "" → none.
    public var launchNames: [String: String] = [:]

    public init() {}

    public init(_ tables: [String: PresetValue]) throws(AlertPackError) {
        let fail = Self.problem
        if let icons = tables["icons"] {
            guard let table = icons.table else { throw fail("icons", "must be a table") }
            if case .list(let rows)? = table["slots"] {
                for (index, row) in rows.enumerated() {
                    let path = "icons.slots[\(index)]"
                    guard let fields = row.table, let idiom = fields["idiom"]?.string,
                        case .list(let sizes)? = fields["sizes"], case .list(let scales)? = fields["scales"]
                    else { throw fail(path, "needs idiom, sizes and scales") }
                    let sizeValues = sizes.compactMap(\.number).filter { $0 > 0 && $0 <= 100_000 }
                    let scaleValues = scales.compactMap { $0.number.flatMap(Self.scale) }
                    guard sizeValues.count == sizes.count, scaleValues.count == scales.count, !sizeValues.isEmpty, !scaleValues.isEmpty else {
                        throw fail(path, "sizes must be lists of points (up to 100000) and scales of whole numbers from 1 to 16")
                    }
                    self.icons.append(
                        IconRow(
                            idiom: idiom, sizes: sizeValues, scales: scaleValues, marketing: fields["marketing"] == .bool(true),
                            platform: fields["platform"]?.string ?? "ios", legacy: fields["legacy"] == .bool(true)))
                }
            }
            if let names = table["names"]?.table { iconNames = try Self.iconNames(names) }
        }
        if let launch = tables["launchImages"] {
            guard case .list(let rows) = launch else { throw fail("launchImages", "must be a list") }
            for (index, row) in rows.enumerated() {
                let path = "launchImages[\(index)]"
                guard let fields = row.table, let idiom = fields["idiom"]?.string, let scale = fields["scale"]?.number.flatMap(Self.scale),
                    let size = fields["size"]?.string, let (width, height) = Self.dimensions(size)
                else { throw fail(path, "needs idiom, scale (1 to 16) and size (WxH)") }
                let statusBar = fields["statusBar"]?.number ?? 0
                guard statusBar >= 0 && statusBar < Double(height) && statusBar == statusBar.rounded() else {
                    throw fail(path, "statusBar must be a whole number of pixels under the height")
                }
                self.launch.append(
                    LaunchRow(
                        idiom: idiom, subtype: fields["subtype"]?.string, extent: fields["extent"]?.string ?? "full-screen",
                        scale: scale, width: width, height: height, landscape: fields["landscape"] == .bool(true),
                        statusBar: Int(statusBar)))
            }
        }
        if let names = tables["launchNames"] {
            guard let table = names.table else { throw fail("launchNames", "must be a table") }
            for (modifier, subtype) in table {
                launchNames[modifier] = subtype.string ?? ""
            }
        }
    }

    /// A mistake in the preset's tables, by key path.
    private static func problem(_ path: String, _ message: String) -> AlertPackError {
        AlertPackError.config(.presetValue(path, message))
    }

    /// `icons.names`: loose file names (lowercased) and the icon each stands for.
    private static func iconNames(_ names: [String: PresetValue]) throws(AlertPackError) -> [String: IconName] {
        var read: [String: IconName] = [:]
        for (name, value) in names {
            guard let fields = value.table, let idiom = fields["idiom"]?.string, let size = fields["size"]?.number else {
                throw problem("icons.names.\(name)", "needs idiom and size")
            }
            var scales: [Int]?
            if case .list(let items)? = fields["scales"] {
                scales = items.compactMap { $0.number.flatMap(Self.scale) }
                guard scales?.count == items.count else { throw problem("icons.names.\(name)", "scales must be whole numbers from 1 to 16") }
            }
            guard size > 0 && size <= 100_000 else { throw problem("icons.names.\(name)", "size must be points up to 100000") }
            read[name.lowercased()] = IconName(idiom: idiom, size: size, scales: scales)
        }
        return read
    }

    /// A scale factor as a table may give it: a whole number from 1 to 16.
    private static func scale(_ value: Double) -> Int? {
        value >= 1 && value <= 16 ? Int(exactly: value) : nil
    }

    /// The App Store icon's sizes in points at 1x (`marketing: true` rows): an entry of that size
    /// may leave out its scale (Xcode 14's single-size icon).
    var marketingPoints: Set<Double> { Set(icons.filter { $0.marketing && $0.scales == [1] }.flatMap(\.sizes)) }

    /// The App Store icon's sizes in pixels.
    var marketingPixels: Set<Int> {
        Set(icons.filter(\.marketing).flatMap { row in row.sizes.flatMap { size in row.scales.map { Int((size * Double($0)).rounded()) } } })
    }

    /// 20 → "20", 83.5 → "83.5".
    static func pointsText(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(points)
    }

    /// "60x40" → (60, 40).
    static func dimensions(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The icon slot for an idiom, a size in points and a scale, if the table accepts it. An
    /// entry's `platform` (single-size sets say `ios`, `watchos`, ...) picks between rows.
    public func iconSlot(idiom: String, points: Double, scale: Int, appearance: String? = nil, platform: String? = nil) -> ImageSlot? {
        guard
            let row = icons.first(where: {
                $0.idiom == idiom && $0.sizes.contains(points) && $0.scales.contains(scale) && (platform == nil || $0.platform == platform)
            })
        else {
            return nil
        }
        let pixels = Int((points * Double(scale)).rounded())
        var label = "\(idiom) \(Self.pointsText(points))pt @\(scale)x"
        if row.platform != "ios" && idiom == "universal" { label = "\(row.platform) " + label }
        if let appearance { label += " \(appearance)" }
        let size = Self.pointsText(points)
        var attributes = ["idiom": idiom, "size": "\(size)x\(size)", "scale": "\(scale)x"]
        if idiom == "universal" { attributes["platform"] = row.platform }
        var slot = ImageSlot(
            kind: .icon, width: pixels, height: pixels, label: label, marketing: row.marketing && appearance == nil,
            appearance: appearance, attributes: attributes)
        slot.platform = row.platform
        slot.legacy = row.legacy
        return slot
    }

    /// The platform an idiom's rows belong to (`watch` → `watchos`), if the table has the idiom.
    public func platform(ofIdiom idiom: String) -> String? {
        icons.first { $0.idiom == idiom }?.platform
    }

    /// The launch slot for a Contents.json entry's attributes, if the table has one.
    public func launchSlot(idiom: String, orientation: String, scale: Int, subtype: String?, extent: String?) -> ImageSlot? {
        let extent = extent ?? "full-screen"
        guard let row = launch.first(where: { $0.idiom == idiom && $0.scale == scale && $0.subtype == subtype && $0.extent == extent }) else {
            return nil
        }
        let landscape = orientation == "landscape"
        if landscape && !row.landscape { return nil }
        var (width, height) = landscape ? (row.height, row.width) : (row.width, row.height)
        height -= row.statusBar
        var label = "\(idiom) \(orientation)"
        if let subtype { label += " \(subtype)" }
        if extent != "full-screen" { label += " \(extent)" }
        label += " @\(scale)x"
        var attributes = ["idiom": idiom, "orientation": orientation, "scale": "\(scale)x", "extent": extent]
        if let subtype { attributes["subtype"] = subtype }
        return ImageSlot(kind: .launch, width: width, height: height, label: label, attributes: attributes)
    }

    /// The slot a loose file's name gives it by Apple's conventions (`Icon-Small@2x.png`,
    /// `Default-568h@2x.png`, `Default-Portrait~ipad.png`, `iTunesArtwork@2x`), if any.
    public func looseSlot(fileName: String) -> ImageSlot? {
        var name = fileName
        if name.lowercased().hasSuffix(".png") { name.removeLast(4) }
        var device: String?
        for suffix in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(suffix) {
            device = String(suffix.dropFirst())
            name.removeLast(suffix.count)
        }
        var scale = 1
        // `@2x` at the end: read from the name's last three characters (a regular expression
        // here cost a tenth of discovering a folder of PNGs).
        let tail = Array(name.utf8.suffix(3))
        if tail.count == 3, tail[0] == UInt8(ascii: "@"), (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(tail[1]), tail[2] == UInt8(ascii: "x") {
            scale = Int(tail[1] - UInt8(ascii: "0"))
            name = String(decoding: name.utf8.dropLast(3), as: UTF8.self)
        }
        if let entry = iconNames[name.lowercased()] {
            guard entry.scales.map({ $0.contains(scale) }) ?? true else { return nil }
            let idiom = device ?? entry.idiom
            if entry.scales != nil {
                // Names such as iTunesArtwork carry their own scales outside the slot table.
                let pixels = Int((entry.size * Double(scale)).rounded())
                let marketing = marketingPixels.contains(pixels)
                let attributes = marketing ? ["idiom": "ios-marketing", "size": "\(pixels)x\(pixels)", "scale": "1x"] : [:]
                return ImageSlot(
                    kind: .icon, width: pixels, height: pixels, label: "\(name) @\(scale)x", marketing: marketing, attributes: attributes)
            }
            // A conventional name at a scale the table lacks is still that size × scale.
            let pixels = Int((entry.size * Double(scale)).rounded())
            return iconSlot(idiom: idiom, points: entry.size, scale: scale)
                ?? ImageSlot(kind: .icon, width: pixels, height: pixels, label: "\(idiom) \(Self.pointsText(entry.size))pt @\(scale)x")
        }
        return launchSlotFromName(name, device: device, scale: scale)
    }

    /// Default[-<height>][-<orientation>][-<height>] → a launch slot.
    private func launchSlotFromName(_ name: String, device: String?, scale: Int) -> ImageSlot? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first?.lowercased() == "default" else { return nil }
        var modifier = ""
        var orientation: String?
        for part in parts.dropFirst() {
            let lower = part.lowercased()
            if lower.hasPrefix("portrait") {
                orientation = "portrait"
            } else if lower.hasPrefix("landscape") {
                orientation = "landscape"
            } else if launchNames[lower] != nil {
                modifier = lower
            } else {
                return nil
            }
        }
        guard let subtypeName = launchNames[modifier] else { return nil }
        let subtype = subtypeName.isEmpty ? nil : subtypeName
        // Before the iPhone 6 Plus only the iPad had orientation-specific launch images.
        let idiom = device ?? (orientation != nil && subtype == nil ? "ipad" : "iphone")
        let side = orientation ?? "portrait"
        guard var slot = launchSlot(idiom: idiom, orientation: side, scale: scale, subtype: subtype, extent: nil) else { return nil }
        // iPad launch images of iOS 6 and earlier left out the status bar; a loose file's name
        // does not say which it is, so either size fills the slot.
        if subtype == nil, let short = launchSlot(idiom: idiom, orientation: side, scale: scale, subtype: nil, extent: "to-status-bar") {
            slot.alternativeSizes = [ImageSlot.Size(width: short.width, height: short.height)]
        }
        return slot
    }
}
