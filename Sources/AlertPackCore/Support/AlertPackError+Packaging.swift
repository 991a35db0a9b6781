extension AlertPackError {
    /// A package or zip that cannot be made, signed or read (kind: file).
    /// Messages: AlertPackError+Messages.swift.
    public enum PackageFailure: Sendable, Equatable {
        /// `folder` cannot be removed from a staging folder; `words` are the system's.
        case cannotRemoveFromStaging(_ folder: String, words: String)
        /// `folder` cannot be created; `words` say why.
        case cannotCreate(_ folder: String, words: String)
        /// The folder a package goes into does not exist.
        case noPackageFolder(_ parent: String)
        /// `--out` was written into (`folder`: replaced) while the package was made.
        case outputChanged(_ target: String, replaced: Bool)
        /// The manifest a package would have is `bytes`, over the `limit` verify reads.
        case manifestOverLimit(bytes: Int64, limit: Int)
        /// A package of `entries` entries, over the `limit` verify unpacks.
        case packageOverEntries(_ entries: Int, limit: Int)
        /// A package of `bytes`, over the `limit` verify unpacks.
        case packageOverBytes(_ bytes: Int64, limit: Int64)
        /// The preset recorded `at` (named `name`) is not the one whose sha256 the manifest records.
        case recordedPresetChanged(at: String, name: String)
        /// A manifest's configuration (in `origin`) records no presets.
        case noRecordedPresets(_ origin: String)
        /// A manifest's recorded Xcode version `xcode` is not a version.
        case recordedXcodeNotVersion(_ origin: String, xcode: String)
        /// An asset (`path`) names recorded preset `index`, which the manifest does not hold.
        case recordedPresetMissing(_ origin: String, asset: String, index: Int)
        /// A key file of the other kind (`isPublic`) where a `needed` one belongs.
        case wrongKeyKind(_ path: String, isPublic: Bool, needed: String)
        /// A file that is not a key (`what`, with its `header` line).
        case notAKey(_ path: String, what: String, header: String)
        /// Key bytes that are not a usable Ed25519 key (`isPrivate`).
        case unusableKey(isPrivate: Bool)
        /// Signing failed; `words` are the signer's.
        case cannotSign(_ words: String)
        /// A package zip that is not a zip at all; `diagnosis` says what it is.
        case packageNotZip(_ path: String, diagnosis: String)
        /// A package zip that the reader refuses (`error`).
        indirect case packageZipDamaged(AlertPackError)
        /// A zip that verify cannot trust; `reason` is the zip reader's.
        case untrustedZip(_ path: String, reason: String)
        /// A zip entry (`name`) with a problem said in words (`problem`: "is a symbolic link").
        case zipEntry(_ name: String, _ problem: String)
        /// An entry (`name`) that cannot be unpacked; `words` say why when known.
        case cannotUnpack(_ name: String, words: String?)
        /// A name too long for a zip entry.
        case nameTooLongForZip
        /// A file that grew past 4 GiB while it was packed.
        case grewWhilePacked
        /// zlib would not start to compress.
        case zlibWouldNotStart
        /// zlib failed with `status`.
        case zlibFailed(status: Int32)
        /// A package's manifest.json entry of `bytes`, over the `limit` read.
        case manifestEntryOverLimit(bytes: UInt64, limit: Int)
        /// manifest.json is not a JSON object.
        case manifestNotObject
        /// manifest.json has no schemaVersion.
        case manifestNoSchemaVersion
        /// manifest.json has a schemaVersion newer than the one this alertpack `reads`.
        case manifestNewer(_ version: Int, reads: Int)
        /// A manifest field is not what it must be; `problem` names it ("assets[3].size …").
        case manifestField(_ problem: String)
        /// manifest.json cannot be decoded; `words` are the decoder's.
        case manifestUnreadable(_ words: String)
        /// A package folder without a readable manifest.json.
        case noReadableManifest(_ folder: String)
        /// `error`, said of a file in the package folder `folder`: "folder/message".
        indirect case inPackageFolder(_ folder: String, AlertPackError)
    }
}
