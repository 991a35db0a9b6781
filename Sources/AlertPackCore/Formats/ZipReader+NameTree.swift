import Foundation

extension ZipReader {
    /// Every name's folders as a tree of parts, so that "no entry lies below a file" costs each
    /// name its length once, not the length of every prefix it has. A part is keyed as the policy
    /// folds names when it is UTF-8 (folding works part by part: "/" never folds or composes), and
    /// by its bytes when it is not; so `Payload/A.app/res` is the same node in a name that is UTF-8
    /// and in one that is not.
    struct NameTree {
        private enum Key: Hashable {
            case text(String)
            case bytes([UInt8])
        }

        private struct Edge: Hashable {
            let parent: Int
            let key: Key
        }

        private var nodes: [Edge: Int] = [:]
        /// The nodes that are files, with the file's name as stored.
        private var files: [Int: [UInt8]] = [:]
        /// Each name's folder nodes (a folder entry's own node among them, as its trailing "/"
        /// makes it the folder of an empty last part), in the order the names were added.
        private var folders: [(name: [UInt8], nodes: [Int])] = []
        let policy: Policy

        init(policy: Policy) { self.policy = policy }

        /// Adds a name; a file's own node is marked as a file.
        mutating func add(_ entry: ZipEntry) {
            let parts = entry.nameBytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            var node = 0
            var path: [Int] = []
            path.reserveCapacity(parts.count)
            for part in parts {
                path.append(node)
                let key = String(validating: part, as: UTF8.self).map { Key.text(policy.folded($0)) } ?? .bytes(Array(part))
                let edge = Edge(parent: node, key: key)
                if let known = nodes[edge] {
                    node = known
                } else {
                    node = nodes.count + 1
                    nodes[edge] = node
                }
            }
            if !entry.isFolder { files[node] = entry.nameBytes }
            // The root (node 0) is no file, and holds every name.
            folders.append((entry.nameBytes, Array(path.dropFirst())))
        }

        /// The first name that lies below a file, and that file.
        func nameBelowFile() -> (name: [UInt8], file: [UInt8])? {
            for (name, path) in folders {
                for node in path.reversed() {
                    if let file = files[node] { return (name, file) }
                }
            }
            return nil
        }
    }
}
