import Foundation

/// A property list file (XML or binary, as Xcode writes Info.plist and entitlements files), read
/// into the typed values rules read. Foundation parses both forms on every platform.
package enum PropertyList {
    /// Larger than any Info.plist or entitlements file (a few KB).
    static let maxBytes = 4 << 20

    /// The top-level dictionary of the file at `path`.
    package static func dictionary(path: String) throws(AlertPackError) -> [String: JSONNode] {
        let bytes = try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the property list")
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw AlertPackError.malformed("not a property list (XML or binary) that can be read")
        }
        guard case .object(let table) = JSONNode(foundation: value) else {
            throw AlertPackError.malformed("the property list's top level is not a dictionary")
        }
        return table
    }
}
