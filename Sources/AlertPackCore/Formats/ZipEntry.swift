/// One file or folder of a zip, as its central directory lists it and its local header agrees.
package struct ZipEntry: Sendable, Equatable {
    /// The name's bytes as stored: what every unzip tool creates on disk.
    package var nameBytes: [UInt8]
    /// The name as text (UTF-8 when the zip says so, else ASCII: nothing else is accepted); for
    /// an `undecodableName`, only a way to show it (bytes that are not UTF-8 as `\xNN`).
    package var name: String
    package var method: UInt16
    package var flags: UInt16
    package var crc32: UInt32
    package var compressedSize: UInt64
    /// The size it unpacks to.
    package var size: UInt64
    package var localHeaderOffset: UInt64
    /// Where its compressed bytes start (after the local header).
    package var dataOffset: UInt64
    /// Where the entry's bytes end: local header, data and data descriptor.
    package var end: UInt64
    package var isFolder: Bool
    package var isSymbolicLink: Bool
    /// The name's bytes are not UTF-8 (read only under a policy with `undecodableNames`): it
    /// is no path to look anything up by, and is compared with other names by its bytes only.
    package var undecodableName = false
}
