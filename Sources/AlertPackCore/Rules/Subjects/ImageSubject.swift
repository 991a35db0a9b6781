/// The image a rule looks at, with the slots it must fill (none for a plain image).
package struct ImageSubject: Sendable {
    package var path: String
    package var inspection: ImageInspection
    package var slots: [ImageSlot]
    /// Referenced from an asset catalog set (whose set-level findings cover it), or loose.
    package var inCatalog: Bool
    /// In an icon set that an Xcode project checked alongside uses as an alternate app icon or
    /// an extension's icon: its 1024 image is not the App Store icon App Store Connect validates.
    package var inSecondaryIconSet: Bool
    /// In an app extension's own icon set (action extensions draw theirs as templates).
    package var inExtensionIconSet = false
    /// What cross-platform configs name it as (an Expo `icon`, a flutter_launcher_icons
    /// `image_path_ios`): the role it is judged in besides its slots.
    package var declared: [DeclaredAsset] = []
    /// The platforms that ship it: iOS unless it is an Android resource or a config says so.
    package var platforms: [AssetPlatform] = [.ios]
    package var facts: ImageFacts { inspection.facts }

    package init(path: String, inspection: ImageInspection, slots: [ImageSlot], inCatalog: Bool, inSecondaryIconSet: Bool = false) {
        self.path = path
        self.inspection = inspection
        self.slots = slots
        self.inCatalog = inCatalog
        self.inSecondaryIconSet = inSecondaryIconSet
    }
}

/// A rule about one image file (loose, or referenced from an asset catalog set).
package protocol ImageRule: SubjectRule where Subject == ImageSubject {}

extension ImageSubject: PlatformScopedSubject {}
