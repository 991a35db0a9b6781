/// What kind of asset a report is about, decided by content (or, failing that, the name).
public enum AssetKind: String, Sendable, Codable {
    case sound
    case image
    /// An `.appiconset`'s Contents.json: set-level findings (missing, unassigned, invalid entries).
    case iconSet = "icon-set"
    /// A `.launchimage` set's Contents.json.
    case launchSet = "launch-set"
    /// An Icon Composer document (`Name.icon`), reported under its folder.
    case iconBundle = "icon-bundle"
    /// An Xcode project's app icon settings, reported under its project.pbxproj.
    case project
    /// A cross-platform project's configs (Expo, Capacitor, Cordova, Flutter): the icons and
    /// sounds they declare, reported under the config file that applies last.
    case appConfig = "app-config"
    /// An Android app module (a Gradle module's manifests, resources, build and code): the
    /// notification icons and sounds it uses, reported under its `src/main/AndroidManifest.xml`.
    case androidProject = "android-project"
    /// A Web App Manifest: the icons it declares, reported under the manifest.
    case webManifest = "web-manifest"
    /// A service worker or page script that shows notifications: the `badge` and `icon` it names.
    case webScript = "web-script"
    /// A built app (an `.ipa`, `.app` or `.xcarchive`), reported under the path named.
    case builtApp = "built-app"
    /// A file configured as a notification attachment.
    case attachment
    /// A package's manifest.json (`verify`).
    case manifest
    /// Any other file found in a package (`verify`).
    case file
    /// A notification payload (`lint-payload`).
    case payload
    /// A notification category's actions (`lint-actions`).
    case actions
}
