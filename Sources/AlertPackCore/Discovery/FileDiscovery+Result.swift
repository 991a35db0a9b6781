/// What discovery found below the paths it was given.
extension FileDiscovery {
    public struct Result: Sendable {
        /// Sound files to check, sorted by path, without duplicates.
        public var sounds: [String] = []
        /// Image files outside asset catalog sets, sorted.
        public var images: [String] = []
        /// `.appiconset` and `.launchimage` folders, sorted.
        public var sets: [String] = []
        /// Icon Composer documents (`Name.icon` folders), sorted; taken whole, never walked into.
        public var iconBundles: [String] = []
        /// Xcode projects (`.xcodeproj` folders, and XcodeGen specs and Tuist manifests where no
        /// `.xcodeproj` is committed beside them), sorted; read for their icon settings, never walked into.
        public var projects: [String] = []
        /// Folders that hold a cross-platform project's config (`AppConfigMarker`), sorted; the
        /// project readers decide whether each is one.
        public var appConfigs: [String] = []
        /// Android app module folders (a Gradle module holding `src/main/AndroidManifest.xml`,
        /// `AndroidProjectMarker`), sorted; read for their notification icons and sounds.
        public var androidModules: [String] = []
        /// Files that may be a web app's declarations (`WebAppMarker`), sorted: Web App Manifests
        /// by name and scripts by extension; their readers decide by content.
        public var webManifests: [String] = []
        public var webScripts: [String] = []
        /// Files the configuration names as notification attachments, sorted.
        public var attachments: [String] = []
        /// Built apps: `.ipa` files, `.app` and `.xcarchive` folders, sorted; taken whole, never walked into.
        public var builtApps: [String] = []
        /// Files named explicitly that are neither sounds nor anything else we check.
        public var skipped: [String] = []
        /// Paths that do not exist or cannot be listed: usage or I/O problems.
        package var pathProblems: [Problem] = []
        /// The problems as reports print them.
        public var problems: [String] {
            get { pathProblems.map(\.description) }
            set { pathProblems = newValue.map(Problem.init) }
        }
        /// Files below a folder whose names are not UTF-8, escaped (each is also a problem).
        public var undecodable: [String] = []
        /// Folders left out as packages or outputs (`excludedFolders`, `skipsPackages`).
        public var outputs: [String] = []
    }
}
