/// What a path says about an Android resource: `…/res/drawable-xxhdpi-v24/ic_stat_bell.png` is
/// the drawable `ic_stat_bell` at density xxhdpi. Read from the names alone (Android's build
/// decides a resource by its folder, not its content): the folder of the file is a resource type
/// with optional qualifiers, and the folder above it is named `res`.
package struct AndroidResourcePath: Sendable, Equatable {
    /// The resource types that hold notification assets.
    package enum Kind: String, Sendable, CaseIterable {
        case drawable, mipmap, raw
    }

    /// Screen densities by their qualifier, with the scale from mdpi (160 dpi).
    package enum Density: String, Sendable, CaseIterable, Comparable {
        case ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi
        /// No scaling at all, or any density (vector drawables).
        case nodpi, anydpi

        /// Pixels per dp; nil for nodpi and anydpi, which are drawn as they are.
        package var scale: Double? {
            switch self {
            case .ldpi: 0.75
            case .mdpi: 1
            case .tvdpi: 1.33
            case .hdpi: 1.5
            case .xhdpi: 2
            case .xxhdpi: 3
            case .xxxhdpi: 4
            case .nodpi, .anydpi: nil
            }
        }

        package static func < (lhs: Density, rhs: Density) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    package var kind: Kind
    /// The folder's qualifiers, as written (`xxhdpi-v24`), or "" for the default folder.
    package var qualifiers: String
    /// The density qualifier, when the folder has one (a drawable without one is mdpi to Android).
    package var density: Density?
    /// The resource's name: the file name without its extension (`.9.png` counts as one).
    package var name: String
    /// The file name's extension, lowercased ("png", "xml", "ogg"; "9.png" for a nine-patch).
    package var fileExtension: String

    /// The resource `path` names, or nil when it is not in a resource folder.
    package init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 3, parts[parts.count - 3] == "res" else { return nil }
        let folder = parts[parts.count - 2]
        let pieces = folder.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let kind = Kind(rawValue: String(pieces[0])) else { return nil }
        self.kind = kind
        qualifiers = pieces.count > 1 ? String(pieces[1]) : ""
        density = qualifiers.split(separator: "-").lazy.compactMap { Density(rawValue: String($0)) }.first
        let file = String(parts[parts.count - 1])
        let lowered = file.lowercased()
        let suffix =
            lowered.hasSuffix(".9.png") ? "9.png" : (lowered.split(separator: ".").count > 1 ? String(lowered.split(separator: ".").last!) : "")
        fileExtension = suffix
        name = suffix.isEmpty ? file : String(file.dropLast(suffix.count + 1))
    }
}
