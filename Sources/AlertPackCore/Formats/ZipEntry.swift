/// One file or folder of a zip, as its central directory lists it and its local header agrees.
package struct ZipEntry: Sendable, Equatable {
    /// The name's bytes as stored: what every unzip tool creates on disk.
    package var nameBytes: [UInt8]
    /// The name as text (UTF-8 when the zip says so, else ASCII: nothing else is accepted).
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
}
