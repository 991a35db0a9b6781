import Foundation

/// A package's digest: the SHA-256 of its manifest.json's exact bytes. The manifest lists every
/// file's SHA-256 and size, so the digest pins the whole package: a release checklist records
/// it (`package --digest-file`), and `verify --digest` refuses any package whose manifest, or
/// any file, differs.
public enum PackageDigest {
    /// The digest as written and printed: `sha256:` and 64 lowercase hex digits.
    public static func text(of manifestBytes: [UInt8]) -> String {
        "sha256:" + FileDigest.sha256(Data(manifestBytes))
    }

    /// The hex digits of a digest given as `sha256:HEX` or bare `HEX` (any case, surrounding
    /// white space allowed); nil when it is not one.
    public static func parse(_ text: String) -> String? {
        var digits = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if digits.hasPrefix("sha256:") { digits.removeFirst("sha256:".count) }
        guard digits.count == 64, digits.allSatisfy({ $0.isHexDigit }) else { return nil }
        return digits
    }
}
