import Foundation

/// When two names in a package are one name to whatever unpacks it: macOS's file systems and
/// many unzip tools fold Unicode normalisation and case, so of `Sounds/Ping.caf` and
/// `Sounds/ping.caf` one would replace the other. The packager keeps one source per folded name,
/// and verify refuses a zip with two.
enum PackageNameFold {
    static func key(_ name: String) -> String { name.precomposedStringWithCanonicalMapping.lowercased() }
}
