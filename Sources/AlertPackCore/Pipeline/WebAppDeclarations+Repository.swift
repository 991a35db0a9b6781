import Foundation

extension WebAppDeclarations {
    /// The web files discovery found, and those of the repositories around its images.
    init(_ discovered: FileDiscovery.Result, coveredBy named: [String], discovery: FileDiscovery) {
        self.init(manifests: discovered.webManifests, scripts: discovered.webScripts)
        addRepositories(around: discovered.images, coveredBy: named, discovery: discovery)
    }

    /// Adds what the web files of each image's repository name, for the repositories the named
    /// paths do not cover whole: an icon named alone (`check public/icons/icon-192.png`) is the
    /// web's as it is when its repository is checked, because the manifest or service worker that
    /// names it is found wherever it lies in the repository. Those files only declare; they are
    /// not reported (only what was named is). A repository is walked once per run; a file
    /// outside any repository (no `.git` above it) has no top to walk from, and keeps what the
    /// named paths found.
    mutating func addRepositories(around images: [String], coveredBy named: [String], discovery: FileDiscovery) {
        let covering = named.map { AbsolutePath.of($0) }
        var chain = FolderChain()
        var tops = Set<String>()
        for image in images {
            guard let top = chain.repositoryTop(of: chain.folders(above: image)), !covering.contains(where: { Self.folder($0, holds: top) })
            else { continue }
            tops.insert(top)
        }
        for top in tops.sorted() {
            let found = discovery.discover([top])
            var readChain = FolderChain()
            for path in found.webManifests where !reads(path) {
                if let facts = WebAppManifestReader.read(path: path, chain: &readChain) { declare(path, facts) }
            }
            for path in found.webScripts where !reads(path) {
                if let facts = WebNotificationScriptReader.read(path: path, chain: &readChain) { declare(path, facts) }
            }
        }
    }

    /// Whether `folder` is `path` or one of the folders above it.
    private static func folder(_ folder: String, holds path: String) -> Bool {
        folder == path || folder == "/" || path.hasPrefix(folder + "/")
    }
}
