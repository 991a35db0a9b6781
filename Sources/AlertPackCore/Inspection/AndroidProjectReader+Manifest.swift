import Foundation

/// A module's manifests (`<application>` icons, notification `<meta-data>`, each resolved to the
/// resource it names) and its values files (colours and drawables they define, the keep rules
/// of their `<resources>` roots and of `res/raw/*.xml`).
extension AndroidProjectReader {
    static func readManifest(_ manifest: String, set: AndroidSourceSet, folder: String, limits: Limits, facts: inout AndroidProjectFacts) {
        guard let tags = xmlTags(manifest, folder: folder, limits: limits, facts: &facts) else { return }
        guard let root = tags.first, root.name == "manifest" else {
            let error = AlertPackError.reading(.wrongTag("the manifest", found: "<\(tags.first?.name ?? "")>", expected: "<manifest>"))
            facts.unreadable.append(AndroidUnreadableFile(file: manifest, error: error))
            return
        }
        let android = prefix(of: androidNamespace, in: root, default: "android") + ":"
        // A manifest of a set that does not ship in release may name a resource of any set.
        let sets = set.shipsInRelease ? facts.releaseSourceSets : Set(facts.sourceSets.map(\.name))
        for tag in tags where tag.parent == "application" || (tag.name == "application" && tag.parent == "manifest") {
            for (key, role, value) in entries(of: tag, android: android) {
                let reference = AndroidResourceReference(value)
                let lookedUp = reference.map { ["drawable", "mipmap", "raw", "color"].contains($0.type) } ?? false
                let defined = reference.map { definitions(of: $0, in: sets, facts: facts) } ?? []
                facts.manifestEntries.append(
                    AndroidManifestEntry(
                        file: manifest, line: tag.line, key: key, role: role, value: value, reference: reference, definedIn: defined,
                        lookedUp: lookedUp))
            }
        }
        if set.shipsInRelease { addMessagingServices(tags, manifest: manifest, android: android, facts: &facts) }
    }

    /// The icons of `<application>` and the value of a notification `<meta-data>`, with their key.
    static func entries(of tag: XMLTagScanner.Tag, android: String) -> [(String, AndroidManifestEntry.Role, String)] {
        switch tag.name {
        case "application":
            return [("icon", AndroidManifestEntry.Role.appIcon), ("roundIcon", .roundIcon)].compactMap { attribute, role in
                tag.attributes[android + attribute].map { ("<application \(android + attribute)>", role, $0) }
            }
        case "meta-data":
            guard let name = tag.attributes[android + "name"], let role = notificationMetaData[name],
                let value = tag.attributes[android + "resource"] ?? tag.attributes[android + "value"]
            else { return [] }
            return [("<meta-data \(name)>", role, value)]
        default:
            return []
        }
    }

    /// Where `reference` is defined among the source sets `sets`: files, or `FILE:LINE` of a value.
    static func definitions(of reference: AndroidResourceReference, in sets: Set<String>, facts: AndroidProjectFacts) -> [String] {
        let files = facts.resources.filter { $0.type == reference.type && $0.name == reference.name && sets.contains($0.sourceSet) }
        let values = facts.values.filter { $0.type == reference.type && $0.name == reference.name && sets.contains($0.sourceSet) }
        return files.map(\.path) + values.map { "\($0.file):\($0.line)" }
    }

    /// Every source set's `res/values*/*.xml` and `res/raw/*.xml`, bounded in count.
    static func readValues(folder: String, limits: Limits, facts: inout AndroidProjectFacts) {
        var read = 0
        for set in facts.sourceSets {
            let res = "src/\(set.name)/res"
            guard ProjectFileWalk.isFolder(res, in: folder), let folders = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + res)
            else { continue }
            for qualified in folders.sorted()
            where qualified == "raw" || qualified.hasPrefix("raw-") || qualified.split(separator: "-").first == "values" {
                let relative = res + "/" + qualified
                guard ProjectFileWalk.isFolder(relative, in: folder),
                    let names = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + relative)
                else { continue }
                for name in names.sorted() where name.hasSuffix(".xml") && !name.hasPrefix(".") {
                    read += 1
                    guard read <= limits.maxValuesFiles else {
                        facts.notRead.append("\(res): more than \(limits.maxValuesFiles) values files; the rest are not read")
                        return
                    }
                    guard let tags = xmlTags(relative + "/" + name, folder: folder, limits: limits, facts: &facts) else { continue }
                    addValues(tags, file: relative + "/" + name, set: set.name, values: !qualified.hasPrefix("raw"), facts: &facts)
                }
            }
        }
    }

    /// The keep rule of a `<resources>` root and (`values`) the colours and drawables it defines.
    static func addValues(_ tags: [XMLTagScanner.Tag], file: String, set: String, values: Bool, facts: inout AndroidProjectFacts) {
        guard let root = tags.first, root.name == "resources" else { return }
        let tools = prefix(of: toolsNamespace, in: root, default: "tools") + ":"
        let keep = list(root.attributes[tools + "keep"]), discard = list(root.attributes[tools + "discard"])
        let mode = root.attributes[tools + "shrinkMode"]
        if !keep.isEmpty || !discard.isEmpty || mode != nil {
            facts.keepRules.append(AndroidKeepRule(file: file, line: root.line, keep: keep, discard: discard, shrinkMode: mode))
        }
        guard values else { return }
        for tag in tags where tag.parent == "resources" {
            guard let name = tag.attributes["name"] else { continue }
            let type = tag.name == "item" ? tag.attributes["type"] : tag.name
            guard let type, ["color", "drawable", "mipmap"].contains(type) else { continue }
            facts.values.append(AndroidValueResource(type: type, name: name, file: file, line: tag.line, sourceSet: set))
        }
    }

    /// A comma-separated attribute's entries, trimmed.
    static func list(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
