/// Reads a Web App Manifest (W3C "Web Application Manifest"): its `name`, `short_name`,
/// `start_url`, `display` and each of its `icons` (`src`, `sizes` such as `48x48 96x96` or `any`,
/// `type`, `purpose` such as `maskable monochrome`), each `src` resolved in its web root
/// (`WebRoot`). What a file is comes from its content: a JSON object with `icons` or one of the
/// app's names, `start_url` or `display`; a browser extension's manifest (`manifest_version`),
/// a bundler's asset map or any other JSON named manifest.json is not one.
package enum WebAppManifestReader {
    /// A manifest is a few kilobytes; a megabyte of JSON is something else.
    static let maxBytes = 1 << 20
    static let appKeys = ["name", "short_name", "start_url", "display"]

    /// The manifest at `path`, or nil when its content is not a web app's manifest. A file named
    /// `*.webmanifest` that cannot be read is one, said unreadable; a `manifest.json` that cannot
    /// be read may be anything's, and is left alone.
    package static func read(path: String, chain: inout FolderChain) -> WebAppFacts? {
        let named = FileName.extension(of: path) == "webmanifest"
        let node: JSONNode
        do throws(AlertPackError) {
            let bytes = try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the web app manifest")
            if let problem = TextGuard.problem(in: bytes) { throw AlertPackError.reading(.notJSON(problem)) }
            node = try JSONNode.parse(bytes)
        } catch {
            guard named else { return nil }
            let root = WebRoot.of(file: path, isScript: false, chain: &chain)
            return WebAppFacts(source: .manifest, webRoot: root.folder, unreadable: error.message)
        }
        guard isWebAppManifest(node) || (named && node.object != nil) else { return nil }
        return facts(of: node, root: WebRoot.of(file: path, isScript: false, chain: &chain))
    }

    /// Whether a parsed JSON value is a web app's manifest by its members.
    package static func isWebAppManifest(_ node: JSONNode) -> Bool {
        guard let object = node.object, object["manifest_version"] == nil else { return false }
        return object["icons"]?.array != nil || appKeys.contains { object[$0]?.string != nil }
    }

    /// The facts of a manifest's members, each icon's `src` resolved against `root`.
    package static func facts(of node: JSONNode, root: WebRoot) -> WebAppFacts {
        var facts = WebAppFacts(source: .manifest, webRoot: root.folder)
        facts.name = node["name"]?.string
        facts.shortName = node["short_name"]?.string
        facts.startURL = node["start_url"]?.string
        facts.display = node["display"]?.string
        if let icons = node["icons"], icons.array == nil {
            facts.notRead.append("icons: \(icons.shown), not an array")
        }
        for (index, icon) in (node["icons"]?.array ?? []).enumerated() {
            let key = "icons[\(index)]"
            guard icon.object != nil else {
                facts.notRead.append("\(key): \(icon.shown), not an object")
                continue
            }
            let src = icon["src"]?.string ?? ""
            var image = WebImageDeclaration(key: key + ".src", value: src, role: .icon)
            image.sizes = tokens(icon["sizes"]?.string)
            image.type = icon["type"]?.string
            image.purposes = tokens(icon["purpose"]?.string?.lowercased())
            (image.path, image.unresolved) = root.resolve(src)
            facts.images.append(image)
        }
        return facts
    }

    /// A space-separated list's tokens (`sizes`, `purpose`).
    static func tokens(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
}
