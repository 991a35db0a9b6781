import Foundation

/// An Icon Composer document, `Name.icon/`: its `icon.json` read tolerantly and the files of its
/// `Assets/` folder. Apple publishes no schema; the shape and the keys known here are inferred
/// from real files (Icon Composer 1 of Xcode 26, and the `features` and string `specular` that
/// Icon Composer 2 of the Xcode 27 betas writes; docs/sources.md, ICON-COMPOSER-2). Unknown
/// keys are kept and listed, never an error by themselves.
public struct IconBundle: Sendable {
    public struct Layer: Sendable, Equatable {
        /// "groups[0].layers[1]"
        public var keyPath: String
        public var name: String?
        /// The file in Assets/ it draws, as written.
        public var imageName: String?
        public var hidden: Bool
        /// `position.scale` and `position.translation-in-points`, and `opacity` (defaults 1, [0, 0], 1).
        public var scale: Double = 1
        public var translation: [Double] = [0, 0]
        public var opacity: Double = 1
    }

    public struct Group: Sendable, Equatable {
        public var keyPath: String
        public var name: String?
        public var hidden: Bool
        public var layers: [Layer]
    }

    /// Where a value newer than Icon Composer 1 appears, and what it is.
    public struct NewerValue: Sendable, Equatable {
        /// "features", "groups[0].specular"
        public var keyPath: String
        /// What the value is, for a message: `features ["specular-location"]`, `specular "inside"`.
        public var shown: String
    }

    public var folder: String
    public var documentPath: String { folder + "/icon.json" }
    /// "AppIcon" for `AppIcon.icon`: the name a target's App Icon setting must give.
    public var name: String {
        let last = FileName.last(of: folder)
        return last.lowercased().hasSuffix(".icon") ? String(last.dropLast(5)) : last
    }
    /// Why icon.json could not be used at all (missing, unreadable, not a JSON object).
    public var problem: String?
    /// Shape problems, each naming its key path: `groups` missing, a layer without `image-name`, ...
    public var shapeProblems: [String] = []
    public var groups: [Group] = []
    /// `supported-platforms` as written: `squares` ("shared" or a list) and `circles` (a list).
    public var platforms: [String: [String]]?
    /// The root `fill` as written (a keyword, or an object of `solid`, `automatic-gradient`,
    /// `linear-gradient`).
    public var fill: JSONNode?
    /// Appearances and idioms named by `*-specializations` entries, sorted.
    public var appearances: [String] = []
    public var idioms: [String] = []
    /// Icon Composer 2 values (root `features`, a string `specular`).
    public var newerValues: [NewerValue] = []
    /// Keys no known Icon Composer writes, by key path, sorted.
    public var unknownKeys: [String] = []
    /// Whether `Assets/` exists, and the names in it (hidden files left out), sorted.
    public var hasAssetsFolder = false
    public var assetFiles: [String] = []

    public var layers: [Layer] { groups.flatMap(\.layers) }

    /// Larger than any icon.json Icon Composer writes (a four-group document is a few KB).
    static let maxDocumentBytes = 1 << 20

    /// A folder is an Icon Composer document when it is named `*.icon`, or when it holds an
    /// `icon.json` beside an `Assets/` folder (then its name is a finding: Xcode needs `.icon`).
    public static func isBundle(folder: String) -> Bool { ContainerFolder.isIconBundle(folder) }

    /// Reads a bundle folder; never throws: problems are recorded for the rules to report.
    public static func read(folder: String) -> IconBundle {
        var bundle = IconBundle(folder: folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/Assets", isDirectory: &isFolder), isFolder.boolValue {
            bundle.hasAssetsFolder = true
            bundle.assetFiles = FolderDocument.visibleNames(in: folder + "/Assets")
        }
        let read = FolderDocument.bytes(path: bundle.documentPath, name: "icon.json", maxBytes: maxDocumentBytes)
        guard let bytes = read.bytes else {
            bundle.problem = read.problem
            return bundle
        }
        let root: JSONNode
        do throws(AlertPackError) {
            root = try JSONNode.parse(bytes)
        } catch {
            bundle.problem = "icon.json is \(error.message)"
            return bundle
        }
        guard let document = root.object else {
            bundle.problem = "icon.json is not a JSON object"
            return bundle
        }
        bundle.readDocument(document)
        return bundle
    }

    // Keys Icon Composer writes, by level (a `-specializations` form of any of them is known too).
    static let rootKeys: Set<String> = [
        "fill", "groups", "supported-platforms", "color-space-for-untagged-svg-colors", "features",
    ]
    static let groupKeys: Set<String> = [
        "layers", "name", "hidden", "lighting", "specular", "blur-material", "translucency", "shadow", "blend-mode", "opacity",
        "position",
    ]
    static let layerKeys: Set<String> = ["name", "image-name", "glass", "fill", "hidden", "opacity", "blend-mode", "position"]
    static let specializationKeys: Set<String> = ["appearance", "idiom", "value"]

    private mutating func readDocument(_ document: [String: JSONNode]) {
        checkKeys(document, known: Self.rootKeys, at: "")
        fill = document["fill"]
        if let features = document["features"] {
            newerValues.append(NewerValue(keyPath: "features", shown: "features \(Self.listText(features))"))
        }
        if let platforms = document["supported-platforms"] { readPlatforms(platforms) }
        guard let groupNodes = document["groups"] else {
            shapeProblems.append("groups is missing: the document draws nothing")
            return
        }
        guard let groupList = groupNodes.array else {
            shapeProblems.append("groups must be an array")
            return
        }
        for (index, node) in groupList.enumerated() { readGroup(node, at: "groups[\(index)]") }
        appearances = appearances.uniqued().sorted()
        idioms = idioms.uniqued().sorted()
        unknownKeys.sort()
    }

    /// `supported-platforms`: each family "shared" or a list of platforms.
    private mutating func readPlatforms(_ platforms: JSONNode) {
        guard let table = platforms.object else {
            shapeProblems.append("supported-platforms must be an object (e.g. {\"squares\": \"shared\", \"circles\": [\"watchOS\"]})")
            return
        }
        var read: [String: [String]] = [:]
        for (key, value) in table {
            if let text = value.string {
                read[key] = [text]
            } else if let list = value.array?.compactMap(\.string), list.count == value.array?.count {
                read[key] = list
            } else {
                shapeProblems.append("supported-platforms.\(key) must be \"shared\" or a list of platforms")
            }
        }
        self.platforms = read
    }

    /// One entry of `groups`, with its layers; newer specular values noted.
    private mutating func readGroup(_ node: JSONNode, at path: String) {
        guard let group = node.object else {
            shapeProblems.append("\(path) is not an object")
            return
        }
        checkKeys(group, known: Self.groupKeys, at: path + ".")
        if case .string(let text)? = group["specular"] {
            newerValues.append(NewerValue(keyPath: path + ".specular", shown: "specular \"\(text)\""))
        }
        for entry in group["specular-specializations"]?.array ?? [] {
            if case .string(let text)? = entry["value"] {
                newerValues.append(NewerValue(keyPath: path + ".specular-specializations", shown: "specular \"\(text)\""))
            }
        }
        var layers: [Layer] = []
        if let layerNodes = group["layers"]?.array {
            for (position, layerNode) in layerNodes.enumerated() {
                if let layer = readLayer(layerNode, at: "\(path).layers[\(position)]", groupPosition: group["position"]) { layers.append(layer) }
            }
        } else {
            shapeProblems.append("\(path) has no layers array")
        }
        groups.append(Group(keyPath: path, name: group["name"]?.string, hidden: group["hidden"] == .bool(true), layers: layers))
    }

    /// One layer: its image, and where and how it is drawn (its own position, else its group's).
    private mutating func readLayer(_ node: JSONNode, at layerPath: String, groupPosition: JSONNode?) -> Layer? {
        guard let layer = node.object else {
            shapeProblems.append("\(layerPath) is not an object")
            return nil
        }
        checkKeys(layer, known: Self.layerKeys, at: layerPath + ".")
        let imageName = layer["image-name"]?.string
        if imageName == nil { shapeProblems.append("\(layerPath) has no image-name string") }
        var read = Layer(keyPath: layerPath, name: layer["name"]?.string, imageName: imageName, hidden: layer["hidden"] == .bool(true))
        let position = layer["position"] ?? groupPosition
        if let scale = position?["scale"]?.number, scale.isFinite, scale > 0 { read.scale = scale }
        if let offset = position?["translation-in-points"]?.array?.compactMap(\.number), offset.count == 2, offset.allSatisfy(\.isFinite) {
            read.translation = offset
        }
        if let opacity = layer["opacity"]?.number, (0...1).contains(opacity) { read.opacity = opacity }
        return read
    }

    /// Lists keys outside `known` (and their specializations), and gathers the appearances and
    /// idioms that `*-specializations` entries name.
    private mutating func checkKeys(_ object: [String: JSONNode], known: Set<String>, at prefix: String) {
        for (key, value) in object {
            let base = key.hasSuffix("-specializations") ? String(key.dropLast("-specializations".count)) : key
            guard known.contains(base) else {
                unknownKeys.append(prefix + key)
                continue
            }
            guard base != key else { continue }
            guard let entries = value.array else {
                shapeProblems.append("\(prefix)\(key) must be an array of {appearance, idiom, value}")
                continue
            }
            for (index, entry) in entries.enumerated() {
                guard let fields = entry.object else {
                    shapeProblems.append("\(prefix)\(key)[\(index)] is not an object")
                    continue
                }
                for field in fields.keys.sorted() where !Self.specializationKeys.contains(field) {
                    unknownKeys.append("\(prefix)\(key)[\(index)].\(field)")
                }
                if let appearance = fields["appearance"]?.string { appearances.append(appearance) }
                if let idiom = fields["idiom"]?.string { idioms.append(idiom) }
            }
        }
    }

    private static func listText(_ value: JSONNode) -> String {
        guard let list = value.array else { return value.shown }
        return "[" + list.map(\.shown).joined(separator: ", ") + "]"
    }
}
