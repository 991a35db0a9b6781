/// A bundle's icons: the names its Info.plist gives, the compiled catalog's app icon renditions,
/// and the icon PNGs at its top level.
extension BuiltBundleReader {
    /// `decoding`: whether a rule reads this bundle's icon pixels (an app's or a watch app's).
    mutating func readIcons(_ bundle: String, info: [String: JSONNode], decoding: Bool) -> BuiltIcons {
        let tables = ["CFBundleIcons", "CFBundleIcons~ipad"].compactMap { info[$0] }
        let primaries = tables.compactMap { $0["CFBundlePrimaryIcon"] }
        var files: [String] = []
        for list in primaries.compactMap({ $0["CFBundleIconFiles"]?.array }) + [info["CFBundleIconFiles"]?.array ?? []] {
            for name in list.compactMap(\.string) where !files.contains(name) { files.append(name) }
        }
        if let legacy = info["CFBundleIconFile"]?.string, !files.contains(legacy) { files.append(legacy) }
        var alternates = Set<String>()
        var alternateFiles: [String] = []
        for table in tables {
            for (name, value) in table["CFBundleAlternateIcons"]?.object ?? [:] {
                alternates.insert(name)
                alternateFiles += value["CFBundleIconFiles"]?.array?.compactMap(\.string) ?? []
            }
        }
        let catalog = BuiltBundleReader.join(bundle, "Assets.car")
        let hasCatalog = tree.item(catalog) != nil
        let compiled: (renditions: [BuiltIconRendition], thinning: String?) = hasCatalog ? readCatalog(catalog, decoding: decoding) : ([], nil)
        return BuiltIcons(
            iconName: info["CFBundleIconName"]?.string, primaryName: primaries.lazy.compactMap { $0["CFBundleIconName"]?.string }.first,
            primaryFiles: files, alternateNames: alternates.sorted(), hasCatalog: hasCatalog,
            renditions: compiled.renditions, looseFiles: readLooseIcons(bundle, names: files + alternateFiles),
            thinning: compiled.thinning, catalogRead: !problems.contains { $0.path == catalog })
    }

    /// The catalog's app icon renditions, and how the App Store thinned it (the metadata's
    /// arguments when they say "thinned": an app as a device downloads it, with one device's sizes).
    mutating func readCatalog(_ path: String, decoding: Bool) -> (renditions: [BuiltIconRendition], thinning: String?) {
        guard let file = part(path, limit: tree.limits.maxCatalogBytes) else { return ([], nil) }
        do throws(AlertPackError) {
            let handle = try RandomAccessFile(path: file)
            let archive = try AssetCatalogArchive(file: handle)
            let decoder = RenditionPixelDecoder(archive: archive, file: handle)
            decodeBudget.add(catalogBytes: Int(handle.size))
            let arguments = archive.metadata?.thinningArguments ?? ""
            let thinning = arguments.contains("thinned") ? arguments : nil
            return (BuiltCatalogIcons(decoder: decoder).renditions(decoding: decoding, budget: &decodeBudget), thinning)
        } catch {
            problems.append(BuiltProblem(path: path, reason: Self.reason(error)))
            return ([], nil)
        }
    }

    /// The PNGs at the bundle's top level that the icon names name (`AppIcon60x60` names
    /// `AppIcon60x60@2x.png` and `AppIcon60x60@2x~ipad.png`), and those named as Xcode names
    /// icons (`AppIcon…`, `Icon…`).
    mutating func readLooseIcons(_ bundle: String, names: [String]) -> [LooseIcon] {
        let bases = names.map { $0.hasSuffix(".png") ? String($0.dropLast(4)) : $0 }
        var icons: [LooseIcon] = []
        for path in tree.children(of: bundle) where path.hasSuffix(".png") {
            let name = String(path.split(separator: "/").last ?? "")
            let stem = String(name.dropLast(4))
            let named = bases.contains { stem == $0 || stem.hasPrefix($0 + "@") || stem.hasPrefix($0 + "~") }
            guard named || name.hasPrefix("AppIcon") || name.hasPrefix("Icon") else { continue }
            guard let file = part(path, limit: tree.limits.maxSoundBytes) else { continue }
            do throws(AlertPackError) {
                icons.append(try BuiltLooseIconReader.read(file, name: name))
            } catch {
                problems.append(BuiltProblem(path: path, reason: Self.reason(error)))
            }
        }
        return icons
    }
}
