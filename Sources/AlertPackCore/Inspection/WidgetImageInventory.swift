/// The images of a project's widget extensions that show Live Activities: each app extension
/// whose Swift declares an `ActivityConfiguration` (a WidgetKit extension,
/// `com.apple.widgetkit-extension`, usually; its Swift is looked for in its synchronized folders
/// and the folder of its Info.plist), the image sets of its asset catalogs and its loose images,
/// each measured from its header, with the Dynamic Island regions its Swift loads it in
/// (`WidgetImageReferences`). A target whose Swift is not found is not judged: whether it shows a
/// Live Activity is not known.
package enum WidgetImageInventory {
    static let maxImages = 5_000
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic"]
    static let maxContentsBytes = 1 << 20

    /// The images, in path order.
    package static func images(of project: XcodeProject) -> [WidgetImage] {
        let parent = FileName.parent(of: project.folder)
        let base = parent.isEmpty ? "." : parent
        let extensions = Set(project.setups.filter { $0.productType == "com.apple.product-type.app-extension" }.map(\.target)).sorted()
        var found: [WidgetImage] = []
        for target in extensions where found.count < maxImages {
            let folders = sourceFolders(of: target, in: project, base: base)
            var declares = false
            var places: [String: Set<String>] = [:]
            for folder in folders {
                for file in WidgetSourceFiles.files(below: base + "/" + folder, extensions: ["swift"]) {
                    guard let tokens = WidgetSourceFiles.tokens(path: base + "/" + folder + "/" + file) else { continue }
                    declares = declares || WidgetImageReferences.declaresActivity(tokens)
                    places.merge(WidgetImageReferences.places(in: tokens)) { $0.union($1) }
                }
            }
            guard declares else { continue }
            for var image in images(of: target, in: project, folders: folders, base: base) {
                let loadedIn = places[image.name] ?? []
                if !loadedIn.isEmpty, !loadedIn.contains(WidgetImageReferences.elsewhere) { image.regions = loadedIn.sorted() }
                found.append(image)
            }
        }
        return Array(found.sorted { $0.path < $1.path }.prefix(maxImages))
    }

    /// The folders (relative to `base`) a target's Swift and images are in: its synchronized and
    /// referenced folders other than catalogs and localisations, and the folder of its Info.plist.
    static func sourceFolders(of target: String, in project: XcodeProject, base: String) -> [String] {
        var folders = (project.resources[target] ?? []).filter { resource in
            !["xcassets", "lproj", "icon"].contains(FileName.extension(of: resource)) && WidgetSourceFiles.isFolder(base + "/" + resource)
        }
        if let info = project.shippingSetup(of: target)?.infoFile {
            let folder = FileName.parent(of: info.hasPrefix("./") ? String(info.dropFirst(2)) : info)
            if !folder.isEmpty, !folder.hasPrefix("/"), !folder.split(separator: "/").contains(".."), WidgetSourceFiles.isFolder(base + "/" + folder)
            {
                folders.append(folder)
            }
        }
        let unique = Set(folders)
        // A folder inside another listed one is walked with it.
        return unique.filter { folder in !unique.contains { $0 != folder && folder.hasPrefix($0 + "/") } }.sorted()
    }

    /// The target's images: those of its catalogs (listed as resources, or inside its folders)
    /// and the loose images among its resources and in its folders.
    static func images(of target: String, in project: XcodeProject, folders: [String], base: String) -> [WidgetImage] {
        var catalogs = (project.resources[target] ?? []).filter { FileName.extension(of: $0) == "xcassets" }
        var loose = (project.resources[target] ?? []).filter { imageExtensions.contains(FileName.extension(of: $0).lowercased()) }
        for folder in folders {
            for file in WidgetSourceFiles.files(below: base + "/" + folder, extensions: imageExtensions, stopAt: ["xcassets"]) {
                if FileName.extension(of: file) == "xcassets" { catalogs.append(folder + "/" + file) } else { loose.append(folder + "/" + file) }
            }
        }
        var images: [WidgetImage] = []
        for catalog in Set(catalogs).sorted() {
            for set in WidgetSourceFiles.files(below: base + "/" + catalog, extensions: [], stopAt: ["imageset"]) {
                images += setImages(target: target, set: catalog + "/" + set, base: base)
            }
        }
        for file in Set(loose).sorted() {
            let name = FileName.last(of: file)
            let stem = String(name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex))
            let scale = fileScale(stem)
            guard let size = pixelSize(base + "/" + file) else { continue }
            let shown = scale == nil ? stem : String(stem.dropLast(3))
            images.append(WidgetImage(target: target, path: file, name: shown, width: size.width, height: size.height, scale: scale))
        }
        return images
    }

    /// An image set's files, each with the scale its entry gives.
    static func setImages(target: String, set: String, base: String) -> [WidgetImage] {
        let setName = FileName.last(of: set)
        let name = String(setName.dropLast(FileName.extension(of: setName).count + 1))  // its folder's name without the extension
        guard
            let bytes = try? RandomAccessFile.contents(path: base + "/" + set + "/Contents.json", maxBytes: maxContentsBytes, what: "Contents.json"),
            let entries = (try? JSONNode.parse(bytes))?["images"]?.array
        else { return [] }
        var seen: Set<String> = []
        return entries.compactMap { entry -> WidgetImage? in
            guard let file = entry["filename"]?.string, !file.contains("/"), !seen.contains(file),
                imageExtensions.contains(FileName.extension(of: file).lowercased()),
                let size = pixelSize(base + "/" + set + "/" + file)
            else { return nil }
            seen.insert(file)
            let scale = entry["scale"]?.string.flatMap { Int($0.dropLast()) }
            return WidgetImage(target: target, path: set + "/" + file, name: name, width: size.width, height: size.height, scale: scale)
        }
    }

    /// 2 or 3 for a name ending `@2x`/`@3x`.
    static func fileScale(_ stem: String) -> Int? {
        guard stem.hasSuffix("x"), stem.dropLast().hasSuffix("@2") || stem.dropLast().hasSuffix("@3") else { return nil }
        return Int(String(stem.dropLast().last!))
    }

    /// An image's pixel size from its header, by its content (nil when it is not a readable image).
    static func pixelSize(_ path: String) -> (width: Int, height: Int)? {
        guard let file = try? RandomAccessFile(path: path) else { return nil }
        switch ContentSniffer.sniff(ContentSniffer.prefix(of: file)) {
        case .image(let format) where format == "png":
            return (try? PNGReader.read(file)).map { (Int($0.width), Int($0.height)) }
        case .image(let format): return ImageDimensions.read(file, format: format)
        default: return nil
        }
    }
}
