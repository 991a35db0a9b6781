/// An Icon Composer document read and its layers' files inspected: what the rules judge and the
/// report shows, measured once.
package struct IconBundleInspection: Sendable {
    package var bundle: IconBundle
    /// What each layer's `image-name` leads to, by image-name.
    package var layerFiles: [String: IconLayerFile]
    package var facts: IconBundleFacts

    /// Reads the document at `folder` and inspects each file a layer draws (a name that is not
    /// UTF-8 through its alias in the run's `aliases`).
    package static func inspect(folder: String, imageInspector: ImageInspector, aliases: NameAliases) -> IconBundleInspection {
        let bundle = IconBundle.read(folder: folder)
        var files: [String: IconLayerFile] = [:]
        var formats: [String: Int] = [:]
        for layer in bundle.layers {
            guard let name = layer.imageName else { continue }
            if files[name] == nil { files[name] = layerFile(name, in: bundle, imageInspector: imageInspector, aliases: aliases) }
            let format: String
            switch files[name]! {
            case .missing, .differentCase: format = "missing"
            case .png: format = "png"
            case .svg: format = "svg"
            case .other(let kind): format = kind
            }
            formats[format, default: 0] += 1
        }
        let facts = IconBundleFacts(
            groups: bundle.groups.count, layers: bundle.layers.count, imageFormats: formats, appearances: bundle.appearances,
            idioms: bundle.idioms,
            platforms: (bundle.platforms ?? [:]).keys.sorted().map { "\($0): \(bundle.platforms![$0]!.joined(separator: ", "))" },
            newerFeatures: bundle.newerValues.map(\.shown), unknownKeys: bundle.unknownKeys)
        return IconBundleInspection(bundle: bundle, layerFiles: files, facts: facts)
    }

    /// What a layer's image-name leads to: looked up among the names in Assets/ (never as a
    /// path, so `../` leads nowhere), then inspected by content.
    private static func layerFile(_ name: String, in bundle: IconBundle, imageInspector: ImageInspector, aliases: NameAliases) -> IconLayerFile {
        guard bundle.assetFiles.contains(name) else {
            if let other = bundle.assetFiles.first(where: { $0.lowercased() == name.lowercased() }) { return .differentCase(other) }
            return .missing
        }
        let path = aliases.openPath(bundle.folder + "/Assets/" + name)
        guard let file = try? RandomAccessFile(path: path) else { return .other("not a regular file") }
        let prefix = ContentSniffer.prefix(of: file)
        if case .image(format: "png") = ContentSniffer.sniff(prefix) { return .png(imageInspector.inspect(path: path)) }
        let text = prefix.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if text.first == UInt8(ascii: "<") || FileName.extension(of: name) == "svg" { return .svg(SVGInspector.inspect(path: path)) }
        if case .image(let format) = ContentSniffer.sniff(prefix) { return .other(format) }
        return .other(prefix.isEmpty ? "an empty file" : "not an image")
    }
}
