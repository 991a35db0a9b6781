extension XcodeGenSpec {
    /// One target of the merged spec, as alertpack reads it.
    struct Target {
        /// `name:` (else its key): Xcode's TARGET_NAME.
        var name: String
        /// Its key under `targets:`, as `notRead` names where a value stands.
        var key: String
        /// `com.apple.product-type.…`, as the pbxproj reader sees it.
        var productType: String
        var type: String
        /// The platform its presets are for (`XcodeGenSpec.platform(of:)`).
        var platform: String
        /// The product name XcodeGen gives one of a multi-platform target's targets: the name
        /// they share (else Xcode's `$(TARGET_NAME)`).
        var productName: String?
        var table: [String: JSONNode]

        /// An app or app extension target (others, and targets without a type, are skipped, as the
        /// pbxproj reader skips them).
        init?(key: String, _ node: JSONNode, productName: String? = nil) {
            guard case .object(let table) = node, var type = table["type"]?.string else { return nil }
            if type.hasPrefix("com.apple.product-type.") { type = String(type.dropFirst("com.apple.product-type.".count)) }
            guard type == "application" || type.hasPrefix("application.") || type == "app-extension" else { return nil }
            self.table = table
            self.type = type
            self.key = key
            name = table["name"]?.string ?? key
            productType = "com.apple.product-type." + type
            platform = XcodeGenSpec.platform(of: table)
            self.productName = productName
        }

        /// The target's `sources:` that land in its bundle, relative to the spec's folder: each
        /// source folder or file (its whole content belongs to the target, as a synchronized
        /// folder's does, less what its `excludes:` leave out and what its `includes:` do not
        /// take, `XcodeGenSourceFilter`), and those copied as folders (`type: folder`, copied
        /// whole). Sources bound for another build phase, any outside the spec's folder, and any
        /// whose path holds an environment variable (said in `notRead`) are left out. The walks
        /// of the filters share the spec's `walks`.
        func resources(in folder: String, walks: inout ProjectSpecWalks, notRead: inout [String]) -> (paths: [String], folders: [String]) {
            let entries: [JSONNode]
            let listed: Bool
            switch table["sources"] {
            case .string(let path)?: (entries, listed) = ([.string(path)], false)
            case .array(let items)?: (entries, listed) = (items, true)
            default: (entries, listed) = ([], false)
            }
            var paths: [String] = []
            var folders: [String] = []
            for (index, entry) in entries.enumerated() {
                let path = entry.string ?? entry["path"]?.string ?? ""
                if let phase = entry["buildPhase"], phase.string != "resources" { continue }
                let label = "targets.\(key).sources" + (listed ? "[\(index)]" : "") + (entry.string == nil ? ".path" : "")
                if XcodeGenSpec.holdsEnvironment(path) {
                    notRead.append(XcodeGenSpec.environmentNote(label, path))
                    continue
                }
                guard walks.isInside(path, folder: folder) else { continue }
                if entry["type"]?.string == "folder" {
                    (paths, folders) = (paths + [path], folders + [path])
                    continue
                }
                for key in ["excludes", "includes"] {
                    for pattern in (entry[key]?.array ?? entry[key].map { [$0] } ?? []).compactMap(\.string)
                    where XcodeGenSpec.holdsEnvironment(pattern) {
                        notRead.append(XcodeGenSpec.environmentNote("\(label.dropLast(".path".count)).\(key)", pattern))
                    }
                }
                let filter = XcodeGenSourceFilter(entry)
                guard !filter.isEmpty, ProjectFileWalk.isFolder(path, in: folder) else {
                    paths.append(path)
                    continue
                }
                if let kept = filter.kept(source: path, in: folder, walks: &walks) {
                    paths += kept
                } else {
                    paths.append(path)
                    let past = walks.isSpent ? ProjectSpecWalks.spentWords : "\(XcodeGenSourceFilter.maxEntries) files"
                    walks.refuse("\(label): \(path): its excludes and includes, not applied: past \(past)", into: &notRead)
                }
            }
            return (paths.uniqued().sorted(), folders.uniqued().sorted())
        }

        /// A generated plist's path (`info:` or `entitlements:`) and what XcodeGen writes into it:
        /// its `properties:` (the file itself is written over each time the project is generated).
        func generated(_ key: String) -> (path: String, values: [String: JSONNode])? {
            guard case .object(let entry) = table[key], let path = entry["path"]?.string else { return nil }
            return (path, entry["properties"]?.object ?? [:])
        }
    }

    /// The spec's targets as XcodeGen's `resolveProject` makes them: a target for each platform
    /// of a target's own `platform:` list (`platformTargets`), then templates applied to each
    /// (`applyingTemplates`), then a target for each platform of a list a template gave. So a
    /// template named with `${platform}` (`Base_${platform}`) is found, and `${target_name}` is
    /// the platform's target (Clock_iOS) for a list of the target's own, the target's key for a
    /// template's.
    static func resolvedTargets(_ spec: [String: JSONNode]) -> [(key: String, node: JSONNode, productName: String?)] {
        let templates = spec["targetTemplates"]?.object ?? [:]
        return (spec["targets"]?.object ?? [:]).sorted { $0.key < $1.key }
            .flatMap { platformTargets(key: $0.key, $0.value) }
            .map { (key: $0.key, node: applyingTemplates(templates, to: $0.node, key: $0.key), productName: $0.productName) }
            .flatMap { $0.productName == nil ? platformTargets(key: $0.key, $0.node) : [$0] }
            .sorted { $0.key < $1.key }
    }

    /// A target with its templates applied, as XcodeGen applies them: each template it names
    /// (each after the templates it names itself) merged in order under the target's own keys,
    /// then `${target_name}` (and `$target_name`) replaced by its key and each of its
    /// `templateAttributes` by its value. A template that is not there is passed over, as
    /// XcodeGen passes it over.
    static func applyingTemplates(_ templates: [String: JSONNode], to node: JSONNode, key: String) -> JSONNode {
        guard case .object(let target) = node, target["templates"] != nil else { return node }
        // A template's own templates come before it, so its keys win over theirs.
        var names: [String] = []
        var visited: Set<String> = []
        func collect(_ table: [String: JSONNode], depth: Int) {
            for name in table["templates"]?.array?.compactMap(\.string) ?? [] where !visited.contains(name) && depth < 8 {
                guard case .object(let template)? = templates[name] else { continue }
                visited.insert(name)
                collect(template, depth: depth + 1)
                names.append(name)
            }
        }
        collect(target, depth: 0)
        var base: [String: JSONNode] = [:]
        for name in names { if case .object(let template)? = templates[name] { base = merged(template, onto: base) } }
        var words = ["${target_name}": key, "$target_name": key]
        for (name, value) in (target["templateAttributes"]?.object ?? [:]).prefix(64) {
            if let value = text(of: value), !name.isEmpty { words["${" + name + "}"] = value }
        }
        return replacing(words, in: .object(merged(target, onto: base)))
    }

    /// Every string (keys too) with each of `words` replaced.
    static func replacing(_ words: [String: String], in node: JSONNode) -> JSONNode {
        func replaced(_ text: String) -> String {
            guard text.contains("$") else { return text }
            return words.keys.sorted { $0.count > $1.count }.reduce(text) { $0.replacingOccurrences(of: $1, with: words[$1]!) }
        }
        switch node {
        case .string(let text): return .string(replaced(text))
        case .array(let items): return .array(items.map { replacing(words, in: $0) })
        case .object(let table):
            return .object(Dictionary(table.map { (replaced($0.key), replacing(words, in: $0.value)) }) { first, _ in first })
        default: return node
        }
    }
}
