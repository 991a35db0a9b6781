import Foundation

/// The keep rule a new small icon needs: when the module around the resource folder shrinks its
/// release resources and nothing references the drawable by id (`setSmallIcon(R.drawable.x)`, a
/// manifest's `@drawable/x`), the icon is named only by a string (a config, a framework's
/// option) and the shrinker removes it from the release app. Then `tools:keep="@drawable/NAME"`
/// is added to `RES/raw/keep.xml` (made when absent; an existing one keeps every other byte).
/// The module's facts are `AndroidProjectReader`'s, the same the `android.*` rules judge.
enum AndroidNotificationKeepFile {
    enum Decision: Equatable {
        /// Nothing to do (no module, no shrinking, referenced by id, already kept).
        case none
        /// Write `bytes` to `path`, where `existing` was (nil: a new file); `note` says why.
        case write(path: String, bytes: [UInt8], existing: [UInt8]?, note: String)
        /// A keep rule is needed but is not written here (`note` says where to add it).
        case advise(note: String)
    }

    static let toolsNamespace = "http://schemas.android.com/tools"

    /// What the drawable `name` made into `resFolder` (`MODULE/src/SET/res`) needs.
    static func decide(name: String, resFolder: String) -> Decision {
        guard AndroidNotificationResFolder.isSourceSetRes(resFolder) else { return .none }
        let parts = resFolder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let set = parts[parts.count - 2]
        let module = parts.count > 3 ? parts[..<(parts.count - 3)].joined(separator: "/") : "."
        let moduleFolder = module.isEmpty ? "/" : module
        guard ["build.gradle", "build.gradle.kts"].contains(where: { FileManager.default.fileExists(atPath: moduleFolder + "/" + $0) }) else {
            return .none
        }
        let subject = AndroidProjectSubject(facts: AndroidProjectReader.read(root: moduleFolder, module: ""))
        let facts = subject.facts
        guard subject.releaseShrinks == true, facts.releaseSourceSets.contains(set) || !facts.sourceSets.contains(where: { $0.name == set })
        else { return .none }
        let byID =
            facts.code.smallIcons.contains { $0.type == "drawable" && $0.name == name }
            || facts.manifestEntries.contains { $0.reference == AndroidResourceReference(type: "drawable", name: name) }
        guard !byID, subject.isKept(type: "drawable", name: name) == nil else { return .none }
        let reference = "@drawable/" + name
        let path = resFolder + "/raw/keep.xml"
        let why = "the release build shrinks resources and nothing references \(name) by id (R.drawable.\(name))"
        if let existing = try? Data(contentsOf: URL(fileURLWithPath: path)).map({ $0 }) {
            guard existing.count <= 1 << 20, let extended = extended(existing, reference: reference) else {
                return .advise(note: "\(why): add \(reference) to tools:keep in \(path), which alertpack could not edit safely")
            }
            return .write(path: path, bytes: extended, existing: existing, note: "\(why): added \(reference) to tools:keep in \(path)")
        }
        if let other = facts.keepRules.first(where: { $0.file.hasSuffix("/raw/keep.xml") }) {
            let shown = module == "." ? other.file : module + "/" + other.file
            return .advise(note: "\(why): add \(reference) to tools:keep in \(shown) (a second keep.xml would override it)")
        }
        let text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:tools=\"\(toolsNamespace)\"\n    tools:keep=\"\(reference)\" />\n"
        return .write(path: path, bytes: Array(text.utf8), existing: nil, note: "\(why): wrote \(path) with tools:keep=\"\(reference)\"")
    }

    /// `bytes` (a keep file) with `reference` added to its root's `tools:keep`, every other byte as
    /// it was; nil when the file is not a plain `<resources>` document this can edit safely.
    static func extended(_ bytes: [UInt8], reference: String) -> [UInt8]? {
        guard let tags = try? XMLTagScanner.tags(bytes), let root = tags.first, root.name == "resources",
            let tag = rootTag(bytes)
        else { return nil }
        let bound = root.attributes.first { $0.key.hasPrefix("xmlns:") && $0.value == toolsNamespace }.map { String($0.key.dropFirst(6)) }
        if bound == nil && root.attributes["xmlns:tools"] != nil { return nil }
        let keepName = (bound ?? "tools") + ":keep"
        var result = bytes
        if let keep = tag.attributes.first(where: { $0.name == keepName }) {
            let value = String(decoding: bytes[keep.value], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            result.insert(contentsOf: Array(((value.isEmpty ? "" : ",") + reference).utf8), at: keep.value.upperBound)
        } else {
            let namespace = bound == nil ? " xmlns:tools=\"\(toolsNamespace)\"" : ""
            result.insert(contentsOf: Array((namespace + " \(keepName)=\"\(reference)\"").utf8), at: tag.nameEnd)
        }
        // The edit must read back as the keep rule the shrinker (and alertpack's reader) sees.
        guard let check = try? XMLTagScanner.tags(result), let newRoot = check.first,
            AndroidKeepRule.covers(AndroidProjectReader.list(newRoot.attributes[keepName]), type: "drawable", name: String(reference.dropFirst(10)))
        else { return nil }
        return result
    }

    /// The root start tag's place: where its name ends and each attribute's value lies.
    static func rootTag(_ bytes: [UInt8]) -> (nameEnd: Int, attributes: [(name: String, value: Range<Int>)])? {
        var index = 0
        func starts(_ text: String) -> Bool { bytes[index...].starts(with: Array(text.utf8)) }
        func skip(past end: String) -> Bool {
            let ending = Array(end.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: ending) {
                    index += ending.count
                    return true
                }
                index += 1
            }
            return false
        }
        if starts("\u{FEFF}") { index += 3 }
        while index < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            } else if starts("<?") {
                guard skip(past: "?>") else { return nil }
            } else if starts("<!--") {
                guard skip(past: "-->") else { return nil }
            } else {
                break
            }
        }
        // A document type (and its entities) is not edited: the reader refuses entities anyway.
        guard starts("<resources") else { return nil }
        index += 10
        return attributes(bytes, from: index).map { (index, $0) }
    }

    /// The attributes of a start tag from `start` (just after its name) to its `>`.
    static func attributes(_ bytes: [UInt8], from start: Int) -> [(name: String, value: Range<Int>)]? {
        var index = start
        var found: [(name: String, value: Range<Int>)] = []
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while index < bytes.count {
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { return found }
            let nameStart = index
            while index < bytes.count && !space.contains(bytes[index]) && bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count && bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            found.append((name, valueStart..<index))
            index += 1
        }
        return nil
    }
}
