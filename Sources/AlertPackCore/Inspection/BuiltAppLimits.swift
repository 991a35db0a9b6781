/// Limits for reading one built app (bounded memory and time for any input): what a real app
/// needs fits with room to spare (a 4 GB IPA with a 200 MB executable is real), and a hostile
/// one is cut off at them, each cut a `BuiltProblem` naming the part.
package struct BuiltAppLimits: Sendable, Equatable {
    /// Entries of an IPA's central directory: more is refused as a whole (the zip reader's limit).
    package var maxEntries: Int
    /// Bundles read (the app, its extensions, watch apps and theirs): more are problems.
    package var maxBundles: Int
    /// Files looked at in a bundle folder, all depths together (an `.app` on disk).
    package var maxFiles: Int
    /// Unpacked bytes of one Info.plist.
    package var maxInfoPlistBytes: UInt64
    /// Unpacked bytes of one `Assets.car`.
    package var maxCatalogBytes: UInt64
    /// Unpacked bytes of one executable.
    package var maxExecutableBytes: UInt64
    /// Unpacked bytes of one `embedded.mobileprovision`.
    package var maxProfileBytes: UInt64
    /// Unpacked bytes of one sound or loose icon.
    package var maxSoundBytes: UInt64
    /// Unpacked bytes of the whole IPA's parts together, at most: `unpackedBytesPerIPAByte` times
    /// the IPA's size, at least `minUnpackedBytes`, never over `maxTotalBytes` (the parts read
    /// of real IPAs, executables and catalogs, unpack to 1–4 times their zipped bytes; a bomb of
    /// a few hundred kilobytes is cut at the floor, not at gigabytes).
    package var maxTotalBytes: UInt64
    package var unpackedBytesPerIPAByte: UInt64
    package var minUnpackedBytes: UInt64
    /// Sounds read in the whole app (its bundles together): beyond, one problem counts the rest.
    package var maxSounds: Int
    /// Bytes of pixels the container's catalogs may decode together (one budget for all, so
    /// that forty extensions cost no more than one): `decodeBytesPerCatalogByte` times the
    /// catalogs' sizes, at least `minDecodeBytesPerCatalog` (a floor counted once).
    package var decodeBytesPerCatalogByte: Int
    package var minDecodeBytesPerCatalog: Int
    /// Folder depth below a bundle that is walked for sounds.
    package var maxDepth: Int

    package init() {
        maxEntries = 200_000
        maxBundles = 256
        maxFiles = 200_000
        maxInfoPlistBytes = 8 << 20
        maxCatalogBytes = 1 << 30
        maxExecutableBytes = 2 << 30
        maxProfileBytes = 4 << 20
        maxSoundBytes = 64 << 20
        maxTotalBytes = 4 << 30
        unpackedBytesPerIPAByte = 8
        minUnpackedBytes = 64 << 20
        maxSounds = 1000
        decodeBytesPerCatalogByte = 64
        minDecodeBytesPerCatalog = 256 << 20
        maxDepth = 32
    }
}

extension BuiltAppLimits {
    /// The bytes an IPA of `size` bytes may unpack in all.
    func totalBytes(ipaSize size: UInt64) -> UInt64 {
        let (scaled, overflow) = size.multipliedReportingOverflow(by: unpackedBytesPerIPAByte)
        return min(maxTotalBytes, max(minUnpackedBytes, overflow ? .max : scaled))
    }
}
