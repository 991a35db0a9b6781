/// A BOM tree: a "tree" block naming its root node; nodes (paths) are either branches, whose
/// entries point at child nodes, or leaves, whose entries point at a key block and a value block,
/// chained by forward links. The walk descends to the first leaf and follows the chain, with a
/// visited set, a depth limit and an entry limit, so a loop or an absurd count is an error, not
/// a hang.
package struct BOMTree {
    /// One leaf entry: the blocks of its key and its value.
    package struct Entry: Equatable, Sendable {
        package let key: UInt32
        package let value: UInt32
    }

    /// Branches deeper than this are refused (a tree of a million entries is 3 or 4 deep).
    static let maxDepth = 32

    package let name: String
    package let version: UInt32
    package let nodeSize: UInt32
    /// The entry count the tree's header declares.
    package let declaredCount: UInt32
    package let entries: [Entry]

    /// Reads the tree the variable `name` points at; at most `maxEntries` entries.
    package init(_ store: BOMStore, variable name: String, maxEntries: Int) throws(AlertPackError) {
        guard let index = store.variable(name) else {
            throw AlertPackError.bundle(.bomNoVariable(name))
        }
        self.name = name
        var header = ByteCursor(try store.read(index, what: "the \(name) tree", maxBytes: 4096), what: "the \(name) tree header")
        let magic = try header.take(4)
        guard Array(magic) == Array("tree".utf8) else {
            throw AlertPackError.bundle(.bomNotTree(name, index: index, magic: FourCC.text(magic)))
        }
        version = try header.uint32BE()
        let root = try header.uint32BE()
        nodeSize = try header.uint32BE()
        declaredCount = try header.uint32BE()
        entries = try Self.walk(store, root: root, name: name, maxEntries: maxEntries)
    }

    /// A node: leaf or branch, its entries, and the next leaf.
    private struct Node {
        var isLeaf: Bool
        var forward: UInt32
        var entries: [Entry]
    }

    private static func node(_ store: BOMStore, _ index: UInt32, name: String) throws(AlertPackError) -> Node {
        let what = "a node of the \(name) tree"
        let block = try store.block(index, what: what)
        // The header, then only the entries it declares: a node costs what it holds, whatever
        // length its block claims.
        var head = ByteCursor(try store.file.read(at: block.offset, count: min(12, block.length), what: what), what: what)
        let isLeaf = try head.uint16BE() != 0
        let count = Int(try head.uint16BE())
        let forward = try head.uint32BE()
        _ = try head.uint32BE()  // backward link
        guard count * 8 <= block.length - 12 else {
            throw AlertPackError.reading(
                .holdsFewer(
                    "\(what) (BOM block \(index))", declared: Int64(count), unit: "entries", holds: Int64((block.length - 12) / 8), only: true))
        }
        var cursor = ByteCursor(try store.file.read(at: block.offset + 12, count: count * 8, what: what), what: what)
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let value = try cursor.uint32BE()
            let key = try cursor.uint32BE()
            entries.append(Entry(key: key, value: value))
        }
        return Node(isLeaf: isLeaf, forward: forward, entries: entries)
    }

    private static func walk(_ store: BOMStore, root: UInt32, name: String, maxEntries: Int) throws(AlertPackError) -> [Entry] {
        var visited: Set<UInt32> = [root]
        var current = try node(store, root, name: name)
        var depth = 0
        while !current.isLeaf {
            guard let child = current.entries.first?.value else {
                throw AlertPackError.bundle(.bomEmptyBranch(name))
            }
            depth += 1
            guard depth <= maxDepth else {
                throw AlertPackError.bundle(.bomTreeTooDeep(name, maxDepth: maxDepth))
            }
            guard visited.insert(child).inserted else {
                throw AlertPackError.bundle(.bomTreeLoops(name, block: child, leaves: false))
            }
            current = try node(store, child, name: name)
        }
        var entries = current.entries
        while current.forward != 0 {
            let next = current.forward
            guard visited.insert(next).inserted else {
                throw AlertPackError.bundle(.bomTreeLoops(name, block: next, leaves: true))
            }
            current = try node(store, next, name: name)
            guard current.isLeaf else {
                throw AlertPackError.bundle(.bomLeafToBranch(name, block: next))
            }
            entries += current.entries
            guard entries.count <= maxEntries else {
                throw AlertPackError.bundle(.bomTreeOverEntries(name, maxEntries: maxEntries))
            }
        }
        guard entries.count <= maxEntries else {
            throw AlertPackError.bundle(.bomTreeOverEntries(name, maxEntries: maxEntries))
        }
        return entries
    }
}
