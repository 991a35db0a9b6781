/// The messages of `AlertPackError.BundleFailure`, written here and nowhere else (the other
/// families' are in AlertPackError+Messages.swift).
extension AlertPackError.BundleFailure {
    /// A built app's binary part that cannot be read.
    public var message: String {
        switch self {
        case .machOTooShort(let fileSize): "not a Mach-O executable: the file has \(fileSize) bytes, fewer than a header"
        case .universalCount(let count, let max): "the universal header declares \(count) architectures; 1 to \(max) are read"
        case .universalTableCutOff(let count, let needs, let fileSize):
            "the universal header's table of \(count) architectures needs \(needs) bytes but the file has \(fileSize)"
        case .architecturePastEnd(let number, let count, let offset, let size, let fileSize):
            "architecture \(number) of \(count) lies past the end of the file: bytes \(offset)+\(size), the file has \(fileSize)"
        case .architectureRepeated(let number, let count, let offset):
            "architecture \(number) of \(count) starts at byte \(offset), as an earlier one does"
        case .sliceTooShort(let part, let needs, let size): "\(part) needs \(needs) bytes but the slice has \(size)"
        case .notMachO(let part, let magic): "not a Mach-O executable: \(part) starts with \(magic), not a Mach-O magic"
        case .signatureOutsideSlice(let offset, let size, let sliceSize):
            "LC_CODE_SIGNATURE places the signature at bytes \(offset)+\(size) of a slice of \(sliceSize) bytes"
        case .loadCommandsOverRoom(let size, let room):
            "the Mach-O header declares \(size) bytes of load commands but only \(room) bytes follow the header"
        case .loadCommandsTooMany(let count, let size): "the Mach-O header declares \(count) load commands in \(size) bytes; each needs at least 8"
        case .loadCommandPastEnd(let number, let count, let at, let total):
            "load command \(number) of \(count) starts at byte \(at), past the \(total) bytes of load commands"
        case .loadCommandSize(let number, let count, let command, let size, let remain):
            "load command \(number) of \(count) (0x\(String(command, radix: 16))) declares \(size) bytes; \(remain) remain of the load commands"
        case .codeSignatureCommandSize(let size): "LC_CODE_SIGNATURE is \(size) bytes, not 16"
        case .signatureTooShort(let size): "the code signature is \(size) bytes, fewer than a SuperBlob header"
        case .notSuperBlob(let magic): "the code signature starts with magic 0x\(String(magic, radix: 16)), not a SuperBlob's 0xfade0cc0"
        case .superBlobLength(let length, let size): "the SuperBlob declares \(length) bytes but LC_CODE_SIGNATURE gives it \(size)"
        case .superBlobCount(let count, let length): "the SuperBlob declares \(count) blobs, more than its \(length) bytes can index"
        case .blobIndexOutside(let number, let count, let slot, let start, let length):
            "SuperBlob index entry \(number) of \(count) (slot \(slot)) points at byte \(start), outside the SuperBlob's \(length) bytes"
        case .blobLength(let slot, let magic, let length, let remain):
            "the blob of slot \(slot) (magic 0x\(String(magic, radix: 16))) declares \(length) bytes; \(remain) remain in the SuperBlob"
        case .entitlementsPlist(let name, let error): "the \(name): \(error.message)"
        case .codeDirectoryTooShort(let length): "the CodeDirectory is \(length) bytes, fewer than its header"
        case .codeDirectoryFieldOutside(let field, let offset, let length):
            "the CodeDirectory's \(field) is at byte \(offset), outside its \(length) bytes"
        case .codeDirectoryFieldNotText(let field, let offset): "the CodeDirectory's \(field) at byte \(offset) is not a NUL-terminated UTF-8 string"
        case .derElementCutOff(let what, let at, let remain):
            "\(what): an element at byte \(at) is cut off (its header needs 2 bytes, \(remain) remain)"
        case .derMultiByteTag(let what, let at):
            "\(what): the element at byte \(at) has a multi-byte tag number, which this subset of DER does not use"
        case .derIndefiniteLength(let what, let at): "\(what): the element at byte \(at) has an indefinite length (BER), which DER does not allow"
        case .derLengthTooLong(let what, let at, let count): "\(what): the element at byte \(at) has a length of \(count) bytes; at most 4 are read"
        case .derLengthCutOff(let what, let at): "\(what): the length of the element at byte \(at) is cut off"
        case .derContentOverParent(let what, let at, let length, let remain):
            "\(what): the element at byte \(at) declares \(length) bytes of content but only \(remain) remain in the element holding it"
        case .derTrailingBytes(let what, let trailing, let end):
            "\(what): \(trailing) bytes follow the outermost element, which ends at byte \(end)"
        case .derNotConstructed(let what, let at, let tag): "\(what): the element at byte \(at) (tag 0x\(tag)) is not constructed"
        case .derNotObjectIdentifier(let what, let at): "\(what): the element at byte \(at) is not an object identifier"
        case .derObjectIdentifierTooLong(let what, let at): "\(what): the object identifier at byte \(at) is too long"
        case .derIntegerSize(let what, let at, let count): "\(what): the integer at byte \(at) has \(count) bytes; 1 to 8 are read"
        case .entitlementsTag(let tag): "the DER entitlements start with tag 0x\(tag), not 0x70 ([APPLICATION 16]) or 0x31 (SET)"
        case .entitlementsParts(let tags): "the DER entitlements hold \(tags.joined(separator: ", ")), not a version and a dictionary"
        case .entitlementsVersion(let version): "the DER entitlements have version \(version); version 1 is read"
        case .entitlementsTooDeep(let maxDepth, let at): "the DER entitlements nest deeper than \(maxDepth) levels (at byte \(at))"
        case .entitlementsBoolean(let at, let length): "the DER entitlements: the boolean at byte \(at) has \(length) bytes, not 1"
        case .entitlementsValueTag(let at, let tag):
            "the DER entitlements: the element at byte \(at) has tag 0x\(tag), which is not a value entitlements hold"
        case .entitlementsEntry(let at):
            "the DER entitlements: the dictionary entry at byte \(at) is not a SEQUENCE of a UTF8String key and a value"
        case .entitlementsString(let at): "the DER entitlements: the string at byte \(at) is not UTF-8"
        case .profilePlist(let error): "the provisioning profile's property list: \(error.message)"
        case .profileNotSignedData(let type, let expected): "the provisioning profile's ContentInfo holds \(type), not CMS SignedData (\(expected))"
        case .profileSignedDataStart: "the provisioning profile's SignedData does not start with a version and digest algorithms"
        case .profileDetached: "the provisioning profile's encapContentInfo holds no content (a detached signature)"
        case .profileNotData(let type, let expected): "the provisioning profile's encapContentInfo holds \(type), not data (\(expected))"
        case .profileContentTag(let tag): "the provisioning profile's eContent has tag 0x\(tag), not a primitive OCTET STRING"
        case .profileNotSequence(let name, let at, let tag): "the provisioning profile's \(name) at byte \(at) is not a SEQUENCE (tag 0x\(tag))"
        case .profileSequenceCount(let name, let count, let expected): "the provisioning profile's \(name) holds \(count) elements, not \(expected)"
        case .profileNotExplicit(let name, let at): "the provisioning profile's \(name) at byte \(at) is not one element tagged [0]"
        case .bomTooShort(let fileSize): "the BOM header needs 32 bytes but the file has \(fileSize)"
        case .notBOMStore(let magic): "not a BOM store: the file starts with '\(magic)', not 'BOMStore'"
        case .bomBlockUnknown(let what, let index, let last): "\(what) names BOM block \(index), but the block table holds blocks 1 to \(last)"
        case .bomBlockPastEnd(let index, let what, let offset, let length, let fileSize):
            "BOM block \(index) (\(what)) lies past the end of the file: bytes \(offset)+\(length), the file has \(fileSize)"
        case .bomOverlap(let what, let limit, let fileSize):
            "\(what) overlap: reading them takes more than \(limit) bytes, and the file has \(fileSize)"
        case .bomIndexOutside(let variables, let offset, let length, let fileSize):
            variables
                ? "the BOM variables (bytes \(offset)+\(length)) lie outside the file, which has \(fileSize) bytes"
                : "the BOM block table (bytes \(offset)+\(length)) lies outside the file, which has \(fileSize) bytes"
        case .bomBlockTableLength(let count, let length):
            "the BOM block table declares \(count) blocks (\(count * 8) bytes) but is \(length) bytes long"
        case .bomNoVariable(let name): "the BOM store has no \(name) variable"
        case .bomNotTree(let name, let index, let magic): "the \(name) variable (BOM block \(index)) is not a tree: it starts with '\(magic)'"
        case .bomEmptyBranch(let name): "a branch of the \(name) tree has no entries"
        case .bomTreeTooDeep(let name, let maxDepth): "the \(name) tree is more than \(maxDepth) levels deep"
        case .bomTreeLoops(let name, let block, let leaves):
            leaves
                ? "the leaves of the \(name) tree loop: BOM block \(block) comes twice"
                : "the \(name) tree loops: BOM block \(block) is its own ancestor"
        case .bomLeafToBranch(let name, let block): "the \(name) tree links a leaf forward to a branch (BOM block \(block))"
        case .bomTreeOverEntries(let name, let maxEntries): "the \(name) tree holds more than \(maxEntries) entries"
        case .catalogNoHeader: "not a compiled asset catalog: the BOM store has no CARHEADER"
        case .catalogNoKeyFormat: "the catalog has no KEYFORMAT, so its rendition keys cannot be read"
        case .renditionKeyShort(let what, let length, let attributes):
            "the key of \(what) is \(length) bytes; the key format's \(attributes) attributes need \(attributes * 2)"
        case .csiHeaderShort(let what, let length, let needs): "\(what) is \(length) bytes; its CSI header needs \(needs)"
        case .notCSI(let what, let magic): "\(what) does not start with a CSI header ('ISTC'): it starts with '\(magic)'"
        case .csiDeclaredOver(let what, let properties, let declared, let remain):
            properties
                ? "the properties of \(what) are declared as \(declared) bytes but \(remain) remain"
                : "\(what) is declared as \(declared) bytes but \(remain) remain"
        case .csiPropertyOver(let type, let what, let length, let remain):
            "property \(type) of \(what) declares \(length) bytes but only \(remain) remain"
        case .csiKeyOver(let what, let length, let holds): "\(what) declares a key of \(length) bytes but holds \(holds)"
        case .csiColorComponents(let what, let count): "\(what) declares a colour of \(count) components"
        case .csiChunksOverRoom(let what, let count, let room): "\(what) declares \(count) chunks but has room for \(room)"
        case .lzfseOverExpected(let size, let expected): "LZFSE stream: it decodes to \(size) bytes, more than the \(expected) expected"
        case .lzfseTooLarge(let size): "LZFSE stream: it declares \(size) bytes, more than memory can hold"
        case .lzfse(let words): "LZFSE stream, \(words)"
        case .inPart(let part, let error): "\(part): \(error.message)"
        case .bitmapSides(let what, let width, let height, let maxSide):
            "\(what) is \(width)×\(height) pixels; a bitmap needs sides from 1 to \(maxSide)"
        case .bitmapStride(let what, let stride, let width, let bytesPerPixel, let rowBytes):
            "\(what) declares rows of \(stride) bytes; \(width) pixels of \(bytesPerPixel) bytes need \(rowBytes) (and little padding)"
        case .bitmapOverBytes(let what, let bytes, let width, let height, let limit):
            "\(what) needs \(bytes) bytes for its \(width)×\(height) pixels, more than the \(limit) allowed"
        case .chunkRows(let what, let rows, let height):
            "the chunks of \(what) hold \(rows.reduce(0, +)) rows (\(rows.map(String.init).joined(separator: "+"))); the bitmap has \(height)"
        case .chunkOverRows(let what, let bytes, let compression, let rowBytes):
            "\(what) is \(bytes) bytes of \(compression) data for \(rowBytes) bytes of rows"
        case .decodedSize(let what, let encoding, let bytes, let rows, let width, let tight, let padded):
            "\(what) decodes (\(encoding)) to \(bytes) bytes; its \(rows) rows of \(width) pixels need \(tight) (or \(padded) with the row padding)"
        case .lzvnTooLarge(let what): "\(what) is too large for an LZVN block"
        case .zlibWouldNotStart(let what): "\(what): zlib would not start"
        case .inflateFailed(let what, let capacity):
            "\(what) cannot be inflated (zip): "
                + (capacity.map { "it decodes to more than the \($0) bytes of its rows" } ?? "the stream is damaged or cut short")
        case .linkTargetMissing(let what): "\(what) links to a packed asset the catalog does not have"
        case .linkToLink(let what, let target): "\(what) links to rendition \(target), which is itself a link"
        case .linkOutside(let what, let x, let y, let width, let height, let packedWidth, let packedHeight):
            "\(what) links to the frame \(width)×\(height) at \(x),\(y), outside its packed asset's \(packedWidth)×\(packedHeight)"
        case .headerSize(let header, let what, let width, let height, let rowWidth, let rows):
            "the \(header) header of \(what) says \(width)×\(height) pixels; the bitmap's rows here are \(rowWidth)×\(rows)"
        case .rleRowStart(let row, let what, let start, let count):
            "row \(row) of the rle data of \(what) starts at \(start), past its \(count) bytes"
        case .rleRun(let row, let what, let count, let remain):
            "row \(row) of the rle data of \(what) has a run of \(count) pixels where \(remain) remain"
        case .declaredOverHeld(let part, let what, let length, let holds): "the \(part) of \(what) declares \(length) bytes but holds \(holds)"
        case .pixelSize(let part, let what, let bytesPerPixel, let format):
            "the \(part) of \(what) has \(bytesPerPixel) bytes a pixel; its pixel format has \(format)"
        case .pixelBytes(let name, let what, let stored, let bytes, let width, let rows, let size):
            (stored ? "the stored \(name) pixels of \(what) are" : "the \(name) stream of \(what) decodes to")
                + " \(bytes) bytes; \(width)×\(rows) need \(size)"
        case .builtNoApp(let expected): "no app bundle inside: a built app holds one at \(expected)"
        case .builtOverEntries(let limit): "the IPA lists more than \(limit) entries; alertpack reads no more (a built-in limit)"
        case .builtNotContainer: "not a built app: an .ipa file, an .app folder or an .xcarchive folder is read"
        }
    }
}
