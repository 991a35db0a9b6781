extension AlertPackError {
    /// A built app's binary parts that cannot be read as what they claim: a Mach-O executable, its
    /// code signature, DER entitlements, a provisioning profile's CMS envelope, a BOM store (kind:
    /// file). Byte positions are the reader's; a tag or magic comes as the text a message shows.
    /// Messages: AlertPackError+BundleMessages.swift.
    public enum BundleFailure: Sendable, Equatable {
        // Mach-O.

        /// A file of `fileSize` bytes, fewer than a Mach-O header.
        case machOTooShort(fileSize: Int64)
        /// The universal header declares `count` architectures, not 1 to `max`.
        case universalCount(_ count: Int, max: Int)
        /// The universal header's table of `count` architectures needs `needs` bytes.
        case universalTableCutOff(count: Int, needs: Int, fileSize: Int64)
        /// Architecture `number` of `count` lies at bytes `offset`+`size`, past the file's end.
        case architecturePastEnd(_ number: Int, of: Int, offset: UInt64, size: UInt64, fileSize: Int64)
        /// Architecture `number` of `count` starts at `offset`, as an earlier one does.
        case architectureRepeated(_ number: Int, of: Int, offset: UInt64)
        /// `part` (a Mach-O header) needs `needs` bytes but the slice has `size`.
        case sliceTooShort(_ part: String, needs: Int, size: Int64)
        /// `part` starts with `magic` (hex bytes), not a Mach-O magic.
        case notMachO(_ part: String, magic: String)
        /// LC_CODE_SIGNATURE places the signature at `offset`+`size`, outside a slice of `sliceSize`.
        case signatureOutsideSlice(offset: UInt64, size: UInt64, sliceSize: Int64)
        /// The Mach-O header declares `size` bytes of load commands; only `room` follow it.
        case loadCommandsOverRoom(size: Int, room: Int64)
        /// The Mach-O header declares `count` load commands in `size` bytes.
        case loadCommandsTooMany(_ count: Int, size: Int)
        /// Load command `number` of `count` starts at `position`, past the `total` bytes.
        case loadCommandPastEnd(_ number: Int, of: Int, at: Int, total: Int)
        /// Load command `number` of `count` (`command`) declares `size` bytes; `remain` remain.
        case loadCommandSize(_ number: Int, of: Int, command: UInt32, size: Int, remain: Int)
        /// LC_CODE_SIGNATURE is `size` bytes, not 16.
        case codeSignatureCommandSize(_ size: Int)

        // Code signature.

        /// The code signature is `size` bytes, fewer than a SuperBlob header.
        case signatureTooShort(_ size: Int64)
        /// The code signature starts with `magic`, not a SuperBlob's.
        case notSuperBlob(magic: UInt32)
        /// The SuperBlob declares `length` bytes; LC_CODE_SIGNATURE gives it `size`.
        case superBlobLength(_ length: Int64, size: Int64)
        /// The SuperBlob declares `count` blobs, more than its `length` bytes can index.
        case superBlobCount(_ count: Int, length: Int64)
        /// SuperBlob index entry `number` of `count` (slot `slot`) points at `start`, outside.
        case blobIndexOutside(_ number: Int, of: Int, slot: UInt32, start: Int64, length: Int64)
        /// The blob of `slot` (`magic`) declares `length` bytes; `remain` remain in the SuperBlob.
        case blobLength(slot: UInt32, magic: UInt32, length: Int64, remain: Int64)
        /// The entitlements blob `name` is not a property list: `error` says why.
        indirect case entitlementsPlist(_ name: String, AlertPackError)
        /// The CodeDirectory is `length` bytes, fewer than its header.
        case codeDirectoryTooShort(_ length: Int64)
        /// The CodeDirectory's `field` is at `offset`, outside its `length` bytes.
        case codeDirectoryFieldOutside(_ field: String, offset: UInt32, length: Int64)
        /// The CodeDirectory's `field` at `offset` is not a NUL-terminated UTF-8 string.
        case codeDirectoryFieldNotText(_ field: String, offset: UInt32)

        // DER (`what` names what is read: "the DER entitlements").

        /// An element at `offset` is cut off: its header needs 2 bytes, `remain` remain.
        case derElementCutOff(_ what: String, at: Int, remain: Int)
        /// The element at `offset` has a multi-byte tag number.
        case derMultiByteTag(_ what: String, at: Int)
        /// The element at `offset` has an indefinite length (BER).
        case derIndefiniteLength(_ what: String, at: Int)
        /// The element at `offset` has a length of `count` bytes; at most 4 are read.
        case derLengthTooLong(_ what: String, at: Int, count: Int)
        /// The length of the element at `offset` is cut off.
        case derLengthCutOff(_ what: String, at: Int)
        /// The element at `offset` declares `length` bytes; only `remain` remain in its parent.
        case derContentOverParent(_ what: String, at: Int, length: Int, remain: Int)
        /// `trailing` bytes follow the outermost element, which ends at `end`.
        case derTrailingBytes(_ what: String, trailing: Int, end: Int)
        /// The element at `offset` (tag `tag`, hex) is not constructed.
        case derNotConstructed(_ what: String, at: Int, tag: String)
        /// The element at `offset` is not an object identifier.
        case derNotObjectIdentifier(_ what: String, at: Int)
        /// The object identifier at `offset` is too long.
        case derObjectIdentifierTooLong(_ what: String, at: Int)
        /// The integer at `offset` has `count` bytes; 1 to 8 are read.
        case derIntegerSize(_ what: String, at: Int, count: Int)

        // DER entitlements.

        /// The DER entitlements start with `tag` (hex), not [APPLICATION 16].
        case entitlementsTag(_ tag: String)
        /// The DER entitlements hold `tags` (as "0x…" hex), not a version and a dictionary.
        case entitlementsParts(_ tags: [String])
        /// The DER entitlements have `version`; version 1 is read.
        case entitlementsVersion(_ version: Int64)
        /// The DER entitlements nest deeper than `maxDepth` (at `offset`).
        case entitlementsTooDeep(maxDepth: Int, at: Int)
        /// The boolean at `offset` has `length` bytes, not 1.
        case entitlementsBoolean(at: Int, length: Int)
        /// The element at `offset` has `tag` (hex), not a value entitlements hold.
        case entitlementsValueTag(at: Int, tag: String)
        /// The dictionary entry at `offset` is not a SEQUENCE of a key and a value.
        case entitlementsEntry(at: Int)
        /// The string at `offset` is not UTF-8.
        case entitlementsString(at: Int)

        // Provisioning profile (CMS envelope).

        /// The profile's property list cannot be read: `error` says why.
        indirect case profilePlist(AlertPackError)
        /// ContentInfo holds `type` (an OID), not `expected` CMS SignedData.
        case profileNotSignedData(_ type: String, expected: String)
        /// SignedData does not start with a version and digest algorithms.
        case profileSignedDataStart
        /// encapContentInfo holds no content (a detached signature).
        case profileDetached
        /// encapContentInfo holds `type`, not data (`expected`).
        case profileNotData(_ type: String, expected: String)
        /// eContent has `tag` (hex), not a primitive OCTET STRING.
        case profileContentTag(_ tag: String)
        /// The profile's `name` at `offset` is not a SEQUENCE (`tag`, hex).
        case profileNotSequence(_ name: String, at: Int, tag: String)
        /// The profile's `name` holds `count` elements, not `expected`.
        case profileSequenceCount(_ name: String, count: Int, expected: Int)
        /// The profile's `name` at `offset` is not one element tagged [0].
        case profileNotExplicit(_ name: String, at: Int)

        // BOM store (the file an asset catalog compiles to).

        /// The BOM header needs 32 bytes; the file has `fileSize`.
        case bomTooShort(fileSize: Int64)
        /// Not a BOM store: the file starts with `magic` (as text).
        case notBOMStore(magic: String)
        /// `what` names BOM block `index`, outside the table's 1 to `last`.
        case bomBlockUnknown(_ what: String, index: UInt32, last: Int)
        /// BOM block `index` (`what`) lies past the file's end at `offset`+`length`.
        case bomBlockPastEnd(_ index: UInt32, what: String, offset: Int64, length: Int, fileSize: Int64)
        /// Reading `what` takes more than `limit` bytes: they overlap.
        case bomOverlap(_ what: String, limit: Int, fileSize: Int64)
        /// The block table (`table`) or variables lie outside the file at `offset`+`length`.
        case bomIndexOutside(variables: Bool, offset: Int64, length: Int64, fileSize: Int64)
        /// The block table declares `count` blocks but is `length` bytes long.
        case bomBlockTableLength(count: Int, length: Int64)
        /// The BOM store has no variable `name`.
        case bomNoVariable(_ name: String)
        /// The variable `name` (BOM block `index`) is not a tree: it starts with `magic` (as text).
        case bomNotTree(_ name: String, index: UInt32, magic: String)
        /// A branch of the `name` tree has no entries.
        case bomEmptyBranch(_ name: String)
        /// The `name` tree is more than `maxDepth` levels deep.
        case bomTreeTooDeep(_ name: String, maxDepth: Int)
        /// The `name` tree loops at BOM block `block` (`leaves`: along its leaves).
        case bomTreeLoops(_ name: String, block: UInt32, leaves: Bool)
        /// The `name` tree links a leaf forward to a branch (BOM block `block`).
        case bomLeafToBranch(_ name: String, block: UInt32)
        /// The `name` tree holds more than `maxEntries` entries.
        case bomTreeOverEntries(_ name: String, maxEntries: Int)

        // Compiled asset catalog (Assets.car): its header, rendition keys, CSI renditions.

        /// A BOM store with no CARHEADER: not a compiled asset catalog.
        case catalogNoHeader
        /// A catalog with no KEYFORMAT.
        case catalogNoKeyFormat
        /// The key of `what` is `length` bytes; the key format's `attributes` need twice as many.
        case renditionKeyShort(_ what: String, length: Int, attributes: Int)
        /// `what` is `length` bytes, fewer than its CSI header's `needs`.
        case csiHeaderShort(_ what: String, length: Int, needs: Int)
        /// `what` does not start with 'ISTC' but with `magic` (as text).
        case notCSI(_ what: String, magic: String)
        /// The properties (`properties`) or payload of `what` declare `declared` bytes; `remain` remain.
        case csiDeclaredOver(_ what: String, properties: Bool, declared: Int, remain: Int)
        /// Property `type` of `what` declares `length` bytes; only `remain` remain.
        case csiPropertyOver(_ type: UInt32, of: String, length: Int, remain: Int)
        /// `what` declares a key of `length` bytes but holds `holds`.
        case csiKeyOver(_ what: String, length: Int, holds: Int)
        /// `what` declares a colour of `count` components.
        case csiColorComponents(_ what: String, count: Int)
        /// `what` declares `count` chunks but has room for `room`.
        case csiChunksOverRoom(_ what: String, count: Int, room: Int)
        /// An LZFSE stream that decodes to `size` bytes, over the `expected`.
        case lzfseOverExpected(size: Int, expected: Int)
        /// An LZFSE stream that declares `size` bytes, more than memory can hold.
        case lzfseTooLarge(size: UInt64)
        /// An LZFSE stream the decoder refused; `words` are the decoder's (block, kind, offset, what).
        case lzfse(_ words: String)

        // A catalog rendition's pixels (`what` names the rendition, or a chunk of it).

        /// `part` (a rendition, a stream in it) cannot be decoded: `error` says why.
        indirect case inPart(_ part: String, AlertPackError)
        /// `what` is `width`×`height` pixels, a side outside 1 to `maxSide`.
        case bitmapSides(_ what: String, width: Int, height: Int, maxSide: Int)
        /// `what` declares rows of `stride` bytes; `width` pixels of `bytesPerPixel` need `rowBytes`.
        case bitmapStride(_ what: String, stride: Int, width: Int, bytesPerPixel: Int, rowBytes: Int)
        /// `what` needs `bytes` for its pixels, over the `limit`.
        case bitmapOverBytes(_ what: String, bytes: Int, width: Int, height: Int, limit: Int)
        /// The chunks of `what` hold `rows` rows where the bitmap has `height`.
        case chunkRows(_ what: String, rows: [Int], height: Int)
        /// `what` is `bytes` of `compression` data for `rowBytes` bytes of rows.
        case chunkOverRows(_ what: String, bytes: Int, compression: String, rowBytes: Int)
        /// `what` decodes (`encoding`) to `bytes`; its `rows` rows of `width` need `tight` (or `padded`).
        case decodedSize(_ what: String, encoding: String, bytes: Int, rows: Int, width: Int, tight: Int, padded: Int)
        /// `what` is too large for an LZVN block.
        case lzvnTooLarge(_ what: String)
        /// zlib would not start on `what`.
        case zlibWouldNotStart(_ what: String)
        /// `what` cannot be inflated: it decodes past `capacity` (when given) or is damaged.
        case inflateFailed(_ what: String, overCapacity: Int?)
        /// `what` links to a packed asset the catalog does not have.
        case linkTargetMissing(_ what: String)
        /// `what` links to rendition `target`, itself a link.
        case linkToLink(_ what: String, target: Int)
        /// `what` links to a frame outside its packed asset.
        case linkOutside(_ what: String, x: Int, y: Int, width: Int, height: Int, packedWidth: Int, packedHeight: Int)
        /// The `header` ("rle", "dmp2") header of `what` says `width`×`height`; the rows are `rowWidth`×`rows`.
        case headerSize(_ header: String, of: String, width: Int, height: Int, rowWidth: Int, rows: Int)
        /// Row `row` of the rle data of `what` starts at `start`, past its `count` bytes.
        case rleRowStart(_ row: Int, of: String, start: Int, count: Int)
        /// Row `row` of the rle data of `what` has a run of `count` where `remain` pixels remain.
        case rleRun(_ row: Int, of: String, count: Int, remain: Int)
        /// The `part` ("deepmap2 data", "deepmap2 stream") of `what` declares `length` bytes, holds `holds`.
        case declaredOverHeld(_ part: String, of: String, length: Int, holds: Int)
        /// The `part` ("deepmap2 data", "dmp2 header") of `what` has `bytesPerPixel`; the format has `format`.
        case pixelSize(_ part: String, of: String, bytesPerPixel: Int, format: Int)
        /// The stored `name` pixels (or, not `stored`, the `name` stream) of `what` give `bytes`; the rows need `size`.
        case pixelBytes(_ name: String, of: String, stored: Bool, bytes: Int, width: Int, rows: Int, size: Int)

        // A built app's container (an .ipa, .app or .xcarchive as a whole).

        /// The container holds no app bundle where one belongs (`expected`: "Payload/*.app").
        case builtNoApp(expected: String)
        /// The IPA's central directory lists more than `limit` entries.
        case builtOverEntries(limit: Int)
        /// The path is neither an IPA (a file) nor an `.app` or `.xcarchive` folder.
        case builtNotContainer
    }
}
