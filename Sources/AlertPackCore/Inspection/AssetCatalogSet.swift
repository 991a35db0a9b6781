import Foundation

/// What an asset catalog set's `Contents.json` says: an `.appiconset` or a `.launchimage`.
public struct AssetCatalogSet: Sendable {
    public enum Kind: String, Sendable {
        case appIcon = "icon-set"
        case launchImage = "launch-set"

        /// What discovery says the folder is (`ContainerFolder`, the one place that knows).
        init?(folder: String) {
            switch ContainerFolder.CatalogSet(folder: folder) {
            case .appIcon: self = .appIcon
            case .launchImage: self = .launchImage
            case nil: return nil
            }
        }
    }

    /// One entry of the `images` array, with its attributes as written.
    public struct Entry: Sendable {
        public var index: Int
        public var filename: String?
        public var attributes: [String: String]
        /// The `appearances` luminosity value (`dark`, `tinted`), if any.
        public var appearance: String?

        public subscript(key: String) -> String? { attributes[key] }
    }

    public var kind: Kind
    public var folder: String
    public var contentsPath: String { folder + "/Contents.json" }
    public var entries: [Entry] = []
    /// Why Contents.json could not be used at all (missing, not JSON, no `images` array).
    public var problem: String?
    /// Entry-level shape problems (a filename that is not a string, ...).
    public var entryProblems: [String] = []
    /// Files in the folder besides Contents.json (hidden files excluded), sorted.
    public var files: [String] = []

    public init(kind: Kind, folder: String) {
        self.kind = kind
        self.folder = folder
    }

    /// What reports show of a set: its entries, how many name a file, and the files it holds.
    package var facts: CatalogFacts {
        CatalogFacts(entries: entries.count, assigned: entries.filter { $0.filename != nil }.count, files: files.count)
    }

    /// Larger than any Contents.json Xcode writes (a full all-platforms set is about 20 KB).
    static let maxContentsBytes = 1 << 20

    /// Reads a set folder; never throws: problems are recorded for the rules to report.
    public static func read(folder: String) -> AssetCatalogSet? {
        guard let kind = Kind(folder: folder) else { return nil }
        var set = AssetCatalogSet(kind: kind, folder: folder)
        // A name that is not UTF-8 (which the UTF-8 Contents.json cannot name) is kept, escaped,
        // so it is reported as unassigned rather than silently dropped.
        set.files = FolderDocument.visibleNames(in: folder).filter { $0 != "Contents.json" }
        let read = FolderDocument.bytes(path: set.contentsPath, name: "Contents.json", maxBytes: maxContentsBytes)
        guard let bytes = read.bytes else {
            set.problem = read.problem
            return set
        }
        guard let root = (try? JSONNode.parse(bytes))?.object else {
            set.problem = "Contents.json is not a JSON object"
            return set
        }
        guard let images = root["images"]?.array else {
            set.problem = "Contents.json has no \"images\" array"
            return set
        }
        for (index, item) in images.enumerated() {
            guard let fields = item.object else {
                set.entryProblems.append("images[\(index)] is not an object")
                continue
            }
            var entry = Entry(index: index, filename: nil, attributes: [:])
            for (key, value) in fields {
                if let text = value.string {
                    entry.attributes[key] = text
                } else if key == "appearances", let list = value.array {
                    entry.appearance = list.first { $0["appearance"]?.string == "luminosity" }?["value"]?.string
                } else if key == "filename" {
                    set.entryProblems.append("images[\(index)].filename is not a string")
                }
            }
            entry.filename = entry.attributes["filename"]
            set.entries.append(entry)
        }
        return set
    }
}
