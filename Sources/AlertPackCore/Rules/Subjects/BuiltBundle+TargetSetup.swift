/// A built bundle as the target that built it declares itself: what the `notify.*` rules judge of
/// a project's target, read instead from what was built. `lint-payload --app` judges payloads
/// against it, and `notify.communication` the app's Info.plist against its entitlements.
extension BuiltBundle {
    /// The bundle as a target that receives notifications: its Info.plist, and its entitlements
    /// from its signature, else its profile; unknown when it has neither (an unsigned build).
    /// `container` (the path the user named) stands where a project names the configuration.
    func targetSetup(in container: String) -> TargetSetup {
        // An app named itself (`Bark.app`) is the container's root: its name is the path's.
        let folder = name
        let stem = folder.split(separator: ".").dropLast().joined(separator: ".")
        var setup = TargetSetup(
            target: stem.isEmpty ? folder : stem, configuration: FileName.last(of: container),
            productType: role == .app ? "com.apple.product-type.application" : "com.apple.product-type.app-extension")
        setup.info = info
        setup.infoKnown = !info.isEmpty
        setup.infoFile = shown("Info.plist")
        if let signature, !signature.isUnsigned, signature.entitlementsKnown, let executable {
            setup.entitlements = signature.entitlements ?? [:]
            setup.entitlementsFile = "the signature of " + shown(executable)
        } else if let profile {
            setup.entitlements = profile.entitlements
            setup.entitlementsFile = shown("embedded.mobileprovision")
        } else {
            setup.entitlementsKnown = false
        }
        return setup
    }

    /// A Notification Service Extension: an app extension at the point that runs for
    /// `mutable-content` pushes.
    var isNotificationService: Bool { role == .appExtension && extensionPoint == "com.apple.usernotifications.service" }

    /// The bundle's folder as a report names it: its path in the container, or its own name
    /// when it is the container (`Bark.app` named directly).
    var shownFolder: String { path.isEmpty ? name : path }
}
