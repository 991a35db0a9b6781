/// What an Xcode project declares for the app a built app was made from: the pipeline fills it
/// from the project's app target when a run pairs a project with a build, so the build's rules
/// can say what the build lacks (a stale archive, a wrong scheme).
package struct DeclaredApp: Sendable, Equatable {
    /// The `.xcodeproj` path as shown.
    package var project: String
    /// The app target.
    package var target: String
    /// The primary and alternate app icon names the target builds.
    package var iconNames: [String]
    package var alternateIconNames: [String]
    /// Sound file names the target copies into its bundle.
    package var sounds: [String]
    /// The app extension targets the app embeds.
    package var extensions: [DeclaredExtension]

    package init(
        project: String, target: String, iconNames: [String], alternateIconNames: [String], sounds: [String],
        extensions: [DeclaredExtension]
    ) {
        self.project = project
        self.target = target
        self.iconNames = iconNames
        self.alternateIconNames = alternateIconNames
        self.sounds = sounds
        self.extensions = extensions
    }
}

/// An app extension target a project embeds in its app.
package struct DeclaredExtension: Sendable, Equatable {
    package var target: String
    /// Its product's name: the bundle is `PlugIns/<productName>.appex`.
    package var productName: String
    /// `NSExtensionPointIdentifier` from its Info.plist, when the project's files say it.
    package var extensionPoint: String?

    package init(target: String, productName: String, extensionPoint: String?) {
        self.target = target
        self.productName = productName
        self.extensionPoint = extensionPoint
    }
}
