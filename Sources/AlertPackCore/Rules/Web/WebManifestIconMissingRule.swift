/// A manifest icon's `src` that names no file of the web root, or one outside it.
///
/// The browser fetches each icon from the site: a path to nothing is a 404, and the install
/// prompt or the home-screen icon goes without it. A root-absolute `src` (`/icons/a.png`) is
/// looked for in the web root (the `public/`, `static/`, `www/`, `wwwroot/` or `dist/` folder
/// above the manifest, else the manifest's folder), any other relative to the manifest. A path
/// that climbs out of the root with `..`, or through a link that leads out of it, is not
/// followed; a URL on another host is not fetched, and said at a lower level.
///
/// - Rule: web.manifest-icon-missing
/// - Name: Manifest icon exists
/// - Source: WEB-MANIFEST
/// - Parameter remoteSeverity (severity): severity for an icon on another host, which is not checked
/// - Class missing: no file at the path
/// - Class outside: the path leads out of the web root
/// - Class remote: a URL, not fetched
/// - Fires on: Samples/web/Broken/public/manifest.json, saying “icons[1].src names icons/icon-144.png, which is not in” (error)
/// - Silent on: Samples/web/Fine/public/manifest.webmanifest
package struct WebManifestIconMissingRule: WebManifestRule {
    package func check(_ manifest: WebManifestSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        manifest.facts.images(.icon).compactMap { icon in
            WebImageMissing.finding(
                for: icon, in: manifest.file, root: manifest.facts.webRoot, context: context,
                remoteSeverity: context.parameters.remoteSeverity, classes: (MessageClass.missing, MessageClass.outside, MessageClass.remote))
        }
    }
}
