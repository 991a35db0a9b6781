import AlertPackCore

/// The `web-manifest` target (issue 46): any bytes as a web app's `public/manifest.webmanifest`
/// and as a service worker beside it. Besides not crashing or hanging: a second reading is the
/// same, and every image either resolves to a path inside the web root or says why it does not
/// (nothing outside the root is ever named as a file to open).
enum WebManifestFuzzTarget {
    static func run(_ path: String) {
        var chain = FolderChain()
        let manifest = WebAppManifestReader.read(path: path, chain: &chain)
        precondition(WebAppManifestReader.read(path: path, chain: &chain) == manifest, "a second manifest reading differs")
        let script = WebNotificationScriptReader.read(path: path, chain: &chain)
        precondition(WebNotificationScriptReader.read(path: path, chain: &chain) == script, "a second script reading differs")
        for facts in [manifest, script].compactMap({ $0 }) {
            for image in facts.images {
                precondition((image.path == nil) != (image.unresolved == nil), "an image both resolved and not: \(image)")
                if let file = image.path {
                    precondition(facts.webRoot == "." || file.hasPrefix(facts.webRoot + "/"), "\(file) is outside the web root \(facts.webRoot)")
                }
            }
        }
    }
}
