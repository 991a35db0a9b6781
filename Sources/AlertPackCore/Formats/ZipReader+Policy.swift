import Foundation

extension ZipReader {
    /// What the reader accepts beyond what every unzip reads alike. `verify` reads a package
    /// the user will hand on, so it keeps the strict `.verify`; a built app was made by a tool
    /// we do not choose (Info-ZIP's `zip` on Linux, Xcode) for iOS, whose file system is
    /// case-sensitive, so `.ipa` reads what such a tool writes and iOS installs.
    package struct Policy: Sendable, Equatable {
        /// A name without the UTF-8 flag that is valid UTF-8 is read as UTF-8 (Info-ZIP's `zip`
        /// writes UTF-8 names unflagged); one that is not UTF-8 is refused, unless listed below.
        package var unflaggedUTF8Names: Bool
        /// A name whose bytes are not UTF-8 (a CP437 or Shift-JIS name an old Windows zipper
        /// wrote) is listed as undecodable (`ZipEntry.undecodableName`) instead of refusing the
        /// zip: a built app's reader skips such a file, since no part it reads has one. Such
        /// entries are held to the others by their bytes alone (duplicates, files below a file).
        package var undecodableNames: Bool
        /// Names that differ only by case are two files (as on iOS); names that differ only by
        /// Unicode normalisation, and exact duplicates, are still refused.
        package var caseSensitiveNames: Bool

        /// Everything `ZipReader`'s documentation lists is refused.
        package static let verify = Policy(unflaggedUTF8Names: false, undecodableNames: false, caseSensitiveNames: false)
        /// A built app: unflagged UTF-8 names and case twins are read, names that are not UTF-8
        /// listed as undecodable; every other refusal stays.
        package static let ipa = Policy(unflaggedUTF8Names: true, undecodableNames: true, caseSensitiveNames: true)

        /// When two names are one name under this policy.
        func folded(_ name: String) -> String {
            caseSensitiveNames ? name.precomposedStringWithCanonicalMapping : ZipFormat.foldedName(name)
        }
    }
}
