import Foundation

extension XcodeGenSpec {
    /// The spec's files as XcodeGen loads them: the spec, then each `include:` (a path, or
    /// `{path:, relativePaths:, enable:}`) relative to the file that names it, recursively. Every
    /// file is read from inside the spec's folder only (no absolute path, no `..` above it, no link
    /// out), at most `maxFiles` of them, `maxDepth` includes deep; each file's target paths are made
    /// relative to the spec's folder before the files are merged.
    struct SpecFiles {
        /// The folder that holds the spec ("." when it is the current one).
        let folder: String
        let resolver: DeclaredAssetResolver
        private(set) var count = 0
        /// The includes whose path (or `enable:`) holds an environment variable: not read.
        private(set) var notRead: [String] = []
        private var seen: Set<String> = []
        /// The spec's own file name, for the words of a failure.
        private var root = ""

        init(folder: String) {
            self.folder = folder
            resolver = DeclaredAssetResolver(folder: folder)
        }

        /// The spec (`name`, in `folder`) and all it includes, merged: included files first (later
        /// ones over earlier ones), the including file's keys over them.
        mutating func load(spec name: String) throws(Failure) -> [String: JSONNode] {
            root = name
            return try load(file: name, pathBase: "", depth: 0)
        }

        /// One file (relative to `folder`) merged over what it includes. `pathBase` is the folder
        /// its target paths are relative to (its own, unless an include says `relativePaths: false`).
        private mutating func load(file: String, pathBase: String, depth: Int) throws(Failure) -> [String: JSONNode] {
            count += 1
            guard count <= XcodeGenSpec.maxFiles else { throw Failure("\(root) includes more than \(XcodeGenSpec.maxFiles) files in all") }
            seen.insert(file)
            let own = XcodeGenSpec.rebased(try parse(file), onto: pathBase)
            var included: [String: JSONNode] = [:]
            for include in Include.list(own["include"]) where include.enabled {
                if let value = include.environment {
                    notRead.append(XcodeGenSpec.environmentNote("\(file) include", value))
                    continue
                }
                guard depth < XcodeGenSpec.maxDepth else {
                    throw Failure("\(file) includes \(include.path), more than \(XcodeGenSpec.maxDepth) includes deep")
                }
                let found = resolver.resolve(include.path, base: FileName.parent(of: file))
                guard let path = found.path else {
                    let why = found.unresolved == .outside ? "which is outside the spec's folder" : "which is not there"
                    throw Failure("\(file) includes \(include.path), \(why)")
                }
                // XcodeGen merges a file once, however often it is named (a cycle ends here too).
                guard !seen.contains(path) else { continue }
                let base = include.relativePaths ? FileName.parent(of: path) : pathBase
                included = XcodeGenSpec.merged(try load(file: path, pathBase: base, depth: depth + 1), onto: included)
            }
            return XcodeGenSpec.merged(own, onto: included)
        }

        /// A file's top-level table: YAML (JSON is YAML too), aliases and merge keys resolved
        /// within SafeYAML's budget. An empty file is an empty table.
        private func parse(_ file: String) throws(Failure) -> [String: JSONNode] {
            let bytes: [UInt8]
            do throws(AlertPackError) {
                bytes = try RandomAccessFile.contents(path: ProjectFileWalk.join(folder, file), maxBytes: XcodeGenSpec.maxBytes, what: file)
            } catch {
                throw Failure("\(file): \(error.message)")
            }
            let value: Any?
            do throws(AlertPackError) {
                value = try SafeYAML.load(String(decoding: bytes, as: UTF8.self))
            } catch {
                throw Failure("\(file): \(error.message)")
            }
            switch JSONNode(foundation: value) {
            case .null: return [:]
            case .object(let table): return table
            default: throw Failure("\(file) is not a table of keys, as a project spec is")
            }
        }
    }

    /// One `include:` entry.
    struct Include {
        var path: String
        var relativePaths = true
        var enabled = true
        /// The path or `enable:` as written when it holds an environment variable.
        var environment: String?

        static func list(_ node: JSONNode?) -> [Include] {
            switch node {
            case .string(let path): return [Include(path: path, environment: XcodeGenSpec.holdsEnvironment(path) ? path : nil)]
            case .array(let items): return items.flatMap { list($0) }.prefix(XcodeGenSpec.maxFiles).map { $0 }
            case .object(let table):
                guard let path = table["path"]?.string else { return [] }
                var include = Include(path: path, relativePaths: flag(table["relativePaths"]) ?? true, enabled: flag(table["enable"]) ?? true)
                if let enable = table["enable"]?.string, XcodeGenSpec.holdsEnvironment(enable) { include.environment = "enable: " + enable }
                if XcodeGenSpec.holdsEnvironment(path) { include.environment = path }
                return [include]
            default: return []
            }
        }

        /// A YAML boolean, or the text of one.
        static func flag(_ node: JSONNode?) -> Bool? {
            switch node {
            case .bool(let value): return value
            case .string(let text):
                if ["true", "yes", "1"].contains(text.lowercased()) { return true }
                return ["false", "no", "0"].contains(text.lowercased()) ? false : nil
            case .number(let value): return value != 0
            default: return nil
            }
        }
    }

    /// `top` merged onto `base` as XcodeGen merges specs: tables key by key, lists appended to the
    /// base's, anything else replaced; a key ending in `:REPLACE` replaces the base's value whole.
    static func merged(_ top: [String: JSONNode], onto base: [String: JSONNode]) -> [String: JSONNode] {
        var result = base
        for (key, value) in top {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(":REPLACE".count))] = value
                continue
            }
            switch (value, result[key]) {
            case (.object(let table), .object(let under)?): result[key] = .object(merged(table, onto: under))
            case (.array(let items), .array(let under)?): result[key] = .array(under + items)
            default: result[key] = value
            }
        }
        return result
    }

    /// A file's target and template paths (`sources`, `configFiles`, `info.path`,
    /// `entitlements.path`) and its project `configFiles`, made relative to the spec's folder
    /// from `base`, the folder they are written relative to, and spelled one way (`./App/` is `App`).
    static func rebased(_ file: [String: JSONNode], onto base: String) -> [String: JSONNode] {
        var file = file
        func rebase(_ node: JSONNode) -> JSONNode {
            guard case .string(let path) = node else { return node }
            return .string(joined(base, path))
        }
        if case .object(let files) = file["configFiles"] { file["configFiles"] = .object(files.mapValues(rebase)) }
        for section in ["targets", "targetTemplates"] {
            guard case .object(let targets) = file[section] else { continue }
            file[section] = .object(
                targets.mapValues { target in
                    guard case .object(var table) = target else { return target }
                    switch table["sources"] {
                    case .string(let path)?: table["sources"] = .string(joined(base, path))
                    case .array(let items)?:
                        table["sources"] = .array(
                            items.map { item in
                                guard case .object(var source) = item, let path = source["path"] else { return rebase(item) }
                                source["path"] = rebase(path)
                                return .object(source)
                            })
                    default: break
                    }
                    if case .object(let files) = table["configFiles"] { table["configFiles"] = .object(files.mapValues(rebase)) }
                    for plist in ["info", "entitlements"] {
                        guard case .object(var entry) = table[plist], let path = entry["path"] else { continue }
                        entry["path"] = rebase(path)
                        table[plist] = .object(entry)
                    }
                    return .object(table)
                })
        }
        return file
    }

    /// `path` (relative to `base`) relative to the spec's folder, `.` and `..` resolved as far as
    /// the text allows: a path that climbs above the folder keeps its leading `..`, and an absolute
    /// one stays absolute, for `isInside` to refuse.
    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var parts: [Substring] = []
        var above = 0
        for part in (base.split(separator: "/") + path.split(separator: "/")) where part != "." {
            if part != ".." {
                parts.append(part)
            } else if parts.isEmpty {
                above += 1
            } else {
                parts.removeLast()
            }
        }
        return (Array(repeating: "..", count: above) + parts.map(String.init)).joined(separator: "/")
    }

    /// Whether a path `joined` made stays inside the spec's folder, by its text.
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") && !path.contains("\0")
    }

    /// Why the spec could not be read, in words that name the file.
    struct Failure: Error {
        var words: String
        init(_ words: String) { self.words = words }
    }
}
